/**
 * The one shape both inventory feeds are written from (Google Vehicle Ads, Meta automotive catalogue): a search
 * document (src/search/documents.ts, the same one the stock search indexes) plus the few vehicle fields the index
 * does not carry (VIN, the dealer's comments, the location, every photo), with the location's address and store code.
 *
 *   toFeedVehicle(doc, extra, location, origin) → FeedVehicle (absolute URLs, the sale price, normalised values)
 *   feedPrice(12990)      → '12990.00 AUD'       (ISO 4217: amount with two decimals, a space, the currency)
 *   feedMileageKm(45210)  → 45210                (whole kilometres; Australian stock is measured in km)
 *   isFeedListable(doc)   → available stock only: in stock, not sold, not reserved, shown on the website
 */
import type { SearchDoc } from '../search/types'
import { formatKm } from '../price'
import { dealerComments } from '../vehicle/dealerComments'

export const FEED_CURRENCY = 'AUD'
export const FEED_COUNTRY = 'AU'

/** A location as the feeds need it: where the car can be seen, and the code the ad platforms know it by. */
export interface FeedLocation {
  id: string
  name: string
  /** Tenants → Feeds → Store codes, else the location's slug. */
  storeCode: string
  /** The store code is set in Tenants → Feeds (false: the slug stands in, and the admin warns). */
  storeCodeSet: boolean
  street: string | null
  city: string | null
  state: string | null
  postcode: string | null
  lat: number | null
  long: number | null
  phone: string | null
  placeId: string | null
}

/** What the search document lacks, read from the vehicle itself. */
export interface FeedVehicleExtra {
  vin: string | null
  description: string | null
  locationId: string | null
  /** Every photo URL in gallery order (the document keeps only the first two). */
  imageUrls: string[]
}

export type FeedCondition = 'new' | 'demo' | 'used'

export interface FeedVehicle {
  id: string
  stocknum: string | null
  vin: string | null
  title: string
  description: string
  url: string
  make: string | null
  model: string | null
  trim: string | null
  year: number | null
  km: number | null
  /** Sale price in whole dollars (an offer price when there is one), or null: none shown on the site. */
  price: number | null
  /** The price before an offer, when higher than the sale price. */
  beforePrice: number | null
  /** What the price includes (src/domain/price.ts PriceType: drive_away, egc, orc), or null when not set. */
  priceType: string | null
  condition: FeedCondition
  certified: boolean
  itemType: string
  body: string | null
  colour: string | null
  transmission: string | null
  fuel: string | null
  drive: string | null
  imageUrls: string[]
  /** ISO date (yyyy-mm-dd) the car was listed. */
  dateInStock: string
  location: FeedLocation | null
  dealershipName: string | null
}

/** A price the way both platforms document it: '12990.00 AUD' (no thousands separator, two decimals). */
export function feedPrice(amount: number, currency: string = FEED_CURRENCY): string {
  return `${(Math.round(amount * 100) / 100).toFixed(2)} ${currency}`
}

/** Whole kilometres (never negative), or null when unknown. */
export function feedMileageKm(km: number | null | undefined): number | null {
  if (typeof km !== 'number' || !Number.isFinite(km)) return null
  return Math.max(0, Math.round(km))
}

/** A 17-character VIN as the NHTSA standard writes it (no I, O or Q), upper-cased; null otherwise. */
export function normaliseVin(vin: string | null | undefined): string | null {
  const v = (vin ?? '').trim().toUpperCase()
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(v) ? v : null
}

/** Available stock: what a shopper could buy today (coming-soon, sold, reserved and hidden cars are left out). */
export function isFeedListable(doc: Pick<SearchDoc, 'status' | 'reserved' | 'show_on_dealer_website'>): boolean {
  return doc.status === 'in_stock' && !doc.reserved && doc.show_on_dealer_website
}

/** The sale price: the offer price when the card shows one, else the list price; null when the site shows none. */
export function salePrice(doc: Pick<SearchDoc, 'price' | 'offer_price' | 'list_price'>): number | null {
  if (doc.price === null) return null
  if (doc.offer_price !== null && doc.offer_price > 10) return doc.offer_price
  if (doc.list_price !== null && doc.list_price > 10) return doc.list_price
  return null
}

