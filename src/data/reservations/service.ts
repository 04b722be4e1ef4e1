import 'server-only'

import crypto from 'node:crypto'

import type { Payload, Where } from 'payload'

import {
  PaymentNotFoundError,
  PaymentWebhookError,
  type DepositPayment,
  type PaymentProvider,
} from '@/domain/payments/types'
import {
  PENDING_TTL_MINUTES,
  RECONCILE_AFTER_SECONDS,
  RESERVE_MESSAGES,
  contactPhone,
  depositCents,
  depositText,
  holdEnd,
  referenceFrom,
  reservableProblem,
  shownCarPrice,
  type ReserveRequest,
} from '@/domain/reservations/rules'
import type { ReservationActor, ReservationStatus } from '@/domain/reservations/states'
import type { TenantSite } from '@/domain/site'
import { searchPathOf } from '@/domain/search/urlState'
import { pgPoolOf } from '@/lib/db/pool'

import type { ShopperAccount } from '../accounts'
import { toTenantSite } from '../tenants'
import { siteVehiclesWhere } from '../vehicleScope'
import { newCancelToken, sendConfirmation, sendHoldEnded, sendHoldLead, setCarReserved } from './effects'
import { handleTestWebhooksWith, providerFor } from './providers'
import {
  byId,
  byPaymentRef,
  byReference,
  cancelTokenMatches,
  dueForSweep,
  firstDelivery,
  forgetDelivery,
  insertPending,
  markDeclined,
  noteOnReservation,
  setCancelTokenHash,
  replaceDeclinedPayment,
  setPayment,
  setFailureMessage,
  setPaymentState,
  transition,
  type ReservationRow,
} from './store'

/**
 * Reserve online and the buy-online deposit (docs/architecture/reservations.md "Reservations"):
 *
 *   start ─► a pending row (one per car: the partial unique index) ─► the provider's deposit payment
 *   the card is authorised ─► webhook (signature checked, event id once) ─► lookup (the provider's truth, whatever
 *     order events came in) ─► pending → held: the car shows Reserved everywhere, the lead goes to the dealer, the
 *     shopper gets the confirmation
 *   a payment that arrives for a reservation that is no longer pending (the car went to someone else, the time ran
 *     out) is released at once: nothing is taken
 *   cancel (shopper), release / convert / refund (staff), the hold's end (sweep): each transition once, then the
 *     provider call with an idempotency key; the sweep retries what a failed call left behind
 */

export type Answer<T> = { status: number; body: T }
type Problem = { error: string; similarUrl?: string; fieldErrors?: Record<string, string> }

export interface StartedBody {
  reference: string
  status: 'pending'
  amountText: string
  payment: { provider: 'test'; payUrl: string } | { provider: 'stripe'; clientSecret: string; publishableKey: string }
}

const pool = (payload: Payload) => pgPoolOf(payload)

interface ReservationCar {
  id: number
  slug: string
  name: string | null
  status: string | null
  tag: string | null
  reserved: boolean | null
  car_type: string | null
  make: string | null
  model: string | null
  price: number | null
  offer_price: number | null
  before_price: number | null
  subscription_price: number | null
  preorder: boolean | null
}

/** The car of this tenant's site with this slug (or numeric id), or null: another tenant's car is not found. */
export async function siteCar(payload: Payload, tenant: TenantSite, carId: string): Promise<ReservationCar | null> {
  const byField: Where = /^\d{1,12}$/.test(carId) ? { id: { equals: Number(carId) } } : { slug: { equals: carId } }
  const found = await payload.find({
    collection: 'vehicles',
    where: siteVehiclesWhere(tenant.id, byField),
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {
      slug: true,
      name: true,
      status: true,
      tag: true,
      reserved: true,
      car_type: true,
      make: true,
      model: true,
      price: true,
      offer_price: true,
      before_price: true,
      subscription_price: true,
      preorder: true,
    },
  })
  const doc = found.docs[0] as unknown as ReservationCar | undefined
  return doc ?? null
}

/** The results of the car's make and model: /search?refinementList[make][0]=Toyota&refinementList[model][0]=Corolla. */
export function similarUrl(car: Pick<ReservationCar, 'make' | 'model'>): string {
  return searchPathOf({ ...(car.make ? { make: [car.make] } : {}), ...(car.model ? { model: [car.model] } : {}) })
}

const newReference = () => referenceFrom(crypto.randomBytes(10))

