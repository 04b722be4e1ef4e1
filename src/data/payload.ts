import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this server process (getPayload caches it). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/** The Postgres adapter's connection pool, for the few statements that must not run collection hooks. */
export async function dbPool(): Promise<import('pg').Pool> {
  const payload = await payloadClient()
  const pool = (payload.db as unknown as { pool?: import('pg').Pool }).pool
  if (!pool) throw new Error('This needs the @payloadcms/db-postgres adapter (payload.db.pool)')
  return pool
}
