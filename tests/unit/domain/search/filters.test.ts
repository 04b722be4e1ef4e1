import { activeRanges, activeRefinements, positivePriceOnly, scopeResultKey } from '@/domain/search/filters'
import type { TenantScope, VehicleQuery } from '@/domain/search/types'

const scope = (over: Partial<TenantScope> = {}): TenantScope => ({
  tenantId: '7',
  soldLingerDays: 3,
  filterPreset: 0,
  priceSortPositiveOnly: false,
  preferredLocations: [],
  now: new Date('2026-11-22T12:00:00Z'),
  ...over,
})

describe('activeRefinements', () => {
  it('SRP-14 attributes with values, in REFINEMENT_ATTRIBUTES order, values as text', () => {
    const refinements = { body: ['SUV'], make: ['Toyota', 'Mazda'], colour: [] } as VehicleQuery['refinements']
    expect(activeRefinements({ refinements })).toEqual([
      ['make', ['Toyota', 'Mazda']],
      ['body', ['SUV']],
    ])
    expect(activeRefinements({ refinements: { seats: [5 as unknown as string] } })).toEqual([['seats', ['5']]])
    expect(activeRefinements({ refinements: {} })).toEqual([])
  })
})

describe('activeRanges', () => {
  it('a range with a finite bound, on the field it reads (price → the shown price); open sides are null', () => {
    expect(
      activeRanges({ ranges: { price: { min: 10000, max: 30000 }, km: {}, year: { min: Number.NaN, max: 2020 } } }),
    ).toEqual([
      { attr: 'price', field: 'price', min: 10000, max: 30000 },
      { attr: 'year', field: 'year', min: null, max: 2020 },
    ])
    expect(activeRanges({ ranges: { seats: { min: Number.POSITIVE_INFINITY } } })).toEqual([])
  })
})

describe('positivePriceOnly', () => {
  it('SRP-28 only price ascending, only on tenants configured for it', () => {
    expect(positivePriceOnly({ priceSortPositiveOnly: true }, { sortBy: 'price:asc' })).toBe(true)
    expect(positivePriceOnly({ priceSortPositiveOnly: true }, { sortBy: 'price:desc' })).toBe(false)
    expect(positivePriceOnly({ priceSortPositiveOnly: false }, { sortBy: 'price:asc' })).toBe(false)
  })
})

describe('scopeResultKey', () => {
  it('SRP-25 differs when a setting that changes results differs, not for the tenant or the clock', () => {
    const key = scopeResultKey(scope())
    expect(scopeResultKey(scope({ tenantId: '8', now: new Date(0) }))).toBe(key)
    expect(scopeResultKey(scope({ preferredLocations: undefined }))).toBe(key)
    for (const over of [
      { soldLingerDays: 7 },
      { filterPreset: 1 },
      { priceSortPositiveOnly: true },
      { preferredLocations: ['Burswood'] },
    ])
      expect(scopeResultKey(scope(over))).not.toBe(key)
  })
})
