/**
 * The orders of the sort keys, stated once for every engine: each is a list of SearchDoc fields, and every order
 * ends with the document id ascending (Typesense: its sortable copy id_sort), so ties and paging are stable. Fields
 * that can be empty sort their empty values last whichever the direction: the price sorts read the price the card
 * shows (PRICE_FIELD), so a car without one (hidden, 'Enquire for price.', PREORDER, sold) comes after every priced
 * car both ways. Ties fall back to the default order (custom_rank: in stock newest first, then coming soon, then
 * sold — see toSearchDoc).
 *   postgres   'price:asc' → "price" ASC NULLS LAST, "custom_rank" DESC, "id"
 *   typesense  'price:asc' → price(missing_values: last):asc,custom_rank:desc,id_sort:asc
 * SRP-39's preferred locations lead the default order where a site lists them (./preferredLocations).
 */
import { PRICE_FIELD, type SearchDoc, type SortKey } from './types'

export interface SortTerm {
  field: keyof SearchDoc
  direction: 'asc' | 'desc'
  /** The field can be empty (null): empty values go last. */
  nullsLast?: true
}

const by = (field: keyof SearchDoc, direction: 'asc' | 'desc', nullable = false): SortTerm =>
  nullable ? { field, direction, nullsLast: true } : { field, direction }
const RANK = by('custom_rank', 'desc')

export const SORT_ORDER: Record<SortKey, readonly SortTerm[]> = {
  'custom_rank:desc': [RANK, by('created_at_timestamp', 'desc')],
  'price:asc': [by(PRICE_FIELD, 'asc', true), RANK],
  'price:desc': [by(PRICE_FIELD, 'desc', true), RANK],
  'year:desc': [by('year', 'desc', true), RANK],
  'year:asc': [by('year', 'asc', true), RANK],
  'km:asc': [by('km', 'asc', true), RANK],
  'km:desc': [by('km', 'desc', true), RANK],
  'created_at:desc': [by('created_at_timestamp', 'desc')],
}