/** An absolute URL on the tenant's origin for a site path; absolute http(s) URLs are kept; anything else → null. */
export function absoluteUrl(origin: string, href: string | null | undefined): string | null {
  if (!href) return null
  if (/^https?:\/\//i.test(href)) return href
  if (!href.startsWith('/') || href.startsWith('//')) return null
  return `${origin.replace(/\/+$/, '')}${href}`
}

const ONE_LINE = /\s+/g
const TAGS = /<[^>]*>/g
const URLS = /\bhttps?:\/\/\S+/gi

/**
 * Plain text for a feed description from the dealer's comments: their paragraphs ('|' separated, as the vehicle page
 * shows them) one per line pair, without markup or links, at most `max` characters; '' when there are none.
 */
export function plainDescription(text: string, max = 5000): string {
  const comments = dealerComments(text)
  if (comments.pending) return ''
  const plain = comments.paragraphs
    .map((p) => p.replace(TAGS, ' ').replace(URLS, '').replace(ONE_LINE, ' ').trim())
    .filter((p) => p !== '')
    .join('\n\n')
  if (plain.length <= max) return plain
  const cut = plain.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** A description written from the facts when the dealer wrote none: 'Used 2021 Toyota HiLux SR5 in White, …'. */
export function describe(v: Omit<FeedVehicle, 'description'>): string {
  const kind = v.condition === 'new' ? 'New' : v.condition === 'demo' ? 'Demo' : 'Used'
  const name = [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ')
  const facts = [
    v.colour ? `in ${v.colour}` : null,
    v.km !== null && v.condition !== 'new' ? formatKm(v.km) : null,
    [v.transmission, v.fuel].filter(Boolean).join(' ').toLowerCase() || null,
  ].filter(Boolean)
  const where = v.location ? ` Available now at ${v.location.name}.` : ' Available now.'
  return `${kind} ${name}${facts.length ? `, ${facts.join(', ')}` : ''}.${where}`
}

/** One search document (+ what it lacks) → the feeds' vehicle. */
export function toFeedVehicle(
  doc: SearchDoc,
  extra: FeedVehicleExtra,
  location: FeedLocation | null,
  origin: string,
): FeedVehicle {
  const images = (extra.imageUrls.length ? extra.imageUrls : [doc.primary_image_url, ...doc.image_urls])
    .map((u) => absoluteUrl(origin, u))
    .filter((u): u is string => u !== null)
  const price = salePrice(doc)
  const before = doc.before_price !== null && price !== null && doc.before_price > price ? doc.before_price : null
  const base: Omit<FeedVehicle, 'description'> = {
    id: String(doc.id),
    stocknum: doc.stocknum,
    vin: normaliseVin(extra.vin),
    title: [doc.year, doc.make, doc.model, doc.badge].filter(Boolean).join(' ') || doc.name,
    url: absoluteUrl(origin, `/cars/${encodeURIComponent(doc.slug)}`)!,
    make: doc.make,
    model: doc.model,
    trim: doc.badge,
    year: doc.year,
    km: feedMileageKm(doc.km),
    price,
    beforePrice: before,
    priceType: doc.price_type,
    condition: doc.car_type,
    certified: doc.certified,
    itemType: doc.item_type,
    body: doc.body,
    colour: doc.colour,
    transmission: doc.transmission,
    fuel: doc.fuel,
    drive: doc.drive,
    imageUrls: [...new Set(images)],
    dateInStock: new Date(doc.created_at_timestamp * 1000).toISOString().slice(0, 10),
    location,
    dealershipName: doc.dealership_name,
  }
  const written = extra.description ? plainDescription(extra.description) : ''
  return { ...base, description: written || describe(base) }
}

/** A location's one-line address: '12 Church St, Parramatta NSW 2150, AU'. */
export function addressLine(l: FeedLocation): string | null {
  const town = [l.city, l.state?.toUpperCase(), l.postcode].filter(Boolean).join(' ')
  const parts = [l.street, town, FEED_COUNTRY].filter(Boolean)
  return l.street || town ? parts.join(', ') : null
}
