/**
 * Google Vehicle Ads primary feed (Merchant Center), as XML: RSS 2.0 with the `g:` namespace, one <item> per car.
 * Attribute names and values follow Google's vehicle ads feed documentation (Merchant Center "Create a primary feed"
 * for vehicle ads, and the vehicle listings feed specification); see docs/feeds.md for the mapping.
 *
 *   condition       new → 'new'; used and demo → 'used' (Google accepts only new and used: an Australian demonstrator
 *                   is registered and driven, so it is listed as used)
 *   price           the sale price, '12990.00 AUD'
 *   mileage         '45210 km'
 *   vehicle_price_type   drive_away → drive_away_price (new and used); egc → excluding_government_charges_price
 *                   (used only); Google requires one for new and used cars in Australia and takes no other
 *   store_code      the location's store code, also inside vehicle_fulfillment (option in_store)
 *   vehicle_fulfillment  in_store with the store code; a second one with option online when the site sells online
 *   link_template   the vehicle page with `?store={store_code}` (Google fills in the store code)
 * Only passenger vehicles (item type car; utes are cars here) are eligible for vehicle ads: motorcycles, trucks and
 * caravans are left out with that reason. A car missing a required attribute (no VIN, no price, no photo, no
 * location) or whose price type Google does not take for its condition is left out with the reason
 * (src/domain/feeds/skips.ts), never sent half-filled or with a wrong price type.
 */
import type { PriceType } from '../price'
import { missing, type FeedSkip, type SkipReason } from './skips'
import { compact, el, group, renderDocument, type XmlElement } from './xml'
import { addressLine, feedPrice, type FeedVehicle } from './vehicle'

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0'
/** Google's product category for cars, trucks and vans (Vehicles & Parts > Vehicles > Motor Vehicles). */
export const GOOGLE_VEHICLE_CATEGORY = '916'
export const GOOGLE_MAX_ADDITIONAL_IMAGES = 10

/**
 * The attributes every item must carry (from Google's documentation: required for all vehicle ads, plus those the
 * vehicle listings specification requires), and `mileage`, required for used vehicles.
 */
export const GOOGLE_REQUIRED = [
  'id',
  'title',
  'description',
  'link',
  'link_template',
  'image_link',
  'price',
  'condition',
  'google_product_category',
  'brand',
  'model',
  'year',
  'vin',
  'store_code',
  'vehicle_fulfillment',
  'dealership_name',
  'dealership_address',
  'vehicle_price_type',
] as const
export const GOOGLE_REQUIRED_FOR_USED = ['mileage'] as const
/** Google requires the MSRP for new cars (outside Canada). */
export const GOOGLE_REQUIRED_FOR_NEW = ['vehicle_msrp'] as const

export type GoogleCondition = 'new' | 'used'

export function googleCondition(condition: FeedVehicle['condition']): GoogleCondition {
  return condition === 'new' ? 'new' : 'used'
}

export function isGoogleEligible(v: FeedVehicle): boolean {
  return v.itemType === 'car'
}

/** Google's vehicle_price_type values for Australia. */
export const GOOGLE_AU_PRICE_TYPES = [
  'drive_away_price',
  'estimated_drive_away_price',
  'excluding_government_charges_price',
] as const
export type GooglePriceType = (typeof GOOGLE_AU_PRICE_TYPES)[number]

/**
 * Our price types (src/domain/price.ts) as Google documents them for Australia, per condition: a new car must carry a
 * drive-away type; a used car a drive-away or an excluding-government-charges type. 'Plus on-road costs' has no
 * Google value (it leaves out dealer delivery as well as the government charges).
 */
export const GOOGLE_PRICE_TYPE: Record<GoogleCondition, Partial<Record<PriceType, GooglePriceType>>> = {
  new: { drive_away: 'drive_away_price' },
  used: { drive_away: 'drive_away_price', egc: 'excluding_government_charges_price' },
}

/** The car's vehicle_price_type, or null: Google does not take its price type for its condition (or it has none). */
export function googlePriceType(priceType: string | null, condition: GoogleCondition): GooglePriceType | null {
  const byType = GOOGLE_PRICE_TYPE[condition] as Record<string, GooglePriceType | undefined>
  return (priceType && Object.hasOwn(byType, priceType) ? byType[priceType] : null) ?? null
}

/**
 * vehicle_fulfillment, once per option: in_store with the location's store code (Google needs one for in-store),
 * and online (delivered to the buyer's address) when the site sells online.
 */
export function googleFulfillment(storeCode: string | null, sellsOnline: boolean): XmlElement[] {
  return [
    storeCode ? group('g:vehicle_fulfillment', [el('g:option', 'in_store'), el('g:store_code', storeCode)]) : null,
    sellsOnline ? group('g:vehicle_fulfillment', [el('g:option', 'online')]) : null,
  ].filter((e) => e !== null)
}

