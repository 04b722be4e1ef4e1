import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { relationId } from '@/domain/ids'
import type { CarType, VehicleStatus } from '@/domain/search/types'
import type { TenantSite } from '@/domain/site'
import type {
  Hotspot,
  LenderData,
  MarketData,
  VehicleDetail,
  VehicleImage,
  VehicleLocation,
} from '@/domain/vehicle/types'
import { vehiclesTag, vehicleTag } from '@/lib/cacheTags'
import { recordRenderDeps } from '@/lib/renderDeps'

import type { Dealership, Location, Vehicle } from '../../payload-types'
import { payloadClient } from './payload'
import { siteVehiclesWhere } from './vehicleScope'

const STATUSES: VehicleStatus[] = ['in_stock', 'coming_soon', 'sold']
const CAR_TYPES: CarType[] = ['new', 'demo', 'used']
const ITEM_TYPES = ['car', 'motorcycle', 'truck', 'caravan'] as const

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null)
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

function images(value: unknown): VehicleImage[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((raw) => {
    const image = record(raw)
    const url = str(image.url)
    if (!url) return []
    return [{ url, thumbUrl: str(record(image.thumb).url) ?? url }]
  })
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : []
}

function hotspots(value: unknown): Hotspot[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((raw) => {
    const h = record(raw)
    const description = str(h.description)
    if (!description) return []
    const positions: Hotspot['positions'] = {}
    for (const [key, pos] of Object.entries(record(h.positions))) {
      const p = record(pos)
      const x = num(p.x)
      const y = num(p.y)
      if (x !== null && y !== null) positions[key] = { x, y }
    }
    return [{ description, positions }]
  })
}

function lenders(value: unknown): Record<string, LenderData> {
  const out: Record<string, LenderData> = {}
  for (const [key, data] of Object.entries(record(value))) {
    if (data && typeof data === 'object' && !Array.isArray(data)) out[key] = data as LenderData
  }
  return out
}

function location(value: unknown): VehicleLocation | null {
  if (!value || typeof value !== 'object') return null
  const loc = value as Location
  return {
    id: String(loc.id),
    name: loc.name,
    slug: str(loc.slug),
    phone: str(loc.contact_detail?.phone),
    city: str(loc.address?.city),
    state: str(loc.address?.state),
    address:
      [loc.address?.street, loc.address?.city, loc.address?.state, loc.address?.postcode].filter(Boolean).join(', ') ||
      null,
    lat: num(loc.address?.lat),
    lng: num(loc.address?.long),
  }
}

