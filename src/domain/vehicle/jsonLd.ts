/**
 * schema.org structured data for the vehicle page: a `Car` with an `Offer` (price in AUD when the page shows one),
 * itemCondition, mileageFromOdometer in KMT, VIN, body, fuel and transmission. URLs are made absolute with the
 * site's origin. serializeJsonLd() escapes '<' so the JSON can sit inside a <script> element safely.
 */
import { bodyLabel } from '../bodyTypes'
import type { PriceDisplay } from '../price'
import type { VehicleDetail } from './types'

export interface CarJsonLdInput {
  vehicle: VehicleDetail
  /** The price the page shows (vehiclePageModel); null when it shows none (a sold car). */
  price: PriceDisplay | null
  /** e.g. 'https://harbour.localhost:3000' */
  origin: string
  sellerName: string
}

const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`

function condition(v: VehicleDetail): string {
  return v.carType === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition'
}

function availability(v: VehicleDetail): string {
  if (v.status === 'sold') return 'https://schema.org/SoldOut'
  if (v.status === 'coming_soon' || v.preorder) return 'https://schema.org/PreOrder'
  return 'https://schema.org/InStock'
}

export function carJsonLd({ vehicle: v, price, origin, sellerName }: CarJsonLdInput): Record<string, unknown> {
  const url = absolute(origin, `/cars/${v.slug}`)
  const images = v.images.map((i) => absolute(origin, i.url))
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: v.name,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(v.make ? { brand: { '@type': 'Brand', name: v.make } } : {}),
    ...(v.model ? { model: v.model } : {}),
    ...(v.year ? { vehicleModelDate: String(v.year) } : {}),
    ...(v.badge ? { vehicleConfiguration: v.badge } : {}),
    ...(v.vin ? { vehicleIdentificationNumber: v.vin } : {}),
    ...(v.stocknum ? { sku: v.stocknum } : {}),
    ...(v.simpleBody ? { bodyType: bodyLabel(v.simpleBody) } : {}),
    ...(v.fuel || v.simpleFuel ? { fuelType: v.fuel ?? v.simpleFuel } : {}),
    ...(v.trans || v.simpleTransmission ? { vehicleTransmission: v.trans ?? v.simpleTransmission } : {}),
    ...(v.colour ? { color: v.colour } : {}),
    ...(v.doors ? { numberOfDoors: v.doors } : {}),
    ...(v.seats ? { seatingCapacity: v.seats } : {}),
    ...(typeof v.km === 'number'
      ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: v.km, unitCode: 'KMT' } }
      : {}),
    itemCondition: condition(v),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AUD',
      ...(price && price.amount !== null && v.status !== 'sold' ? { price: price.amount } : {}),
      availability: availability(v),
      itemCondition: condition(v),
      seller: { '@type': 'AutoDealer', name: v.dealershipName ?? sellerName },
    },
  }
  return data
}

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
