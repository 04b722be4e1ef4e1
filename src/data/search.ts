import 'server-only'

import { activeFilters, narrowestFilter, withoutFilter, type SearchHelp } from '@/domain/search/selection'
import { correctKeyword } from '@/domain/search/spelling'
import type { SearchResult, VehicleQuery } from '@/domain/search/types'
import type { TenantSite } from '@/domain/site'
import { getSearchEngine } from '@/search'
import { cachedSearch } from '@/search/cache'
import { scopeFor } from '@/search/scope'

import { payloadClient } from './payload'
import { getSearchVocabulary } from './searchVocabulary'

/**
 * One stock search of a tenant (pages and GET /api/search): the tenant scope and listing filter come from the
 * tenant's flags on the server; results go through the in-memory cache, which a change to the tenant's stock clears.
 */
export async function searchStock(tenant: TenantSite, query: VehicleQuery): Promise<SearchResult> {
  const payload = await payloadClient()
  return cachedSearch(getSearchEngine(payload), scopeFor(tenant), query)
}

/** The most filters the empty state tries removing, one at a time. */
const MAX_RELAX_TRIES = 8

/**
 * The results page's search (page and GET /api/search): the keyword's make and model names spelled as the tenant's
 * stock spells them (unless `exact`), then the search; when nothing matches, how many cars each filter's removal
 * would bring back, so the empty state can suggest the narrowest one.
 */
export async function searchResultsPage(
  tenant: TenantSite,
  query: VehicleQuery,
): Promise<SearchResult & SearchHelp & { query: VehicleQuery }> {
  let effective = query
  let correction: SearchHelp['correction'] = null
  if (!query.exact && query.query.trim() !== '') {
    const vocabulary = await getSearchVocabulary(tenant)
    correction = correctKeyword(query.query, {
      makes: vocabulary.makes,
      models: vocabulary.models,
      words: vocabulary.bodies,
    })
    if (correction) effective = { ...query, query: correction.corrected }
  }
  const result = await searchStock(tenant, effective)
  let relax: SearchHelp['relax'] = null
  if (result.count === 0) {
    const filters = activeFilters(effective).slice(-MAX_RELAX_TRIES)
    const counts = await Promise.all(
      filters.map((f) => searchStock(tenant, { ...withoutFilter(effective, f), hitsPerPage: 1 }).then((r) => r.count)),
    )
    const best = narrowestFilter(filters, Object.fromEntries(filters.map((f, i) => [f.id, counts[i]!])))
    if (best) relax = { filterId: best.filter.id, count: best.count }
  }
  return { ...result, correction, relax, query: effective }
}
