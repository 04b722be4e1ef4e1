import { bodyLabel } from '@/domain/bodyTypes'
import { carTypeLabel } from '@/domain/carTypes'
import { orderFacet } from '@/domain/search/facets'
import type { FacetCounts, RefinementAttribute } from '@/domain/search/types'

/** One filter panel group: only what the list shows (a value's label only where it differs from the value). */
export interface FacetGroup {
  attribute: RefinementAttribute
  label: string
  values: { value: string; label?: string; count: number }[]
  /**
   * The group has values, not sent with the page: a group closed at first draws none, so the first answer
   * leaves them out and the panel asks GET /api/search for them when the group is opened.
   */
  deferred?: true
}

/** The groups open at first: the ones most searches start from. The rest open on demand or with a value selected. */
export const FACETS_OPEN_AT_FIRST: ReadonlySet<RefinementAttribute> = new Set([
  'car_type',
  'make',
  'make_model',
  'body',
])

/** Whether a group starts open: one most searches start from, or one with a value selected. */
export function openAtFirst(
  attribute: RefinementAttribute,
  selected: Partial<Record<RefinementAttribute, string[]>>,
): boolean {
  return FACETS_OPEN_AT_FIRST.has(attribute) || (selected[attribute]?.length ?? 0) > 0
}

/** The facets the filter panel lists, in order, with their labels. */
const PANEL: { attribute: RefinementAttribute & keyof FacetCounts; label: string }[] = [
  { attribute: 'car_type', label: 'Condition' },
  { attribute: 'make', label: 'Make' },
  { attribute: 'make_model', label: 'Model' },
  { attribute: 'body', label: 'Body type' },
  { attribute: 'price_range', label: 'Price range' },
  { attribute: 'weekly_price_range', label: 'Weekly repayments' },
  { attribute: 'transmission', label: 'Transmission' },
  { attribute: 'fuel', label: 'Fuel' },
  { attribute: 'drive', label: 'Drive' },
  { attribute: 'colour', label: 'Colour' },
  { attribute: 'seats', label: 'Seats' },
  { attribute: 'item_type', label: 'Vehicle type' },
  { attribute: 'location_name', label: 'Location' },
  { attribute: 'dealership_name', label: 'Dealership' },
]

/** A listed facet's heading ('Body type'). */
export function facetLabel(attribute: RefinementAttribute): string {
  return PANEL.find((p) => p.attribute === attribute)?.label ?? attribute
}

/** Facet counts → panel groups; a facet with a selected value stays listed even when its counts are empty. */
export function facetGroups(
  facets: FacetCounts,
  selected: Partial<Record<RefinementAttribute, string[]>>,
): FacetGroup[] {
  return PANEL.flatMap(({ attribute, label }) => {
    const counts = { ...(facets[attribute] ?? {}) }
    for (const value of selected[attribute] ?? []) counts[value] ??= 0
    const values = orderFacet(attribute, counts).map(([value, count]) => {
      const shown = valueLabel(attribute, value)
      return shown === value ? { value, count } : { value, label: shown, count }
    })
    return values.length > 0 ? [{ attribute, label, values }] : []
  })
}

function valueLabel(attribute: RefinementAttribute, value: string): string {
  if (attribute === 'body') return bodyLabel(value)
  if (attribute === 'car_type') return carTypeLabel(value)
  if (attribute === 'item_type') return value.charAt(0).toUpperCase() + value.slice(1)
  return value
}
