import pg, { type Pool, type PoolClient, type QueryResult, type QueryResultRow } from 'pg'

import { env } from '../env'
import { processSingleton } from '../processSingleton'

/**
 * Reads of the public site that may be answered by a PostgreSQL read replica (a hot standby), falling back to the
 * primary. Only read-only statements whose caller accepts replication lag come here: the search engine's searches
 * (src/search/postgres/engine.ts). Payload (the admin, every collection read), leads, reservations, accounts and
 * payments use the primary pool only. Why: docs/architecture/database.md.
 *
 *   const reads = publicReads(primaryPool)     // the primary itself when DATABASE_REPLICA_URLS is unset
 *   await reads.query('SELECT …', [tenantId])  // a replica, round robin; the primary when none answers
 *
 * A replica that cannot be reached (refused, reset, timed out connecting or answering, shutting down, not accepting
 * connections, wrong credentials) is skipped for DATABASE_REPLICA_RETRY_MS, its reads answered by the primary, and logged once; the
 * first read after that time tries it again, and its return is logged. A statement cancelled on the replica by a
 * conflict with recovery (replay needed the rows it read) is run again on the primary. Any other error is the
 * statement's own and is thrown as on the primary.
 */
export interface ReadQueryable {
  query<R extends QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<R>>
  connect(): Promise<PoolClient>
}

/** The application_name of replica connections (pg_stat_activity shows who reads what). */
export const REPLICA_APPLICATION_NAME = 'dealer-platform-replica-read'

export interface ReplicaReadsOptions {
  primary: Pool
  urls: readonly string[]
  /** How long a failed replica is skipped (ms). */
  retryMs: number
  /** Where the one line per replica going down or coming back goes (default console.warn). */
  log?: (message: string) => void
  /** Connections per replica pool (default 10; publicReads gives DATABASE_POOL_MAX, the primary's). */
  max?: number
  /** How long a connection attempt to a replica may take before it counts as unreachable (ms, default 2000). */
  connectTimeoutMs?: number
  /**
   * How long a statement on a replica may wait for its answer before the replica counts as unreachable and the
   * statement is run on the primary (ms, default 10000; a search takes milliseconds): a replica cut off after the
   * connection was made would otherwise hold the search until TCP gives up.
   */
  queryTimeoutMs?: number
}

export interface ReplicaStats {
  /** Reads answered by the primary (no replica available, or a recovery conflict). */
  primary: number
  replicas: { label: string; served: number; down: boolean; failures: number }[]
}

interface Replica {
  label: string
  pool: Pool
  served: number
  failures: number
  /** 0 while up; else when it may be tried again (epoch ms). */
  downUntil: number
}

/** Socket errors of a connection that could not be made or was lost. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])
/** SQLSTATEs of a server that cannot serve us: connection exceptions, shutting down or starting, auth, no database. */
const UNAVAILABLE_STATES = /^(08|28|57P0[123]$|53300$|3D000$)/
const LOST_CONNECTION =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Query read timeout|ECONNREFUSED/i

/** Whether `error` says the server is out of reach (as opposed to an error of the statement itself). */
export function isUnreachable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null
  const code = typeof e?.code === 'string' ? e.code : ''
  if (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.test(code)) return true
  if (/^[0-9A-Z]{5}$/.test(code)) return false
  return LOST_CONNECTION.test(String(e?.message ?? ''))
}

/** A standby cancelled the statement because replay needed what it read (serialization failure or deadlock). */
export function isRecoveryConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '40001' || code === '40P01'
}

