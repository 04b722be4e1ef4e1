import 'server-only'

import type { Payload, Where } from 'payload'

import type { Lead, Location } from '../../../payload-types'
import { isDbId, relationDbId, relationId } from '@/domain/ids'
import { australianTimeZone } from '@/domain/leads/availability'
import type { AdfContext } from '@/domain/leads/adfLead'
import { tenantTimeZone } from '@/domain/timeZones'

const LOCATION_SELECT = { name: true, address: true, contact_detail: true, dealership: true } as const

type VendorLocation = Pick<Location, 'id' | 'name' | 'address' | 'contact_detail' | 'dealership'>

/** The tenant's first location matching `where`, primary first. */
async function firstLocation(payload: Payload, tenantId: number, where: Where[]): Promise<VendorLocation | null> {
  const found = await payload.find({
    collection: 'locations',
    where: { and: [{ tenant: { equals: tenantId } }, ...where] },
    sort: ['-primary', 'name'],
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: LOCATION_SELECT,
  })
  return (found.docs[0] as VendorLocation | undefined) ?? null
}

const locationById = (payload: Payload, tenantId: number, id: unknown) =>
  isDbId(Number(id)) ? firstLocation(payload, tenantId, [{ id: { equals: Number(id) } }]) : Promise.resolve(null)

/** The dealership's first visible location, primary first. */
const dealershipLocation = (payload: Payload, tenantId: number, dealership: number) =>
  firstLocation(payload, tenantId, [{ dealership: { equals: dealership } }, { visible: { equals: true } }])

/** A few fields of one document by id; null without an id or a document. */
async function readOne<C extends 'tenants' | 'dealerships'>(
  payload: Payload,
  collection: C,
  id: number | null,
  select: Record<string, true>,
): Promise<Record<string, unknown> | null> {
  if (id === null) return null
  return (await payload
    .findByID({ collection, id, depth: 0, overrideAccess: true, select })
    .catch(() => null)) as Record<string, unknown> | null
}

/**
 * Who the ADF vendor is and on which clock the lead's times are read: the dealership the lead is for (its name and
 * phone) at its location — the one the form chose, else the car's, else the dealership's primary — whose street
 * address and phone make the vendor's contact; without a dealership, the site. ADF requires the vendor's contact to
 * have a phone or an email: the location's phone, else the dealership's (the email transport adds the address the
 * lead is mailed to when there is neither).
 */
export async function adfContextOf(payload: Payload, lead: Lead): Promise<{ vendorName: string; context: AdfContext }> {
  const tenantId = relationDbId(lead.tenant)
  // its name and zone only: a whole tenant is its site configuration, costly to read
  const tenant = await readOne(payload, 'tenants', tenantId, { name: true, time_zone: true })
  const car = (lead.car ?? {}) as { dealership?: unknown; location?: unknown }
  const dealershipId = relationDbId(lead.dealership ?? car.dealership)
  const dealership = await readOne(payload, 'dealerships', dealershipId, { name: true, phone: true })
  const fields = (lead.fields ?? {}) as Record<string, unknown>
  const location =
    tenantId === null
      ? null
      : ((await locationById(payload, tenantId, fields.location_id)) ??
        (await locationById(payload, tenantId, relationId(car.location))) ??
        (dealershipId === null ? null : await dealershipLocation(payload, tenantId, dealershipId)))
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null)
  const vendorName = str(dealership?.name) ?? str(tenant?.name) ?? 'Dealer'
  const address = location?.address
  return {
    vendorName,
    context: {
      vendor: {
        name: vendorName,
        phone: location?.contact_detail?.phone || location?.contact_detail?.landline_phone || str(dealership?.phone),
        address: address
          ? { street: address.street, city: address.city, region: address.state, postcode: address.postcode }
          : null,
      },
      timeZone: address?.state ? australianTimeZone(address.state) : tenantTimeZone(tenant?.time_zone),
    },
  }
}
