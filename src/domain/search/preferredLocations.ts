/**
 * SRP-39 preferred-location sort: on a site configured with location names (config.stock.preferredLocations,
 * e.g. Westside: Burswood, Rockingham, Geraldton, Dianella), the default sort lists the cars of the first
 * location, then the second, … in that order, then every other car; inside each group the normal default order
 * (custom_rank desc: in stock newest first, then coming soon, then sold; then id) holds.
 *
 *   preferred [B, R], hits in default order  r1 x1 b1 r2 b2 x2   →   b1 b2 r1 r2 x1 x2
 *
 * Rules:
 *   - only the default sort ('custom_rank:desc') is affected; price, year, km and newest sorts are not;
 *   - a car's location is its `location_name`, matched exactly after trimming both sides (case matters: both
 *     engines compare exact values, and the names are the location names as the admin picks them);
 *   - blank and repeated names in the setting are ignored (the first occurrence keeps its place);
 *   - it must hold across pages, so the engine sorts by it (re-sorting one page of hits would be wrong).
 *
 * What the engines do (src/search, see the helper report): with a non-empty list and the default sort
 *   postgres   ORDER BY array_position($n::text[], "location_name") ASC NULLS LAST,
 *                       "custom_rank" DESC, "created_at_timestamp" DESC, "id"          ($n = the list)
 *   typesense  sort_by  preferredLocationEval(list) + ',custom_rank:desc,id_sort:asc'  (3 fields, Typesense's
 *                       limit; created_at_timestamp adds nothing because custom_rank already orders by it)
 * and orderByPreferredLocation below is the reference both must agree with (engine contract test).
 */
import { DEFAULT_SORT, type SortKey } from './types'

/** The configured names, trimmed, blanks and repeats dropped, order kept. */
export function normalisePreferredLocations(names: readonly string[] | null | undefined): string[] {
  const out: string[] = []
  for (const raw of names ?? []) {
    const name = typeof raw === 'string' ? raw.trim() : ''
    if (name !== '' && !out.includes(name)) out.push(name)
  }
  return out
}

/** SRP-39 applies to the default sort only, and only when the site lists locations. */
export function usesPreferredLocationSort(sortBy: SortKey, preferred: readonly string[] | null | undefined): boolean {
  return sortBy === DEFAULT_SORT && normalisePreferredLocations(preferred).length > 0
}

/** 0 for the first preferred location, 1 for the second, …; preferred.length for any other (or no) location. */
export function locationGroup(locationName: string | null | undefined, preferred: readonly string[]): number {
  const list = normalisePreferredLocations(preferred)
  const index = typeof locationName === 'string' ? list.indexOf(locationName.trim()) : -1
  return index === -1 ? list.length : index
}

/**
 * Descending weights for engines that rank by a score: first location N, second N-1, …, last 1; others 0.
 *   [Burswood, Rockingham] → [{ location: 'Burswood', weight: 2 }, { location: 'Rockingham', weight: 1 }]
 */
export function preferredLocationWeights(preferred: readonly string[]): { location: string; weight: number }[] {
  const list = normalisePreferredLocations(preferred)
  return list.map((location, i) => ({ location, weight: list.length - i }))
}

/**
 * The Typesense sort clause for the location groups (Typesense ≥ 27 `_eval` with weighted filters):
 *   [Burswood, Rockingham] → '_eval([(location_name:=`Burswood`):2,(location_name:=`Rockingham`):1]):desc'
 * Backticks cannot be escaped inside a Typesense filter value, so a name containing one is matched without them.
 * null when there is nothing to prefer.
 */
export function preferredLocationEval(preferred: readonly string[], field = 'location_name'): string | null {
  const weights = preferredLocationWeights(preferred)
  if (weights.length === 0) return null
  const clauses = weights.map(({ location, weight }) => `(${field}:=\`${location.replace(/`/g, '')}\`):${weight}`)
  return `_eval([${clauses.join(',')}]):desc`
}

export interface RankedHit {
  id: string
  location_name: string | null
  custom_rank: number
}

/** The default order (custom_rank desc, then id) — the same ties as the engines. */
export function compareDefaultRank(a: RankedHit, b: RankedHit): number {
  if (a.custom_rank !== b.custom_rank) return b.custom_rank - a.custom_rank
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/**
 * The reference order of SRP-39 over a whole result set: location group first (preferred order, others last),
 * then the default rank. A new array; the input is not changed. With no preferred locations: the default order.
 */
export function orderByPreferredLocation<H extends RankedHit>(hits: readonly H[], preferred: readonly string[]): H[] {
  const list = normalisePreferredLocations(preferred)
  const group = (h: H) => locationGroup(h.location_name, list)
  return [...hits].sort((a, b) => group(a) - group(b) || compareDefaultRank(a, b))
}
