import 'server-only'

import crypto from 'node:crypto'

import type { Pool, PoolClient } from 'pg'

import {
  transitionSources,
  type ReservationActor,
  type ReservationKind,
  type ReservationStatus,
} from '@/domain/reservations/states'

/**
 * The reservations table through SQL: the writes that must be atomic (one active hold per car, a transition that
 * happens once however many processes try) are conditional statements PostgreSQL decides, not read-then-write in
 * Payload. Payload's collection (collections/Reservations) is the admin's view of the same rows.
 */

export interface ReservationRow {
  id: number
  tenantId: number
  reference: string
  kind: ReservationKind
  vehicleId: number
  customerId: number | null
  firstName: string
  lastName: string | null
  email: string
  phone: string | null
  status: ReservationStatus
  amountCents: number
  holdHours: number
  heldUntil: Date | null
  provider: 'test' | 'stripe'
  paymentRef: string | null
  paymentState: string | null
  failureMessage: string | null
  leadId: number | null
  journeyId: number | null
  /** The site's origin the shopper reserved on (`https://host`): every email about the reservation links to it. */
  siteOrigin: string | null
  createdAt: Date
}

type Db = Pick<Pool, 'query'> | PoolClient

const COLUMNS = `r.id, r.tenant_id, r.reference, r.kind, r.vehicle_id, r.customer_id, r.contact_first_name,
  r.contact_last_name, r.contact_email, r.contact_phone, r.status, r.amount_cents, r.hold_hours, r.held_until,
  r.provider, r.payment_ref, r.payment_state, r.failure_message, r.lead_id, r.journey_id, r.site_origin, r.created_at`

