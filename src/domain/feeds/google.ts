/**
 * Google Vehicle Ads primary feed (Merchant Center), as XML: RSS 2.0 with the `g:` namespace, one <item> per car.
 * Attribute names and values follow Google's vehicle ads feed documentation (Merchant Center "Create a primary feed"
 * for vehicle ads, and the vehicle listings feed specification); see docs/feeds.md for the mapping.
 *
 *   condition       new → 'new'; used and demo → 'used' (Google accepts only new and used: an Australian demonstrator
 *                   is registered and driven, so it is listed as used)
 *   price           the sale price, '12990.00 AUD'
 *   mileage         '45210 km'
 *   store_code      the location's store code, also inside vehicle_fulfillment (option in_store)
 *   link_template   the vehicle page with `?store={store_code}` (Google fills in the store code)
 * Only passenger vehicles (item type car; utes are cars here) are eligible for vehicle ads: motorcycles, trucks and
 * caravans are left out. A car missing a required attribute (no VIN, no price, no photo, no location) is left out
 * and counted with the reason, never sent half-filled.
 */
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
] as const
export const GOOGLE_REQUIRED_FOR_USED = ['mileage'] as const

export type GoogleCondition = 'new' | 'used'

export function googleCondition(condition: FeedVehicle['condition']): GoogleCondition {
  return condition === 'new' ? 'new' : 'used'
}

export function isGoogleEligible(v: FeedVehicle): boolean {
  return v.itemType === 'car'
}

/** '?store={store_code}' added to the vehicle page (keeping any query it has). */
export function linkTemplate(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}store={store_code}`
}

/** One car's <item> (attributes it has no value for are omitted). */
export function googleItem(v: FeedVehicle): XmlElement {
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
      store ? group('g:vehicle_fulfillment', [el('g:option', 'in_store'), el('g:store_code', store)]) : el('x', null),
      el('g:dealership_name', v.location ? (v.dealershipName ?? v.location.name) : null),
      el('g:dealership_address', v.location ? addressLine(v.location) : null),
    ]),
  )
}

/** The required attributes an item lacks ([] when complete). */
export function googleMissing(item: XmlElement): string[] {
  const present = new Set((item.children ?? []).map((c) => c.name.replace(/^g:/, '')))
  const condition = item.children?.find((c) => c.name === 'g:condition')?.text
  const required: readonly string[] =
    condition === 'used' ? [...GOOGLE_REQUIRED, ...GOOGLE_REQUIRED_FOR_USED] : GOOGLE_REQUIRED
  return required.filter((name) => !present.has(name))
}

export interface FeedChannel {
  /** The tenant's site name. */
  title: string
  /** The tenant's home page. */
  link: string
}

/** A car left out of a feed, and why. */
export interface FeedSkip {
  id: string
  missing: string[]
}

export interface BuiltFeed {
  body: string
  contentType: string
  items: number
  skipped: FeedSkip[]
}

/** The cars left out, counted by what they lack: '9; vin=7, price=2' ('0' when none). */
export function skippedSummary(skipped: readonly FeedSkip[]): string {
  if (!skipped.length) return '0'
  const counts = new Map<string, number>()
  for (const s of skipped) for (const m of s.missing) counts.set(m, (counts.get(m) ?? 0) + 1)
  const parts = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => `${k}=${n}`)
  return `${skipped.length}; ${parts.join(', ')}`
}

export const FEED_CONTENT_TYPE = 'application/xml; charset=utf-8'

/** The whole feed: every eligible car with all required attributes; the others in `skipped`. */
export function buildGoogleFeed(channel: FeedChannel, vehicles: readonly FeedVehicle[]): BuiltFeed {
  const items: XmlElement[] = []
  const skipped: FeedSkip[] = []
  for (const v of vehicles) {
    if (!isGoogleEligible(v)) continue
    const item = googleItem(v)
    const missing = googleMissing(item)
    if (missing.length) skipped.push({ id: v.id, missing })
    else items.push(item)
  }
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
