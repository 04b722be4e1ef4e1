import 'server-only'

import { getRouteContext, getSearchPromoTiles } from '@/data/content'
import { searchResultsPage } from '@/data/search'
import { getSearchVocabulary } from '@/data/searchVocabulary'
import { siteOrigin } from '@/data/tenants'
import { isLiveHref } from '@/domain/routes'
import { isLiveAt } from '@/domain/schedule'
import { drawPromoOffsets, pickBrandPromo } from '@/domain/search/promoPlacement'
import { selectionHeading } from '@/domain/search/selection'
import { correctKeyword } from '@/domain/search/spelling'
import { DEFAULT_HITS_PER_PAGE, DEFAULT_SORT, type VehicleQuery } from '@/domain/search/types'
import {
  buildSearchPath,
  initialSearchState,
  parseLandingPath,
  type ParamError,
  type SearchParamsInput,
} from '@/domain/search/urlState'
import type { TenantSite } from '@/domain/site'
import type { SearchExperienceProps } from '@/modules/search/components/SearchExperience.client'
import { packResultsView, resultsConfig, toResultsView } from '@/modules/search/resultsView'
import { vocabularyFor, type SearchVocabulary } from '@/modules/search/vocabulary'

/** A search address resolved: the tenant, its vocabulary and the query the landing path and parameters make. */
export interface SearchAddress {
  tenant: TenantSite
  vocabulary: SearchVocabulary
  query: VehicleQuery
  errors: ParamError[]
}

/**
 * /search/{segments…}?{params} on a tenant's site → the query it asks for, or null when the landing path names nothing
 * (the page's 404). SRP-20: the landing path's filters and the parameters are the persisted state; a bad parameter is
 * reported (errors) and only its own attribute falls back.
 */
export async function resolveSearchAddress(
  tenant: TenantSite,
  segments: string[],
  params: SearchParamsInput,
): Promise<SearchAddress | null> {
  const vocabulary = await getSearchVocabulary(tenant)
  const landing = parseLandingPath(segments, vocabulary)
  if (!landing) return null
  const { query, errors } = initialSearchState(params, { refinements: landing.refinements })
  return { tenant, vocabulary, query, errors }
}

/** What the document's head says about a search: the heading as the page shows it, a description, the canonical. */
export function searchHead({ tenant, vocabulary, query }: SearchAddress) {
  // The heading with the keyword's make/model spelling corrected (unless exact).
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
  return { heading, description: `${heading} at ${tenant.name}: browse new, demo and used stock.`, canonical }
}

/** The first answer for an address as the results page's client component takes it (its `initial` and vocabulary). */
export async function searchAnswerFor({ tenant, vocabulary, query, errors }: SearchAddress, now: Date) {
  const config = resultsConfig(tenant.config)
  const result = await searchResultsPage(tenant, query)
  // Issue 14: the client component gets views (cards, facet groups, a few flags), built here; the browser builds the
  // same views from GET /api/search answers. No search documents, no site configuration in the flight payload.
  return {
    config,
    vocabulary: vocabularyFor(query, vocabulary),
    initial: { query, view: packResultsView(toResultsView(result, query, config, now), query), errors },
  } satisfies Pick<SearchExperienceProps, 'config' | 'vocabulary' | 'initial'>
}

/** Everything the results page's client component gets for an address. */
export async function searchPageProps(address: SearchAddress): Promise<SearchExperienceProps> {
  const { tenant } = address
  const now = new Date()
  const [answer, promos, routes] = await Promise.all([
    searchAnswerFor(address, now),
    getSearchPromoTiles(tenant),
    getRouteContext(tenant),
  ])
  // SRP-10: brands configured for it show one code-owned tile at 8 unless a CMS tile takes that slot; like every
  // tile, only when its button leads to a page this tenant serves.
  const brand = pickBrandPromo(tenant.config)
  const brandPromo = brand && isLiveHref(brand.href, routes) ? brand : null
  // SRP-07: random offsets drawn here, once, so the browser places the tiles where the server did. The browser
  // places them at the server's clock (`now` below), so a tile not live now never shows: it stays here (SRP-08),
  // and the live ones travel without their schedule (issue 14).
  const tiles = drawPromoOffsets(
    promos
      .filter((t) => isLiveHref(t.href, routes) && isLiveAt(now, t.startsAt, t.expiresAt))
      .map(({ startsAt: _starts, expiresAt: _expires, ...tile }) => tile),
  )
  return { ...answer, promos: tiles, brandPromo, now: now.toISOString() }
}