function toRow(r: Record<string, unknown>): ReservationRow {
  return {
    id: Number(r.id),
    tenantId: Number(r.tenant_id),
    reference: String(r.reference),
    kind: r.kind as ReservationKind,
    vehicleId: Number(r.vehicle_id),
    customerId: r.customer_id === null ? null : Number(r.customer_id),
    firstName: String(r.contact_first_name),
    lastName: (r.contact_last_name as string | null) ?? null,
    email: String(r.contact_email),
    phone: (r.contact_phone as string | null) ?? null,
    status: r.status as ReservationStatus,
    amountCents: Number(r.amount_cents),
    holdHours: Number(r.hold_hours),
    heldUntil: r.held_until ? new Date(r.held_until as string) : null,
    provider: r.provider as 'test' | 'stripe',
    paymentRef: (r.payment_ref as string | null) ?? null,
    paymentState: (r.payment_state as string | null) ?? null,
    failureMessage: (r.failure_message as string | null) ?? null,
    leadId: r.lead_id === null ? null : Number(r.lead_id),
    journeyId: r.journey_id === null ? null : Number(r.journey_id),
    siteOrigin: (r.site_origin as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
  }
}

/** A reservation to insert: pending, with the payment added once the provider has created it. */
export type NewReservation = Pick<
  ReservationRow,
  | 'tenantId'
  | 'reference'
  | 'kind'
  | 'vehicleId'
  | 'customerId'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'amountCents'
  | 'holdHours'
  | 'provider'
  | 'journeyId'
  | 'siteOrigin'
>

/**
 * Runs `write` in one transaction on its own client: it returns the row it wrote, or null to roll back (nothing
 * matched); an error rolls back and is thrown.
 */
async function inTransaction(pool: Pool, write: (client: PoolClient) => Promise<ReservationRow | null>) {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const row = await write(client)
    await client.query(row ? 'COMMIT' : 'ROLLBACK')
    return row
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/**
 * Inserts a pending reservation, or returns null when the car already has one pending or held (the partial unique
 * index reservations_one_active_hold answers, so two requests in the same instant cannot both get one).
 */
export async function insertPending(pool: Pool, input: NewReservation): Promise<ReservationRow | null> {
  return inTransaction(pool, async (client) => {
    const inserted = await client.query(
      `INSERT INTO reservations AS r (tenant_id, reference, kind, vehicle_id, customer_id, contact_first_name,
         contact_last_name, contact_email, contact_phone, status, amount_cents, currency, hold_hours, provider,
         journey_id, site_origin)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, 'aud', $11, $12, $13, $14)
       ON CONFLICT DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        input.tenantId,
        input.reference,
        input.kind,
        input.vehicleId,
        input.customerId,
        input.firstName,
        input.lastName,
        input.email,
        input.phone,
        input.amountCents,
        input.holdHours,
        input.provider,
        input.journeyId,
        input.siteOrigin,
      ],
    )
    const row = inserted.rows[0] as Record<string, unknown> | undefined
    if (!row) return null
    await addAudit(client, Number(row.id), {
      from: null,
      to: 'pending',
      actor: 'shopper',
      who: input.email,
      note: null,
    })
    return toRow(row)
  })
}

export interface AuditEntry {
  from: ReservationStatus | null
  to: string
  actor: ReservationActor
  who: string | null
  note: string | null
}

async function addAudit(db: Db, reservationId: number, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO reservations_audit (_order, _parent_id, id, at, "from", "to", actor, who, note)
     VALUES ((SELECT COALESCE(MAX(_order), 0) + 1 FROM reservations_audit WHERE _parent_id = $1), $1, $2, now(),
             $3, $4, $5, $6, $7)`,
    [
      reservationId,
      crypto.randomBytes(12).toString('hex'),
      entry.from,
      entry.to,
      entry.actor,
      entry.who?.slice(0, 200) ?? null,
      entry.note?.slice(0, 500) ?? null,
    ],
  )
}

/** Records something that is not a status change (a payment created, a late payment released) on the history. */
export async function noteOnReservation(
  pool: Pool,
  id: number,
  entry: Omit<AuditEntry, 'from' | 'to'> & { to?: string },
) {
  const row = await pool.query(`SELECT status FROM reservations WHERE id = $1`, [id])
  const status = (row.rows[0] as { status?: ReservationStatus } | undefined)?.status ?? null
  await addAudit(pool, id, {
    from: status,
    to: entry.to ?? status ?? 'note',
    actor: entry.actor,
    who: entry.who,
    note: entry.note,
  })
}

export interface TransitionChanges {
  /** Only from these statuses (a subset of those that may move to `to`): what the caller's next step assumes. */
  from?: ReservationStatus[]
  heldUntil?: Date
  paymentState?: string
  failureMessage?: string | null
}

/**
 * Moves a reservation to `to` if, and only if, it is in a status that may move there (src/domain/reservations/states.ts),
 * with its history entry, in one transaction. Returns the row after the move, or null when it was not in such a
 * status (already moved by another process, a webhook replayed, a hold already released): the caller then does
 * nothing, which is what makes every transition happen once.
 */
export async function transition(
  pool: Pool,
  id: number,
  to: ReservationStatus,
  entry: Omit<AuditEntry, 'from' | 'to'>,
  changes: TransitionChanges = {},
): Promise<ReservationRow | null> {
  return inTransaction(pool, async (client) => {
    const updated = await client.query(
      `WITH old AS (SELECT id, status FROM reservations WHERE id = $1 FOR UPDATE)
       UPDATE reservations r
          SET status = $2,
              held_until = COALESCE($4::timestamptz, r.held_until),
              payment_state = COALESCE($5, r.payment_state),
              failure_message = CASE WHEN $6::boolean THEN $7 ELSE r.failure_message END,
              updated_at = now()
         FROM old
        WHERE r.id = old.id AND old.status::text = ANY($3::text[])
        RETURNING ${COLUMNS}, old.status AS from_status`,
      [
        id,
        to,
        changes.from ? transitionSources(to).filter((s) => changes.from!.includes(s)) : transitionSources(to),
        changes.heldUntil?.toISOString() ?? null,
        changes.paymentState ?? null,
        changes.failureMessage !== undefined,
        changes.failureMessage ?? null,
      ],
    )
    const row = updated.rows[0] as (Record<string, unknown> & { from_status: ReservationStatus }) | undefined
    if (!row) return null
    await addAudit(client, id, { ...entry, from: row.from_status, to })
    return toRow(row)
  })
}

/** The reservation's first payment (a resumed reservation keeps the payment it has: see replaceDeclinedPayment). */
export async function setPayment(pool: Pool, id: number, ref: string, state: string): Promise<void> {
  await pool.query(
    `UPDATE reservations SET payment_ref = $2, payment_state = $3, updated_at = now()
      WHERE id = $1 AND (payment_ref IS NULL OR payment_ref = $2)`,
    [id, ref, state],
  )
}

/** The state of the reservation's payment; with `ref`, only while that is still its payment (not one it replaced). */
export async function setPaymentState(pool: Pool, id: number, state: string, ref?: string): Promise<void> {
  await pool.query(
    `UPDATE reservations SET payment_state = $2, updated_at = now()
      WHERE id = $1 AND ($3::text IS NULL OR payment_ref = $3)`,
    [id, state, ref ?? null],
  )
}

export async function linkLead(pool: Pool, id: number, leadId: number): Promise<void> {
  await pool.query(`UPDATE reservations SET lead_id = $2 WHERE id = $1 AND lead_id IS NULL`, [id, leadId])
}

export async function byReference(pool: Pool, tenantId: number, reference: string): Promise<ReservationRow | null> {
  const found = await pool.query(`SELECT ${COLUMNS} FROM reservations r WHERE r.tenant_id = $1 AND r.reference = $2`, [
    tenantId,
    reference,
  ])
  const row = found.rows[0] as Record<string, unknown> | undefined
  return row ? toRow(row) : null
}

export async function byId(pool: Pool, id: number): Promise<ReservationRow | null> {
  const found = await pool.query(`SELECT ${COLUMNS} FROM reservations r WHERE r.id = $1`, [id])
  const row = found.rows[0] as Record<string, unknown> | undefined
  return row ? toRow(row) : null
}

export async function byPaymentRef(
  pool: Pool,
  tenantId: number,
  provider: string,
  ref: string,
): Promise<ReservationRow | null> {
  const found = await pool.query(
    `SELECT ${COLUMNS} FROM reservations r WHERE r.tenant_id = $1 AND r.provider = $2 AND r.payment_ref = $3`,
    [tenantId, provider, ref],
  )
  const row = found.rows[0] as Record<string, unknown> | undefined
  return row ? toRow(row) : null
}

/** The cancel link's token is checked against its stored hash in constant time. */
export async function cancelTokenMatches(pool: Pool, id: number, token: string): Promise<boolean> {
  const found = await pool.query(`SELECT cancel_token_hash FROM reservations WHERE id = $1`, [id])
  const stored = (found.rows[0] as { cancel_token_hash?: string | null } | undefined)?.cancel_token_hash
  if (!stored) return false
  const given = crypto.createHash('sha256').update(token).digest('hex')
  return stored.length === given.length && crypto.timingSafeEqual(Buffer.from(stored), Buffer.from(given))
}

/** The shopper's reservations on this tenant, newest first. */
export async function forCustomer(pool: Pool, tenantId: number, customerId: number): Promise<ReservationRow[]> {
  const found = await pool.query(
    `SELECT ${COLUMNS} FROM reservations r WHERE r.tenant_id = $1 AND r.customer_id = $2 ORDER BY r.created_at DESC LIMIT 50`,
    [tenantId, customerId],
  )
  return (found.rows as Record<string, unknown>[]).map(toRow)
}

/** Holds whose time is up, and pending reservations older than `pendingBefore` (any tenant). */
export async function dueForSweep(pool: Pool, now: Date, pendingBefore: Date, limit = 100): Promise<ReservationRow[]> {
  const found = await pool.query(
    `SELECT ${COLUMNS} FROM reservations r
      WHERE (r.status = 'held' AND r.held_until <= $1) OR (r.status = 'pending' AND r.created_at <= $2)
      ORDER BY r.id LIMIT $3`,
    [now.toISOString(), pendingBefore.toISOString(), limit],
  )
  return (found.rows as Record<string, unknown>[]).map(toRow)
}

/** Marks a webhook event as applied; false when it was already (a replay or a duplicate). */
export async function firstDelivery(pool: Pool, provider: string, tenantId: number, eventId: string): Promise<boolean> {
  const inserted = await pool.query(
    `INSERT INTO payment_events (provider, tenant_id, event_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id`,
    [provider, tenantId, eventId.slice(0, 255)],
  )
  return inserted.rowCount === 1
}

/** Forgets an event marked by firstDelivery, so a delivery whose handling failed can be applied when it is retried. */
export async function forgetDelivery(pool: Pool, provider: string, tenantId: number, eventId: string): Promise<void> {
  await pool.query(`DELETE FROM payment_events WHERE provider = $1 AND tenant_id = $2 AND event_id = $3`, [
    provider,
    tenantId,
    eventId.slice(0, 255),
  ])
}

/** The shopper's cancel link is made when the hold starts (and sent in the confirmation); only its hash is kept. */
export async function setCancelTokenHash(pool: Pool, id: number, hash: string): Promise<void> {
  await pool.query(`UPDATE reservations SET cancel_token_hash = $2 WHERE id = $1`, [id, hash])
}

/**
 * Records a declined card on a pending reservation whose payment it is: true only for the call that wrote it (the
 * webhook and the pay route's look-up both see the decline; the history notes it once).
 */
export async function markDeclined(pool: Pool, id: number, ref: string, message: string): Promise<boolean> {
  const updated = await pool.query(
    `UPDATE reservations SET failure_message = $3, payment_state = 'failed', updated_at = now()
      WHERE id = $1 AND payment_ref = $2 AND status = 'pending' AND failure_message IS DISTINCT FROM $3`,
    [id, ref, message.slice(0, 500)],
  )
  return updated.rowCount === 1
}

export async function setFailureMessage(pool: Pool, id: number, message: string): Promise<void> {
  await pool.query(`UPDATE reservations SET failure_message = $2 WHERE id = $1`, [id, message.slice(0, 500)])
}

/**
 * Puts a new payment on a pending reservation in place of a declined one, only while `declinedRef` is still its
 * payment (two retries at once: the first swaps, the second finds the new ref and leaves it). The decline's words are
 * cleared with it. Null when the reservation has moved on.
 */
export async function replaceDeclinedPayment(
  pool: Pool,
  id: number,
  declinedRef: string,
  payment: { ref: string; state: string },
): Promise<ReservationRow | null> {
  const updated = await pool.query(
    `UPDATE reservations r SET payment_ref = $3, payment_state = $4, failure_message = NULL, updated_at = now()
      WHERE r.id = $1 AND r.status = 'pending' AND r.payment_ref = $2
      RETURNING ${COLUMNS}`,
    [id, declinedRef, payment.ref, payment.state],
  )
  const row = updated.rows[0] as Record<string, unknown> | undefined
  return row ? toRow(row) : null
}
