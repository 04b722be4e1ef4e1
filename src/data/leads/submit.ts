import 'server-only'

import { createHash, randomBytes, randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest, Where } from 'payload'
import { createLocalReq } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { z } from 'zod'

import {
  FORM_ERRORS_HEADING,
  MESSAGES,
  MIN_FILL_MS,
  UNKNOWN_FIELD,
  leadRequestSchema,
  leadSchemaOptionsFor,
  trackingEventId,
  type LeadRequest,
} from '@/domain/leads/schema'
import type { TenantSite } from '@/domain/site'
import { checkJsonValue } from '@/lib/http/jsonBody'

import {
  CONTINUATION_NOT_FOUND,
  canContinueLead,
  clearContinuation,
  newContinuationToken,
  reissueContinuation,
  storeContinuationHash,
} from './continuation'
import { LEADS_PER_MINUTE, RateLimiter, TENANT_LEADS_PER_MINUTE, clientKey } from './rateLimit'
import { pgPoolOf } from '@/lib/db/pool'

export const IDEMPOTENCY_TTL_MS = 24 * 3600_000

export type LeadResponse = {
  status: number
  body: Record<string, unknown>
  headers?: Record<string, string>
}

export type LeadInput = {
  body: unknown
  idempotencyKey?: string | null
  /** the edge's client address (clientAddress(headers)); null when unknown */
  ip?: string | null
  now?: Date
  /** the shortest time-to-fill taken from a person (default MIN_FILL_MS; the e2e server sets 0) */
  minFillMs?: number
  /** Test seam: runs inside the transaction after both inserts, before the commit. */
  beforeCommit?: () => Promise<void>
}

const perClient = new RateLimiter(LEADS_PER_MINUTE)
const perTenant = new RateLimiter(TENANT_LEADS_PER_MINUTE)

const TOO_MANY = (retryAfter: number): LeadResponse => ({
  status: 429,
  body: { error: 'Too many submissions. Please try again shortly.' },
  headers: { 'retry-after': String(retryAfter) },
})
const KEY_REUSED: LeadResponse = {
  status: 409,
  body: { error: 'This Idempotency-Key was already used with a different request.' },
}

/** Key order-independent JSON for the request hash. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value ?? null)
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex')
}

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

async function findKey(payload: Payload, tenantId: number, key: string, now: Date) {
  const found = await payload.find({
    collection: 'lead-idempotency-keys',
    where: {
      and: [
        { tenant: { equals: tenantId } },
        { key: { equals: key } },
        { expires_at: { greater_than: now.toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** Thrown when a lead's transaction reported success but did not commit (its writes are not in the database). */
export class LeadNotCommittedError extends Error {
  constructor(leadId: number) {
    super(`Lead ${leadId} was not committed`)
    this.name = 'LeadNotCommittedError'
  }
}

type TxSession = { db: { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> } }

/** The Postgres transaction id of one of the adapter's open transactions (assigned now if it had none). */
async function transactionTxid(payload: Payload, transactionID: string | number): Promise<string> {
  const session = (payload.db as unknown as { sessions: Record<string, TxSession> }).sessions[String(transactionID)]
  if (!session) throw new Error("The lead's transaction is gone before its commit")
  const { rows } = await session.db.execute(sql`SELECT txid_current()::text AS txid`)
  return String(rows[0]?.txid)
}

/**
 * After commitTransaction: did that transaction really commit? Payload's adapter swallows a failed COMMIT (a dropped
 * connection at that moment, a deferred constraint), so ask Postgres for the transaction's own status — this covers
 * a continued multi-step lead too, whose row existed before and proves nothing by existing.
 */
async function assertCommitted(payload: Payload, txid: string, leadId: number): Promise<void> {
  const pool = pgPoolOf(payload)
  const { rows } = await pool.query<{ status: string | null }>('SELECT txid_status($1::bigint) AS status', [txid])
  if (rows[0]?.status !== 'committed') throw new LeadNotCommittedError(leadId)
}

