/**
 * Vehicle document → flat search document (docs/architecture/search.md "The search document"). Pure: both engines index
 * its output.
 *
 *   price               the price the card shows (shownPrice: PRC-01..07; null for PREORDER, no price, prices
 *                       hidden or a sold car): what range[price], the price sorts, price_range, the weekly figure,
 *                       budget search and similar cars read
 *   list_price          the raw vehicle price (with offer, before and subscription price: the card's inputs)
 *   weekly_figure       carQuote(…).weekly of the shown price: the car's one quote per week, the vehicle page's
 *                       figure (none for subscriptions, no shown price, or a price outside the calculator's range);
 *                       quote_rate and quote_comparison_rate: the rates that quote assumes (the card's disclosure)
 *   price_range         PRICE_BANDS label of the shown price; weekly_price_range: WEEKLY_BANDS of weekly_figure
 *   make_model          'Toyota' + 'HiLux' → 'Toyota HiLux' (null unless both are set)
 *   body/transmission/fuel/drive  simple_body / simple_transmission / simple_fuel / simple_drive
 *   categories          item type ('Cars', 'Motorcycles', 'Trucks', 'Caravans'), then 'Electric' or 'Hybrid'
 *                       by fuel, then '4x4' when the drive is 4WD/4x4
 *   filtered_features   standardEquipment names, trimmed, deduplicated (case-insensitively), at most 30
 *   image_urls          the first 2 image urls (CONST-02: the first two are prioritised)
 *   *_timestamp         unix seconds; sold_at_timestamp only for a sold vehicle with a sold date
 *   status              the sold checkbox wins: sold = true → 'sold'
 *   custom_rank         status weight × 1e10 + created_at seconds (in_stock 3, coming_soon 2, sold 1), so the
 *                       default sort 'custom_rank:desc' lists in-stock cars newest first, then coming soon, then sold
 */
import { electrifiedLabel } from '../cardTag'
import { relationId, type DocId } from '../ids'
import { carQuote } from '../finance/carQuote'
import { priceConfigOf, shownPrice } from '../price'
import type { SiteConfig } from '../siteConfig'
import { priceRangeOf, weeklyRangeOf } from './facets'
import type { CarType, SearchDoc, VehicleStatus } from './types'

type Ref = DocId | { id: DocId } | null | undefined

/** A vehicle as Payload returns it at depth 0 (depth ≥ 1 objects for relationships are accepted too). */
export interface VehicleRecord {
  id: number | string
  tenant?: Ref
  name: string
  slug: string
  path?: string | null
  stocknum?: string | null
  status: string
  car_type: string
  item_type?: string | null
  year?: number | null
  make?: string | null
  model?: string | null
  badge?: string | null
  series?: string | null
  colour?: string | null
  km?: number | null
  tag?: string | null
  reserved?: boolean | null
  sold?: boolean | null
  /** ISO date. */
  sold_date_timestamp?: string | null
  certified?: boolean | null
  preorder?: boolean | null
  show_on_dealer_website?: boolean | null
  price?: number | null
  before_price?: number | null
  was_price?: number | null
  /** ISO date. */
  price_dropped_at?: string | null
  offer_price?: number | null
  subscription_price?: number | null
  price_type?: string | null
  simple_body?: string | null
  simple_transmission?: string | null
  simple_fuel?: string | null
  simple_drive?: string | null
  drive?: string | null
  fuel?: string | null
  seats?: number | null
  doors?: number | null
  /** JSON: string[] of feature names (objects with a `name` are accepted too). */
  standardEquipment?: unknown
  /** JSON: [{ url, thumb: { url } }]. */
  images?: unknown
  primary_image_url?: string | null
  /** JSON: lender data keyed by provider (FIN-10). */
  finance_lenders?: unknown
  /** JSON: the quote provider's stored quote (FIN-47). */
  youxQuote?: unknown
  photos_count?: number | null
  location?: Ref
  dealership?: Ref
  location_name?: string | null
  city?: string | null
  state?: string | null
  dealership_slug?: string | null
  dealership_name?: string | null
  /** ISO date. */
  createdAt: string
  updatedAt?: string
}

export const MAX_FILTERED_FEATURES = 30
export const IMAGE_URLS_KEPT = 2
const STATUS_WEIGHT: Record<VehicleStatus, number> = { in_stock: 3, coming_soon: 2, sold: 1 }
export const CUSTOM_RANK_STATUS_FACTOR = 1e10

const ITEM_CATEGORY: Record<string, string> = {
  car: 'Cars',
  motorcycle: 'Motorcycles',
  truck: 'Trucks',
  caravan: 'Caravans',
}

function str(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null
  const t = value.trim()
  return t === '' ? null : t
}

function numOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

function seconds(iso: string | null | undefined): number | null {
  if (!iso) return null
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000)
}

function record(value: unknown): Record<string, never> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, never>) : null
}

function jsonArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value)
      return Array.isArray(parsed) ? parsed : []
    } catch {
      return []
    }
  }
  return []
}

