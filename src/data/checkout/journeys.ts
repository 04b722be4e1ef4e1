import 'server-only'

import crypto from 'node:crypto'

import type { Payload, Where } from 'payload'

import { journeyCar, type JourneyCar } from '@/domain/checkout/car'
import {
  BLOCK_MESSAGES,
  expiresAt,
  journeyLeadFields,
  journeyPath,
  journeyStep,
  journeySummary,
  orderDepositProblem,
  missingBefore,
  outOfOrderMessage,
  parseStep,
  readJourneyData,
  SUBMITTED_READ_ONLY,
  type JourneyData,
  type JourneyStep,
  type JourneyView,
  type SavedDeliveryEstimate,
  type SummaryDeposit,
} from '@/domain/checkout/journey'
import { relationDbId } from '@/domain/ids'
import { sitePayments, type RawPaymentSettings } from '@/domain/reservations/settings'
import { RESERVATION_STATUSES, type ReservationStatus } from '@/domain/reservations/states'
import type { TenantSite } from '@/domain/site'
import type { VehicleDetail, VehicleLocation } from '@/domain/vehicle/types'

import { hashToken } from '../accounts'
import { deliveryEstimate, vehicleOrigin } from '../delivery'
import { submitLead } from '../leads/submit'
import { getVehicleBySlug } from '../vehicles'

/**
 * Buy-online journeys (src/domain/checkout/journey.ts; docs/architecture/reservations.md 'Buy online'): created by the
 * first step's save, resumed by the signed-in shopper's account or else by the browser's resume token (an HttpOnly
 * cookie; only its SHA-256 is stored), saved step by step, submitted once as an order-intent lead. Every read adds
 * the tenant, the car and the owner: another tenant's, another shopper's or an unknown token's journey is not found.
 */

/** The resume token's cookie: one token per browser and site, naming its journeys (one per car). */
export const JOURNEY_COOKIE = 'dp_journey'

/** Who is asking: the signed-in shopper (their journeys) and the browser's resume token (anonymous journeys). */
export interface JourneyOwner {
  customerId: number | null
  token: string | null
}

type JourneyRow = {
  id: number
  status: 'open' | 'submitted'
  data?: unknown
  customer?: unknown
  reservation?: unknown
  lead?: unknown
}

export type JourneyResult =
  | { status: 200 | 201; journey: JourneyView; token: string | null }
  | { status: 404 | 409 | 429 | 503; error: string }
  | { status: 422; error: string; fieldErrors: Record<string, string> }

export const NO_JOURNEY = 'No buy-online journey was found for this car.'

/** The tenant's payment provider the site may use (sitePayments), or null. */
export async function tenantPaymentProvider(payload: Payload, tenant: TenantSite): Promise<'test' | 'stripe' | null> {
  const doc = await payload.findByID({
    collection: 'tenants',
    id: tenant.id,
    depth: 0,
    overrideAccess: true,
    select: { payments: true },
  })
  return sitePayments((doc as { payments?: RawPaymentSettings | null }).payments).provider
}

/** The car a journey is for: the tenant's car shown on its site, with the journey's view of it; null for none. */
export async function journeyContext(
  payload: Payload,
  tenant: TenantSite,
  slug: string,
  now: Date = new Date(),
): Promise<{ vehicle: VehicleDetail; vehicleId: number; car: JourneyCar } | null> {
  const vehicle = await getVehicleBySlug(tenant, slug)
  const vehicleId = Number(vehicle?.id)
  if (!vehicle || !Number.isInteger(vehicleId)) return null
  const provider = await tenantPaymentProvider(payload, tenant)
  return { vehicle, vehicleId, car: journeyCar(tenant, vehicle, provider, now) }
}

const tokenOk = (token: string | null): token is string => !!token && token.length >= 20 && token.length <= 100

/** The owner's conditions in the order they are tried: the shopper's own journeys first, then the token's journeys
 * that no account has claimed. */
function ownerWheres(owner: JourneyOwner): Where[] {
  const wheres: Where[] = []
  if (owner.customerId !== null) wheres.push({ customer: { equals: owner.customerId } })
  if (tokenOk(owner.token))
    wheres.push({ and: [{ token_hash: { equals: hashToken(owner.token) } }, { customer: { exists: false } }] })
  return wheres
}

