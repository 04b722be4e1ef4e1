/**
 * Leases (src/lib/db/leases.ts), the "one runner across every instance" of the publish schedule and the search
 * reindex, on the int project's PostgreSQL: each "instance" here is its own pg pool (its own connections), and the
 * instance that dies is a child process killed with SIGKILL.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import readline from 'node:readline'

import type { Payload } from 'payload'
import pg from 'pg'

import {
  LeaseLostError,
  acquireLease,
  leaseHolder,
  releaseLease,
  renewLease,
  withLease,
  type Lease,
} from '@/lib/db/leases'

import { contend } from './helpers/leaseContest'
import { bootPayload, shutdownPayload } from './helpers/payload'

let payload: Payload
const pools: pg.Pool[] = []
/** Another app instance's connections to the same database. */
const instance = () => {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
  pools.push(pool)
  return pool
}
let n = 0
const leaseName = (label: string) => `test-${label}-${process.pid}-${++n}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Tries to take `name` every 100 ms until it succeeds (for at most `forMs`): whether it got it. */
async function takeOver(db: pg.Pool, name: string, holder: string, forMs: number): Promise<boolean> {
  const until = Date.now() + forMs
  while (Date.now() < until) {
    if (await acquireLease(db, name, holder)) return true
    await sleep(100)
  }
  return false
}

beforeAll(async () => {
  payload = await bootPayload()
})
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()))
  await shutdownPayload(payload)
})

describe('a lease', () => {
  it('of six holders on three instances contending at once, exactly one gets it; the others get it once it is released', async () => {
    const name = leaseName('contend')
    const dbs = [instance(), instance(), instance()]
    const holders = Array.from({ length: 6 }, (_, i) => `holder-${i}`)
    const got = await Promise.all(holders.map((h, i) => acquireLease(dbs[i % 3]!, name, h)))
    expect(got.filter(Boolean)).toHaveLength(1)
    const winner = holders[got.indexOf(true)]!
    expect((await leaseHolder(dbs[0]!, name))?.holder).toBe(winner)
    // a loser cannot renew or release what it does not hold
    const loser = holders.find((h) => h !== winner)!
    expect(await renewLease(dbs[1]!, name, loser)).toBe(false)
    await releaseLease(dbs[1]!, name, loser)
    expect((await leaseHolder(dbs[2]!, name))?.holder).toBe(winner)

    await releaseLease(dbs[0]!, name, winner)
    expect(await leaseHolder(dbs[0]!, name)).toBeNull()
    expect(await acquireLease(dbs[2]!, name, loser)).toBe(true)
  })

  it('withLease runs the work of one contender only, the others get null and run nothing', async () => {
    const name = leaseName('work')
    const { ran, results } = await contend([instance(), instance(), instance()], name)
    expect(ran).toBe(1)
    expect(results.filter((r) => r === null)).toHaveLength(2)
    expect(results.find((r) => r !== null)).toEqual({ value: 'done' })
    // released at the end: the next run takes it at once
    expect(await withLease(instance(), name, async () => 'next')).toEqual({ value: 'next' })
  })

  it('is renewed while its holder works: it outlives its time to live and nobody takes it meanwhile', async () => {
    const name = leaseName('renew')
    const holderDb = instance()
    const other = instance()
    const attempts: boolean[] = []
    const expiries: number[] = []
    const run = await withLease(
      holderDb,
      name,
      async () => {
        // more than twice the lease's time to live
        for (let i = 0; i < 16; i++) {
          await sleep(250)
          attempts.push(await acquireLease(other, name, 'intruder'))
          expiries.push((await leaseHolder(other, name))?.expiresAt.getTime() ?? 0)
        }
        return 'finished'
      },
      { ttlMs: 1500, renewEveryMs: 250 },
    )
    expect(run).toEqual({ value: 'finished' })
    expect(attempts.every((got) => !got)).toBe(true)
    // the expiry moved forward while the work ran (renewed), and the lease was there at every look
    expect(expiries.every((t) => t > 0)).toBe(true)
    expect(expiries.at(-1)!).toBeGreaterThan(expiries[0]! + 2000)
    expect(await leaseHolder(other, name)).toBeNull()
  })

  it('of a holder frozen past its expiry is taken over, and the frozen holder is fenced: its writes roll back', async () => {
    const name = leaseName('fence')
    const frozenDb = instance()
    const other = instance()
    let frozen: Lease | undefined
    let resume!: () => void
    const paused = new Promise<void>((resolve) => (resume = resolve))
    // renewals far apart: the holder stalls (a long GC, a suspended VM) past its 500 ms lease
    const run = withLease(
      frozenDb,
      name,
      async (lease) => {
        frozen = lease
        await paused
        const client = await frozenDb.connect()
        try {
          await client.query('BEGIN')
          await client.query(`INSERT INTO job_leases (name, holder, expires_at) VALUES ($1, 'probe', now())`, [
            `${name}-probe`,
          ])
          await lease.fence(client)
          await client.query('COMMIT')
        } catch (error) {
          await client.query('ROLLBACK')
          throw error
        } finally {
          client.release()
        }
      },
      { ttlMs: 500, renewEveryMs: 60_000 },
    )
    // the holder has its lease once its work starts (a busy machine may take more than a moment to connect)
    for (const deadline = Date.now() + 10_000; !frozen && Date.now() < deadline;) await sleep(20)
    expect(frozen?.holder).toBeTruthy()
    expect(await takeOver(other, name, 'successor', 5000)).toBe(true)
    resume()
    await expect(run).rejects.toBeInstanceOf(LeaseLostError)
    expect(frozen?.lost).toBe(true)
    expect(() => frozen?.check()).toThrow(LeaseLostError)
    // the fenced transaction's write is gone, and the successor still holds the lease (the loser did not release it)
    expect((await other.query(`SELECT 1 FROM job_leases WHERE name = $1`, [`${name}-probe`])).rowCount).toBe(0)
    expect((await leaseHolder(other, name))?.holder).toBe('successor')
  })

  describe('held by a process that is killed', () => {
    let child: ChildProcess | undefined
    afterEach(() => {
      if (child?.exitCode === null) child.kill('SIGKILL')
    })

    it('is taken over by another instance once it expires, not before', async () => {
      const name = leaseName('killed')
      const ttlMs = 3000
      child = spawn(
        process.execPath,
        ['--import', 'tsx', path.resolve('tests/int/helpers/leaseHolderProcess.ts'), name, String(ttlMs)],
        { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
      )
      const [line] = (await once(readline.createInterface({ input: child.stdout! }), 'line')) as [string]
      expect(line).toMatch(new RegExp(`^held \\S+:${child.pid}:`))
      const childHolder = line.slice('held '.length)
      const other = instance()
      // alive, it renews: its lease is never free for another instance across twice its time to live
      for (let i = 0; i < 12; i++) {
        expect(await acquireLease(other, name, 'successor')).toBe(false)
        await sleep(500)
      }
      expect((await leaseHolder(other, name))?.holder).toBe(childHolder)

      child.kill('SIGKILL')
      await once(child, 'exit')
      const lastExpiry = (await leaseHolder(other, name))?.expiresAt
      expect(lastExpiry).toBeInstanceOf(Date)
      // the dead holder's lease runs out (within its time to live) and the next attempt takes it
      expect(await takeOver(other, name, 'successor', 20_000)).toBe(true)
      const taken = await other.query<{ acquired_at: Date }>(`SELECT acquired_at FROM job_leases WHERE name = $1`, [
        name,
      ])
      expect(taken.rows[0]!.acquired_at.getTime()).toBeGreaterThanOrEqual(lastExpiry!.getTime())
      expect((await leaseHolder(other, name))?.holder).toBe('successor')
    })
  })
})