const relationId = (value: unknown): number | null => {
  const id = Number(value && typeof value === 'object' ? (value as { id?: unknown }).id : value)
  return Number.isInteger(id) && id > 0 ? id : null
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
    const found =
      Number.isInteger(locationId) && locationId > 0
        ? await payload.find({
            collection: 'locations',
            where: {
              and: [{ id: { equals: locationId } }, { tenant: { equals: tenantId } }, { visible: { equals: true } }],
            },
            limit: 1,
            depth: 0,
            overrideAccess: true,
            select: { dealership: true },
          })
        : null
    const location = found?.docs[0]
    if (!location) errors.location = MESSAGES.location
    else dealership = relationId(location.dealership)
  }
  const slug = typeof fields.dealership_slug === 'string' ? fields.dealership_slug.trim() : ''
  if (slug) {
    const found = await payload.find({
      collection: 'dealerships',
      where: { and: [{ slug: { equals: slug } }, { tenant: { equals: tenantId } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { slug: true },
    })
    const id = relationId(found.docs[0]?.id)
    if (id === null) errors.dealership_slug = MESSAGES.dealership
    else dealership ??= id
  }
  return { dealership, errors }
}

/** Whether a request body starts a multi-step lead (so its answer carries a continuation token). */
function startsMultiStep(raw: { isLastStep?: unknown; lead_id?: unknown } | null): boolean {
  return Boolean(raw && raw.isLastStep === false && (raw.lead_id === undefined || raw.lead_id === null))
}

/**
 * The first answer for a replayed Idempotency-Key (same key, same body: the same client retrying). The stored answer
 * never holds a continuation token (only its hash is kept, on the lead); when the first answer had one, the lead's
 * token is re-issued (if it is still in progress) and the new one answered — the retrying client is the one that
 * lost the first.
 */
async function replayed(
  payload: Payload,
  tenantId: number,
  existing: { response_status: number; response_body: unknown },
  raw: { isLastStep?: unknown; lead_id?: unknown } | null,
  now: Date,
): Promise<LeadResponse> {
  const body = { ...(existing.response_body as Record<string, unknown>) }
  if (existing.response_status === 201 && startsMultiStep(raw)) {
    const token = await reissueContinuation(payload, tenantId, body.lead_id, now)
    if (token) body.continuation_token = token
  }
  return { status: existing.response_status, body, headers: { 'idempotent-replayed': 'true' } }
}

/** What a bot (honeypot filled, or filled faster than a person can) is told: a made-up success, nothing stored. */
function madeUpAcceptance(raw: { isLastStep?: unknown; lead_id?: unknown } | null): LeadResponse {
  return {
    status: 201,
    body: {
      lead_id: randomUUID(),
      ...(startsMultiStep(raw) ? { continuation_token: randomBytes(32).toString('base64url') } : {}),
    },
  }
}

/**
 * POST /api/leads for `tenant` (from the Host header, never the body). Order: body bounds (400), idempotency replay
 * or 409, the client's rate limit (429), honeypot and time-to-fill (201 with a made-up id, nothing stored),
 * validation (422), the tenant's rate limit (429), the continuation token of a continued lead (404, the same for
 * every miss), then the lead and its idempotency record in ONE transaction; the lead row with status 'pending' and
 * next_attempt_at is the delivery outbox entry. A tracking event is recorded only after the commit, on the final step.
 */
export async function submitLead(payload: Payload, tenant: TenantSite, input: LeadInput): Promise<LeadResponse> {
  const now = input.now ?? new Date()
  const tenantId = Number(tenant.id)
  // the route reads bodies with readJsonBody; a direct caller gets the same bounds (no stack overflow hashing)
  const problem = checkJsonValue(input.body)
  if (problem) return { status: 400, body: { error: problem } }
  const key = input.idempotencyKey?.trim().slice(0, 200) || null
  const hash = requestHash(input.body)
  const raw = (input.body && typeof input.body === 'object' && !Array.isArray(input.body) ? input.body : null) as {
    website?: unknown
    category?: unknown
    isLastStep?: unknown
    lead_id?: unknown
    form_elapsed_ms?: unknown
  } | null

  if (key) {
    const existing = await findKey(payload, tenantId, key, now)
    if (existing) {
      if (existing.request_hash !== hash) return KEY_REUSED
      return replayed(payload, tenantId, existing, raw, now)
    }
  }

  // Per client first: what it refuses never counts against the tenant.
  const clientWait = perClient.hit(`${tenantId}|${clientKey(input.ip)}`, now.getTime())
  if (clientWait > 0) return TOO_MANY(clientWait)

  // honeypot, and a form sent faster than a person fills one (only an explicit time: API clients send none)
  const minFill = input.minFillMs ?? MIN_FILL_MS
  if (
    (raw && typeof raw.website === 'string' && raw.website.length > 0) ||
    (raw && typeof raw.form_elapsed_ms === 'number' && raw.form_elapsed_ms < minFill)
  )
    return madeUpAcceptance(raw)

  // The same options the browser builds from the tenant's config.forms (LEAD-14, LEAD-23).
  const parsed = leadRequestSchema(
    leadSchemaOptionsFor(
      tenant.config?.forms ?? {
        enquiryMessageRequired: true,
        termsRequired: false,
      },
      raw?.category,
    ),
  ).safeParse(input.body)
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
  const tenantWait = perTenant.hit(String(tenantId), now.getTime())
  if (tenantWait > 0) return TOO_MANY(tenantWait)

  // Continuing a lead needs its continuation token; every way of not having it is the same 404.
  let previous: Record<string, unknown> | null = null
  if (lead.lead_id !== undefined) {
    const id = await canContinueLead(payload, tenantId, lead.lead_id, lead.continuation_token, now)
    const found =
      id === null
        ? null
        : await payload.find({
            collection: 'leads',
            where: { and: [{ id: { equals: id } }, { tenant: { equals: tenantId } }] },
            limit: 1,
            depth: 0,
            overrideAccess: true,
          })
    previous = (found?.docs[0] as unknown as Record<string, unknown>) ?? null
    if (!previous) return { ...CONTINUATION_NOT_FOUND, body: { ...CONTINUATION_NOT_FOUND.body } }
  }

  let vehicle: {
    id: number
    car_type?: string
    tag?: string
    dealership: number | null
    snapshot: Record<string, unknown>
  } | null = null
  if (lead.car_id !== undefined) {
    const id = Number(lead.car_id)
    const where: Where = Number.isInteger(id) ? { id: { equals: id } } : { slug: { equals: String(lead.car_id) } }
    const found = await payload.find({
      collection: 'vehicles',
      where: { and: [where, { tenant: { equals: tenantId } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const doc = found.docs[0] as unknown as Record<string, unknown> | undefined
    if (doc) {
      const snapshot = Object.fromEntries(
        [
          'id',
          'slug',
          'title',
          'year',
          'make',
          'model',
          'variant',
          'stock_number',
          'vin',
          'car_type',
          'price',
          'tag',
          'dealership_slug',
          'location_name',
        ]
          .filter((k) => doc[k] !== undefined)
          .map((k) => [k, doc[k]]),
      )
      vehicle = {
        id: Number(doc.id),
        car_type: doc.car_type as string | undefined,
        tag: doc.tag as string | undefined,
        dealership: relationId(doc.dealership),
        snapshot,
      }
    }
  }

  const f = lead.fields as Record<string, unknown>
  const place = await formPlace(payload, tenantId, f)
  if (Object.keys(place.errors).length > 0)
    return { status: 422, body: { error: FORM_ERRORS_HEADING, fieldErrors: place.errors } }
  const dealership = vehicle?.dealership ?? place.dealership ?? relationId(previous?.dealership)
  const prevFields = (previous?.fields as Record<string, unknown> | undefined) ?? {}
  const data = {
    tenant: tenantId,
    category: lead.category,
    subcategory: lead.subcategory ?? (previous?.subcategory as string | undefined) ?? null,
    status: lead.isLastStep ? ('pending' as const) : ('in_progress' as const),
    vehicle: vehicle?.id ?? (previous?.vehicle as number | undefined) ?? null,
    dealership,
    car: vehicle?.snapshot ?? (previous?.car as Record<string, unknown> | undefined) ?? null,
    fields: { ...prevFields, ...f },
    name: [f.name, f.last_name].filter(Boolean).join(' ') || null,
    email: (f.email as string | undefined) ?? null,
    phone: (f.phone as string | undefined) ?? null,
    postcode: (f.postcode as string | undefined) ?? null,
    additional_services: lead.additional_services,
    page_id: lead.page_id !== undefined ? String(lead.page_id) : null,
    url: lead.url ?? null,
    source: lead.source,
    user_agent: lead.user_agent ?? null,
    lead_attributes: lead.lead_attributes ?? null,
    offer_price: lead.offer_price ?? (previous?.offer_price as number | undefined) ?? null,
    valuation: lead.valuation ?? (previous?.valuation as Record<string, unknown> | undefined) ?? null,
    form_completed: lead.form_completed ?? (previous?.form_completed as boolean | undefined) ?? null,
    offer_accepted: lead.offer_accepted ?? (previous?.offer_accepted as boolean | undefined) ?? null,
    next_attempt_at: lead.isLastStep ? now.toISOString() : null,
  }

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
      return { ...CONTINUATION_NOT_FOUND, body: { ...CONTINUATION_NOT_FOUND.body } }
    }
    const saved = previous
      ? await payload.update({
          collection: 'leads',
          id: Number(previous.id),
          data,
          req,
          overrideAccess: true,
          depth: 0,
        })
      : await payload.create({
          collection: 'leads',
          data,
          req,
          overrideAccess: true,
          depth: 0,
        })
    // a first step that is not the last gets a continuation token; a last step burns the lead's token
    let continuationToken: string | null = null
    if (!lead.isLastStep && !previous) {
      const issued = newContinuationToken()
      await storeContinuationHash(payload, Number(saved.id), issued.hash, now, transactionID)
      continuationToken = issued.token
    }
    if (lead.isLastStep && previous) await clearContinuation(payload, Number(saved.id), transactionID)
    // the stored answer (replayed for the same key and body) never holds the token itself
    const stored = { lead_id: String(saved.id) }
    response = { status: 201, body: continuationToken ? { ...stored, continuation_token: continuationToken } : stored }
    if (key) {
      // an expired record of this key would block the unique index: the key starts afresh
      await payload.delete({
        collection: 'lead-idempotency-keys',
        where: {
          and: [
            { tenant: { equals: tenantId } },
            { key: { equals: key } },
            { expires_at: { less_than_equal: now.toISOString() } },
          ],
        },
        req,
        overrideAccess: true,
      })
      await payload.create({
        collection: 'lead-idempotency-keys',
        data: {
          tenant: tenantId,
          key,
          request_hash: hash,
          response_status: 201,
          response_body: stored,
          lead: saved.id,
          expires_at: new Date(now.getTime() + IDEMPOTENCY_TTL_MS).toISOString(),
        },
        req,
        overrideAccess: true,
      })
    }
    await input.beforeCommit?.()
    if (transactionID !== null) {
      const txid = await transactionTxid(payload, transactionID)
      await payload.db.commitTransaction(transactionID)
      // Never answer 201 for writes that are not in the database: not committed → the caller answers 503 and the
      // client retries with the same Idempotency-Key, whose record went with the lead.
      await assertCommitted(payload, txid, Number(response.body.lead_id))
    }
  } catch (error) {
    if (transactionID !== null) await payload.db.rollbackTransaction(transactionID).catch(() => {})
    // a concurrent request with the same key won the unique index: answer as it did
    if (key) {
      const existing = await findKey(payload, tenantId, key, now)
      if (existing) return existing.request_hash === hash ? replayed(payload, tenantId, existing, raw, now) : KEY_REUSED
    }
    throw error
  }

  if (lead.isLastStep) {
    const category = lead.subcategory === 'Career Enquiry' ? 'Career Enquiry' : lead.category
    await payload
      .create({
        collection: 'analytics-events',
        data: {
          tenant: tenantId,
          event_id: trackingEventId(category, vehicle?.car_type, vehicle?.tag),
          name: 'lead',
          vehicle: vehicle?.id ?? null,
          dealership,
          // LEAD-36 the follow-up record (category, car_type); LEAD-48 the user data: the lead it came from and
          // what the shopper chose — the contact details stay on the lead, not in analytics
          data: {
            lead_id: response.body.lead_id,
            category,
            subcategory: data.subcategory,
            car_type: vehicle?.car_type ?? null,
            car_id: vehicle?.id ?? null,
            user: {
              postcode: data.postcode,
              opt_in: f.opt_in ?? null,
              preferred_contact: f.PreferredContactMethod ?? null,
              source: data.source,
            },
          },
        },
        overrideAccess: true,
      })
      .catch((error: unknown) => payload.logger.warn({ err: error }, 'lead tracking event not recorded'))
  }
  return response
}
