/**
 * Leases: "one runner at a time across every instance" for the jobs that need it (the publish schedule, a search
 * reindex scope), as rows of `job_leases` (migrations/*_job_leases). Why rows and not PostgreSQL's session advisory
 * locks: a session lock belongs to one server connection, and behind PgBouncer in transaction mode consecutive
 * statements of one client run on different server connections, so the lock is taken on one and "released" on
 * another (or never). A lease is plain rows and single statements, the same through any pooler.
 *
 *   const run = await withLease(pool, 'publish-schedule', async (lease) => { … })   // null: another holder has it
 *
 * - acquire: one statement, `INSERT … ON CONFLICT (name) DO UPDATE … WHERE job_leases.expires_at < now()`: it
 *   creates the row, or takes over an expired one, or returns nothing because a live holder has it. Only one of
 *   several concurrent acquirers gets a row back (the row lock serialises them; the losers see the winner's
 *   expiry). Times are the database's `now()`, so the instances' clocks do not matter.
 * - heartbeat: while the work runs the holder extends its expiry every third of the lease (`renew`), so a long run
 *   keeps it; a holder that dies (killed, frozen, cut off) stops renewing and its lease is taken over once it
 *   expires, within `ttlMs`.
 * - release: the holder deletes its row when the work ends (resolved or thrown), so the next run need not wait.
 * - fence: a holder that was frozen past its expiry may have lost the lease to another. `lease.fence(client)` inside
 *   the caller's transaction renews the lease there and throws LeaseLostError when it is no longer this holder's:
 *   the transaction's writes then roll back, and the row stays locked until it commits, so no takeover can happen
 *   between the check and the commit.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'

import type { QueryResult, QueryResultRow } from 'pg'

/** Anything that runs one statement: a pool, or a client in a transaction. */
export interface LeaseDb {
  query<R extends QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<R>>
}

/**
 * How long a lease lives without renewal: the longest a dead holder keeps others waiting. Renewed every third of
 * it, so a live holder would have to stall for two renewals in a row to lose it.
 */
export const LEASE_TTL_MS = 15_000

export class LeaseLostError extends Error {
  constructor(readonly lease: string) {
    super(`The lease ${lease} was taken over by another holder`)
    this.name = 'LeaseLostError'
  }
}

/** A holder id that says who holds a lease (host, process) and is unique to each acquisition. */
export const newHolder = (): string => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

const ttlSeconds = (ttlMs: number) => Math.max(0.001, ttlMs / 1000)

/** Take `name` for `holder` unless another live holder has it: true when this holder has it now. */
export async function acquireLease(db: LeaseDb, name: string, holder: string, ttlMs = LEASE_TTL_MS): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO job_leases (name, holder, acquired_at, expires_at)
     VALUES ($1, $2, now(), now() + make_interval(secs => $3))
     ON CONFLICT (name) DO UPDATE
       SET holder = EXCLUDED.holder, acquired_at = EXCLUDED.acquired_at, expires_at = EXCLUDED.expires_at
       WHERE job_leases.expires_at < now()
     RETURNING holder`,
    [name, holder, ttlSeconds(ttlMs)],
  )
  return rowCount === 1
}

/** Extend `holder`'s lease by `ttlMs` from now: false when it is no longer this holder's (expired and taken over). */
export async function renewLease(db: LeaseDb, name: string, holder: string, ttlMs = LEASE_TTL_MS): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE job_leases SET expires_at = now() + make_interval(secs => $3) WHERE name = $1 AND holder = $2`,
    [name, holder, ttlSeconds(ttlMs)],
  )
  return rowCount === 1
}

/** Give the lease up (nothing when another holder has it by now). */
export async function releaseLease(db: LeaseDb, name: string, holder: string): Promise<void> {
  await db.query(`DELETE FROM job_leases WHERE name = $1 AND holder = $2`, [name, holder])
}

/** Who holds `name` and until when, or null when nobody does (for messages and tests). */
export async function leaseHolder(db: LeaseDb, name: string): Promise<{ holder: string; expiresAt: Date } | null> {
  const { rows } = await db.query<{ holder: string; expires_at: Date }>(
    `SELECT holder, expires_at FROM job_leases WHERE name = $1 AND expires_at >= now()`,
    [name],
  )
  return rows[0] ? { holder: rows[0].holder, expiresAt: rows[0].expires_at } : null
}

export interface Lease {
  readonly name: string
  readonly holder: string
  /** true once a renewal found the lease taken over: the work should stop at its next step. */
  readonly lost: boolean
  /** Throws LeaseLostError when a renewal found the lease taken over. */
  check(): void
  /** Renews the lease on `client` (in the caller's transaction); throws LeaseLostError when it is not ours. */
  fence(client: LeaseDb): Promise<void>
}

export interface LeaseOptions {
  ttlMs?: number
  /** Milliseconds between renewals (default a third of ttlMs). */
  renewEveryMs?: number
  /** Where a failed renewal is reported (default console.warn); the next one tries again. */
  log?: (message: string) => void
}

/**
 * Runs `work` while holding the lease `name`, renewed in the background, released after: `{ value }` of the work,
 * or null (work not run) when another live holder has the lease.
 */
export async function withLease<T>(
  db: LeaseDb,
  name: string,
  work: (lease: Lease) => Promise<T>,
  options: LeaseOptions = {},
): Promise<{ value: T } | null> {
  const ttlMs = options.ttlMs ?? LEASE_TTL_MS
  const log = options.log ?? ((message: string) => console.warn(message))
  const holder = newHolder()
  if (!(await acquireLease(db, name, holder, ttlMs))) return null
  let lost = false
  const lease: Lease = {
    name,
    holder,
    get lost() {
      return lost
    },
    check() {
      if (lost) throw new LeaseLostError(name)
    },
    async fence(client) {
      if (!(await renewLease(client, name, holder, ttlMs))) {
        lost = true
        throw new LeaseLostError(name)
      }
    },
  }
  let renewing: Promise<void> = Promise.resolve()
  const timer = setInterval(
    () => {
      renewing = renewLease(db, name, holder, ttlMs).then(
        (held) => {
          if (!held && !lost) {
            lost = true
            log(`lease ${name} lost: another holder took it over`)
          }
        },
        (error: Error) => log(`lease ${name} not renewed: ${error?.message ?? error}`),
      )
    },
    Math.max(10, options.renewEveryMs ?? Math.floor(ttlMs / 3)),
  )
  timer.unref?.()
  try {
    return { value: await work(lease) }
  } finally {
    clearInterval(timer)
    await renewing
    if (!lost)
      await releaseLease(db, name, holder).catch((error: Error) =>
        log(`lease ${name} not released: ${error?.message ?? error}`),
      )
  }
}
