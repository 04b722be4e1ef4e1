/**
 * The results page's search, engine-agnostic: a search already read (src/domain/search/understand.ts readSearch),
 * the words left as its text spelled as the tenant's stock spells its make and model names
 * (src/domain/search/spelling.ts, unless `exact`), then the search; when nothing matches, how many cars each
 * filter's removal would bring back, so the empty state can suggest the narrowest one. `search` is any engine's
 * search with the tenant's scope bound (the data layer passes the cached one), so Postgres and Typesense get the
 * same filters and corrected words.
 */
import { activeFilters, narrowestFilter, withoutFilter, type SearchHelp } from '../domain/search/selection'
import { correctKeyword, type SpellingVocabulary } from '../domain/search/spelling'
import type { SearchResult, VehicleQuery } from '../domain/search/types'
import type { SentenceRead } from '../domain/search/understand'

/** The most filters the empty state tries removing, one at a time (the last ones listed). */
export const MAX_RELAX_TRIES = 8

/** A search as the site runs it: the query after reading its text, and what the text was read as. */
export interface AskedSearch {
  query: VehicleQuery
  understood: SentenceRead | null
}

export type AssistedResult = SearchResult & SearchHelp & { query: VehicleQuery }

export async function assistedSearch(
  search: (query: VehicleQuery) => Promise<SearchResult>,
  asked: AskedSearch,
  vocabulary: () => Promise<SpellingVocabulary>,
): Promise<AssistedResult> {
  const { query } = asked
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
  return { ...result, correction, relax, understood: asked.understood, query: effective }
}
