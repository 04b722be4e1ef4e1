/**
 * The delivery estimate (spec §3 Delivery estimate, §5, §8; DEL-01..04, ERR-09/10).
 *
 *   validatePostcode(' 2000 ') → { ok: true, postcode: '2000' }
 *   validatePostcode('')       → { ok: false, error: 'Please enter a postcode.' }
 *   matchDeliveryRate(rates, { postcode: 2000, distanceKm: 12.4 }) → the rate, or null
 *
 * Rates are the tenant's delivery-rates documents (group admins edit them). Only active rates count. The first
 * postcode range (in the given order) holding the postcode wins; otherwise the first distance band holding the
 * distance from the car's location (from ≤ d < to; a band without `to` has no upper end). No match → the
 * unavailable message. Distances are great-circle (haversine) on a sphere of radius 6371 km.
 */

import { isPostcode, POSTCODE_INVALID, postcodeProblem } from '../postcode'

export { POSTCODE_INVALID }

/** ERR-10. */
export const POSTCODE_EMPTY = 'Please enter a postcode.'
/** A 4-digit postcode that is not an Australian one (the spec's geocode no-result text). */
export const POSTCODE_UNKNOWN = 'Invalid postcode'
/** ERR-09. */
export const DELIVERY_UNAVAILABLE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."

/** Spec §9: earth radius for distances. */
export const EARTH_RADIUS_KM = 6371

export type PostcodeCheck = { ok: true; postcode: string } | { ok: false; error: string }

export function validatePostcode(input: string | null | undefined): PostcodeCheck {
  const value = (input ?? '').trim()
  if (value === '') return { ok: false, error: POSTCODE_EMPTY }
  const problem = postcodeProblem(value)
  return problem ? { ok: false, error: problem } : { ok: true, postcode: value }
}

export interface LatLng {
  lat: number
  lng: number
}

/** Great-circle distance in km (haversine, radius 6371 km). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** postcode → [lat, lng] (src/data/geo/au-postcode-centroids.json's `postcodes`). */
export type PostcodeTable = Record<string, readonly [number, number] | readonly number[]>

export function postcodePoint(postcode: string, table: PostcodeTable): LatLng | null {
  const p = table[postcode]
  if (!p || p.length < 2 || !Number.isFinite(p[0]) || !Number.isFinite(p[1])) return null
  return { lat: p[0]!, lng: p[1]! }
}

export interface DeliveryRate {
  name: string
  kind: 'postcode_range' | 'distance'
  postcodeFrom: number | null
  postcodeTo: number | null
  distanceFromKm: number | null
  distanceToKm: number | null
  price: number
  active: boolean
}

function num(v: number | null | undefined): v is number {
  return typeof v === 'number' && Number.isFinite(v)
}

export function inPostcodeRange(rate: DeliveryRate, postcode: number): boolean {
  if (!num(rate.postcodeFrom)) return false
  const to = num(rate.postcodeTo) ? rate.postcodeTo : rate.postcodeFrom
  return postcode >= rate.postcodeFrom && postcode <= to
}

export function inDistanceBand(rate: DeliveryRate, distanceKm: number): boolean {
  const from = num(rate.distanceFromKm) ? rate.distanceFromKm : 0
  return distanceKm >= from && (!num(rate.distanceToKm) || distanceKm < rate.distanceToKm)
}

/** The rate that prices a delivery: first active postcode range, else first active distance band; else null. */
export function matchDeliveryRate(
  rates: readonly DeliveryRate[],
  where: { postcode: number; distanceKm: number | null },
): DeliveryRate | null {
  const active = rates.filter((r) => r.active && num(r.price) && r.price >= 0)
  const byPostcode = active.find((r) => r.kind === 'postcode_range' && inPostcodeRange(r, where.postcode))
  if (byPostcode) return byPostcode
  if (where.distanceKm === null || !Number.isFinite(where.distanceKm)) return null
  return active.find((r) => r.kind === 'distance' && inDistanceBand(r, where.distanceKm!)) ?? null
}

/** Whether any active distance band exists (a postcode's coordinates are needed only then). */
export function needsDistance(rates: readonly DeliveryRate[]): boolean {
  return rates.some((r) => r.active && r.kind === 'distance')
}

/** DEL-02: the response of a successful estimate. */
export interface DeliveryEstimate {
  price: number
  name: string
  /** Distance from the car's location, km (1 decimal), when it was measured. */
  distance_km: number | null
}

export type DeliveryOutcome =
  | { kind: 'estimate'; estimate: DeliveryEstimate }
  | { kind: 'unavailable'; message: string }
  | { kind: 'invalid'; error: string }

/**
 * The whole estimate for a validated postcode: rates first by postcode range; when none matches, the distance
 * from the car (null when the car has no coordinates) to the postcode's point. A postcode the table does not
 * know, when a distance is needed: unavailable when Australia Post allocates it (a mail-only one such as 9999, so
 * the delivery step never calls invalid a postcode the other forms accept), otherwise invalid ('Invalid postcode').
 */
export function estimateDelivery(input: {
  postcode: string
  rates: readonly DeliveryRate[]
  origin: LatLng | null
  table: PostcodeTable
}): DeliveryOutcome {
  const code = Number(input.postcode)
  const byRange = matchDeliveryRate(input.rates, { postcode: code, distanceKm: null })
  if (byRange) return { kind: 'estimate', estimate: { price: byRange.price, name: byRange.name, distance_km: null } }
  if (!needsDistance(input.rates)) return { kind: 'unavailable', message: DELIVERY_UNAVAILABLE }
  const point = postcodePoint(input.postcode, input.table)
  if (!point)
    return isPostcode(input.postcode)
      ? { kind: 'unavailable', message: DELIVERY_UNAVAILABLE }
      : { kind: 'invalid', error: POSTCODE_UNKNOWN }
  if (!input.origin) return { kind: 'unavailable', message: DELIVERY_UNAVAILABLE }
  const distanceKm = haversineKm(input.origin, point)
  const band = matchDeliveryRate(input.rates, { postcode: code, distanceKm })
  if (!band) return { kind: 'unavailable', message: DELIVERY_UNAVAILABLE }
  return {
    kind: 'estimate',
    estimate: { price: band.price, name: band.name, distance_km: Math.round(distanceKm * 10) / 10 },
  }
}
