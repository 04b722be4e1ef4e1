import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { formatZonedDateTime } from '@/domain/dateFormat'
import { leadVehicleOf } from '@/domain/leads/merge'
import { confirmationEmail, dealerNote, depositText, reserveTerms } from '@/domain/reservations/rules'
import type { TenantSite } from '@/domain/site'
import { pgPoolOf } from '@/lib/db/pool'

import { siteOrigin } from '../tenants'
import { linkLead, type ReservationRow } from './store'

/**
 * What a hold changes outside the reservation: the car's 'Reserved' flag (whose save runs the vehicle hooks: the
 * search document and every cached page of the car are refreshed), the dealer's lead through the lead outbox, and
 * the shopper's confirmation email.
 */

/** Sets or clears the car's reserved flag through Payload, so the vehicle's own hooks refresh search and pages. */
export async function setCarReserved(payload: Payload, vehicleId: number, reserved: boolean): Promise<void> {
  await payload.update({
    collection: 'vehicles',
    id: vehicleId,
    data: { reserved },
    overrideAccess: true,
    depth: 0,
    // no `select`: the vehicle's afterChange hooks (search document, page purge) need the whole car
  })
}

/** The shopper's cancel link: a random token whose SHA-256 the reservation keeps. */
export function newCancelToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(24).toString('base64url')
  return { token, hash: crypto.createHash('sha256').update(token).digest('hex') }
}

export function cancelLink(tenant: TenantSite, reference: string, token: string): string {
  return `${siteOrigin(tenant)}/reservations/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`
}

interface CarDoc {
  id: number
  slug?: string | null
  name?: string | null
  car_type?: string | null
  [key: string]: unknown
}

async function carOf(payload: Payload, vehicleId: number): Promise<CarDoc | null> {
  try {
    return (await payload.findByID({
      collection: 'vehicles',
      id: vehicleId,
      depth: 0,
      overrideAccess: true,
    })) as unknown as CarDoc
  } catch {
    return null
  }
}

/**
 * The hold's lead (category 'Reservation', subcategory 'Buy Online' for a journey's deposit), stored pending so the
 * lead worker delivers it to the tenant's destinations like every enquiry (ADF comments carry the deposit and the
 * hold's end). Once per reservation: the reservation keeps the lead's id.
 */
export async function sendHoldLead(payload: Payload, tenant: TenantSite, row: ReservationRow): Promise<void> {
  if (row.leadId !== null) return
  const car = await carOf(payload, row.vehicleId)
  const vehicle = car ? leadVehicleOf(car) : null
  const heldUntil = row.heldUntil ? formatZonedDateTime(row.heldUntil, tenant.config.timeZone) : ''
  const message = dealerNote({
    kind: row.kind,
    deposit: depositText(row.amountCents),
    heldUntil,
    reference: row.reference,
  })
  const lead = await payload.create({
    collection: 'leads',
    data: {
      tenant: Number(tenant.id),
      category: 'Reservation',
      subcategory: row.kind === 'buy_online' ? 'Buy Online' : null,
      status: 'pending',
      vehicle: vehicle?.id ?? null,
      dealership: vehicle?.dealership ?? null,
      car: vehicle?.snapshot ?? null,
      fields: {
        name: row.firstName,
        last_name: row.lastName ?? '',
        email: row.email,
        phone: row.phone ?? '',
        message,
        reservation_reference: row.reference,
        deposit: depositText(row.amountCents),
        held_until: row.heldUntil?.toISOString() ?? null,
      },
      name: [row.firstName, row.lastName].filter(Boolean).join(' '),
      email: row.email,
      phone: row.phone,
      source: 'Website',
      form_completed: true,
      next_attempt_at: new Date().toISOString(),
    } as never,
    overrideAccess: true,
    depth: 0,
    select: { status: true },
  })
  await linkLead(pgPoolOf(payload), row.id, Number(lead.id))
}

/** The shopper's confirmation: the hold's end in the tenant's time zone, the refund terms and the cancel link. */
export async function sendConfirmation(
  payload: Payload,
  tenant: TenantSite,
  row: ReservationRow,
  token: string | null,
): Promise<void> {
  const car = await carOf(payload, row.vehicleId)
  const title = car?.name ?? 'car'
  const mail = confirmationEmail({
    siteName: tenant.name,
    firstName: row.firstName,
    carTitle: title,
    reference: row.reference,
    deposit: depositText(row.amountCents),
    heldUntil: row.heldUntil ? formatZonedDateTime(row.heldUntil, tenant.config.timeZone) : '',
    terms: reserveTerms({ holdHours: row.holdHours, carType: car?.car_type }),
    cancelLink: token ? cancelLink(tenant, row.reference, token) : `${siteOrigin(tenant)}/my-garage`,
    carLink: car?.slug ? `${siteOrigin(tenant)}/cars/${encodeURIComponent(car.slug)}` : siteOrigin(tenant),
  })
  await payload.sendEmail({ to: row.email, subject: mail.subject, text: mail.text }).catch((error: unknown) => {
    payload.logger.error({ err: error, tenant: tenant.slug }, 'reservation confirmation email could not be sent')
  })
}
