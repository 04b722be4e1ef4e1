import 'server-only'

import { estimateDelivery, type DeliveryOutcome, type DeliveryRate, type LatLng } from '@/domain/delivery'
import type { TenantId } from '@/domain/ids'
import type { VehicleLocation } from '@/domain/vehicle/types'

import type { DeliveryRate as DeliveryRateDoc } from '../../payload-types'
import { POSTCODES } from './geo/postcodes'
import { payloadClient } from './payload'

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

export function toDeliveryRate(
  doc: Pick<
    DeliveryRateDoc,
    'name' | 'kind' | 'postcode_from' | 'postcode_to' | 'distance_from_km' | 'distance_to_km' | 'price' | 'active'
  >,
): DeliveryRate {
  return {
    name: doc.name,
    kind: doc.kind === 'distance' ? 'distance' : 'postcode_range',
    postcodeFrom: num(doc.postcode_from),
    postcodeTo: num(doc.postcode_to),
    distanceFromKm: num(doc.distance_from_km),
    distanceToKm: num(doc.distance_to_km),
    price: num(doc.price) ?? 0,
    active: doc.active !== false,
  }
}

/**
 * The tenant's active delivery rates in the order they were created (the first match wins). Not cached: the
 * estimate is asked for on a click, and the collection has no revalidation hooks.
 */
export async function getDeliveryRates(tenantId: TenantId): Promise<DeliveryRate[]> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'delivery-rates',
    where: { and: [{ tenant: { equals: tenantId } }, { active: { equals: true } }] },
    sort: 'id',
    limit: 500,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {
      name: true,
      kind: true,
      postcode_from: true,
      postcode_to: true,
      distance_from_km: true,
      distance_to_km: true,
      price: true,
      active: true,
    },
  })
  return found.docs.map((doc) => toDeliveryRate(doc as DeliveryRateDoc))
}

/** The point distances are measured from: the car's location's coordinates. */
export function vehicleOrigin(location: Pick<VehicleLocation, 'lat' | 'lng'> | null | undefined): LatLng | null {
  if (!location || num(location.lat) === null || num(location.lng) === null) return null
  return { lat: location.lat!, lng: location.lng! }
}

/** DEL-01..04: the estimate for a validated 4-digit postcode, for a car of this tenant located at `origin`. */
export async function deliveryEstimate(
  tenantId: TenantId,
  origin: LatLng | null,
  postcode: string,
): Promise<DeliveryOutcome> {
  const rates = await getDeliveryRates(tenantId)
  return estimateDelivery({ postcode, rates, origin, table: POSTCODES })
}