/** What the provider is asked for a reservation's deposit; `idempotencyKey` names the attempt. */
function depositRequest(tenant: TenantSite, row: ReservationRow, carName: string | null, idempotencyKey: string) {
  return {
    amountCents: row.amountCents,
    currency: 'aud' as const,
    reservationId: row.reference,
    tenantSlug: tenant.slug,
    description: `Refundable deposit to reserve ${carName ?? 'a car'} (${row.reference})`,
    idempotencyKey,
    receiptEmail: row.email,
  }
}

/**
 * After a declined card the shopper tries another at once: the reservation, still pending, gets a fresh payment in
 * place of the declined one (its idempotency key names the payment it replaces, so two tries at once make one). Any
 * other reservation is returned as it is.
 */
export async function renewDeclinedDeposit(
  payload: Payload,
  tenant: TenantSite,
  provider: PaymentProvider,
  row: ReservationRow,
): Promise<ReservationRow> {
  if (row.status !== 'pending' || row.paymentState !== 'failed' || !row.paymentRef) return row
  const car = await payload
    .findByID({ collection: 'vehicles', id: row.vehicleId, depth: 0, overrideAccess: true, select: { name: true } })
    .catch(() => null)
  const declined = row.paymentRef
  const created = await provider.createDeposit(
    depositRequest(tenant, row, car?.name ?? null, `reservation-${row.id}-deposit-after-${declined}`),
  )
  const renewed = await replaceDeclinedPayment(pool(payload), row.id, declined, created)
  if (renewed) {
    await noteOnReservation(pool(payload), row.id, {
      actor: 'shopper',
      who: row.email,
      note: `Another card: a new payment in place of the declined ${declined}`,
    })
  }
  return renewed ?? (await byId(pool(payload), row.id)) ?? row
}

/** The client secret of a test processor payment (the pay route pays the reservation's current payment with it). */
export async function testPaymentSecret(payload: Payload, ref: string): Promise<string | null> {
  const found = await pool(payload).query(`SELECT client_secret FROM test_payments WHERE ref = $1`, [ref])
  return (found.rows[0] as { client_secret?: string } | undefined)?.client_secret ?? null
}

/** POST /api/reservations: a pending reservation and its deposit payment, or a clear 4xx that changes nothing. */
export async function startReservation(
  payload: Payload,
  tenant: TenantSite,
  input: { request: ReserveRequest; account: ShopperAccount | null; origin?: string | null },
): Promise<Answer<StartedBody | Problem>> {
  const { request, account } = input
  const config = tenant.config
  const on = request.kind === 'buy_online' ? config.features.buyOnline : config.features.reserve
  if (!on) return { status: 404, body: { error: RESERVE_MESSAGES.off } }
  // the payment page is a gated route on every tenant (spec §2), and the garage is where a hold is cancelled
  if (!account) return { status: 401, body: { error: RESERVE_MESSAGES.signIn } }
  const car = await siteCar(payload, tenant, request.car_id)
  if (!car) return { status: 404, body: { error: 'We could not find that car.' } }
  const problem = reservableProblem(car, shownCarPrice(car, config))
  if (problem) return { status: 409, body: { error: problem, similarUrl: similarUrl(car) } }
  const amountCents = depositCents(config.features.reserveAmount)
  if (request.amount_cents !== undefined && request.amount_cents !== amountCents)
    return { status: 409, body: { error: RESERVE_MESSAGES.amountChanged } }
  const provider = await providerFor(payload, tenant)
  if (!provider) return { status: 404, body: { error: RESERVE_MESSAGES.off } }

  const email = request.contact.email.toLowerCase()
  let row = await insertPending(pool(payload), {
    tenantId: Number(tenant.id),
    reference: newReference(),
    kind: request.kind,
    vehicleId: car.id,
    customerId: account ? Number(account.id) : null,
    firstName: request.contact.first_name,
    lastName: request.contact.last_name || null,
    email,
    phone: contactPhone(request.contact.phone || undefined),
    amountCents,
    holdHours: config.payments.holdHours,
    provider: provider.kind,
    journeyId: request.journey_id ?? null,
    siteOrigin: input.origin ?? null,
  })
  if (!row) {
    // the car already has an active reservation: the same shopper's unpaid one is resumed, anyone else's refuses
    const active = await activeFor(payload, car.id)
    const same = active && active.status === 'pending' && active.email === email && active.provider === provider.kind
    if (!same) {
      const error = active?.status === 'pending' ? RESERVE_MESSAGES.busy : RESERVE_MESSAGES.taken
      return { status: 409, body: { error, similarUrl: similarUrl(car) } }
    }
    row = active
  }

  let created
  try {
    // the same key for the same reservation: a retry or a resumed reservation gets its first payment back (after a
    // decline the pay route pays the reservation's current payment; the first one's secret still names it)
    created = await provider.createDeposit(depositRequest(tenant, row, car.name, `reservation-${row.id}-deposit`))
  } catch (error) {
    payload.logger.error({ err: error, tenant: tenant.slug }, 'deposit payment could not be created')
    await transition(
      pool(payload),
      row.id,
      'expired',
      { actor: 'system', who: null, note: 'The payment provider could not be reached' },
      { from: ['pending'] },
    )
    return { status: 503, body: { error: 'Online payments are not answering right now. Please try again shortly.' } }
  }
  await setPayment(pool(payload), row.id, created.ref, created.state)
  const payment: StartedBody['payment'] =
    provider.kind === 'stripe'
      ? { provider: 'stripe', clientSecret: created.clientSecret, publishableKey: config.payments.publishableKey ?? '' }
      : {
          provider: 'test',
          payUrl: `/online-payment?ref=${encodeURIComponent(row.reference)}&secret=${encodeURIComponent(created.clientSecret)}`,
        }
  return {
    status: 201,
    body: { reference: row.reference, status: 'pending', amountText: depositText(row.amountCents), payment },
  }
}

