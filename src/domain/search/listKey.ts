/**
 * Which cars a list page can show, for purges (src/lib/purgeScope.mjs, docs/architecture/edge-and-page-cache.md
 * "Precise purges"). A search narrowed by nothing but one make, one body or one car type (the landing pages
 * /search/toyota, /search/suv, /search/used-cars and their filter links) shows only cars with that value, and its
 * counts for the other values of that same attribute (the facet it was narrowed by) count the tenant's whole listed
 * stock. So a change to a car that keeps it listed and keeps its make, body and car type (a new price, more photos)
 * can only change the pages of the car's own make, body and car type; a car that comes, goes, or changes one of those
 * can change any page's counts. Any other search (several filters, a price range, words, the price sort that drops
 * cars without a price) counts as showing the whole stock.
 */
import { activeRanges, activeRefinements, positivePriceOnly } from './filters'
import type { VehicleQuery } from './types'

/** The attributes a list page may be narrowed by and still be purged by its key. */
export const LIST_KEY_ATTRIBUTES = ['make', 'body', 'car_type'] as const
export type ListKeyAttribute = (typeof LIST_KEY_ATTRIBUTES)[number]

export interface ListKey {
  attribute: ListKeyAttribute
  /** normalised (listKeyValue): 'Land Rover' → 'land-rover' */
  value: string
}

/** A value as keys and tags compare it: trimmed, lower case, spaces as dashes ('Land Rover' → 'land-rover'). */
export const listKeyValue = (value: string): string => value.trim().toLowerCase().replace(/\s+/g, '-')

/**
 * The key of a search narrowed by one value of one key attribute and nothing else; null for any other search.
 *   { refinements: { make: ['Toyota'] } }                  → { attribute: 'make', value: 'toyota' }
 *   { refinements: { make: ['Toyota'], body: ['SUV'] } }    → null (two filters)
 *   { refinements: { make: ['Toyota'] }, ranges: { price } } → null (a price range: any price change may enter it)
 */
export function listKeyOf(query: Pick<VehicleQuery, 'query' | 'refinements' | 'ranges' | 'sortBy'>): ListKey | null {
  if (query.query.trim() !== '' || activeRanges(query).length > 0) return null
  // the price sort leaves out the cars without a price where the tenant says so: a price may take a car in or out
  if (positivePriceOnly({ priceSortPositiveOnly: true }, query)) return null
  const narrowed = activeRefinements(query)
  if (narrowed.length !== 1) return null
  const [attribute, values] = narrowed[0] as (typeof narrowed)[number]
  if (values.length !== 1 || !(LIST_KEY_ATTRIBUTES as readonly string[]).includes(attribute)) return null
  const value = listKeyValue(values[0] ?? '')
  return value === '' ? null : { attribute: attribute as ListKeyAttribute, value }
}
