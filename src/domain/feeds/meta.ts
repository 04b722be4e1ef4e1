/**
 * Meta (Facebook, Instagram) automotive inventory catalogue feed, as XML: <listings> with one <listing> per vehicle,
 * field names and enum values as Meta's automotive inventory ads reference documents them (docs/feeds.md).
 *
 *   state_of_vehicle  new → NEW; demo → USED; used → USED, or CPO when certified pre-owned
 *   mileage           <mileage><value>45210</value><unit>KM</unit></mileage>
 *   price             the sale price, '12990.00 AUD'
 *   address           <address format="simple"> with addr1, city, region, postal_code, country components
 *   body_style, fuel_type, transmission, drivetrain   our values mapped to Meta's enums (OTHER when unknown)
 * Cars and trucks are listed (Meta's body styles describe both); motorcycles and caravans are left out. A vehicle
 * missing a required field is left out and counted with the reason.
 */
import { BODY_TYPES } from '../bodyTypes'
import type { BuiltFeed, FeedChannel } from './google'
import { FEED_CONTENT_TYPE, splitEntries } from './google'
import { missing, type SkipReason } from './skips'
import { FEED_COUNTRY, feedPrice, type FeedVehicle } from './vehicle'
import { compact, el, group, renderDocument, type XmlElement } from './xml'

/** Meta allows up to 20 images per vehicle. */
export const META_MAX_IMAGES = 20

/** The fields every listing must carry (Meta's required vehicle fields; `address` with its components). */
export const META_REQUIRED = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'mileage',
  'image',
  'body_style',
  'price',
  'state_of_vehicle',
  'exterior_color',
  'address',
  'latitude',
  'longitude',
] as const
export const META_REQUIRED_MILEAGE = ['value', 'unit'] as const
export const META_REQUIRED_ADDRESS = ['addr1', 'city', 'region', 'country'] as const

export const META_BODY_STYLES = [
  'CONVERTIBLE',
  'COUPE',
  'CROSSOVER',
  'ESTATE',
  'GRANDTOURER',
  'HATCHBACK',
  'MINIBUS',
  'MINIVAN',
  'MPV',
  'PICKUP',
  'ROADSTER',
  'SALOON',
  'SEDAN',
  'SMALL_CAR',
  'SPORTSCAR',
  'SUPERCAR',
  'SUPERMINI',
  'SUV',
  'TRUCK',
  'VAN',
  'WAGON',
  'OTHER',
] as const
export type MetaBodyStyle = (typeof META_BODY_STYLES)[number]

/**
 * Every body type of ours (src/domain/bodyTypes.ts BODY_TYPES, the values vehicles are filed under) as Meta's
 * body_style. OTHER only where the type names no shape Meta has: 'EV' (a drivetrain), 'Prestige' (a market segment),
 * 'Hardtop' (a roof, on wagons and utes alike) and 'Motorhome' (Meta lists no motorhome). A truck is a TRUCK whatever
 * its body.
 */
export const META_BODY_BY_TYPE: Record<keyof typeof BODY_TYPES, MetaBodyStyle> = {
  '4x4': 'SUV',
  bus: 'MINIBUS',
  cabChassis: 'PICKUP',
  convertible: 'CONVERTIBLE',
  coupe: 'COUPE',
  ev: 'OTHER',
  hardtop: 'OTHER',
  hatch: 'HATCHBACK',
  hatchback: 'HATCHBACK',
  motorhome: 'OTHER',
  lightTruck: 'TRUCK',
  peopleMover: 'MINIVAN',
  prestige: 'OTHER',
  sedan: 'SEDAN',
  softtop: 'CONVERTIBLE',
  suv: 'SUV',
  ute: 'PICKUP',
  van: 'VAN',
  wagon: 'WAGON',
  stationWagon: 'WAGON',
}

/** A body type as stored (BODY_TYPES key: 'peopleMover'), or loosely written ('People Mover', 'people-mover'). */
const bodyKey = (body: string) => body.replace(/[\s_-]+/g, '').toLowerCase()
const BODY_BY_KEY = new Map(
  Object.entries(META_BODY_BY_TYPE).flatMap(([type, style]) => [
    [bodyKey(type), style],
    [bodyKey(BODY_TYPES[type as keyof typeof BODY_TYPES]), style],
  ]),
)

const key = (s: string | null) => (s ?? '').trim().toLowerCase()

export function metaBodyStyle(body: string | null, itemType = 'car'): MetaBodyStyle {
  if (itemType === 'truck') return 'TRUCK'
  return BODY_BY_KEY.get(bodyKey(body ?? '')) ?? 'OTHER'
}

export function metaFuelType(fuel: string | null): string {
  const f = key(fuel)
  if (!f) return 'OTHER'
  if (f.includes('plug')) return 'PLUGIN_HYBRID'
  if (f.includes('hybrid')) return 'HYBRID'
  if (f.includes('electric')) return 'ELECTRIC'
  if (f.includes('diesel')) return 'DIESEL'
  if (f.includes('petrol') || f.includes('unleaded')) return 'PETROL'
  return 'OTHER'
}

