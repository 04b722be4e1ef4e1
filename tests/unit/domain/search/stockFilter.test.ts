import {
  STOCK_FILTER_PRESETS,
  isListed,
  isSellable,
  listingCriteria,
  stockFilterPreset,
} from '@/domain/search/stockFilter'
import type { SearchDoc, TenantScope } from '@/domain/search/types'

const now = new Date('2026-11-22T12:00:00Z')
const nowS = now.getTime() / 1000
const DAY = 24 * 60 * 60
const scope: TenantScope = { tenantId: '1', soldLingerDays: 3, filterPreset: 0, priceSortPositiveOnly: false, now }
type Doc = Pick<SearchDoc, 'status' | 'sold_at_timestamp' | 'show_on_dealer_website' | 'car_type' | 'item_type'>
const doc: Doc = {
  status: 'in_stock',
  sold_at_timestamp: null,
  show_on_dealer_website: true,
  car_type: 'used',
  item_type: 'car',
}

describe('isListed: the stock listing filter', () => {
  it('SRP-30 in_stock and coming_soon cars are listed', () => {
    expect(isListed(doc, scope)).toBe(true)
    expect(isListed({ ...doc, status: 'coming_soon' }, scope)).toBe(true)
  })

  it('SRP-30 SRP-31 a car sold 2 days ago is listed under the default 3 days; 4 days ago it is not', () => {
    expect(isListed({ ...doc, status: 'sold', sold_at_timestamp: nowS - 2 * DAY }, scope)).toBe(true)
    expect(isListed({ ...doc, status: 'sold', sold_at_timestamp: nowS - 4 * DAY }, scope)).toBe(false)
  })

  it('SRP-31 the window is N × 24 h: exactly 3 days ago is listed, 3 days and 1 second is not', () => {
    expect(isListed({ ...doc, status: 'sold', sold_at_timestamp: nowS - 3 * DAY }, scope)).toBe(true)
    expect(isListed({ ...doc, status: 'sold', sold_at_timestamp: nowS - 3 * DAY - 1 }, scope)).toBe(false)
  })

  it("SRP-31 the dealer's own setting overrides 3 days: 10 days lists a car sold 9 days ago; 0 lists no sold car", () => {
    const sold9 = { ...doc, status: 'sold' as const, sold_at_timestamp: nowS - 9 * DAY }
    expect(isListed(sold9, { ...scope, soldLingerDays: 10 })).toBe(true)
    expect(isListed(sold9, scope)).toBe(false)
    expect(isListed({ ...sold9, sold_at_timestamp: nowS - 60 }, { ...scope, soldLingerDays: 0 })).toBe(false)
  })

  it('SRP-30 a sold car with no sold date is not listed', () => {
    expect(isListed({ ...doc, status: 'sold', sold_at_timestamp: null }, scope)).toBe(false)
  })

  it('SRP-32 show_on_dealer_website must be true', () => {
    expect(isListed({ ...doc, show_on_dealer_website: false }, scope)).toBe(false)
    expect(isListed({ ...doc, status: 'coming_soon', show_on_dealer_website: false }, scope)).toBe(false)
  })
})

