/**
 * Why a car in stock is not in a feed: the one list of reasons, shared by the feed answer's `X-Feed-Skipped` header
 * (counted by key) and the admin's Feeds tab (each car with its reasons in words).
 *
 *   reasonKey({ code: 'item_type', itemType: 'motorcycle' })                    → 'item_type:motorcycle'
 *   reasonKey({ code: 'price_type', priceType: 'egc', condition: 'new' })      → 'price_type:egc:new'
 *   reasonKey({ code: 'missing', attribute: 'vin' })                            → 'vin'
 *   reasonText('google', { code: 'item_type', itemType: 'motorcycle' })        → 'Motorcycles are not accepted by Google Vehicle Ads'
 *   reasonText('google', { code: 'missing', attribute: 'vin' })                → 'No VIN'
 *   skippedSummary([{ …, reasons: [vin] }, { …, reasons: [vin, price] }])      → '2; vin=2, price=1'
 */
import { PRICE_TYPE_LABELS, type PriceType } from '../price'
import { FEED_LABELS, type FeedKind } from './kinds'

export type SkipReason =
  /** The platform does not take this kind of vehicle (Google: passenger cars only; Meta: cars and trucks). */
  | { code: 'item_type'; itemType: string }
  /** Google needs a price type it accepts for the condition in Australia (see google.ts googlePriceType). */
  | { code: 'price_type'; priceType: string | null; condition: 'new' | 'used' }
  /** A required attribute has no value (the platform would reject the item). */
  | { code: 'missing'; attribute: string }

/** A car in stock left out of a feed, and why. */
export interface FeedSkip {
  id: string
  /** 'year make model trim', as the feed would have titled it. */
  title: string
  reasons: SkipReason[]
}

export function reasonKey(r: SkipReason): string {
  if (r.code === 'item_type') return `item_type:${r.itemType}`
  if (r.code === 'price_type') return `price_type:${r.priceType ?? 'none'}:${r.condition}`
  return r.attribute
}

const ITEM_TYPES: Record<string, string> = {
  motorcycle: 'Motorcycles',
  caravan: 'Caravans',
  truck: 'Trucks',
  car: 'Cars',
}

/** What a missing attribute means to the dealer, and where it is fixed (the stock record or Tenants → Feeds). */
export const MISSING_WORDS: Record<string, string> = {
  vin: 'No VIN (17 characters, no I, O or Q)',
  price: 'No price shown on the site',
  vehicle_msrp: 'No price shown on the site',
  image_link: 'No photo',
  image: 'No photo',
  brand: 'No make',
  make: 'No make',
  model: 'No model',
  year: 'No year',
  mileage: 'No odometer reading',
  'mileage.value': 'No odometer reading',
  color: 'No colour',
  exterior_color: 'No colour',
  store_code: 'No location',
  vehicle_fulfillment: 'No location',
  dealership_name: 'No location',
  dealership_address: 'No location, or its address is empty',
  address: 'No location',
  'address.addr1': "The location's address has no street",
  'address.city': "The location's address has no suburb",
  'address.region': "The location's address has no state",
  latitude: 'No location, or its address has no map position (latitude and longitude)',
  longitude: 'No location, or its address has no map position (latitude and longitude)',
}

function priceTypeName(priceType: string | null): string | null {
  return priceType && Object.hasOwn(PRICE_TYPE_LABELS, priceType) ? PRICE_TYPE_LABELS[priceType as PriceType] : null
}

export function reasonText(feed: FeedKind, r: SkipReason): string {
  if (r.code === 'item_type') {
    const kind = ITEM_TYPES[r.itemType] ?? `Vehicles of type '${r.itemType}'`
    return `${kind} are not accepted by ${feed === 'meta' ? `Meta's automotive catalogue` : FEED_LABELS[feed]}`
  }
  if (r.code === 'price_type') {
    const name = priceTypeName(r.priceType)
    const accepted =
      r.condition === 'new'
        ? 'Google takes only drive away prices for new cars in Australia'
        : 'Google takes drive away or excl. govt charges prices for used cars in Australia'
    return name
      ? `Price type '${name}' is not accepted for ${r.condition} cars: ${accepted}`
      : `No price type: ${accepted}`
  }
  return MISSING_WORDS[r.attribute] ?? `No ${r.attribute.replace(/[._]/g, ' ')}`
}

/** The cars left out, counted by reason key: '9; vin=7, price=2' ('0' when none). */
export function skippedSummary(skipped: readonly FeedSkip[]): string {
  if (!skipped.length) return '0'
  const counts = new Map<string, number>()
  for (const s of skipped) for (const r of s.reasons) counts.set(reasonKey(r), (counts.get(reasonKey(r)) ?? 0) + 1)
  const parts = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => `${k}=${n}`)
  return `${skipped.length}; ${parts.join(', ')}`
}

/** Reasons for each missing attribute. */
export const missing = (attributes: readonly string[]): SkipReason[] =>
  attributes.map((attribute) => ({ code: 'missing', attribute }))

/** Cars left out per page of the admin's list (a tenant may have thousands). */
export const LEFT_OUT_PER_PAGE = 50

export interface LeftOutRow {
  id: string
  title: string
  /** Each reason in words (reasonText). */
  reasons: string[]
}

export interface LeftOutPage {
  /** Cars left out in all. */
  total: number
  page: number
  pages: number
  /** The cars left out counted by reason, as the feed's X-Feed-Skipped header says it. */
  summary: string
  /** The same counts in words, most cars first (over every page). */
  byReason: { reason: string; cars: number }[]
  rows: LeftOutRow[]
}

/** One page (1-based, clamped to the last) of the cars left out of a feed, with their reasons in words. */
export function leftOutPage(
  feed: FeedKind,
  skipped: readonly FeedSkip[],
  page: number,
  perPage = LEFT_OUT_PER_PAGE,
): LeftOutPage {
  const pages = Math.max(1, Math.ceil(skipped.length / perPage))
  const at = Math.min(Math.max(1, Math.floor(page)), pages)
  const rows = skipped.slice((at - 1) * perPage, at * perPage).map((s) => ({
    id: s.id,
    title: s.title,
    reasons: [...new Set(s.reasons.map((r) => reasonText(feed, r)))],
  }))
  const counts = new Map<string, number>()
  for (const s of skipped)
    for (const words of new Set(s.reasons.map((r) => reasonText(feed, r))))
      counts.set(words, (counts.get(words) ?? 0) + 1)
  const byReason = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([reason, cars]) => ({ reason, cars }))
  return { total: skipped.length, page: at, pages, summary: skippedSummary(skipped), byReason, rows }
}

/** A location holding cars in the feeds without a store code of its own (its slug stands in). */
export interface UncodedLocation {
  id: string
  name: string
  /** The slug sent in its place. */
  fallback: string
  cars: number
}

/**
 * The locations that hold available cars but have no store code set: Google matches store codes against the
 * dealer's Business Profile, so a slug standing in will not match. Most cars first.
 */
export function uncodedLocations(
  vehicles: readonly { location: { id: string; name: string; storeCode: string; storeCodeSet: boolean } | null }[],
): UncodedLocation[] {
  const byId = new Map<string, UncodedLocation>()
  for (const { location: l } of vehicles) {
    if (!l || l.storeCodeSet) continue
    const row = byId.get(l.id) ?? { id: l.id, name: l.name, fallback: l.storeCode, cars: 0 }
    row.cars += 1
    byId.set(l.id, row)
  }
  return [...byId.values()].sort((a, b) => b.cars - a.cars || a.name.localeCompare(b.name))
}
