import { notFound, redirect } from 'next/navigation'

import { normaliseBodyParam } from '@/domain/search/urlState'
import { resolveHost } from '@/data/tenants'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ body?: string | string[] }> }

/** /models?body=People Mover → /search/people-mover (RTE-09: spaces become hyphens, ampersands go, lowercase). */
export default async function ModelsByBody({ params, searchParams }: Props) {
  const resolved = await resolveHost((await params).host)
  if (resolved.kind !== 'tenant') notFound()
  const raw = (await searchParams).body
  const body = typeof raw === 'string' ? normaliseBodyParam(raw) : ''
  redirect(body ? `/search/${encodeURIComponent(body)}` : '/search')
}
