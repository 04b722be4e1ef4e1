/**
 * The results page's search, engine-agnostic: the keyword's make and model names spelled as the tenant's
 * stock spells them (src/domain/search/spelling.ts, unless `exact`), then the search; when nothing matches, how many
 * cars each filter's removal would bring back, so the empty state can suggest the narrowest one. `search` is any
 * engine's search with the tenant's scope bound (the data layer passes the cached one), so Postgres and Typesense
 * get the same corrected words.
 */
import { activeFilters, narrowestFilter, withoutFilter, type SearchHelp } from '../domain/search/selection'
import { correctKeyword, type SpellingVocabulary } from '../domain/search/spelling'
import type { SearchResult, VehicleQuery } from '../domain/search/types'

/** The most filters the empty state tries removing, one at a time (the last ones listed). */
export const MAX_RELAX_TRIES = 8

export type AssistedResult = SearchResult & SearchHelp & { query: VehicleQuery }

export async function assistedSearch(
  search: (query: VehicleQuery) => Promise<SearchResult>,
  query: VehicleQuery,
  vocabulary: () => Promise<SpellingVocabulary>,
): Promise<AssistedResult> {
  let effective = query
  let correction: SearchHelp['correction'] = null
  if (!query.exact && query.query.trim() !== '') {
    correction = correctKeyword(query.query, await vocabulary())
    if (correction) effective = { ...query, query: correction.corrected }
  }
  const result = await search(effective)
  let relax: SearchHelp['relax'] = null
  if (result.count === 0) {
    const filters = activeFilters(effective).slice(-MAX_RELAX_TRIES)
    const counts = await Promise.all(
      filters.map((f) => search({ ...withoutFilter(effective, f), hitsPerPage: 1 }).then((r) => r.count)),
    )
    const best = narrowestFilter(filters, Object.fromEntries(filters.map((f, i) => [f.id, counts[i]!])))
    if (best) relax = { filterId: best.filter.id, count: best.count }
  }
  return { ...result, correction, relax, query: effective }
}
