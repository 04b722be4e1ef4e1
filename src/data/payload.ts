import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import type { Pool } from 'pg'

import { pgPoolOf } from '@/lib/db/pool'

/** The one Payload instance of this server process (getPayload caches it). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/** The Postgres adapter's connection pool, for the few statements that must not run collection hooks. */
export async function dbPool(): Promise<Pool> {
  return pgPoolOf(await payloadClient())
}
