import 'server-only'

import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { pgPoolOf } from '@/lib/db/pool'

/** Runs a drizzle `sql` statement: the adapter's own connection, or one of its open transactions. */
export type SqlExecutor = { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }

/**
 * The statement runner of the adapter's open transaction `transactionID` (so a statement joins the lead's
 * transaction), or of the adapter itself when there is none. Throws when the transaction is gone.
 */
export function sqlExecutor(payload: Payload, transactionID?: string | number | null): SqlExecutor {
  const db = payload.db as unknown as { drizzle: SqlExecutor; sessions?: Record<string, { db: SqlExecutor }> }
  if (transactionID !== undefined && transactionID !== null) {
    const session = db.sessions?.[String(transactionID)]
    if (!session) throw new Error("The lead's transaction is gone")
    return session.db
  }
  return db.drizzle
}

/** Thrown when a lead's transaction reported success but did not commit (its writes are not in the database). */
export class LeadNotCommittedError extends Error {
  constructor(leadId: number) {
    super(`Lead ${leadId} was not committed`)
    this.name = 'LeadNotCommittedError'
  }
}

/** The Postgres transaction id of one of the adapter's open transactions (assigned now if it had none). */
async function transactionTxid(payload: Payload, transactionID: string | number): Promise<string> {
  const { rows } = await sqlExecutor(payload, transactionID).execute(sql`SELECT txid_current()::text AS txid`)
  return String(rows[0]?.txid)
}

/**
 * After commitTransaction: did that transaction really commit? Payload's adapter swallows a failed COMMIT (a dropped
 * connection at that moment, a deferred constraint), so ask Postgres for the transaction's own status — this covers
 * a continued multi-step lead too, whose row existed before and proves nothing by existing.
 */
export async function assertCommitted(payload: Payload, txid: string, leadId: number): Promise<void> {
  const pool = pgPoolOf(payload)
  const { rows } = await pool.query<{ status: string | null }>('SELECT txid_status($1::bigint) AS status', [txid])
  if (rows[0]?.status !== 'committed') throw new LeadNotCommittedError(leadId)
}

/**
 * Commits lead `leadId`'s transaction and proves it committed: its txid is read first, then its status asked after
 * the COMMIT. Throws LeadNotCommittedError when the writes are not in the database, so the caller never answers 201
 * for them (the route answers 503; the client's retry with the same Idempotency-Key starts afresh, as the key's
 * record went with the lead).
 */
export async function commitLeadTransaction(
  payload: Payload,
  transactionID: string | number,
  leadId: number,
): Promise<void> {
  const txid = await transactionTxid(payload, transactionID)
  await payload.db.commitTransaction(transactionID)
  await assertCommitted(payload, txid, leadId)
}