/** '?store={store_code}' added to the vehicle page (keeping any query it has). */
export function linkTemplate(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}store={store_code}`
}

/** One car's <item> (attributes it has no value for are omitted). */
export function googleItem(v: FeedVehicle, sellsOnline = false): XmlElement {
  const condition = googleCondition(v.condition)
  const store = v.location?.storeCode ?? null
  const [image, ...more] = v.imageUrls
  return group(
    'item',
    compact([
      el('g:id', v.id),
      el('g:title', v.title.slice(0, 150)),
      el('g:description', v.description),
      el('g:link', v.url),
      el('g:link_template', linkTemplate(v.url)),
      el('g:image_link', image),
      ...more.slice(0, GOOGLE_MAX_ADDITIONAL_IMAGES).map((u) => el('g:additional_image_link', u)),
      el('g:price', v.price !== null ? feedPrice(v.price) : null),
      el('g:vehicle_price_type', googlePriceType(v.priceType, condition)),
      // the site shows no separate RRP: the advertised price is the one a new car's page shows
      el('g:vehicle_msrp', condition === 'new' && v.price !== null ? feedPrice(v.beforePrice ?? v.price) : null),
      el('g:condition', condition),
      el('g:google_product_category', GOOGLE_VEHICLE_CATEGORY),
      el('g:brand', v.make),
      el('g:model', v.model),
      el('g:trim', v.trim),
      el('g:year', v.year),
      el('g:mileage', v.km !== null ? `${v.km} km` : null),
      el('g:vin', v.vin),
      el('g:color', v.colour),
      el('g:certified_pre_owned', condition === 'used' ? (v.certified ? 'yes' : 'no') : null),
      el('g:date_in_stock', v.dateInStock),
      el('g:store_code', store),
      ...googleFulfillment(store, sellsOnline),
      el('g:dealership_name', v.location ? (v.dealershipName ?? v.location.name) : null),
      el('g:dealership_address', v.location ? addressLine(v.location) : null),
    ]),
  )
}

/** The required attributes an item lacks ([] when complete). */
export function googleMissing(item: XmlElement): string[] {
  const present = new Set((item.children ?? []).map((c) => c.name.replace(/^g:/, '')))
  const condition = item.children?.find((c) => c.name === 'g:condition')?.text
  const required: readonly string[] = [
    ...GOOGLE_REQUIRED,
    ...(condition === 'used' ? GOOGLE_REQUIRED_FOR_USED : GOOGLE_REQUIRED_FOR_NEW),
  ]
  return required.filter((name) => !present.has(name))
}

/** Why a car is not in the Google feed ([] when it is): its item type, its price type, what it lacks. */
export function googleSkipReasons(v: FeedVehicle, item: XmlElement): SkipReason[] {
  if (!isGoogleEligible(v)) return [{ code: 'item_type', itemType: v.itemType }]
  const lacking = googleMissing(item)
  // the MSRP is written from the price: a car without a price lacks it for that one reason
  const noPrice = lacking.includes('price')
  const reasons = missing(
    lacking.filter((name) => name !== 'vehicle_price_type' && !(noPrice && name === 'vehicle_msrp')),
  )
  // a price type is only judged for a car with a price (a car without one is left out for that)
  if (lacking.includes('vehicle_price_type') && v.price !== null)
    reasons.push({ code: 'price_type', priceType: v.priceType, condition: googleCondition(v.condition) })
  return reasons
}

export interface FeedChannel {
  /** The tenant's site name. */
  title: string
  /** The tenant's home page. */
  link: string
  /** The site sells cars online (its buy-online switch, with payments set up): Google's online fulfilment. */
  sellsOnline: boolean
}

export interface BuiltFeed {
  body: string
  contentType: string
  items: number
  skipped: FeedSkip[]
}

export const FEED_CONTENT_TYPE = 'application/xml; charset=utf-8'

/**
 * Each vehicle's entry, or why it is left out: `entry(v)` builds it, `reasons(v, entry)` judges it (the builders of
 * both feeds share this split).
 */
export function splitEntries(
  vehicles: readonly FeedVehicle[],
  entry: (v: FeedVehicle) => XmlElement,
  reasons: (v: FeedVehicle, built: XmlElement) => SkipReason[],
): { entries: XmlElement[]; skipped: FeedSkip[] } {
  const entries: XmlElement[] = []
  const skipped: FeedSkip[] = []
  for (const v of vehicles) {
    const built = entry(v)
    const why = reasons(v, built)
    if (why.length) skipped.push({ id: v.id, title: v.title, reasons: why })
    else entries.push(built)
  }
  return { entries, skipped }
}

/** The whole feed: every eligible car with all required attributes; the others in `skipped`, with the reasons. */
export function buildGoogleFeed(channel: FeedChannel, vehicles: readonly FeedVehicle[]): BuiltFeed {
  const { entries: items, skipped } = splitEntries(
    vehicles,
    (v) => googleItem(v, channel.sellsOnline),
    googleSkipReasons,
  )
  const root = group(
    'rss',
    [
      group('channel', [
        el('title', `${channel.title} vehicle inventory`),
        el('link', channel.link),
        el('description', `Vehicles in stock at ${channel.title}`),
        ...items,
      ]),
    ],
    { version: '2.0', 'xmlns:g': GOOGLE_NAMESPACE },
  )
  return { body: renderDocument(root), contentType: FEED_CONTENT_TYPE, items: items.length, skipped }
}