/** host:port/database of a URL, without credentials, for the log. */
export function replicaLabel(url: string): string {
  try {
    const u = new URL(url)
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`
  } catch {
    return 'replica'
  }
}

export class ReplicaReads implements ReadQueryable {
  private readonly replicas: Replica[]
  private readonly log: (message: string) => void
  private next = 0
  private primaryServed = 0

  constructor(private readonly options: ReplicaReadsOptions) {
    this.log = options.log ?? ((message) => console.warn(message))
    this.replicas = options.urls.map((url) => {
      const replica: Replica = {
        label: replicaLabel(url),
        pool: new pg.Pool({
          connectionString: url,
          max: options.max ?? 10,
          connectionTimeoutMillis: options.connectTimeoutMs ?? 2_000,
          query_timeout: options.queryTimeoutMs ?? 10_000,
          application_name: REPLICA_APPLICATION_NAME,
        }),
        served: 0,
        failures: 0,
        downUntil: 0,
      }
      // An idle connection lost (the replica restarted): the pool drops it; the next read finds out for itself.
      replica.pool.on('error', () => {})
      return replica
    })
  }

  /** The replicas to try, in turn from the next one round robin: those up, and those due to be tried again. */
  private candidates(): Replica[] {
    const now = Date.now()
    const n = this.replicas.length
    const start = n === 0 ? 0 : this.next++ % n
    const ordered = [...this.replicas.slice(start), ...this.replicas.slice(0, start)]
    return ordered.filter((r) => r.downUntil <= now)
  }

  private down(replica: Replica, error: unknown): void {
    replica.failures++
    const wasUp = replica.downUntil === 0
    replica.downUntil = Date.now() + this.options.retryMs
    if (wasUp) {
      const reason = String((error as Error | null)?.message ?? error)
      this.log(
        `read replica ${replica.label} unreachable (${reason}): its reads go to the primary, tried again every ${this.options.retryMs} ms`,
      )
    }
  }

  private up(replica: Replica): void {
    if (replica.downUntil === 0) return
    replica.downUntil = 0
    this.log(`read replica ${replica.label} answers again: reads go to it`)
  }

  /** Runs `work` on the first replica that answers, else on the primary. */
  private async route<T>(work: (pool: Pool) => Promise<T>, count: boolean): Promise<T> {
    for (const replica of this.candidates()) {
      try {
        const result = await work(replica.pool)
        this.up(replica)
        if (count) replica.served++
        return result
      } catch (error) {
        if (isRecoveryConflict(error)) break
        if (!isUnreachable(error)) throw error
        this.down(replica, error)
      }
    }
    if (count) this.primaryServed++
    return work(this.options.primary)
  }

  query<R extends QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<R>> {
    return this.route((pool) => pool.query<R>(text, values), true)
  }

  /**
   * A connection of its own (for a read-only transaction): from a replica, or the primary when none answers. Errors
   * after the connection is made are the caller's, as with the primary.
   */
  connect(): Promise<PoolClient> {
    return this.route((pool) => pool.connect(), true)
  }

  stats(): ReplicaStats {
    const now = Date.now()
    return {
      primary: this.primaryServed,
      replicas: this.replicas.map((r) => ({
        label: r.label,
        served: r.served,
        down: r.downUntil > now,
        failures: r.failures,
      })),
    }
  }

  /** Closes the replica pools (the primary is not this one's to close). */
  async end(): Promise<void> {
    await Promise.all(this.replicas.map((r) => r.pool.end()))
  }
}

/**
 * The reads the public site may take from a replica, over this primary pool: a ReplicaReads over
 * DATABASE_REPLICA_URLS (one per primary pool in this process), or the primary itself when there are none.
 */
export function publicReads(primary: Pool): ReadQueryable {
  const { DATABASE_REPLICA_URLS: urls, DATABASE_REPLICA_RETRY_MS: retryMs, DATABASE_POOL_MAX: max } = env()
  if (urls.length === 0) return primary
  const byPrimary = processSingleton('replicaReads', () => new WeakMap<Pool, ReplicaReads>())
  let reads = byPrimary.get(primary)
  if (!reads) {
    reads = new ReplicaReads({ primary, urls, retryMs, max })
    byPrimary.set(primary, reads)
  }
  return reads
}
