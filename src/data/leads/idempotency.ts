import 'server-only'

import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { reissueContinuation, startsMultiStep } from './continuation'
import { sqlExecutor } from './transaction'
import type { LeadResponse } from './response'

/**
 * The Idempotency-Key store of POST /api/leads (table lead-idempotency-keys, per tenant, kept
 * IDEMPOTENCY_TTL_MS): a key is claimed in the lead's own transaction together with the first answer, so both rows
 * are written or neither. A later request with the same key is answered from the record — the first answer again
 * for the same body, 409 for another body.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000

export const KEY_REUSED: LeadResponse = {
  status: 409,
  body: { error: 'This Idempotency-Key was already used with a different request.' },
}

/** A client's key within its tenant, and the hash of the body it came with. */
export type IdempotencyScope = { tenantId: number; key: string; hash: string }

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

/** SHA-256 of a request body, the same for the same JSON whatever its key order. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex')
}

/** The key's live (unexpired) record, or null. */
async function findKey(payload: Payload, scope: IdempotencyScope, now: Date) {
  const found = await payload.find({
    collection: 'lead-idempotency-keys',
    where: {
      and: [
        { tenant: { equals: scope.tenantId } },
        { key: { equals: scope.key } },
        { expires_at: { greater_than: now.toISOString() } },
      ],
    },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
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

/**
 * What a key that is already on record answers: 409 (KEY_REUSED) when it came with another body, else the first
 * answer replayed (header `idempotent-replayed: true`). Null when the key has no live record (a new request).
 * `raw` is the request body as sent (whether it starts a multi-step lead decides the token re-issue).
 */
export async function answerForKnownKey(
  payload: Payload,
  scope: IdempotencyScope,
  raw: { isLastStep?: unknown; lead_id?: unknown } | null,
  now: Date,
): Promise<LeadResponse | null> {
  const existing = await findKey(payload, scope, now)
  if (!existing) return null
  if (existing.request_hash !== scope.hash) return KEY_REUSED
  return replayed(payload, scope.tenantId, existing, raw, now)
}

/**
 * Records the key with the lead's first answer inside the lead's transaction (`req`). An expired record of the same
 * key is dropped first (it would block the unique index): the key starts afresh. A concurrent request that claimed
 * the key first makes this throw (unique index); the caller rolls back and answers with answerForKnownKey.
 */
export async function claimKey(
  payload: Payload,
  req: PayloadRequest,
  scope: IdempotencyScope,
  answer: { leadId: number; body: Record<string, unknown> },
  now: Date,
): Promise<void> {
  // one statement in the lead's transaction (Payload's delete would first read the matching documents)
  await sqlExecutor(payload, await req.transactionID).execute(
    sql`DELETE FROM lead_idempotency_keys WHERE tenant_id = ${scope.tenantId} AND key = ${scope.key}
          AND expires_at <= ${now.toISOString()}`,
  )
  await payload.create({
    collection: 'lead-idempotency-keys',
    data: {
      tenant: scope.tenantId,
      key: scope.key,
      request_hash: scope.hash,
      response_status: 201,
      response_body: answer.body,
      lead: answer.leadId,
      expires_at: new Date(now.getTime() + IDEMPOTENCY_TTL_MS).toISOString(),
    },
    req,
    overrideAccess: true,
    depth: 0,
    select: { key: true },
  })
}
