/**
 * What narrows a search besides the listing rule (./stockFilter), read the same way by every engine:
 *   activeRefinements  the refinementList attributes with at least one value, in REFINEMENT_ATTRIBUTES order,
 *                      values as text: { make: ['Toyota'], body: [] } → [['make', ['Toyota']]]
 *   activeRanges       the ranges with a finite bound, on the SearchDoc field they read (price → the shown price),
 *                      both bounds inclusive: { price: { max: 30000 }, km: {} } → [{ field: 'price', min: null, max: 30000 }]
 *   positivePriceOnly  SRP-28: the price-ascending sort of a tenant configured for it lists cars with a shown price
 *                      above 0 only (PRICE_FIELD > 0)
 *   scopeResultKey     the tenant scope fields a result depends on (the result cache keys on them)
 */
import { RANGE_FIELD, REFINEMENT_ATTRIBUTES, type RangeAttribute, type RefinementAttribute } from './types'
import type { TenantScope, VehicleQuery } from './types'

export function activeRefinements(query: Pick<VehicleQuery, 'refinements'>): [RefinementAttribute, string[]][] {
  const out: [RefinementAttribute, string[]][] = []
  for (const attr of REFINEMENT_ATTRIBUTES) {
    const values = query.refinements[attr]
    if (Array.isArray(values) && values.length > 0) out.push([attr, values.map(String)])
  }
  return out
}

export interface ActiveRange {
  attr: RangeAttribute
  /** The SearchDoc field (search_documents column, Typesense field) the range reads. */
  field: (typeof RANGE_FIELD)[RangeAttribute]
  /** Inclusive bounds; null = open on that side (at least one is set). */
  min: number | null
  max: number | null
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n)

/** The ranges that narrow anything, in the order the query lists them. */
export function activeRanges(query: Pick<VehicleQuery, 'ranges'>): ActiveRange[] {
  const out: ActiveRange[] = []
  for (const [attr, range] of Object.entries(query.ranges) as [
    RangeAttribute,
    VehicleQuery['ranges'][RangeAttribute],
  ][]) {
    const field = RANGE_FIELD[attr]
    if (!field || !range) continue
    const min = finite(range.min) ? range.min : null
    const max = finite(range.max) ? range.max : null
    if (min !== null || max !== null) out.push({ attr, field, min, max })
  }
  return out
}

/** SRP-28: price ascending adds PRICE_FIELD > 0 on tenants configured for it (not other sorts). */
export function positivePriceOnly(
  scope: Pick<TenantScope, 'priceSortPositiveOnly'>,
  query: Pick<VehicleQuery, 'sortBy'>,
): boolean {
  return query.sortBy === 'price:asc' && scope.priceSortPositiveOnly
}

/**
 * The scope fields that change a tenant's results, besides the tenant (part of every cache key) and the clock (the
 * result cache's entries expire instead). A field added to TenantScope must be listed here: the type says so.
 */
const RESULT_SCOPE: { [K in Exclude<keyof TenantScope, 'tenantId' | 'now'>]-?: (scope: TenantScope) => unknown } = {
  soldLingerDays: (s) => s.soldLingerDays,
  filterPreset: (s) => s.filterPreset,
  priceSortPositiveOnly: (s) => s.priceSortPositiveOnly,
  preferredLocations: (s) => s.preferredLocations ?? [],
}

/** Equal for two scopes of one tenant exactly when they answer every search alike (at the same moment). */
export function scopeResultKey(scope: TenantScope): string {
  return JSON.stringify(Object.values(RESULT_SCOPE).map((field) => field(scope)))
}
