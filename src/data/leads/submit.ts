import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'
import { createLocalReq } from 'payload'
import type { z } from 'zod'

import { isDbId } from '@/domain/ids'
import { relationDbId } from '@/domain/ids'
import {
  LEAD_CAR_SNAPSHOT_FIELDS,
  leadVehicleOf,
  mergeLead,
  type LeadVehicle,
  type PreviousLead,
} from '@/domain/leads/merge'
import {
  FORM_ERRORS_HEADING,
  MESSAGES,
  MIN_FILL_MS,
  UNKNOWN_FIELD,
  leadRequestSchema,
  leadSchemaOptionsFor,
  type LeadSchemaOptions,
  type LeadRequest,
} from '@/domain/leads/schema'
import { judgeLead, suspectedReasonText } from '@/domain/leads/trust'
import type { TenantSite } from '@/domain/site'
import { checkJsonValue } from '@/lib/http/jsonBody'

import { resubscribeFromLead } from '../marketing'

import {
  CONTINUATION_NOT_FOUND,
  canContinueLead,
  clearContinuation,
  newContinuationToken,
  storeContinuationHash,
} from './continuation'
import { recordLeadEvent } from './events'
import { answerForKnownKey, claimKey, requestHash, type IdempotencyScope } from './idempotency'
import { countLimiter } from '@/lib/sharedLimits'
import { LEADS_PER_MINUTE, TENANT_LEADS_PER_MINUTE, clientKey } from './rateLimit'
import type { LeadResponse } from './response'
import { commitLeadTransaction } from './transaction'

export type LeadInput = {
  body: unknown
  idempotencyKey?: string | null
  /** the edge's client address (clientAddress(headers)); null when unknown */
  ip?: string | null
  now?: Date
  /** the shortest time-to-fill expected of a person (default MIN_FILL_MS): faster is held as suspected spam */
  minFillMs?: number
  /** Test seam: runs inside the transaction after both inserts, before the commit. */
  beforeCommit?: () => Promise<void>
}

/** The request body's own keys looked at before validation (null when the body is not an object). */
type RawBody = {
  website?: unknown
  category?: unknown
  isLastStep?: unknown
  lead_id?: unknown
  form_elapsed_ms?: unknown
} | null

const perClient = countLimiter('leads-client', LEADS_PER_MINUTE, 60_000)
const perTenant = countLimiter('leads-tenant', TENANT_LEADS_PER_MINUTE, 60_000)

const TOO_MANY = (retryAfter: number): LeadResponse => ({
  status: 429,
  body: { error: 'Too many submissions. Please try again shortly.' },
  headers: { 'retry-after': String(retryAfter) },
})
const NOT_FOUND = (): LeadResponse => ({ ...CONTINUATION_NOT_FOUND, body: { ...CONTINUATION_NOT_FOUND.body } })

function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const base = issue.path.filter((p) => p !== 'fields').join('.')
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) out[base ? `${base}.${k}` : k] ??= UNKNOWN_FIELD
      continue
    }
    const key = base || 'form'
    if (!(key in out)) out[key] = issue.message
  }
  return out
}

/**
 * The place a form named (LEAD-16, LEAD-17), checked against the tenant's own: a `location_id` must be one of its
 * visible locations and a `dealership_slug` one of its dealerships, else a field error (a forged or stale id from
 * another tenant is refused, never recorded). Whether a form must name a place is the form's rule (required when
 * shown, browser and page); the server checks what is sent. Also answers the dealership the place stands for: the
 * location's, else the slug's.
 */
async function formPlace(
  payload: Payload,
  tenantId: number,
  fields: Record<string, unknown>,
): Promise<{ dealership: number | null; errors: Record<string, string> }> {
  const errors: Record<string, string> = {}
  let dealership: number | null = null
  const rawLocation = fields.location_id
  if (rawLocation !== undefined && rawLocation !== null && rawLocation !== '') {
    const locationId = Number(rawLocation)
    const found = isDbId(locationId)
      ? await payload.find({
          collection: 'locations',
          where: {
            and: [{ id: { equals: locationId } }, { tenant: { equals: tenantId } }, { visible: { equals: true } }],
          },
          limit: 1,
          pagination: false,
          depth: 0,
          overrideAccess: true,
          select: { dealership: true },
        })
      : null
    const location = found?.docs[0]
    if (!location) errors.location = MESSAGES.location
    else dealership = relationDbId(location.dealership)
  }
  const slug = typeof fields.dealership_slug === 'string' ? fields.dealership_slug.trim() : ''
  if (slug) {
    const id = await dealershipIdBySlug(payload, tenantId, slug)
    if (id === null) errors.dealership_slug = MESSAGES.dealership
    else dealership ??= id
  }
  // the finance page keeps the dealership "Get Finance" was opened for (preferredDealership, from the link's query):
  // the lead is for it when nothing else names one; a stale or unknown slug is kept in the fields, not refused
  const preferred = typeof fields.preferredDealership === 'string' ? fields.preferredDealership.trim() : ''
  if (dealership === null && preferred) dealership = await dealershipIdBySlug(payload, tenantId, preferred)
  return { dealership, errors }
}

