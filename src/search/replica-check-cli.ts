/**
 * The in-process half of `npm run test:replica` (scripts/replica-check.mjs runs it with `payload run` against a
 * throw-away primary, DATABASE_URL, and its streaming replica, DATABASE_REPLICA_URLS). Proves the public search reads
 * the replica, reads the primary just after this process wrote the tenant, and falls back to the primary when the
 * replica is stopped:
 *
 *   1. a vehicle saved through Payload (its hooks write the search document on the primary), searched at once: found,
 *      read on the primary (read your writes);
 *   2. after REPLICA_AFTER_WRITE_MS, searched again: found, read on the replica (a server in recovery);
 *   3. prints `replica-check: stop the replica` and waits for a line on stdin (the script stops the replica);
 *   4. searched again: found, read on the primary, the replica marked down.
 * Writes the figures as JSON to REPLICA_CHECK_RESULT_FILE.
 */
import fs from 'node:fs'
import readline from 'node:readline'

import { getPayload } from 'payload'

import config from '../../payload.config'
import type { VehicleQuery } from '../domain/search/types'
import { resolveSiteConfig } from '../domain/siteConfig'
import { pgPoolOf } from '../lib/db/pool'
import { publicReads, ReplicaReads } from '../lib/db/replicas'

import { postgresEngine } from '.'
import { REPLICA_AFTER_WRITE_MS } from './postgres/engine'
import { scopeForConfig } from './scope'

const resultFile = process.env.REPLICA_CHECK_RESULT_FILE
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const payload = await getPayload({ config })
const publicPath = publicReads(pgPoolOf(payload))
if (!(publicPath instanceof ReplicaReads)) throw new Error('DATABASE_REPLICA_URLS is not set: nothing reads a replica')
const reads: ReplicaReads = publicPath

const tenant = await payload.create({
  collection: 'tenants',
  data: { name: 'Replica Motors', slug: 'replica-motors', template: 'group', dealer_group: 'replica' } as never,
  overrideAccess: true,
  context: { disableRevalidate: true },
})
const vehicle = await payload.create({
  collection: 'vehicles',
  data: {
    tenant: tenant.id,
    name: '2022 Toyota HiLux SR5',
    slug: 'replica-hilux',
    stocknum: 'REPL1',
    status: 'in_stock',
    car_type: 'used',
    item_type: 'car',
    year: 2022,
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    km: 42_000,
    price: 54_990,
  } as never,
  overrideAccess: true,
  context: { disableRevalidate: true },
})

const engine = postgresEngine(payload)
const scope = scopeForConfig(tenant.id, resolveSiteConfig(tenant as never))
const query: VehicleQuery = {
  query: 'hilux',
  refinements: {},
  ranges: {},
  sortBy: 'custom_rank:desc',
  page: 1,
  hitsPerPage: 21,
}

/**
 * One search: whether it found the vehicle, where the engine sent it, and how many of its statements the public
 * reads answered on the primary (fallback) and on the replica.
 */
async function searchOnce() {
  // the engine's choice for this tenant: the primary pool just after this process wrote it, else the public reads
  const via = engine.readsFor(String(tenant.id)) === reads ? 'public reads' : 'primary pool'
  const before = reads.stats()
  const started = performance.now()
  const result = await engine.search(scope, query)
  const ms = Math.round((performance.now() - started) * 10) / 10
  const after = reads.stats()
  const replicaServed =
    after.replicas.reduce((n, r) => n + r.served, 0) - before.replicas.reduce((n, r) => n + r.served, 0)
  return {
    via,
    found: result.hits.some((h) => String(h.id) === String(vehicle.id)),
    ms,
    primaryStatements: after.primary - before.primary,
    replicaStatements: replicaServed,
    replicaDown: after.replicas.some((r) => r.down),
  }
}

/** What the public reads reach now: a standby (pg_is_in_recovery) or the primary. */
async function server() {
  const { rows } = await reads.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby')
  return rows[0]?.standby ? 'replica' : 'primary'
}

const justWritten = await searchOnce()
await sleep(REPLICA_AFTER_WRITE_MS + 100)
const settled = await searchOnce()
const settledServer = await server()

process.stdout.write('replica-check: stop the replica\n')
const lines = readline.createInterface({ input: process.stdin })
await new Promise<void>((resolve) => lines.once('line', () => resolve()))
lines.close()

const stopped = await searchOnce()
const stoppedServer = await server()
const again = await searchOnce()

const result = { justWritten, settled, settledServer, stopped, stoppedServer, again, stats: reads.stats() }
if (resultFile) fs.writeFileSync(resultFile, JSON.stringify(result, null, 2))
else console.log(JSON.stringify(result, null, 2))
process.exit(0)
