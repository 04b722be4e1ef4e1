import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { getRouteContext, getSearchPromoTiles } from '@/data/content'
import { searchResultsPage } from '@/data/search'
import { getSearchVocabulary } from '@/data/searchVocabulary'
import { siteOrigin } from '@/data/tenants'
import { isLiveHref } from '@/domain/routes'
import { isLiveAt } from '@/domain/schedule'
import { drawPromoOffsets, pickBrandPromo } from '@/domain/search/promoPlacement'
import { selectionHeading } from '@/domain/search/selection'
import { correctKeyword } from '@/domain/search/spelling'
import { DEFAULT_HITS_PER_PAGE, DEFAULT_SORT } from '@/domain/search/types'
import { buildSearchPath, initialSearchState, parseLandingPath } from '@/domain/search/urlState'
import { SearchExperience } from '@/modules/search/components/SearchExperience.client'
import { packResultsView, resultsConfig, toResultsView } from '@/modules/search/resultsView'
import { vocabularyFor } from '@/modules/search/vocabulary'

import { siteTenant } from '../../tenantPage'

type Props = {
  params: Promise<{ host: string; segments?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * Resolves tenant, landing route and URL state into one query. Invalid parameters are reported, not fatal. Once
 * per request (React cache, keyed by the address): the metadata and the page share it.
 */
const resolve = cache(async (host: string, path: string, search: string) => {
  const segments = JSON.parse(path) as string[]
  const tenant = await siteTenant(Promise.resolve({ host }))
  if (!tenant) return null
  const vocabulary = await getSearchVocabulary(tenant)
  const landing = parseLandingPath(segments, vocabulary)
  if (!landing) return null
  // SRP-20: the landing path's filters and the URL are the persisted state; a bad parameter is reported on the
  // page and only its own attribute falls back.
  const params = JSON.parse(search) as Record<string, string | string[] | undefined>
  const { query, errors } = initialSearchState(params, { refinements: landing.refinements })
  return { tenant, vocabulary, landing, query, errors }
})

async function load({ params, searchParams }: Props) {
  const { host, segments = [] } = await params
  return resolve(host, JSON.stringify(segments), JSON.stringify(await searchParams))
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load(props)
  if (!loaded) return {}
  const { query, vocabulary, tenant } = loaded
  // The heading as the page shows it: with the keyword's make/model spelling corrected (unless exact).
  const correction = query.exact
    ? null
    : correctKeyword(query.query, { makes: vocabulary.makes, models: vocabulary.models, words: vocabulary.bodies })
  const heading = selectionHeading(correction ? { ...query, query: correction.corrected } : query)
  // The canonical address: absolute, on the tenant's own host, without the parameters that only reorder or resize
  // the same results (sort, page size, the exact-spelling switch).
  const canonical = `${siteOrigin(tenant)}${buildSearchPath(
    { ...query, sortBy: DEFAULT_SORT, hitsPerPage: DEFAULT_HITS_PER_PAGE, exact: false },
    vocabulary,
  )}`
  return {
    title: heading,
    description: `${heading} at ${tenant.name}: browse new, demo and used stock.`,
    alternates: { canonical },
  }
}

export default async function SearchPage(props: Props) {
  const loaded = await load(props)
  if (!loaded) notFound()
  const { tenant, vocabulary, query, errors } = loaded
  const [result, promos, routes] = await Promise.all([
    searchResultsPage(tenant, query),
    getSearchPromoTiles(tenant),
    getRouteContext(tenant),
  ])
  // SRP-10: brands configured for it show one code-owned tile at 8 unless a CMS tile takes that slot; like every
  // tile, only when its button leads to a page this tenant serves.
  const brand = pickBrandPromo(tenant.config)
  const brandPromo = brand && isLiveHref(brand.href, routes) ? brand : null
  const now = new Date()
  // SRP-07: random offsets drawn here, once, so the browser places the tiles where the server did. The browser
  // places them at the server's clock (`now` below), so a tile not live now never shows: it stays here (SRP-08),
  // and the live ones travel without their schedule (issue 14).
  const tiles = drawPromoOffsets(
    promos
      .filter((t) => isLiveHref(t.href, routes) && isLiveAt(now, t.startsAt, t.expiresAt))
      .map(({ startsAt: _starts, expiresAt: _expires, ...tile }) => tile),
  )
  // Issue 14: the client component gets views (cards, facet groups, a few flags), built here; the browser builds the
  // same views from GET /api/search answers. No search documents, no site configuration in the flight payload.
  const config = resultsConfig(tenant.config)
  return (
    <SearchExperience
      config={config}
      vocabulary={vocabularyFor(query, vocabulary)}
      initial={{ query, view: packResultsView(toResultsView(result, query, config, now), query), errors }}
      promos={tiles}
      brandPromo={brandPromo}
      now={now.toISOString()}
    />
  )
}
