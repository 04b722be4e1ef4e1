/**
 * The public reads' replica routing (src/lib/db/replicas.ts) on the int project's one PostgreSQL: the "replica" is
 * the same database reached through a TCP relay that the test closes and opens again, so an unreachable replica
 * is a real refused connection. Which pool answered shows in application_name. The real streaming replica, its
 * lag and the same fallback are `npm run test:replica` (scripts/replica-check.mjs).
 */
import net from 'node:net'

import type { Payload } from 'payload'
import pg from 'pg'

import { toSearchDoc } from '@/domain/search/toSearchDoc'
import { resolveSiteConfig } from '@/domain/siteConfig'
import { REPLICA_APPLICATION_NAME, ReplicaReads, isUnreachable } from '@/lib/db/replicas'
import { pgPoolOf } from '@/lib/db/pool'
import { PostgresSearchEngine, REPLICA_AFTER_WRITE_MS } from '@/search/postgres/engine'

import { tenantScope, vehicleQuery } from '../helpers/search'
import { listenOnFirstFree, portRange } from './helpers/listen'
import { bootPayload, shutdownPayload } from './helpers/payload'

const RETRY_MS = 400
const WHO = "SELECT current_setting('application_name') AS app"

/**
 * A TCP relay on a port of 5620–5649 to the database. close() refuses new connections and cuts open ones; stall()
 * keeps every connection open but passes nothing on (a replica cut off by the network).
 */
class Relay {
  private server: net.Server | null = null
  private readonly sockets = new Set<net.Socket>()
  private stalled = false
  port = 0

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host)
      for (const s of [client, upstream]) {
        this.sockets.add(s)
        s.on('close', () => this.sockets.delete(s))
        s.on('error', () => {})
      }
      if (!this.stalled) client.pipe(upstream).pipe(client)
    })
    this.port = await listenOnFirstFree(server, this.port ? [this.port] : portRange(5620, 5649))
    this.server = server
  }

  stall(): void {
    this.stalled = true
    for (const s of this.sockets) s.unpipe()
  }

  async close(): Promise<void> {
    this.stalled = false
    for (const s of this.sockets) s.destroy()
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

let payload: Payload
let primary: pg.Pool
let relay: Relay
let reads: ReplicaReads
const logged: string[] = []

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const who = async () => (await reads.query<{ app: string }>(WHO)).rows[0]!.app

beforeAll(async () => {
  payload = await bootPayload()
  primary = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2, application_name: 'primary-test' })
  const db = new URL(process.env.DATABASE_URL!)
  relay = new Relay({ host: db.hostname, port: Number(db.port) })
  await relay.open()
  const relayed = new URL(db)
  relayed.port = String(relay.port)
  reads = new ReplicaReads({
    primary,
    urls: [relayed.toString()],
    retryMs: RETRY_MS,
    connectTimeoutMs: 1_000,
    log: (line) => logged.push(line),
  })
})

afterAll(async () => {
  await reads?.end()
  await primary?.end()
  await relay?.close()
  await shutdownPayload(payload)
})

