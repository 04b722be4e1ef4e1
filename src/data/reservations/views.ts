import 'server-only'

import type { Payload } from 'payload'

import { formatZonedDateTime } from '@/domain/dateFormat'
import { depositText, reservationHeadline, reserveTerms, type ReservationSummary } from '@/domain/reservations/rules'
import type { TenantSite } from '@/domain/site'
import { pgPoolOf } from '@/lib/db/pool'

import { similarUrl } from './service'
import { forCustomer, type ReservationRow } from './store'

export async function reservationSummary(
  payload: Payload,
  tenant: TenantSite,
  row: ReservationRow,
): Promise<ReservationSummary> {
  const car = (await payload
    .findByID({ collection: 'vehicles', id: row.vehicleId, depth: 0, overrideAccess: true })
    .catch(() => null)) as {
    name?: string
    slug?: string
    car_type?: string
    primary_image_url?: string
    make?: string
    model?: string
  } | null
  const title = car?.name ?? 'car'
  const heldUntil = row.heldUntil ? formatZonedDateTime(row.heldUntil, tenant.config.timeZone) : null
  return {
    reference: row.reference,
    status: row.status,
    headline: reservationHeadline({
      status: row.status,
      carTitle: title,
      heldUntil,
      failureMessage: row.failureMessage,
    }),
    deposit: depositText(row.amountCents),
    heldUntil,
    terms: reserveTerms({ holdHours: row.holdHours, carType: car?.car_type }),
    car: { title, slug: car?.slug ?? null, imageUrl: car?.primary_image_url ?? null },
    similarUrl: similarUrl({ make: car?.make ?? null, model: car?.model ?? null }),
    cancellable: row.status === 'held' || row.status === 'pending',
  }
}

/** The signed-in shopper's reservations on this tenant, newest first. */
export async function reservationsOf(
  payload: Payload,
  tenant: TenantSite,
  customerId: number,
): Promise<ReservationSummary[]> {
  const rows = await forCustomer(pgPoolOf(payload), Number(tenant.id), customerId)
  return Promise.all(rows.map((row) => reservationSummary(payload, tenant, row)))
}
