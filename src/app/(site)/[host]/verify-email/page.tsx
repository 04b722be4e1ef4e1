import type { Metadata } from 'next'

import { verificationValid } from '@/data/accountsTrust'
import { payloadClient } from '@/data/payload'
import { resetTokenFromQuery } from '@/domain/accounts/passwordReset'
import { GARAGE_PATH } from '@/domain/accounts/signIn'
import { VerifyEmailPage } from '@/modules/accounts/AccountTrustPages'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = {
  title: 'Confirm your email',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /verify-email?token=… (the confirmation email's link): a button that confirms the address while the link works on
 * this tenant, else the reason. The page only looks (a mail scanner opening the link confirms nothing); the token is
 * used by POST /api/account/verify-email. Never stored by the edge (SITE_ROUTES 'private'); no Referer leaves it.
 */
export default async function VerifyEmail({ params, searchParams }: Props) {
  const tenant = await tenantPage(params)
  const token = resetTokenFromQuery((await searchParams).token)
  const valid = token !== null && (await verificationValid(await payloadClient(), tenant, token))
  return (
    <VerifyEmailPage token={valid ? token : null} next={tenant.config.features.garageEnabled ? GARAGE_PATH : '/'} />
  )
}
