import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { formatZonedDateTime } from '@/domain/dateFormat'
import { leadVehicleOf } from '@/domain/leads/merge'
import {
  confirmationEmail,
  dealerHoldEndedEmail,
  dealerNote,
  depositText,
  holdEndedEmail,
  reserveTerms,
} from '@/domain/reservations/rules'
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

/**
 * The origin every email about a reservation links to: the site the shopper reserved on (taken from their request
 * by the same rule as the password reset's link, resetLinkOrigin), else the tenant's canonical origin.
 */
export function reservationOrigin(tenant: TenantSite, row: Pick<ReservationRow, 'siteOrigin'>): string {
  return row.siteOrigin ?? siteOrigin(tenant)
}

export function cancelLink(origin: string, reference: string, token: string): string {
  return `${origin}/reservations/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`
}

/** The car's page on the reservation's site, or the site's home page. */
function carLinkOf(origin: string, car: CarDoc | null): string {
  return car?.slug ? `${origin}/cars/${encodeURIComponent(car.slug)}` : origin
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
  const origin = reservationOrigin(tenant, row)
  // without a cancel token: My garage where the site has it, else the reservation's own page (it asks to sign in)
  const manage = tenant.config.features.garageEnabled
    ? `${origin}/my-garage`
    : `${origin}/online-payment?ref=${encodeURIComponent(row.reference)}`
  const mail = confirmationEmail({
    siteName: tenant.name,
    firstName: row.firstName,
    carTitle: title,
    reference: row.reference,
    deposit: depositText(row.amountCents),
    heldUntil: row.heldUntil ? formatZonedDateTime(row.heldUntil, tenant.config.timeZone) : '',
    terms: reserveTerms({ holdHours: row.holdHours, carType: car?.car_type }),
    cancelLink: token ? cancelLink(origin, row.reference, token) : manage,
    carLink: carLinkOf(origin, car),
  })
  await payload.sendEmail({ to: row.email, subject: mail.subject, text: mail.text }).catch((error: unknown) => {
    payload.logger.error({ err: error, tenant: tenant.slug }, 'reservation confirmation email could not be sent')
  })
}

/** The dealer's inboxes for a car: the tenant's active email lead destinations for its dealership or for every one. */
async function dealerInboxes(payload: Payload, tenant: TenantSite, car: CarDoc | null): Promise<string[]> {
  const dealership = car ? (leadVehicleOf(car).dealership ?? null) : null
  const found = await payload.find({
    collection: 'lead-destinations',
    where: {
      and: [{ tenant: { equals: tenant.id } }, { active: { equals: true } }, { kind: { equals: 'email' } }],
    },
    depth: 0,
    limit: 50,
    pagination: false,
    overrideAccess: true,
  })
  const forCar = found.docs.filter((d) => {
    const id = typeof d.dealership === 'object' && d.dealership ? d.dealership.id : d.dealership
    return id === null || id === undefined || dealership === null || String(id) === String(dealership)
  })
  return [...new Set(forCar.map((d) => d.email).filter((e): e is string => Boolean(e)))]
}

/**
 * A hold that ended (cancelled by the shopper, released or refunded by the dealer, or its time up): the shopper and
 * the dealer are each emailed that it ended and the deposit was returned. A mail that cannot be sent is logged.
 */
export async function sendHoldEnded(payload: Payload, tenant: TenantSite, row: ReservationRow): Promise<void> {
  if (row.status !== 'refunded' && row.status !== 'released' && row.status !== 'expired') return
  const car = await carOf(payload, row.vehicleId)
  const common = {
    siteName: tenant.name,
    carTitle: car?.name ?? 'car',
    reference: row.reference,
    deposit: depositText(row.amountCents),
    status: row.status,
    carLink: carLinkOf(reservationOrigin(tenant, row), car),
  }
  const shopper = holdEndedEmail({ ...common, firstName: row.firstName })
  const dealer = dealerHoldEndedEmail({
    ...common,
    shopper: { name: [row.firstName, row.lastName].filter(Boolean).join(' '), email: row.email, phone: row.phone },
  })
  const inboxes = await dealerInboxes(payload, tenant, car).catch(() => [])
  const mails = [{ to: row.email, ...shopper }, ...(inboxes.length ? [{ to: inboxes.join(', '), ...dealer }] : [])]
  for (const mail of mails) {
    await payload.sendEmail({ to: mail.to, subject: mail.subject, text: mail.text }).catch((error: unknown) => {
      payload.logger.error({ err: error, tenant: tenant.slug }, 'reservation ended email could not be sent')
    })
  }
}