/** The reference of this shopper's own pending or held reservation of the car, or null. */
export async function activeReservationOf(
  payload: Payload,
  tenant: TenantSite,
  vehicleId: number | string,
  customerId: number | string,
): Promise<string | null> {
  const found = await pool(payload).query(
    `SELECT reference FROM reservations
      WHERE tenant_id = $1 AND vehicle_id = $2 AND customer_id = $3 AND status IN ('pending', 'held') LIMIT 1`,
    [Number(tenant.id), Number(vehicleId), Number(customerId)],
  )
  return (found.rows[0] as { reference?: string } | undefined)?.reference ?? null
}

async function activeFor(payload: Payload, vehicleId: number): Promise<ReservationRow | null> {
  const found = await pool(payload).query(
    `SELECT id FROM reservations WHERE vehicle_id = $1 AND status IN ('pending', 'held') LIMIT 1`,
    [vehicleId],
  )
  const id = (found.rows[0] as { id?: number } | undefined)?.id
  return id === undefined ? null : byId(pool(payload), Number(id))
}

// ---- the provider's word ------------------------------------------------------------------------------------------

const LIVE_PAYMENT = new Set(['authorised', 'captured'])

/**
 * Brings a reservation in line with its payment as the provider reports it now (a lookup, so events that came late,
 * twice or out of order all lead to the same result).
 */
export async function applyPayment(
  payload: Payload,
  tenant: TenantSite,
  provider: PaymentProvider,
  row: ReservationRow,
  payment: DepositPayment,
  by: { actor: ReservationActor; who: string | null },
): Promise<ReservationRow> {
  const db = pool(payload)
  if (row.paymentState !== payment.state) await setPaymentState(db, row.id, payment.state, payment.ref)
  if (LIVE_PAYMENT.has(payment.state)) {
    if (row.status === 'pending') {
      const held = await transition(
        db,
        row.id,
        'held',
        { ...by, note: `Deposit ${depositText(row.amountCents)} authorised` },
        { heldUntil: holdEnd(new Date(), row.holdHours), paymentState: payment.state },
      )
      if (held) {
        await onHeld(payload, tenant, held)
        return held
      }
      row = (await byId(db, row.id)) ?? row
    }
    if (row.status !== 'held' && row.status !== 'converted') {
      // paid for a reservation that is over (another shopper won the car, the time ran out): give it back at once
      const released = await provider.release(payment.ref, `reservation-${row.id}-release`)
      await setPaymentState(db, row.id, released.state)
      // what the shopper reads on the payment page: someone else holds the car, nothing was taken
      if (row.status === 'expired') await setFailureMessage(db, row.id, RESERVE_MESSAGES.lostRace)
      await noteOnReservation(db, row.id, {
        actor: by.actor,
        who: by.who,
        note: `A payment arrived after the reservation ended; it was released (${released.state}): nothing taken`,
      })
    }
    return row
  }
  if (payment.state === 'failed' && row.status === 'pending') {
    // a declined card ends nothing: the car stays kept for the shopper (until the unpaid reservation's time is up),
    // the page shows the provider's words, and the next card pays a fresh payment (renewDeclinedDeposit)
    const message = payment.failureMessage ?? RESERVE_MESSAGES.declined
    if (await markDeclined(db, row.id, payment.ref, message))
      await noteOnReservation(db, row.id, { ...by, note: `Card declined: ${message}` })
    return (await byId(db, row.id)) ?? row
  }
  if (
    (payment.state === 'cancelled' || payment.state === 'refunded') &&
    (row.status === 'pending' || row.status === 'held')
  ) {
    // ended at the provider (e.g. from its dashboard): the reservation ends with it
    const ended = await endReservation(payload, tenant, row.id, 'refunded', {
      ...by,
      note: `The payment was ${payment.state} at the provider`,
    })
    return ended ?? row
  }
  return row
}

