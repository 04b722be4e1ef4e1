import 'server-only'

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { dbIdSchema } from '@/domain/ids'

import { sqlExecutor } from './transaction'

/**
 * Continuation tokens of multi-step leads (trade-in, sell my car). The first step of a lead that is not its last
 * answers `{ lead_id, continuation_token }`; every later step (POST /api/leads with `lead_id`) and the valuation save
 * (POST /api/miscellaneous) must send that `continuation_token` back in the JSON body.
 *
 *  - 256 random bits (crypto.randomBytes), base64url; only its SHA-256 hash is stored, on the lead's own row (so it is
 *    bound to that tenant and that lead), with an expiry LEAD_CONTINUATION_TTL_MS after it was issued.
 *  - A lead is continuable only while its status is `in_progress`: once its last step is stored (pending, delivering,
 *    delivered, dead letter) the hash is cleared and nothing the shopper sends can reopen it.
 *  - Missing, wrong or expired token, another tenant's lead, an unknown or non-numeric id: one and the same answer
 *    (CONTINUATION_NOT_FOUND), hashes compared in constant time.
 */
export const LEAD_CONTINUATION_TTL_MS = 24 * 3600_000
export const CONTINUATION_TOKEN_BYTES = 32
export const CONTINUATION_NOT_FOUND = { status: 404, body: { error: 'Lead not found' } } as const

export function newContinuationToken(): { token: string; hash: string } {
  const token = randomBytes(CONTINUATION_TOKEN_BYTES).toString('base64url')
  return { token, hash: hashContinuationToken(token) }
}

export function hashContinuationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

// compared against when there is no stored hash, so a miss costs the same as a wrong token
const NO_HASH = hashContinuationToken('no lead has this token')

/** Whether `token` is the one whose hash is `storedHash` (constant time in the token). */
export function continuationTokenMatches(storedHash: string | null | undefined, token: unknown): boolean {
  const hasStored = typeof storedHash === 'string' && /^[0-9a-f]{64}$/.test(storedHash)
  const presented = Buffer.from(hashContinuationToken(typeof token === 'string' ? token : ''), 'hex')
  const stored = Buffer.from(hasStored ? storedHash : NO_HASH, 'hex')
  const equal = timingSafeEqual(presented, stored)
  return equal && hasStored && typeof token === 'string' && token.length > 0
}

/** A lead id from a client ('42', 42), or null when it cannot name a lead. */
export function leadIdFrom(value: unknown): number | null {
  const parsed = dbIdSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** Whether a request body starts a multi-step lead (so its answer carries a continuation token). */
export function startsMultiStep(raw: { isLastStep?: unknown; lead_id?: unknown } | null): boolean {
  return Boolean(raw && raw.isLastStep === false && (raw.lead_id === undefined || raw.lead_id === null))
}

type TokenRow = { status: string; hash: string | null; expires: Date | null }

/** The lead's status and token columns (FOR UPDATE inside a transaction), or null. */
async function tokenRow(
  payload: Payload,
  tenantId: number,
  id: number,
  transactionID?: string | number | null,
): Promise<TokenRow | null> {
  const run = sqlExecutor(payload, transactionID)
  const lock = transactionID !== undefined && transactionID !== null ? sql` FOR UPDATE` : sql``
  const { rows } = await run.execute(
    sql`SELECT status::text AS status, continuation_token_hash AS hash, continuation_expires_at AS expires FROM leads WHERE id = ${id} AND tenant_id = ${tenantId}${lock}`,
  )
  const row = rows[0]
  if (!row) return null
  return {
    status: String(row.status),
    hash: typeof row.hash === 'string' ? row.hash : null,
    expires: row.expires ? new Date(row.expires as string) : null,
  }
}

/**
 * Whether the shopper holding `token` may continue lead `leadId` of this tenant now: the lead exists on this tenant,
 * is still in progress, its token matches and has not expired. Every other case is false, decided the same way.
 * Pass the transaction to lock the row (so a concurrent last step cannot slip between the check and the write).
 */
export async function canContinueLead(
  payload: Payload,
  tenantId: number,
  leadId: unknown,
  token: unknown,
  now: Date,
  transactionID?: string | number | null,
): Promise<number | null> {
  const id = leadIdFrom(leadId)
  const row = id === null ? null : await tokenRow(payload, tenantId, id, transactionID)
  const matches = continuationTokenMatches(row?.hash, token)
  if (!row || !matches || row.status !== 'in_progress') return null
  if (!row.expires || row.expires.getTime() <= now.getTime()) return null
  return id
}

/** Stores a new token's hash on the lead (inside the lead's transaction), expiring LEAD_CONTINUATION_TTL_MS from now. */
export async function storeContinuationHash(
  payload: Payload,
  leadId: number,
  hash: string,
  now: Date,
  transactionID?: string | number | null,
): Promise<void> {
  const expires = new Date(now.getTime() + LEAD_CONTINUATION_TTL_MS).toISOString()
  await sqlExecutor(payload, transactionID).execute(
    sql`UPDATE leads SET continuation_token_hash = ${hash}, continuation_expires_at = ${expires} WHERE id = ${leadId}`,
  )
}

/** Burns the lead's token (its last step is stored): nothing can continue it any more. */
export async function clearContinuation(
  payload: Payload,
  leadId: number,
  transactionID?: string | number | null,
): Promise<void> {
  await sqlExecutor(payload, transactionID).execute(
    sql`UPDATE leads SET continuation_token_hash = NULL, continuation_expires_at = NULL WHERE id = ${leadId}`,
  )
}

/**
 * A new token for a lead that is still in progress (an Idempotency-Key replay of its first step: the client lost the
 * first answer). The old token stops working. Null when the lead is not this tenant's or no longer in progress.
 */
export async function reissueContinuation(
  payload: Payload,
  tenantId: number,
  leadId: unknown,
  now: Date,
): Promise<string | null> {
  const id = leadIdFrom(leadId)
  if (id === null) return null
  const { token, hash } = newContinuationToken()
  const expires = new Date(now.getTime() + LEAD_CONTINUATION_TTL_MS).toISOString()
  const { rows } = await sqlExecutor(payload).execute(
    sql`UPDATE leads SET continuation_token_hash = ${hash}, continuation_expires_at = ${expires}
        WHERE id = ${id} AND tenant_id = ${tenantId} AND status = 'in_progress' RETURNING id`,
  )
  return rows.length > 0 ? token : null
}
