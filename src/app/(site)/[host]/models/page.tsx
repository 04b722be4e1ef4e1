import { redirect } from 'next/navigation'

import { normaliseBodyParam } from '@/domain/search/urlState'

import { tenantPage, type HostParams } from '../tenantPage'

type Props = { params: HostParams; searchParams: Promise<{ body?: string | string[] }> }

/** /models?body=People Mover → /search/people-mover (RTE-09: spaces become hyphens, ampersands go, lowercase). */
export default async function ModelsByBody({ params, searchParams }: Props) {
  await tenantPage(params) // a 404 off a dealer site
  const raw = (await searchParams).body
  const body = typeof raw === 'string' ? normaliseBodyParam(raw) : ''
  redirect(body ? `/search/${encodeURIComponent(body)}` : '/search')
}