/** What a new hold sets off: the car shows Reserved, the dealer's lead, the shopper's confirmation with a cancel link. */
async function onHeld(payload: Payload, tenant: TenantSite, held: ReservationRow): Promise<void> {
  await setCarReserved(payload, held.vehicleId, true).catch((error: unknown) =>
    payload.logger.error({ err: error, tenant: tenant.slug }, 'the reserved car could not be flagged'),
  )
  const { token, hash } = newCancelToken()
  // without its stored hash the link would not work: the email then points to My garage instead
  const saved = await setCancelTokenHash(pool(payload), held.id, hash).then(
    () => true,
    () => false,
  )
  await sendHoldLead(payload, tenant, held).catch((error: unknown) =>
    payload.logger.error({ err: error, tenant: tenant.slug }, 'the reservation lead could not be stored'),
  )
  await sendConfirmation(payload, tenant, held, saved ? token : null)
}

/** What the end of a hold sets off: the deposit returned, the car back on sale, the shopper and the dealer told. */
async function holdEnded(payload: Payload, tenant: TenantSite, ended: ReservationRow): Promise<void> {
  await returnDeposit(payload, tenant, ended)
  await releaseCar(payload, ended)
  await sendHoldEnded(payload, tenant, ended)
}

async function releaseCar(payload: Payload, row: ReservationRow): Promise<void> {
  await setCarReserved(payload, row.vehicleId, false).catch((error: unknown) =>
    payload.logger.error({ err: error }, 'the released car could not be returned to stock'),
  )
}

/**
 * A provider's webhook (POST /api/payments/webhook/{provider} on the tenant's host, and the test processor's own
 * deliveries): verified over the raw body, applied once per event id, then the payment looked up. 400 for a body
 * that is not provably the provider's; 404 when the tenant has no such provider; 500 (retried by the provider) only
 * when applying failed, with the event id forgotten so the retry applies it.
 */
export async function handleWebhook(
  payload: Payload,
  tenant: TenantSite,
  kind: 'test' | 'stripe',
  rawBody: string,
  headers: Headers,
): Promise<Answer<{ received: boolean; error?: string }>> {
  const provider = await providerFor(payload, tenant, kind)
  if (!provider) return { status: 404, body: { received: false, error: 'No such payment provider on this site.' } }
  let event
  try {
    event = provider.parseWebhook(rawBody, headers)
  } catch (error) {
    if (error instanceof PaymentWebhookError) return { status: 400, body: { received: false, error: error.message } }
    throw error
  }
  if (!event.ref) return { status: 200, body: { received: true } }
  const tenantId = Number(tenant.id)
  const db = pool(payload)
  if (!(await firstDelivery(db, kind, tenantId, event.id))) return { status: 200, body: { received: true } }
  try {
    const row = await byPaymentRef(db, tenantId, kind, event.ref)
    if (!row) return { status: 200, body: { received: true } }
    const payment = await provider.lookup(event.ref)
    await applyPayment(payload, tenant, provider, row, payment, { actor: 'webhook', who: event.id })
    return { status: 200, body: { received: true } }
  } catch (error) {
    await forgetDelivery(db, kind, tenantId, event.id).catch(() => {})
    throw error
  }
}

handleTestWebhooksWith(async (payload, tenant, rawBody, headers) => {
  const answer = await handleWebhook(payload, tenant, 'test', rawBody, headers)
  if (answer.status >= 400) throw new Error(`test webhook refused: ${answer.status} ${answer.body.error ?? ''}`)
})

