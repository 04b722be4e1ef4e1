/**
 * The app behind PgBouncer in transaction mode (docker-compose.yml's `pgbouncer`), here Debian's PgBouncer in front
 * of the int project's PostgreSQL, its clients sharing one or two server connections: a session advisory lock does
 * not hold there (why src/lib/db/leases.ts uses rows), the leases do, and a Payload instance whose DATABASE_URL is
 * the bouncer boots, migrates and runs the publish schedule once.
 */
import type { Payload } from 'payload'
import { getPayload } from 'payload'
import pg from 'pg'

import { acquireLease, leaseHolder } from '@/lib/db/leases'

import type { Doc } from './helpers/fixtures'
import { contend } from './helpers/leaseContest'
import { startPgBouncer, type Bouncer } from './helpers/pgbouncer'
import { scheduleFixture } from './helpers/scheduleFixture'
import { shutdownPayload } from './helpers/shutdown'
import { migrations } from '../../migrations'

type MigrationList = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>

let bouncer: Bouncer
/** A Payload instance whose DATABASE_URL is the bouncer: it applies the migrations through it too. */
let payload: Payload
const pools: pg.Pool[] = []
const client = (max = 2) => {
  const pool = new pg.Pool({ connectionString: bouncer.url, max })
  pools.push(pool)
  return pool
}

beforeAll(async () => {
  bouncer = await startPgBouncer({ poolSize: 2 })
  const direct = process.env.DATABASE_URL
  process.env.DATABASE_URL = bouncer.url
  try {
    const { default: config } = await import('@payload-config')
    payload = await getPayload({ config, key: 'through-pgbouncer' })
  } finally {
    process.env.DATABASE_URL = direct
  }
  payload.logger.level = process.env.INT_LOG_LEVEL ?? 'warn'
  await payload.db.migrate({ migrations: migrations as unknown as MigrationList })
})
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()))
  await shutdownPayload(payload)
  await bouncer?.stop()
})

it('a session advisory lock does not hold behind it: two instances both "get" the same lock', async () => {
  // one server connection: the two instances' statements run on one server session, where the lock is re-entrant
  const single = await startPgBouncer({ poolSize: 1 })
  const [a, b] = [single.url, single.url].map((url) => new pg.Client({ connectionString: url }))
  try {
    await Promise.all([a!.connect(), b!.connect()])
    const lock = `SELECT pg_try_advisory_lock(hashtext('pgbouncer-test')) AS held`
    const first = await a!.query<{ held: boolean }>(lock)
    const second = await b!.query<{ held: boolean }>(lock)
    expect([first.rows[0]!.held, second.rows[0]!.held]).toEqual([true, true])
    // and either may unlock it, held or not
    expect((await b!.query(`SELECT pg_advisory_unlock(hashtext('pgbouncer-test')) AS released`)).rows[0]).toEqual({
      released: true,
    })
    await a!.query(`SELECT pg_advisory_unlock_all()`)
  } finally {
    await Promise.all([a!.end(), b!.end()])
    await single.stop()
  }
})

it('a lease holds behind it: of six contenders on three instances one gets it, and renewal and release work', async () => {
  const name = `bouncer-${process.pid}`
  const dbs = [client(), client(), client()]
  const got = await Promise.all(Array.from({ length: 6 }, (_, i) => acquireLease(dbs[i % 3]!, name, `holder-${i}`)))
  expect(got.filter(Boolean)).toHaveLength(1)
  await dbs[0]!.query(`DELETE FROM job_leases WHERE name = $1`, [name])

  // renewed through the bouncer while the winner works, released after
  const { ran, results } = await contend(dbs, name, { ttlMs: 1000, renewEveryMs: 100 })
  expect(ran).toBe(1)
  expect(results.filter((r) => r !== null)).toHaveLength(1)
  expect(await leaseHolder(dbs[1]!, name)).toBeNull()
})

describe('Payload through it', () => {
  it('runs a scheduled publish once under the publish schedule lease', async () => {
    const { runPublishSchedule } = await import('@/data/publishSchedule')
    const { draftOffer, schedulePublish } = await scheduleFixture(payload, 'Bouncer')
    const offer = await draftOffer('Bouncer offer')
    await schedulePublish(offer)
    const runs = await Promise.all([runPublishSchedule(payload), runPublishSchedule(payload)])
    expect(runs.filter((r) => r.ran)).toHaveLength(1)
    const now = (await payload.findByID({ collection: 'offers', id: offer.id, overrideAccess: true, depth: 0 })) as Doc
    expect(now._status).toBe('published')
  })
})
