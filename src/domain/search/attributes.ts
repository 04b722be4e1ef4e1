/**
 * What every engine must know about the search attributes' values, stated once (the postgres SQL, its in-memory
 * facet index and the Typesense mapping all read these):
 *   - array attributes hold several values per vehicle (a SearchDoc string[], a text[] column, a string[] field): a
 *     refinement matches when ANY of them is refined, and a facet counts every one;
 *   - number and boolean attributes are refined and counted by their text ('2021', '5', 'true'), so the browser's
 *     refinement values and the facet values it is shown are the same strings for every attribute. A value of the
 *     wrong shape ('05', 'five', 'yes') matches nothing.
 * Every other filter attribute is one text value.
 */
import type { FacetAttribute, RefinementAttribute, SearchDoc } from './types'

type Attribute = FacetAttribute | RefinementAttribute

export const ARRAY_ATTRIBUTES = ['categories', 'filtered_features'] as const satisfies readonly (Attribute &
  { [K in keyof SearchDoc]: SearchDoc[K] extends string[] ? K : never }[keyof SearchDoc])[]
export type ArrayAttribute = (typeof ARRAY_ATTRIBUTES)[number]

export const NUMBER_ATTRIBUTES = ['year', 'seats'] as const satisfies readonly (Attribute &
  { [K in keyof SearchDoc]: SearchDoc[K] extends number | null ? K : never }[keyof SearchDoc])[]

export const BOOLEAN_ATTRIBUTES = ['certified'] as const satisfies readonly (Attribute &
  { [K in keyof SearchDoc]: SearchDoc[K] extends boolean ? K : never }[keyof SearchDoc])[]

const ARRAYS = new Set<string>(ARRAY_ATTRIBUTES)
const NUMBERS = new Set<string>(NUMBER_ATTRIBUTES)
const BOOLEANS = new Set<string>(BOOLEAN_ATTRIBUTES)

export function isArrayAttribute(attr: string): attr is ArrayAttribute {
  return ARRAYS.has(attr)
}

/** How an attribute's values are stored: 'array' of text, one 'number' or 'boolean' (compared as text), or 'text'. */
export function valueKind(attr: string): 'array' | 'number' | 'boolean' | 'text' {
  if (ARRAYS.has(attr)) return 'array'
  if (NUMBERS.has(attr)) return 'number'
  if (BOOLEANS.has(attr)) return 'boolean'
  return 'text'
}