export function featureNames(standardEquipment: unknown, limit = MAX_FILTERED_FEATURES): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const item of jsonArray(standardEquipment)) {
    const raw =
      typeof item === 'string'
        ? item
        : item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string'
          ? (item as { name: string }).name
          : null
    const name = raw?.replace(/\s+/g, ' ').trim()
    if (!name) continue
    const key = name.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    out.push(name)
    if (out.length >= limit) break
  }
  return out
}

export function imageUrls(images: unknown): string[] {
  const out: string[] = []
  for (const item of jsonArray(images)) {
    const url =
      typeof item === 'string' ? item : item && typeof item === 'object' ? (item as { url?: unknown }).url : null
    if (typeof url === 'string' && url.trim() !== '') out.push(url.trim())
  }
  return out
}

export function normaliseStatus(status: string, sold: boolean | null | undefined): VehicleStatus {
  if (sold === true) return 'sold'
  return status === 'sold' || status === 'coming_soon' ? status : 'in_stock'
}

/** The car type a car is listed under: 'new' and 'demo' as given, anything else 'used'. */
export function carType(value: string): CarType {
  return value === 'new' || value === 'demo' ? value : 'used'
}

function isFourByFour(drive: string | null): boolean {
  return drive !== null && /\b(4wd|4x4)\b/i.test(drive)
}

export function categoriesOf(itemType: string, fuel: string | null, drive: string | null): string[] {
  const out = [ITEM_CATEGORY[itemType] ?? itemType]
  const electric = electrifiedLabel(fuel)
  if (electric) out.push(electric)
  if (isFourByFour(drive)) out.push('4x4')
  return out
}

export function customRank(status: VehicleStatus, createdAtSeconds: number): number {
  return (
    STATUS_WEIGHT[status] * CUSTOM_RANK_STATUS_FACTOR +
    Math.max(0, Math.min(CUSTOM_RANK_STATUS_FACTOR - 1, createdAtSeconds))
  )
}

/** Throws when the vehicle has no tenant: an unscoped document must never reach an index. */
export function toSearchDoc(v: VehicleRecord, cfg: SiteConfig): SearchDoc {
  const tenant = relationId(v.tenant)
  if (tenant === null) throw new Error(`vehicle ${String(v.id)} has no tenant`)
  const tenantId = String(tenant)
  const status = normaliseStatus(v.status, v.sold)
  const itemType = str(v.item_type) ?? 'car'
  const shown = shownPrice(v, priceConfigOf(cfg), status === 'sold')
  const price = shown.amount
  const quote = carQuote(
    { price: shown, make: v.make, lenders: record(v.finance_lenders), providerQuote: record(v.youxQuote) },
    cfg.finance,
  )
  const weekly = quote?.weekly ?? null
  const make = str(v.make)
  const model = str(v.model)
  const fuel = str(v.simple_fuel)
  const drive = str(v.simple_drive)
  const images = imageUrls(v.images)
  const createdAt = seconds(v.createdAt) ?? 0
  const soldAt = status === 'sold' ? seconds(v.sold_date_timestamp) : null

  return {
    id: String(v.id),
    tenant_id: tenantId,
    slug: v.slug,
    name: v.name,
    stocknum: str(v.stocknum),
    year: numOrNull(v.year),
    make,
    model,
    make_model: make && model ? `${make} ${model}` : null,
    badge: str(v.badge),
    series: str(v.series),
    colour: str(v.colour),
    km: numOrNull(v.km),
    price,
    list_price: numOrNull(v.price),
    offer_price: numOrNull(v.offer_price),
    before_price: numOrNull(v.before_price),
    was_price: numOrNull(v.was_price),
    price_dropped_at: v.price_dropped_at ? Math.floor(new Date(v.price_dropped_at).getTime() / 1000) || null : null,
    subscription_price: numOrNull(v.subscription_price),
    preorder: v.preorder === true,
    price_type: str(v.price_type),
    price_range: priceRangeOf(price),
    weekly_figure: weekly,
    quote_rate: quote?.rate ?? null,
    quote_comparison_rate: quote?.comparisonRate ?? null,
    weekly_price_range: weeklyRangeOf(weekly),
    car_type: carType(v.car_type),
    status,
    item_type: itemType,
    body: str(v.simple_body),
    transmission: str(v.simple_transmission),
    fuel,
    drive,
    seats: numOrNull(v.seats),
    doors: numOrNull(v.doors),
    city: str(v.city),
    state: str(v.state),
    location_name: str(v.location_name),
    dealership_name: str(v.dealership_name),
    dealership_slug: str(v.dealership_slug),
    tag: str(v.tag),
    certified: v.certified === true,
    reserved: v.reserved === true,
    show_on_dealer_website: v.show_on_dealer_website === true,
    created_at_timestamp: createdAt,
    sold_at_timestamp: soldAt,
    categories: categoriesOf(itemType, fuel ?? str(v.fuel), drive ?? str(v.drive)),
    filtered_features: featureNames(v.standardEquipment),
    primary_image_url: str(v.primary_image_url) ?? images[0] ?? null,
    image_urls: images.slice(0, IMAGE_URLS_KEPT),
    photos_count: numOrNull(v.photos_count) ?? images.length,
    custom_rank: customRank(status, createdAt),
  }
}