describe('stock filter presets', () => {
  const used = doc
  const newCar: Doc = { ...doc, car_type: 'new' }
  const demo: Doc = { ...doc, car_type: 'demo' }
  const comingSoon: Doc = { ...doc, status: 'coming_soon' }
  const recentlySold: Doc = { ...doc, status: 'sold', sold_at_timestamp: nowS - DAY }
  const bike: Doc = { ...doc, item_type: 'motorcycle' }
  const truck: Doc = { ...doc, item_type: 'truck' }
  const caravan: Doc = { ...doc, item_type: 'caravan' }
  const at = (preset: number, d: Doc) => isListed(d, { ...scope, filterPreset: preset })

  it('SRP-33 presets are numbered 0 to 14, each with a label', () => {
    expect(Object.keys(STOCK_FILTER_PRESETS).map(Number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
    for (const p of Object.values(STOCK_FILTER_PRESETS)) expect(p.label).not.toBe('')
  })

  it('SRP-33 preset 0 lists everything the listing filter allows', () => {
    for (const d of [used, newCar, demo, comingSoon, recentlySold, bike, truck, caravan]) expect(at(0, d)).toBe(true)
  })

  it('SRP-33 preset 1 is used only', () => {
    expect([used, newCar, demo, recentlySold].map((d) => at(1, d))).toEqual([true, false, false, true])
  })

  it('SRP-33 preset 2 is in_stock only: no coming soon, no recently sold', () => {
    expect([used, newCar, comingSoon, recentlySold].map((d) => at(2, d))).toEqual([true, true, false, false])
  })

  it('SRP-33 preset 3 is used and in_stock only', () => {
    expect([used, newCar, comingSoon, recentlySold].map((d) => at(3, d))).toEqual([true, false, false, false])
  })

  it('SRP-33 presets 4, 5, 6: new only; new and demo; demo only', () => {
    expect([used, newCar, demo].map((d) => at(4, d))).toEqual([false, true, false])
    expect([used, newCar, demo].map((d) => at(5, d))).toEqual([false, true, true])
    expect([used, newCar, demo].map((d) => at(6, d))).toEqual([false, false, true])
  })

  it('SRP-33 presets 7–11 by item type: cars; no caravans; motorcycles; trucks; caravans', () => {
    const items = [used, bike, truck, caravan]
    expect(items.map((d) => at(7, d))).toEqual([true, false, false, false])
    expect(items.map((d) => at(8, d))).toEqual([true, true, true, false])
    expect(items.map((d) => at(9, d))).toEqual([false, true, false, false])
    expect(items.map((d) => at(10, d))).toEqual([false, false, true, false])
    expect(items.map((d) => at(11, d))).toEqual([false, false, false, true])
  })

  it('SRP-33 presets 12, 13, 14: new in stock; used and demo; new and demo in stock', () => {
    const newSoon: Doc = { ...newCar, status: 'coming_soon' }
    expect([newCar, newSoon, used, demo].map((d) => at(12, d))).toEqual([true, false, false, false])
    expect([newCar, used, demo].map((d) => at(13, d))).toEqual([false, true, true])
    const demoSoon: Doc = { ...demo, status: 'coming_soon' }
    expect([newCar, demo, used, newSoon, demoSoon].map((d) => at(14, d))).toEqual([true, true, false, false, false])
  })

  it('SRP-32 SRP-33 a preset never lists a car hidden from the dealer website', () => {
    for (let p = 0; p <= 14; p++) expect(at(p, { ...doc, show_on_dealer_website: false })).toBe(false)
  })

  it('SRP-33 an unknown preset number behaves as preset 0', () => {
    expect(stockFilterPreset(99)).toBe(STOCK_FILTER_PRESETS[0])
    expect(at(99, caravan)).toBe(true)
  })

  it('SRP-30 SRP-31 listingCriteria gives an engine the same rule as plain values', () => {
    expect(listingCriteria(scope)).toEqual({
      liveStatuses: ['in_stock', 'coming_soon'],
      allowSold: true,
      soldSince: nowS - 3 * DAY,
      carTypes: null,
      itemTypes: null,
    })
    expect(listingCriteria({ ...scope, filterPreset: 3 })).toMatchObject({
      liveStatuses: ['in_stock'],
      allowSold: false,
      carTypes: ['used'],
    })
    expect(listingCriteria({ ...scope, soldLingerDays: 0 }).allowSold).toBe(false)
  })
})

describe('isSellable (Autograb-style)', () => {
  const car = { status: 'in_stock', sold: false, reserved: false, price: 30000 }

  it('SRP-29 passes when in_stock, not sold, not reserved, price above 200', () => {
    expect(isSellable(car)).toBe(true)
    expect(isSellable({ ...car, price: 201 })).toBe(true)
  })

  it('SRP-29 fails for a price of 200 or less, or none', () => {
    expect(isSellable({ ...car, price: 200 })).toBe(false)
    expect(isSellable({ ...car, price: 0 })).toBe(false)
    expect(isSellable({ ...car, price: null })).toBe(false)
  })

  it('SRP-29 fails when sold, reserved, or not in_stock', () => {
    expect(isSellable({ ...car, sold: true })).toBe(false)
    expect(isSellable({ ...car, reserved: true })).toBe(false)
    expect(isSellable({ ...car, status: 'coming_soon' })).toBe(false)
    expect(isSellable({ ...car, status: 'sold' })).toBe(false)
  })
})