/** Payload vehicle document (depth 1: location and dealership populated) → VehicleDetail. */
export function toVehicleDetail(doc: Vehicle): VehicleDetail {
  const dealership = doc.dealership && typeof doc.dealership === 'object' ? (doc.dealership as Dealership) : null
  const market = { ...record(doc.autograb_data) } as MarketData
  const hs = record(doc.hotspots)
  const youx = record(doc.youxQuote)
  const status = STATUSES.includes(doc.status as VehicleStatus) ? (doc.status as VehicleStatus) : 'sold'
  return {
    id: String(doc.id),
    tenantId: String(relationId(doc.tenant)),
    slug: doc.slug,
    name: doc.name,
    year: num(doc.year),
    make: str(doc.make),
    model: str(doc.model),
    badge: str(doc.badge),
    series: str(doc.series),
    colour: str(doc.colour),
    interiorColour: str(doc.interior_colour),
    km: num(doc.km),
    price: num(doc.price),
    beforePrice: num(doc.before_price),
    wasPrice: num(doc.was_price),
    priceDroppedAt: str(doc.price_dropped_at),
    offerPrice: num(doc.offer_price),
    subscriptionPrice: num(doc.subscription_price),
    preorder: Boolean(doc.preorder),
    priceType: str(doc.price_type),
    stocknum: str(doc.stocknum),
    vin: str(doc.vin),
    regplate: str(doc.regplate),
    regoExpiry: str(doc.rego_expiry),
    buildDate: str(doc.build_date),
    complianceDate: str(doc.compliance_date),
    nvic: str(doc.nvic),
    status,
    carType: CAR_TYPES.includes(doc.car_type as CarType) ? (doc.car_type as CarType) : 'used',
    itemType: (ITEM_TYPES as readonly string[]).includes(doc.item_type)
      ? (doc.item_type as VehicleDetail['itemType'])
      : 'car',
    tag: str(doc.tag),
    reserved: Boolean(doc.reserved),
    sold: Boolean(doc.sold),
    certified: Boolean(doc.certified),
    file: str(doc.file),
    views: num(doc.views) ?? 0,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    images: images(doc.images),
    primaryImageUrl: str(doc.primary_image_url),
    videoUrl: str(doc.video_url),
    externalVideoUrl: str(doc.external_video_url),
    spinImages: strings(doc.spin_images),
    spinInteriorImage: str(doc.spin_interior_image),
    hotspots: { exterior: hotspots(hs.exterior), interior: hotspots(hs.interior) },
    standardEquipment: strings(doc.standardEquipment),
    dealerComments: typeof doc.dealercomments === 'string' ? doc.dealercomments : null,
    simpleBody: str(doc.simple_body),
    simpleTransmission: str(doc.simple_transmission),
    trans: str(doc.trans),
    simpleFuel: str(doc.simple_fuel),
    simpleDrive: str(doc.simple_drive),
    drive: str(doc.drive),
    fuel: str(doc.fuel),
    seats: num(doc.seats),
    doors: num(doc.doors),
    engineSize: num(doc.engine_size),
    engineSizeLitres: num(doc.engine_size_litres),
    gearnum: num(doc.gearnum),
    bodyconfiguration: str(doc.bodyconfiguration),
    manufacturerBody: str(doc.manufacturer_body),
    variant: record(doc.variant),
    specifications: record(doc.specifications),
    location: location(doc.location),
    city: str(doc.city),
    state: str(doc.state),
    dealershipId: dealership ? String(dealership.id) : null,
    dealershipSlug: str(doc.dealership_slug) ?? dealership?.slug ?? null,
    dealershipName: str(doc.dealership_name) ?? dealership?.name ?? null,
    dealershipCity: str(dealership?.primary_city),
    dealershipPhone: str(dealership?.phone),
    dealershipRevealsPhone: Boolean(dealership?.reveal_phone_at_once),
    dealershipFinancePage: dealership?.finance_page ?? null,
    financeLenders: lenders(doc.finance_lenders),
    youxQuote: Object.keys(youx).length > 0 ? (youx as VehicleDetail['youxQuote']) : null,
    market,
  }
}

/**
 * The tenant's vehicle by slug, or null: scoped to the tenant and to show_on_dealer_website, whatever its status
 * (sold cars keep their page, with the sold message). One query (depth 1 joins location and dealership), cached
 * under the car's own tag (and the whole stock's), so a change to this car expires it and no other car's.
 */
export const getVehicleBySlug = cache((tenant: TenantSite, slug: string): Promise<VehicleDetail | null> => {
  const tags = [vehiclesTag(tenant.id), vehicleTag(tenant.id, slug)]
  recordRenderDeps(tags)
  return unstable_cache(
    async (): Promise<VehicleDetail | null> => {
      const payload = await payloadClient()
      const found = await payload.find({
        collection: 'vehicles',
        where: siteVehiclesWhere(tenant.id, { slug: { equals: slug } }),
        limit: 1,
        depth: 1,
        pagination: false,
        overrideAccess: true,
        populate: {
          locations: { name: true, slug: true, address: true, contact_detail: true },
          dealerships: {
            name: true,
            slug: true,
            phone: true,
            primary_city: true,
            reveal_phone_at_once: true,
            finance_page: true,
          },
        },
      })
      const doc = found.docs[0]
      return doc ? toVehicleDetail(doc) : null
    },
    ['vehicle-by-slug', String(tenant.id), slug],
    { tags, revalidate: 3600 },
  )()
})