// ---- what the shopper sees and does ------------------------------------------------------------------------------

export interface ReservationView {
  reference: string
  status: ReservationStatus
  kind: 'reserve' | 'buy_online'
  heldUntil: string | null
  failureMessage: string | null
  amountText: string
  carId: number
}

export function viewOf(row: ReservationRow): ReservationView {
  return {
    reference: row.reference,
    status: row.status,
    kind: row.kind,
    heldUntil: row.heldUntil?.toISOString() ?? null,
    failureMessage: row.failureMessage,
    amountText: depositText(row.amountCents),
    carId: row.vehicleId,
  }
}

/** Who may see or cancel a reservation: its account, or whoever holds its payment secret or cancel token. */
export type ReservationProof = { account: ShopperAccount | null; secret?: string | null; token?: string | null }

/** The reservation with this reference on this tenant, if the proof is its owner's; else null (answered 404). */
export async function ownedReservation(
  payload: Payload,
  tenant: TenantSite,
  reference: string,
  proof: ReservationProof,
): Promise<ReservationRow | null> {
  const row = await byReference(pool(payload), Number(tenant.id), reference)
  if (!row) return null
  if (proof.account && row.customerId !== null && Number(proof.account.id) === row.customerId) return row
  if (proof.token && (await cancelTokenMatches(pool(payload), row.id, proof.token))) return row
  if (proof.secret && row.paymentRef && row.provider === 'test') {
    // the secret of any of the reservation's payments (a declined one's page goes on paying its replacement)
    const found = await pool(payload).query(
      `SELECT client_secret FROM test_payments WHERE tenant_slug = $1 AND reservation_id = $2`,
      [tenant.slug, row.reference],
    )
    const given = crypto.createHash('sha256').update(proof.secret).digest()
    const known = (found.rows as { client_secret: string }[]).some((r) =>
      crypto.timingSafeEqual(crypto.createHash('sha256').update(r.client_secret).digest(), given),
    )
    if (known) return row
  }
  return null
}

/** The reservation's state now; while pending with a payment, asks the provider (a lost webhook does not stall it). */
export async function refreshReservation(
  payload: Payload,
  tenant: TenantSite,
  row: ReservationRow,
): Promise<ReservationRow> {
  if (row.status !== 'pending' || !row.paymentRef) return row
  const provider = await providerFor(payload, tenant, row.provider)
  if (!provider) return row
  try {
    const payment = await provider.lookup(row.paymentRef)
    return await applyPayment(payload, tenant, provider, row, payment, { actor: 'reconcile', who: null })
  } catch (error) {
    if (error instanceof PaymentNotFoundError) return row
    throw error
  }
}

/** The shopper cancels (RES-06): held or unpaid, the deposit is returned in full and the car goes back on sale. */
export async function cancelByShopper(
  payload: Payload,
  tenant: TenantSite,
  row: ReservationRow,
): Promise<Answer<ReservationView | Problem>> {
  const ended = await endReservation(payload, tenant, row.id, 'refunded', {
    actor: 'shopper',
    who: row.email,
    note: 'Cancelled by the shopper',
  })
  if (!ended) return { status: 409, body: { error: RESERVE_MESSAGES.cannotCancel } }
  return { status: 200, body: viewOf((await byId(pool(payload), row.id)) ?? ended) }
}

/**
 * Ends a reservation as it stands in the database now, not as the caller last read it: a hold moves to `heldTo` and
 * its car goes back on sale; an unpaid one expires. Each move is tried from one status only, so a payment that lands
 * between the read and the write (pending → held) is ended as the hold it has become. The deposit is returned either
 * way. Null when the reservation had already ended.
 */
async function endReservation(
  payload: Payload,
  tenant: TenantSite,
  id: number,
  heldTo: 'refunded' | 'released' | 'expired',
  entry: { actor: ReservationActor; who: string | null; note: string | null },
): Promise<ReservationRow | null> {
  const db = pool(payload)
  for (let attempt = 0; attempt < 3; attempt++) {
    const hold = await transition(db, id, heldTo, entry, { from: ['held'] })
    if (hold) {
      await holdEnded(payload, tenant, hold)
      return hold
    }
    const unpaid = await transition(db, id, 'expired', entry, { from: ['pending'] })
    if (unpaid) {
      await returnDeposit(payload, tenant, unpaid)
      return unpaid
    }
    const now = await byId(db, id)
    if (!now || (now.status !== 'held' && now.status !== 'pending')) return null
  }
  return null
}

