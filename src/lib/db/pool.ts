import type { Pool } from 'pg'
import type { Payload } from 'payload'

/**
 * The `@payloadcms/db-postgres` adapter's connection pool, for the few statements that must not run collection
 * hooks (search documents, lead claims, commit checks). The one place that reaches into the adapter: any other
 * database adapter fails here with a clear message instead of at the first query.
 */
export function pgPoolOf(payload: Pick<Payload, 'db'>): Pool {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool) throw new Error('This needs the @payloadcms/db-postgres adapter (payload.db.pool)')
  return pool
}

/** The pool if the adapter has one (for optional wiring such as an error listener), else undefined. */
export function maybePgPoolOf(payload: Pick<Payload, 'db'>): Pool | undefined {
  return (payload.db as unknown as { pool?: Pool }).pool
}
