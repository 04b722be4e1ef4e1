import type { Metadata } from 'next'

import { ForgotPasswordPage } from '@/modules/accounts/PasswordResetPages'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = { title: 'Forgot password', robots: { index: false, follow: false } }

/**
 * /forgot-password, linked from the sign-in form: ask for a reset link by email (POST /api/account/forgot-password;
 * src/data/accountsReset.ts). Answers wherever /sign-in does. Never stored by the edge (SITE_ROUTES 'private').
 */
export default async function ForgotPassword({ params }: { params: HostParams }) {
  const tenant = await tenantPage(params)
  return <ForgotPasswordPage tenantName={tenant.name} />
}