export function metaTransmission(transmission: string | null): string {
  const t = key(transmission)
  if (t.startsWith('auto') || t === 'cvt' || t.includes('dct')) return 'AUTOMATIC'
  if (t.startsWith('man')) return 'MANUAL'
  return 'OTHER'
}

export function metaDrivetrain(drive: string | null): string {
  const d = key(drive).replace(/\s+/g, '')
  if (d === '4wd' || d === '4x4') return '4X4'
  if (d === 'awd') return 'AWD'
  if (d === 'fwd') return 'FWD'
  if (d === 'rwd') return 'RWD'
  if (d === '2wd' || d === '4x2') return '4X2'
  return 'OTHER'
}

export type MetaState = 'NEW' | 'USED' | 'CPO'

export function metaStateOfVehicle(condition: FeedVehicle['condition'], certified: boolean): MetaState {
  if (condition === 'new') return 'NEW'
  return condition === 'used' && certified ? 'CPO' : 'USED'
}

export function isMetaEligible(v: FeedVehicle): boolean {
  return v.itemType === 'car' || v.itemType === 'truck'
}

/** One vehicle's <listing>. */
export function metaListing(v: FeedVehicle): XmlElement {
  const l = v.location
  const address = l
    ? group(
        'address',
        compact([
          { name: 'component', attrs: { name: 'addr1' }, text: l.street ?? undefined },
          { name: 'component', attrs: { name: 'city' }, text: l.city ?? undefined },
          { name: 'component', attrs: { name: 'region' }, text: l.state?.toUpperCase() ?? undefined },
          { name: 'component', attrs: { name: 'postal_code' }, text: l.postcode ?? undefined },
          { name: 'component', attrs: { name: 'country' }, text: FEED_COUNTRY },
        ]),
        { format: 'simple' },
      )
    : el('address', null)
  return group(
    'listing',
    compact([
      el('vehicle_id', v.id),
      el('title', v.title),
      el('description', v.description),
      el('url', v.url),
      el('make', v.make),
      el('model', v.model),
      el('year', v.year),
      el('trim', v.trim),
      v.km !== null ? group('mileage', [el('value', v.km), el('unit', 'KM')]) : el('mileage', null),
      ...v.imageUrls.slice(0, META_MAX_IMAGES).map((url) => group('image', [el('url', url)])),
      el('body_style', metaBodyStyle(v.body, v.itemType)),
      el('price', v.price !== null ? feedPrice(v.price) : null),
      el('state_of_vehicle', metaStateOfVehicle(v.condition, v.certified)),
      el('exterior_color', v.colour),
      el('vin', v.vin),
      el('transmission', metaTransmission(v.transmission)),
      el('fuel_type', metaFuelType(v.fuel)),
      el('drivetrain', metaDrivetrain(v.drive)),
      el('date_first_on_lot', v.dateInStock),
      address,
      el('latitude', l?.lat ?? null),
      el('longitude', l?.long ?? null),
      el('dealer_id', l?.storeCode ?? null),
      el('dealer_name', l ? (v.dealershipName ?? l.name) : null),
      el('dealer_phone', l?.phone ?? null),
      el('stock_number', v.stocknum),
    ]),
  )
}

/** The required fields a listing lacks, with nested ones as `mileage.unit` / `address.city` ([] when complete). */
export function metaMissing(listing: XmlElement): string[] {
  const children = listing.children ?? []
  const present = new Set(children.map((c) => c.name))
  const missing: string[] = META_REQUIRED.filter((name) => !present.has(name))
  const mileage = children.find((c) => c.name === 'mileage')
  if (mileage) {
    const parts = new Set((mileage.children ?? []).filter((c) => c.text).map((c) => c.name))
    missing.push(...META_REQUIRED_MILEAGE.filter((p) => !parts.has(p)).map((p) => `mileage.${p}`))
  }
  const address = children.find((c) => c.name === 'address')
  if (address) {
    const parts = new Set((address.children ?? []).filter((c) => c.text).map((c) => c.attrs?.name))
    missing.push(...META_REQUIRED_ADDRESS.filter((p) => !parts.has(p)).map((p) => `address.${p}`))
  }
  return missing
}

/** Why a vehicle is not in the Meta feed ([] when it is): its item type, or what it lacks. */
export function metaSkipReasons(v: FeedVehicle, listing: XmlElement): SkipReason[] {
  if (!isMetaEligible(v)) return [{ code: 'item_type', itemType: v.itemType }]
  return missing(metaMissing(listing))
}

/** The whole catalogue feed: every eligible vehicle with all required fields; the others in `skipped`. */
export function buildMetaFeed(channel: FeedChannel, vehicles: readonly FeedVehicle[]): BuiltFeed {
  const { entries: listings, skipped } = splitEntries(vehicles, metaListing, metaSkipReasons)
  const root = group('listings', [el('title', `${channel.title} vehicle inventory`), ...listings])
  return { body: renderDocument(root), contentType: FEED_CONTENT_TYPE, items: listings.length, skipped }
}
