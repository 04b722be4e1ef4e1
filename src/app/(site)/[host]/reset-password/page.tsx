import type { Metadata } from 'next'

import { resetTokenValid } from '@/data/accountsReset'
import { payloadClient } from '@/data/payload'
import { resetTokenFromQuery } from '@/domain/accounts/passwordReset'
import { GARAGE_PATH } from '@/domain/accounts/signIn'
import { ResetPasswordPage } from '@/modules/accounts/PasswordResetPages'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = {
  title: 'Choose a new password',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /reset-password?token=… (the reset email's link): the new-password form while the token works on this tenant, else
 * the reason and a link to ask again. The page only looks; the token is used by POST /api/account/reset-password.
 * Never stored by the edge (SITE_ROUTES 'private'); no Referer leaves it (the token is in its address).
 */
export default async function ResetPassword({ params, searchParams }: Props) {
  const tenant = await tenantPage(params)
  const token = resetTokenFromQuery((await searchParams).token)
  const valid = token !== null && (await resetTokenValid(await payloadClient(), tenant, token))
  return (
    <ResetPasswordPage token={valid ? token : null} next={tenant.config.features.garageEnabled ? GARAGE_PATH : '/'} />
  )
}