describe('replica routing', () => {
  it('reads from the replica while it answers', async () => {
    expect(await who()).toBe(REPLICA_APPLICATION_NAME)
    const client = await reads.connect()
    try {
      expect((await client.query<{ app: string }>(WHO)).rows[0]!.app).toBe(REPLICA_APPLICATION_NAME)
    } finally {
      client.release()
    }
    expect(reads.stats()).toMatchObject({ primary: 0, replicas: [{ served: 2, down: false, failures: 0 }] })
  })

  it("throws a statement's own error as it is, without falling back or marking the replica down", async () => {
    await expect(reads.query('SELECT * FROM no_such_table')).rejects.toMatchObject({ code: '42P01' })
    expect(reads.stats()).toMatchObject({ primary: 0, replicas: [{ down: false, failures: 0 }] })
    expect(logged).toEqual([])
  })

  it('falls back to the primary when the replica stops answering, logs it once, and tries it again later', async () => {
    await relay.close()
    // open connections were cut and new ones are refused: each read is answered by the primary
    for (let i = 0; i < 5; i++) expect(await who()).toBe('primary-test')
    const client = await reads.connect()
    try {
      expect((await client.query<{ app: string }>(WHO)).rows[0]!.app).toBe('primary-test')
    } finally {
      client.release()
    }
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/^read replica 127\.0\.0\.1:\d+\/\w+ unreachable \(.*\): its reads go to the primary/)
    expect(logged[0]).not.toMatch(/postgres:postgres/)
    // skipped while down: one failure, not one per read
    expect(reads.stats().replicas[0]).toMatchObject({ down: true, failures: 1 })

    // still down after the retry time: tried again, still one log line
    await sleep(RETRY_MS + 50)
    expect(await who()).toBe('primary-test')
    expect(reads.stats().replicas[0]).toMatchObject({ down: true, failures: 2 })
    expect(logged).toHaveLength(1)

    // back: the first read after the retry time finds it
    await relay.open()
    expect(await who()).toBe('primary-test')
    await sleep(RETRY_MS + 50)
    expect(await who()).toBe(REPLICA_APPLICATION_NAME)
    expect(logged).toHaveLength(2)
    expect(logged[1]).toMatch(/answers again/)
    expect(reads.stats().replicas[0]!.down).toBe(false)
  })

  it('falls back to the primary when a replica connection stops answering mid-way', async () => {
    const lines: string[] = []
    // a relay of its own: the other tests' connections are not cut
    const db = new URL(process.env.DATABASE_URL!)
    const own = new Relay({ host: db.hostname, port: Number(db.port) })
    await own.open()
    db.port = String(own.port)
    const stalling = new ReplicaReads({
      primary,
      urls: [db.toString()],
      retryMs: 60_000,
      // room for the first connection on a busy machine (a stall is caught by the query timeout, not this one)
      connectTimeoutMs: 5_000,
      queryTimeoutMs: 1_000,
      log: (line) => lines.push(line),
    })
    try {
      expect((await stalling.query<{ app: string }>(WHO)).rows[0]!.app).toBe(REPLICA_APPLICATION_NAME)
      own.stall()
      const started = Date.now()
      expect((await stalling.query<{ app: string }>(WHO)).rows[0]!.app).toBe('primary-test')
      expect(Date.now() - started).toBeLessThan(3_000)
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/unreachable \(Query read timeout\)/)
    } finally {
      await own.close()
      await stalling.end()
    }
  })

  it('tells an unreachable server from a statement error', () => {
    expect(
      isUnreachable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5699'), { code: 'ECONNREFUSED' })),
    ).toBe(true)
    expect(isUnreachable({ code: '57P03', message: 'the database system is starting up' })).toBe(true)
    expect(isUnreachable({ code: '08006', message: 'connection failure' })).toBe(true)
    expect(isUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isUnreachable(new Error('Query read timeout'))).toBe(true)
    expect(isUnreachable({ code: '42P01', message: 'relation "x" does not exist' })).toBe(false)
    expect(isUnreachable({ code: '40001', message: 'canceling statement due to conflict with recovery' })).toBe(false)
  })
})

describe('the search engine on replica reads', () => {
  it("searches on the replica; just after this process wrote a tenant's documents, that tenant's on the primary", async () => {
    const engine = new PostgresSearchEngine(payload, { reads, facetIndex: 'off', facetCube: false })
    const scope = tenantScope(new Date(), { tenantId: '424242' })
    const before = reads.stats()
    await engine.search(scope, vehicleQuery())
    const after = reads.stats()
    expect(after.primary).toBe(before.primary)
    expect(after.replicas[0]!.served).toBeGreaterThan(before.replicas[0]!.served)

    // this process writes the tenant's documents: its searches read the primary for a while, other tenants' do not
    const doc = toSearchDoc(
      {
        id: 'replica-reads-1',
        tenant: 424242,
        name: 'Replica Ute',
        slug: 'replica-ute',
        status: 'available',
        car_type: 'used',
        createdAt: new Date().toISOString(),
      },
      resolveSiteConfig({}),
    )
    await engine.upsert([doc])
    expect(engine.readsFor('424242')).toBe(pgPoolOf(payload))
    expect(engine.readsFor('1')).toBe(reads)
    const onPrimary = reads.stats()
    await engine.search(scope, vehicleQuery())
    expect(reads.stats()).toEqual(onPrimary)
    await engine.remove(['replica-reads-1'])
    await sleep(REPLICA_AFTER_WRITE_MS + 50)
    expect(engine.readsFor('424242')).toBe(reads)
  })

  it('still answers with the replica down', async () => {
    const engine = new PostgresSearchEngine(payload, { reads, facetIndex: 'off', facetCube: false })
    await relay.close()
    const before = reads.stats().primary
    const result = await engine.search(tenantScope(new Date(), { tenantId: '424243' }), vehicleQuery())
    expect(result.count).toBe(0)
    expect(reads.stats().primary).toBeGreaterThan(before)
  })
})
