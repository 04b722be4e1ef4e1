/**
 * The stock listing filter every search applies server-side (SRP-29..33).
 *
 * A document is listed when (SRP-30..32):
 *   show_on_dealer_website is true, and
 *   status is in_stock or coming_soon, or status is sold and it was sold within the last N days
 *   (N = scope.soldLingerDays, default 3: sold_at_timestamp ≥ now − N × 24 h; a sold car with no sold date is not
 *   listed; N = 0 lists no sold car), and
 *   the tenant's stock filter preset (SRP-33) allows its car type, status and item type.
 */
import { stockPhrase } from '../carTypes'
import type { CarType, SearchDoc, TenantScope, VehicleStatus } from './types'

export interface StockFilterPreset {
  label: string
  /** Car types allowed; absent = all. */
  carTypes?: CarType[]
  /** Statuses allowed (on top of the listing rule); absent = all the listing rule allows. */
  statuses?: VehicleStatus[]
  /** Item types allowed; absent = all. */
  itemTypes?: string[]
}

/**
 * Presets 0–14 (SRP-33: "some limited to used or in_stock"). The spec does not list them; this is our table.
 * 'in_stock only' drops coming-soon and recently-sold cars too.
 */
export const STOCK_FILTER_PRESETS: Record<number, StockFilterPreset> = {
  0: { label: 'Everything listed' },
  1: { label: 'Used only', carTypes: ['used'] },
  2: { label: 'In stock only', statuses: ['in_stock'] },
  3: { label: 'Used, in stock only', carTypes: ['used'], statuses: ['in_stock'] },
  4: { label: 'New only', carTypes: ['new'] },
  5: { label: 'New and demo', carTypes: ['new', 'demo'] },
  6: { label: 'Demo only', carTypes: ['demo'] },
  7: { label: 'Cars only', itemTypes: ['car'] },
  8: { label: 'No caravans', itemTypes: ['car', 'motorcycle', 'truck'] },
  9: { label: 'Motorcycles only', itemTypes: ['motorcycle'] },
  10: { label: 'Trucks only', itemTypes: ['truck'] },
  11: { label: 'Caravans only', itemTypes: ['caravan'] },
  12: { label: 'New, in stock only', carTypes: ['new'], statuses: ['in_stock'] },
  13: { label: 'Used and demo', carTypes: ['used', 'demo'] },
  14: { label: 'New and demo, in stock only', carTypes: ['new', 'demo'], statuses: ['in_stock'] },
}

/** An unknown preset number behaves as preset 0. */
export function stockFilterPreset(n: number): StockFilterPreset {
  return STOCK_FILTER_PRESETS[n] ?? STOCK_FILTER_PRESETS[0]!
}

/** The stock a site lists, in words, by its preset: 0 → 'New, demo and used cars', 1 → 'Used cars' (stockPhrase). */
export function listedStockPhrase(filterPreset: number): string {
  return stockPhrase(stockFilterPreset(filterPreset).carTypes ?? null)
}

const DAY_SECONDS = 24 * 60 * 60

/**
 * The listing rule as plain criteria, for engines that compile it to a query:
 *   listed ⇔ show_on_dealer_website ∧ car_type ∈ carTypes? ∧ item_type ∈ itemTypes? ∧
 *            (status ∈ liveStatuses ∨ (allowSold ∧ status = 'sold' ∧ sold_at_timestamp ≥ soldSince))
 */
export interface ListingCriteria {
  liveStatuses: VehicleStatus[]
  allowSold: boolean
  /** Unix seconds: the oldest sold_at_timestamp still listed. */
  soldSince: number
  carTypes: CarType[] | null
  itemTypes: string[] | null
}

export function listingCriteria(scope: Pick<TenantScope, 'soldLingerDays' | 'filterPreset' | 'now'>): ListingCriteria {
  const preset = stockFilterPreset(scope.filterPreset)
  const allowed = preset.statuses ?? (['in_stock', 'coming_soon', 'sold'] as VehicleStatus[])
  const linger = Number.isFinite(scope.soldLingerDays) ? Math.max(0, scope.soldLingerDays) : 3
  return {
    liveStatuses: allowed.filter((s) => s !== 'sold'),
    allowSold: allowed.includes('sold') && linger > 0,
    soldSince: Math.floor(scope.now.getTime() / 1000) - linger * DAY_SECONDS,
    carTypes: preset.carTypes ?? null,
    itemTypes: preset.itemTypes ?? null,
  }
}

export function isListed(
  doc: Pick<SearchDoc, 'status' | 'sold_at_timestamp' | 'show_on_dealer_website' | 'car_type' | 'item_type'>,
  scope: Pick<TenantScope, 'soldLingerDays' | 'filterPreset' | 'now'>,
): boolean {
  if (doc.show_on_dealer_website !== true) return false
  const c = listingCriteria(scope)
  if (c.carTypes && !c.carTypes.includes(doc.car_type)) return false
  if (c.itemTypes && !c.itemTypes.includes(doc.item_type)) return false
  if (c.liveStatuses.includes(doc.status)) return true
  if (doc.status !== 'sold' || !c.allowSold) return false
  return (
    typeof doc.sold_at_timestamp === 'number' &&
    Number.isFinite(doc.sold_at_timestamp) &&
    doc.sold_at_timestamp >= c.soldSince
  )
}

/** SRP-29: the Autograb-style sellable check. */
export const SELLABLE_MIN_PRICE = 200

export function isSellable(v: {
  status: string
  sold?: boolean | null
  reserved?: boolean | null
  price?: number | null
}): boolean {
  return (
    v.status === 'in_stock' &&
    v.sold !== true &&
    v.reserved !== true &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    v.price > SELLABLE_MIN_PRICE
  )
}
