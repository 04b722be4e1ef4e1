import 'server-only'

import { zonedClock } from '@/domain/dateFormat'
import type { TenantId } from '@/domain/ids'
import { australianTimeZone, bookableSlots } from '@/domain/leads/availability'
import { contactLocationOf, type ContactLocation } from '@/domain/leads/contactLocation'
import type { LeadLocationOption } from '@/domain/leads/schema'

import { dbPool, payloadClient } from '../payload'
import type { Location } from '../../../payload-types'

/** Wall-clock 'YYYY-MM-DDTHH:MM' in the given zone (locations are Australian; Sydney unless told). */
export function wallClockNow(timeZone = 'Australia/Sydney', at = new Date()): string {
  const clock = zonedClock(at, timeZone)
  return `${clock.date}T${clock.time}`
}

/**
 * The 'Test Drive Booking Date' values ('YYYY-MM-DDTHH:MM') already taken at one of the tenant's locations on a date:
 * one statement on the partial expression index leads_test_drive_slot_idx (tenant, location_id, booking date, only
 * Test Drive leads), however many leads the tenant has. Dead-lettered leads still hold their slot: the customer was
 * told they are booked.
 */
export async function bookedTestDriveSlots(
  tenantId: TenantId,
  locationId: number | string,
  date: string,
): Promise<string[]> {
  const pool = await dbPool()
  const { rows } = await pool.query<{ at: string }>(
    `SELECT fields->>'Test Drive Booking Date' AS at
       FROM leads
      WHERE tenant_id = $1
        AND category = 'Test Drive'
        AND fields->>'location_id' = $2
        AND fields->>'Test Drive Booking Date' LIKE $3`,
    [tenantId, String(locationId), `${date.replace(/[%_\\]/g, '')}T%`],
  )
  return rows.map((r) => r.at)
}

export type AvailabilityOutcome =
  | { kind: 'no-location' }
  | { kind: 'ok'; location: { id: number | string; name: string }; date: string; slots: string[] }

/**
 * LEAD-12: the bookable test-drive slots of one of the tenant's visible locations on a date. Booked slots are the
 * 'Test Drive Booking Date' of the tenant's Test Drive leads whose location_id is that location.
 */
export async function testDriveAvailability(
  tenantId: TenantId,
  locationId: number | string,
  date: string,
  now?: string,
): Promise<AvailabilityOutcome> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'locations',
    where: { and: [{ tenant: { equals: tenantId } }, { id: { equals: locationId } }, { visible: { equals: true } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const loc = found.docs[0]
  if (!loc) return { kind: 'no-location' }
  // "Now" on the location's own clock: a Perth yard is two or three hours behind Sydney.
  const clock = now ?? wallClockNow(australianTimeZone(loc.address?.state))
  const booked = await bookedTestDriveSlots(tenantId, loc.id, date)
  return {
    kind: 'ok',
    location: { id: loc.id, name: loc.name },
    date,
    slots: bookableSlots({
      date,
      openingHours: loc.contact_detail?.opening_hours ?? null,
      specialHours: loc.special_hours ?? null,
      now: clock,
      booked,
    }),
  }
}

/**
 * The locations a page-level lead form offers (LEAD-11, LEAD-16, LEAD-17), primary first, each with its dealership's
 * slug so choosing one fills in `location`, `location_id` and `dealership_slug`: every visible location for a
 * contact form; only sales yards (and those without a type) for a test drive — nobody drives a car at a parts counter.
 */
export async function leadLocationChoices(
  tenantId: TenantId,
  opts: { salesOnly?: boolean } = {},
): Promise<LeadLocationOption[]> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'locations',
    where: {
      and: [
        { tenant: { equals: tenantId } },
        { visible: { equals: true } },
        ...(opts.salesOnly
          ? [{ or: [{ location_type: { equals: 'sales' } }, { location_type: { exists: false } }] }]
          : []),
      ],
    },
    depth: 1,
    limit: 100,
    sort: ['-primary', 'name'],
    overrideAccess: true,
    select: { name: true, primary: true, dealership: true },
    populate: { dealerships: { slug: true } },
  })
  return found.docs.map((d) => {
    const dealership = d.dealership && typeof d.dealership === 'object' ? d.dealership : null
    return { id: d.id, name: d.name, dealershipSlug: dealership?.slug ?? null }
  })
}

/** LEAD-11/12: the test-drive form's locations (sales yards). */
export function testDriveLocations(tenantId: TenantId): Promise<LeadLocationOption[]> {
  return leadLocationChoices(tenantId, { salesOnly: true })
}

/** RTE-27: one of the tenant's visible locations by slug, with the details the contact page shows; null otherwise. */
export async function contactLocationBySlug(tenantId: TenantId, slug: string): Promise<ContactLocation | null> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'locations',
    where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }, { visible: { equals: true } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const d = found.docs[0]
  return d ? contactLocationOf(d) : null
}

/** The tenant's visible location documents, primary first then by name (depth 0, one query): /contact-us and the footer. */
export async function contactLocationDocs(tenantId: TenantId): Promise<Location[]> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'locations',
    where: { and: [{ tenant: { equals: tenantId } }, { visible: { equals: true } }] },
    depth: 0,
    limit: 100,
    sort: ['-primary', 'name'],
    overrideAccess: true,
  })
  return found.docs
}

/** RTE-27: the tenant's visible locations for /contact-us, primary first, each with its slug and details (one query). */
export async function contactLocations(tenantId: TenantId): Promise<(ContactLocation & { slug: string })[]> {
  return (await contactLocationDocs(tenantId)).flatMap((d) =>
    typeof d.slug === 'string' && d.slug ? [{ ...contactLocationOf(d), slug: d.slug }] : [],
  )
}
