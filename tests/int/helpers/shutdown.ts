// Kept apart from ./payload.ts so a test can shut down a Payload it booted itself without importing the shared config.
import type { Payload } from 'payload'

type PgClient = { release?: (err?: Error | boolean) => void }
type PgPool = { _clients?: PgClient[]; _idle?: { client: PgClient }[]; end: () => Promise<void>; ended?: boolean }

/**
 * payload.destroy() forgets the drizzle instance but leaves the pg pool open, with the client the adapter
 * checked out at connect time (db-postgres connect() never releases it): release it, then end the pool.
 */
export async function shutdownPayload(payload: Payload | undefined): Promise<void> {
  if (!payload) return
  const pool = (payload.db as unknown as { pool?: PgPool }).pool
  await payload.destroy()
  if (pool && !pool.ended) {
    const idle = new Set((pool._idle ?? []).map((item) => item.client))
    for (const client of [...(pool._clients ?? [])]) {
      if (!idle.has(client)) client.release?.()
    }
    await pool.end()
  }
}
