import type { Metadata } from 'next'

import { GARAGE_PATH, parseSignInQuery } from '@/domain/accounts/signIn'
import { SignInPage } from '@/modules/accounts/SignInPage'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = { title: 'Sign in', robots: { index: false, follow: false } }

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /sign-in?type={type}&redirect={target}&back={origin} (RTE-21, RTE-22, CMS-30). The type picks the heading (an
 * unknown one: a plain sign-in); redirect and back are kept only as same-site paths (an open redirect is refused:
 * src/domain/accounts/signIn.ts), redirect defaulting to /my-garage (the home page where the garage is off). Never stored by the edge (SITE_ROUTES 'private').
 */
export default async function SignIn({ params, searchParams }: Props) {
  const tenant = await tenantPage(params)
  const fallback = tenant.config.features.garageEnabled ? GARAGE_PATH : '/'
  return <SignInPage request={parseSignInQuery(await searchParams, fallback)} tenantName={tenant.name} />
}