async function findRow(
  payload: Payload,
  tenant: TenantSite,
  vehicleId: number,
  owner: JourneyOwner,
  now: Date,
): Promise<JourneyRow | null> {
  let row: JourneyRow | undefined
  for (const who of ownerWheres(owner)) {
    const found = await payload.find({
      collection: 'checkout-journeys',
      where: {
        and: [
          { tenant: { equals: tenant.id } },
          { vehicle: { equals: vehicleId } },
          { expires_at: { greater_than: now.toISOString() } },
          who,
        ],
      },
      sort: '-updatedAt',
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    row = found.docs[0] as JourneyRow | undefined
    if (row) break
  }
  if (!row) return null
  // signed in on a browser that started the journey anonymously: the journey becomes the shopper's
  if (owner.customerId !== null && relationDbId(row.customer) === null) {
    await payload.update({
      collection: 'checkout-journeys',
      id: row.id,
      data: { customer: owner.customerId },
      depth: 0,
      overrideAccess: true,
    })
  }
  return row
}

async function depositOf(payload: Payload, tenant: TenantSite, row: JourneyRow): Promise<SummaryDeposit | null> {
  const id = relationDbId(row.reservation)
  if (id === null) return null
  const found = await payload.find({
    collection: 'reservations',
    where: { and: [{ id: { equals: id } }, { tenant: { equals: tenant.id } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { reference: true, status: true, held_until: true, failure_message: true },
  })
  const r = found.docs[0] as
    { reference: string; status: string; held_until?: string | null; failure_message?: string | null } | undefined
  if (!r || !(RESERVATION_STATUSES as readonly string[]).includes(r.status)) return null
  return {
    reference: r.reference,
    status: r.status as ReservationStatus,
    heldUntil: r.held_until ?? null,
    failureMessage: r.failure_message ?? null,
  }
}

async function view(payload: Payload, tenant: TenantSite, row: JourneyRow): Promise<JourneyView> {
  const data = readJourneyData(row.data)
  return {
    id: row.id,
    status: row.status,
    step: row.status === 'submitted' ? 'summary' : journeyStep(data.answers),
    data,
    deposit: await depositOf(payload, tenant, row),
    leadId: relationDbId(row.lead),
  }
}

/** The owner's journey for this car, or null. */
export async function findJourney(
  payload: Payload,
  tenant: TenantSite,
  vehicleId: number,
  owner: JourneyOwner,
  now: Date = new Date(),
): Promise<JourneyView | null> {
  const row = await findRow(payload, tenant, vehicleId, owner, now)
  return row ? view(payload, tenant, row) : null
}

/** The deposit a shopper started for this car and tenant (its reference), or null. */
async function reservationFor(payload: Payload, tenant: TenantSite, vehicleId: number, reference: string) {
  const found = await payload.find({
    collection: 'reservations',
    where: {
      and: [
        { tenant: { equals: tenant.id } },
        { vehicle: { equals: vehicleId } },
        { reference: { equals: reference } },
      ],
    },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { reference: true },
  })
  return found.docs[0]?.id ?? null
}

/** What the delivery step's postcode costs from the car's location (the delivery calculator's own estimate). */
async function estimateFor(
  tenant: TenantSite,
  location: Pick<VehicleLocation, 'lat' | 'lng'> | null,
  postcode: string,
): Promise<{ ok: true; estimate: SavedDeliveryEstimate } | { ok: false; error: string }> {
  const outcome = await deliveryEstimate(tenant.id, vehicleOrigin(location), postcode)
  if (outcome.kind === 'invalid') return { ok: false, error: outcome.error }
  if (outcome.kind === 'unavailable') return { ok: true, estimate: { unavailable: outcome.message } }
  return { ok: true, estimate: { price: outcome.estimate.price, name: outcome.estimate.name } }
}

export interface SaveInput {
  vehicleId: number
  car: JourneyCar
  location: Pick<VehicleLocation, 'lat' | 'lng'> | null
  owner: JourneyOwner
  step: JourneyStep
  answers: unknown
  ip?: string | null
  now?: Date
}

const invalid = (fieldErrors: Record<string, string>): JourneyResult => ({
  status: 422,
  error: Object.values(fieldErrors)[0] ?? 'Please check your answers.',
  fieldErrors,
})

/**
 * Saves one step's answers (or, for 'summary', sends the journey to the dealer). The first step creates the
 * journey (with a new resume token when the browser has none and no shopper is signed in); any later step needs the
 * owner's journey (404 otherwise). 422 for bad answers or a step whose earlier steps are not done, 409 once
 * submitted; nothing is stored on any of these.
 */
export async function saveJourneyStep(payload: Payload, tenant: TenantSite, input: SaveInput): Promise<JourneyResult> {
  const now = input.now ?? new Date()
  const { step, owner, vehicleId } = input
  const parsed = parseStep(step, input.answers)
  if (!parsed.ok) return invalid(parsed.fieldErrors)

  let row = await findRow(payload, tenant, vehicleId, owner, now)
  if (row?.status === 'submitted') return { status: 409, error: SUBMITTED_READ_ONLY }
  let token: string | null = null
  if (!row) {
    if (step !== 'car') return { status: 404, error: NO_JOURNEY }
    if (input.car.block) return { status: 409, error: BLOCK_MESSAGES[input.car.block] }
    const resume = owner.customerId === null ? (tokenOk(owner.token) ? owner.token : newToken()) : null
    if (resume && resume !== owner.token) token = resume
    row = (await payload.create({
      collection: 'checkout-journeys',
      data: {
        tenant: Number(tenant.id),
        vehicle: vehicleId,
        customer: owner.customerId ?? undefined,
        status: 'open',
        step: 'car',
        data: { answers: {} },
        token_hash: resume ? hashToken(resume) : undefined,
        expires_at: expiresAt(now).toISOString(),
      } as never,
      depth: 0,
      overrideAccess: true,
    })) as unknown as JourneyRow
  }

  const data = readJourneyData(row.data)
  const missing = missingBefore(step, data.answers)
  if (missing) return invalid({ form: outOfOrderMessage(missing) })
  if (step === 'summary') return submitJourney(payload, tenant, row, data, input, now)

  const update: Record<string, unknown> = {}
  const answers = { ...data.answers, [step]: parsed.answers }
  let deliveryEstimateSaved = data.deliveryEstimate ?? null
  if (step === 'delivery') {
    const d = parsed.answers as JourneyData['answers']['delivery']
    if (d?.method === 'delivery') {
      const est = await estimateFor(tenant, input.location, d.postcode)
      if (!est.ok) return invalid({ postcode: est.error })
      deliveryEstimateSaved = est.estimate
    } else deliveryEstimateSaved = null
  }
  if (step === 'deposit') {
    const dep = parsed.answers as JourneyData['answers']['deposit']
    if (dep?.choice === 'paid') {
      const reservation = await reservationFor(payload, tenant, vehicleId, dep.reference)
      if (reservation === null) return invalid({ reference: 'We could not find that deposit for this car.' })
      update.reservation = reservation
    }
  }
  const next: JourneyData = { answers, deliveryEstimate: deliveryEstimateSaved }
  const saved = (await payload.update({
    collection: 'checkout-journeys',
    id: row.id,
    data: { ...update, data: next, step: journeyStep(answers), expires_at: expiresAt(now).toISOString() } as never,
    depth: 0,
    overrideAccess: true,
  })) as unknown as JourneyRow
  return { status: 200, journey: await view(payload, tenant, saved), token }
}

function newToken(): string {
  return crypto.randomBytes(32).toString('base64url')
}

/**
 * The summary's "Send to the dealer": one order-intent lead through the lead intake (the same storage and delivery
 * outbox as every lead; its Idempotency-Key is the journey's, so a second send, even a concurrent one, answers the
 * same lead), then the journey is submitted and names the lead. Only an open journey is sent.
 */
async function submitJourney(
  payload: Payload,
  tenant: TenantSite,
  row: JourneyRow,
  data: JourneyData,
  input: SaveInput,
  now: Date,
): Promise<JourneyResult> {
  const deposit = await depositOf(payload, tenant, row)
  // the dealer gets the order only with its deposit held, or plainly without one; never after a failed payment
  const problem = orderDepositProblem(deposit, data.answers.deposit)
  if (problem) return { status: 409, error: problem }
  const summary = journeySummary(input.car.summary, data, deposit)
  const answer = await submitLead(payload, tenant, {
    body: {
      category: 'Buy Online',
      car_id: input.car.slug,
      url: journeyPath(input.car.slug),
      isLastStep: true,
      fields: journeyLeadFields(row.id, input.car.slug, summary, data, deposit),
    },
    idempotencyKey: `checkout-journey-${row.id}`,
    ip: input.ip ?? null,
    now,
  })
  const leadId = Number(answer.body.lead_id)
  if (answer.status >= 300 || !Number.isInteger(leadId)) {
    const error = typeof answer.body.error === 'string' ? answer.body.error : 'The order could not be sent.'
    if (answer.status === 422)
      return invalid((answer.body.fieldErrors as Record<string, string> | undefined) ?? { form: error })
    return { status: answer.status === 429 ? 429 : answer.status === 409 ? 409 : 503, error }
  }
  const saved = await payload.update({
    collection: 'checkout-journeys',
    where: { and: [{ id: { equals: row.id } }, { status: { equals: 'open' } }] },
    data: { status: 'submitted', step: 'summary', lead: leadId, expires_at: expiresAt(now).toISOString() } as never,
    depth: 0,
    overrideAccess: true,
  })
  const doc = (saved.docs[0] as unknown as JourneyRow | undefined) ?? { ...row, status: 'submitted', lead: leadId }
  return { status: 200, journey: await view(payload, tenant, doc), token: null }
}
