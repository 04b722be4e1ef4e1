/** Lead form defaults filled from the vehicle (LEAD-10) and the enquiry category it implies. Pure TypeScript. */
import type { VehicleDetail } from '@/domain/vehicle/types'
import { enquiryCategoryFor, trackingEventId, type LeadCategory } from './schema'

export type LeadVehicleDefaults = {
  dealership_slug?: string
  manufacturer_slug?: string
  stock_number?: string
  'Vehicle Make'?: string
  'Vehicle Model'?: string
  car_type: string
  car_id: string
  vehicle_status: string
  subcategory?: string
}

const slugOf = (s: string | null | undefined) =>
  s
    ? s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || undefined
    : undefined

type VehicleForLead = Pick<
  VehicleDetail,
  'id' | 'make' | 'model' | 'stocknum' | 'carType' | 'status' | 'dealershipSlug' | 'tag'
>

export function leadDefaultsFromVehicle(v: VehicleForLead, subcategory?: string): LeadVehicleDefaults {
  const out: LeadVehicleDefaults = { car_type: v.carType, car_id: v.id, vehicle_status: v.status }
  if (v.dealershipSlug) out.dealership_slug = v.dealershipSlug
  const manufacturer = slugOf(v.make)
  if (manufacturer) out.manufacturer_slug = manufacturer
  if (v.stocknum) out.stock_number = v.stocknum
  if (v.make) out['Vehicle Make'] = v.make
  if (v.model) out['Vehicle Model'] = v.model
  if (subcategory) out.subcategory = subcategory
  return out
}

/** The VDP enquiry category (demo counts as new) and the event id its success fires. */
export function vehicleLead(
  v: VehicleForLead,
  kind: 'enquiry' | 'test-drive' | 'photos',
): { category: LeadCategory; eventId: number } {
  const category: LeadCategory =
    kind === 'enquiry' ? enquiryCategoryFor(v.carType) : kind === 'test-drive' ? 'Test Drive' : 'Request Photos'
  return { category, eventId: trackingEventId(category, v.carType, v.tag) }
}