/** Voids the authorisation (or refunds a capture); a failure is left for the sweep, which tries again. */
async function returnDeposit(payload: Payload, tenant: TenantSite, row: ReservationRow): Promise<void> {
  if (!row.paymentRef) return
  try {
    const provider = await providerFor(payload, tenant, row.provider)
    if (!provider) return
    const released = await provider.release(row.paymentRef, `reservation-${row.id}-release`)
    await setPaymentState(pool(payload), row.id, released.state)
  } catch (error) {
    payload.logger.error({ err: error, tenant: tenant.slug }, 'deposit could not be returned yet; the sweep retries')
  }
}

// ---- staff ---------------------------------------------------------------------------------------------------------

export type StaffAction = 'release' | 'convert' | 'refund'

/** Staff release (back on sale), refund (the shopper changed their mind) or convert (sold: the deposit is taken). */
export async function staffAction(
  payload: Payload,
  reservationId: number,
  action: StaffAction,
  who: string,
): Promise<Answer<ReservationView | Problem>> {
  const db = pool(payload)
  const row = await byId(db, reservationId)
  if (!row) return { status: 404, body: { error: RESERVE_MESSAGES.notFound } }
  const tenant = await tenantOf(payload, row.tenantId)
  if (!tenant) return { status: 404, body: { error: RESERVE_MESSAGES.notFound } }
  if (row.status !== 'held')
    return { status: 409, body: { error: `Only a held reservation can be changed; this one is ${row.status}.` } }
  if (action === 'convert') {
    const provider = await providerFor(payload, tenant, row.provider)
    if (!provider || !row.paymentRef)
      return { status: 409, body: { error: 'This reservation has no payment to take.' } }
    const captured = await provider.capture(row.paymentRef, `reservation-${row.id}-capture`)
    const sold = await transition(
      db,
      row.id,
      'converted',
      { actor: 'staff', who, note: 'Sold: deposit taken' },
      {
        paymentState: captured.state,
      },
    )
    if (!sold) {
      // the hold ended while the deposit was being taken: give it back
      await returnDeposit(payload, tenant, row)
      return { status: 409, body: { error: 'The hold ended meanwhile; the deposit was returned.' } }
    }
    await payload.update({
      collection: 'vehicles',
      id: row.vehicleId,
      data: { status: 'sold', sold: true, reserved: false, sold_date_timestamp: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    return { status: 200, body: viewOf(sold) }
  }
  const to: ReservationStatus = action === 'release' ? 'released' : 'refunded'
  const ended = await transition(
    db,
    row.id,
    to,
    { actor: 'staff', who, note: action === 'release' ? 'Released by the dealer' : 'Refunded by the dealer' },
    { from: ['held'] },
  )
  if (!ended) return { status: 409, body: { error: 'The reservation changed meanwhile. Reload it.' } }
  await holdEnded(payload, tenant, ended)
  return { status: 200, body: viewOf((await byId(db, row.id)) ?? ended) }
}

async function tenantOf(payload: Payload, tenantId: number): Promise<TenantSite | null> {
  try {
    const doc = await payload.findByID({ collection: 'tenants', id: tenantId, depth: 1, overrideAccess: true })
    return toTenantSite(doc)
  } catch {
    return null
  }
}

// ---- the sweep ----------------------------------------------------------------------------------------------------

export interface SweepResult {
  expired: number
  reconciled: number
  released: number
}

/**
 * One pass of the reservation worker (every RESERVATION_WORKER_INTERVAL_MS in each server process; safe with any
 * number of them, as every change is a conditional UPDATE that happens once):
 * - holds whose time is up end (held → expired), their deposits are returned and their cars go back on sale;
 * - payments the provider has not reported on for RECONCILE_AFTER_SECONDS are looked up (a lost webhook);
 * - unpaid reservations older than PENDING_TTL_MINUTES end, and a payment found on them is released;
 * - an ended reservation whose payment is still live (a release that failed) is released again;
 * - a hold whose lead or car flag was not written (an error after the hold) gets them.
 */
export async function sweepReservations(payload: Payload, now = new Date()): Promise<SweepResult> {
  const db = pool(payload)
  const result: SweepResult = { expired: 0, reconciled: 0, released: 0 }
  const tenants = new Map<number, TenantSite | null>()
  const tenantFor = async (id: number) => {
    if (!tenants.has(id)) tenants.set(id, await tenantOf(payload, id))
    return tenants.get(id) ?? null
  }

  for (const row of await dueForSweep(db, now, new Date(now.getTime() - PENDING_TTL_MINUTES * 60_000))) {
    const tenant = await tenantFor(row.tenantId)
    if (!tenant) continue
    if (row.status === 'held') {
      const ended = await transition(
        db,
        row.id,
        'expired',
        { actor: 'expiry', who: null, note: 'The hold time ended' },
        { from: ['held'] },
      )
      if (ended) {
        result.expired++
        await holdEnded(payload, tenant, ended)
      }
      continue
    }
    const after = await refreshReservation(payload, tenant, row).catch(() => row)
    if (after.status === 'pending') {
      const ended = await transition(
        db,
        row.id,
        'expired',
        { actor: 'expiry', who: null, note: 'Not paid in time' },
        { from: ['pending'] },
      )
      if (ended) {
        result.expired++
        await returnDeposit(payload, tenant, ended)
      }
    }
  }

  const quiet = await db.query(
    `SELECT id FROM reservations WHERE status = 'pending' AND payment_ref IS NOT NULL AND updated_at <= $1 LIMIT 100`,
    [new Date(now.getTime() - RECONCILE_AFTER_SECONDS * 1000).toISOString()],
  )
  for (const { id } of quiet.rows as { id: number }[]) {
    const row = await byId(db, Number(id))
    const tenant = row ? await tenantFor(row.tenantId) : null
    if (!row || !tenant) continue
    const after = await refreshReservation(payload, tenant, row).catch(() => row)
    if (after.status !== 'pending') result.reconciled++
    else await db.query(`UPDATE reservations SET updated_at = now() WHERE id = $1`, [row.id])
  }

  const live = await db.query(
    // any ended reservation whose payment is not known to be over: an unpaid one can still be paid (and its webhook
    // lost), so it is ended at the provider too; a release that failed is tried again
    `SELECT id FROM reservations WHERE status IN ('expired', 'released', 'refunded', 'failed')
       AND payment_ref IS NOT NULL AND (payment_state IS NULL OR payment_state NOT IN ('cancelled', 'refunded', 'failed'))
     LIMIT 100`,
  )
  for (const { id } of live.rows as { id: number }[]) {
    const row = await byId(db, Number(id))
    const tenant = row ? await tenantFor(row.tenantId) : null
    if (!row || !tenant) continue
    await returnDeposit(payload, tenant, row)
    result.released++
  }

  // a hold whose lead or car flag was not written (an error just after it began)
  const unfinished = await db.query(
    `SELECT r.id FROM reservations r JOIN vehicles v ON v.id = r.vehicle_id
      WHERE r.status = 'held' AND (r.lead_id IS NULL OR v.reserved IS NOT TRUE) AND r.updated_at <= $1 LIMIT 100`,
    [new Date(now.getTime() - 30_000).toISOString()],
  )
  for (const { id } of unfinished.rows as { id: number }[]) {
    // claimed by touching it: a sweep of another instance at the same moment finds it too recent and leaves it, so
    // the dealer gets one lead; a sweep that dies here leaves it to the sweep 30 s later
    const claimed = await db.query(
      `UPDATE reservations SET updated_at = $2 WHERE id = $1 AND status = 'held' AND updated_at <= $3`,
      [id, now.toISOString(), new Date(now.getTime() - 30_000).toISOString()],
    )
    const row = claimed.rowCount ? await byId(db, Number(id)) : null
    const tenant = row ? await tenantFor(row.tenantId) : null
    if (!row || !tenant) continue
    await setCarReserved(payload, row.vehicleId, true).catch(() => {})
    await sendHoldLead(payload, tenant, row).catch(() => {})
  }

  // a car flagged Reserved that no reservation holds (a release of the flag that failed, or a flag set another way):
  // a shopper sees Reserved only while a hold stands, so the flag follows the holds
  const stale = await db.query(
    `SELECT v.id FROM vehicles v
      WHERE v.reserved = true AND v.updated_at <= $1
        AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.vehicle_id = v.id AND r.status = 'held')
      LIMIT 100`,
    [new Date(now.getTime() - 30_000).toISOString()],
  )
  for (const { id } of stale.rows as { id: number }[]) await setCarReserved(payload, Number(id), false).catch(() => {})
  return result
}
