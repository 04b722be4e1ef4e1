import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { SearchExperience } from '@/modules/search/components/SearchExperience.client'

import { siteTenant } from '../../tenantPage'
import { resolveSearchAddress, searchHead, searchPageProps } from '../searchPageState'

type Props = {
  params: Promise<{ host: string; segments?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * Resolves tenant, landing route and URL state into one query. Invalid parameters are reported, not fatal. Once
 * per request (React cache, keyed by the address): the metadata and the page share it.
 */
const resolve = cache(async (host: string, path: string, search: string) => {
  const tenant = await siteTenant(Promise.resolve({ host }))
  if (!tenant) return null
  return resolveSearchAddress(
    tenant,
    JSON.parse(path) as string[],
    JSON.parse(search) as Record<string, string | string[] | undefined>,
  )
})

async function load({ params, searchParams }: Props) {
  const { host, segments = [] } = await params
  return resolve(host, JSON.stringify(segments), JSON.stringify(await searchParams))
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load(props)
  if (!loaded) return {}
  const { heading, description, canonical } = searchHead(loaded)
  return { title: heading, description, alternates: { canonical } }
}

/**
 * The results page. The edge answers a search address not yet cached, while the workers are busy, with
 * the landing path's cached page and this address's answer from GET /api/search/state (searchPageState.ts) in a
 * data block the client component takes over from (server/searchShell.mjs;
 * docs/architecture/edge-and-page-cache.md "Search addresses not cached yet: the search shell").
 */
export default async function SearchPage(props: Props) {
  const loaded = await load(props)
  if (!loaded) notFound()
  return <SearchExperience {...await searchPageProps(loaded)} />
}