/**
 * The tenant's dealership when it has exactly one: a lead that names no car and no place (a general enquiry, a
 * careers form) is still for that dealership, its ADF vendor and its destinations; with several it stays the group's.
 */
async function onlyDealership(payload: Payload, tenantId: number): Promise<number | null> {
  const found = await payload.find({
    collection: 'dealerships',
    where: { tenant: { equals: tenantId } },
    limit: 2,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  return found.docs.length === 1 ? relationDbId(found.docs[0]?.id) : null
}

/** The id of the tenant's dealership with this slug, or null. */
async function dealershipIdBySlug(payload: Payload, tenantId: number, slug: string): Promise<number | null> {
  const found = await payload.find({
    collection: 'dealerships',
    where: { and: [{ slug: { equals: slug } }, { tenant: { equals: tenantId } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  return relationDbId(found.docs[0]?.id)
}

/** The lead a continued step names, when its continuation token lets this request continue it; else null. */
async function continuedLead(
  payload: Payload,
  tenantId: number,
  lead: LeadRequest,
  now: Date,
): Promise<(PreviousLead & { id: number }) | null> {
  const id = await canContinueLead(payload, tenantId, lead.lead_id, lead.continuation_token, now)
  if (id === null) return null
  const found = await payload.find({
    collection: 'leads',
    where: { and: [{ id: { equals: id } }, { tenant: { equals: tenantId } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** The tenant's car a lead names by id or slug, or null (an unknown car is not an error: the lead is kept). */
async function namedVehicle(payload: Payload, tenantId: number, carId: string | number): Promise<LeadVehicle | null> {
  const id = Number(carId)
  // an id beyond the column is no car's id (and never reaches Postgres, which would fail the query)
  const where: Where = isDbId(id) ? { id: { equals: id } } : { slug: { equals: String(carId) } }
  const found = await payload.find({
    collection: 'vehicles',
    where: { and: [where, { tenant: { equals: tenantId } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    // what the lead keeps of the car (not its photos, features and texts)
    select: { ...Object.fromEntries(LEAD_CAR_SNAPSHOT_FIELDS.map((k) => [k, true])), dealership: true },
  })
  const doc = found.docs[0]
  return doc ? leadVehicleOf(doc as unknown as Record<string, unknown>) : null
}

/** The request schema per set of options (a handful), built once: building a zod schema costs more than using it. */
const schemas = new Map<string, ReturnType<typeof leadRequestSchema>>()
function requestSchema(options: LeadSchemaOptions): ReturnType<typeof leadRequestSchema> {
  const key = JSON.stringify(options)
  let schema = schemas.get(key)
  if (!schema) schemas.set(key, (schema = leadRequestSchema(options)))
  return schema
}

/**
 * POST /api/leads for `tenant` (from the Host header, never the body). Order: body bounds (400), idempotency replay
 * or 409, the client's rate limit (429), validation (422), the tenant's rate limit (429), the continuation token of
 * a continued lead (404, the same for every miss), then the lead and its idempotency record in ONE transaction; the
 * lead row with status 'pending' and next_attempt_at is the delivery outbox entry. Bot signals (honeypot filled,
 * sent faster than a person fills a form, an earlier step suspected: judgeLead) never discard a submission: it is
 * stored and answered like any other, but finishes as 'suspected_spam', held from delivery until the dealer releases
 * it in the admin. A tracking event is recorded only after the commit, on the final step.
 */
export async function submitLead(payload: Payload, tenant: TenantSite, input: LeadInput): Promise<LeadResponse> {
  const now = input.now ?? new Date()
  const tenantId = Number(tenant.id)
  // the route reads bodies with readJsonBody; a direct caller gets the same bounds (no stack overflow hashing)
  const problem = checkJsonValue(input.body)
  if (problem) return { status: 400, body: { error: problem } }
  const key = input.idempotencyKey?.trim().slice(0, 200) || null
  const scope: IdempotencyScope | null = key ? { tenantId, key, hash: requestHash(input.body) } : null
  const raw = (
    input.body && typeof input.body === 'object' && !Array.isArray(input.body) ? input.body : null
  ) as RawBody

  if (scope) {
    const known = await answerForKnownKey(payload, scope, raw, now)
    if (known) return known
  }

  // Per client first: what it refuses never counts against the tenant.
  const clientWait = await perClient.hit(`${tenantId}|${clientKey(input.ip)}`, now.getTime())
  if (clientWait > 0) return TOO_MANY(clientWait)

  // the honeypot is a trust signal (judged below), not a field error: validate the body without it
  const honeypot = raw?.website
  const body = raw && honeypot !== undefined ? { ...raw, website: undefined } : input.body

  // The same options the browser builds from the tenant's config.forms (LEAD-14, LEAD-23).
  const parsed = requestSchema(
    leadSchemaOptionsFor(
      tenant.config?.forms ?? {
        enquiryMessageRequired: true,
        termsRequired: false,
      },
      raw?.category,
    ),
  ).safeParse(body)
  if (!parsed.success)
    return {
      status: 422,
      body: {
        error: FORM_ERRORS_HEADING,
        fieldErrors: fieldErrors(parsed.error),
      },
    }
  const lead: LeadRequest = parsed.data

  // Then the tenant's capacity, charged only by a well-formed submission from a client within its own limit.
  const tenantWait = await perTenant.hit(String(tenantId), now.getTime())
  if (tenantWait > 0) return TOO_MANY(tenantWait)

  // Continuing a lead needs its continuation token; every way of not having it is the same 404.
  let previous: (PreviousLead & { id: number }) | null = null
  if (lead.lead_id !== undefined) {
    previous = await continuedLead(payload, tenantId, lead, now)
    if (!previous) return NOT_FOUND()
  }

  // the car the lead names: the request's car_id, else the form's own car_id field (the finance page keeps the car
  // "Get Finance" was opened for in its fields, from the link's query)
  const formCar = (lead.fields as { car_id?: unknown }).car_id
  const carRef =
    lead.car_id ?? (typeof formCar === 'string' || typeof formCar === 'number' ? String(formCar).trim() : '')
  const vehicle = carRef !== '' ? await namedVehicle(payload, tenantId, carRef) : null

  const place = await formPlace(payload, tenantId, lead.fields as Record<string, unknown>)
  if (Object.keys(place.errors).length > 0)
    return { status: 422, body: { error: FORM_ERRORS_HEADING, fieldErrors: place.errors } }
  // bot signals lower trust, never discard: a suspected lead is stored and held for the dealer (judgeLead)
  const trust = judgeLead({
    honeypot,
    elapsedMs: lead.form_elapsed_ms,
    prefilled: lead.form_prefilled,
    minFillMs: input.minFillMs ?? MIN_FILL_MS,
    earlierReason: previous?.suspected_reason ?? null,
  })
  const data = mergeLead({
    tenantId,
    lead,
    previous,
    vehicle,
    placeDealership:
      place.dealership ??
      (vehicle?.dealership || previous?.dealership ? null : await onlyDealership(payload, tenantId)),
    now,
    suspectedReason: suspectedReasonText(trust),
  })

  const req: PayloadRequest = await createLocalReq({}, payload)
  const transactionID = payload.db.beginTransaction ? await payload.db.beginTransaction() : null
  if (transactionID !== null) req.transactionID = transactionID
  let response: LeadResponse
  try {
    // the lead is locked and checked again inside the transaction: a concurrent last step cannot slip in between
    if (
      previous &&
      (await canContinueLead(payload, tenantId, previous.id, lead.continuation_token, now, transactionID)) === null
    ) {
      if (transactionID !== null) await payload.db.rollbackTransaction(transactionID).catch(() => {})
      return NOT_FOUND()
    }
    const saved = previous
      ? await payload.update({
          collection: 'leads',
          id: previous.id,
          data,
          req,
          overrideAccess: true,
          depth: 0,
          select: { status: true },
        })
      : await payload.create({
          collection: 'leads',
          data,
          req,
          overrideAccess: true,
          depth: 0,
          select: { status: true },
        })
    // a first step that is not the last gets a continuation token; a last step burns the lead's token
    let continuationToken: string | null = null
    if (!lead.isLastStep && !previous) {
      const issued = newContinuationToken()
      await storeContinuationHash(payload, saved.id, issued.hash, now, transactionID)
      continuationToken = issued.token
    }
    if (lead.isLastStep && previous) await clearContinuation(payload, saved.id, transactionID)
    // the stored answer (replayed for the same key and body) never holds the token itself
    const stored = { lead_id: String(saved.id) }
    response = { status: 201, body: continuationToken ? { ...stored, continuation_token: continuationToken } : stored }
    if (scope) await claimKey(payload, req, scope, { leadId: saved.id, body: stored }, now)
    await input.beforeCommit?.()
    // Never answer 201 for writes that are not in the database: not committed → LeadNotCommittedError, the caller
    // answers 503 and the client retries with the same Idempotency-Key, whose record went with the lead.
    if (transactionID !== null) await commitLeadTransaction(payload, transactionID, saved.id)
  } catch (error) {
    if (transactionID !== null) await payload.db.rollbackTransaction(transactionID).catch(() => {})
    // a concurrent request with the same key won the unique index: answer as it did
    if (scope) {
      const known = await answerForKnownKey(payload, scope, raw, now)
      if (known) return known
    }
    throw error
  }

  // a held lead counts in the dealer's reports only once released (collections/Leads/endpoints/releaseSuspected.ts)
  if (lead.isLastStep && data.status !== 'suspected_spam')
    await recordLeadEvent(payload, String(response.body.lead_id), data)
  // the marketing box ticked re-subscribes an address that unsubscribed earlier (src/data/marketing.ts); the lead
  // stands whatever happens here
  const fields = lead.fields as { email?: unknown; opt_in?: unknown }
  await resubscribeFromLead(payload, tenantId, fields.email, fields.opt_in).catch((error: unknown) =>
    console.error('marketing re-subscribe failed', error),
  )
  return response
}
