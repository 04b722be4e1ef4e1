/**
 * `npm run reindex` is resumable (src/search/postgres/resumableReindex.ts): a run stopped after N batches leaves a
 * checkpoint; the next run continues after the last committed batch — every document indexed once in all, no
 * finished batch written again — and ends with exactly one document per vehicle (stale ones gone) and no checkpoint.
 */
import type { Payload } from 'payload'

import { postgresEngine } from '@/search'
import { pgPoolOf } from '@/lib/db/pool'

import type { Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { fixtureVehicle } from './helpers/searchFixtures'

const NOW = new Date()
const NO_SYNC = { disableRevalidate: true, skipSearchSync: true }
const BATCH = 3

let payload: Payload
const vehicleIds: string[] = []
const tenants: Doc[] = []

beforeAll(async () => {
  payload = await bootPayload()
  for (const [slug, n] of [
    ['resume-alpha', 8],
    ['resume-bravo', 5],
  ] as const) {
    const tenant = (await payload.create({
      collection: 'tenants',
      data: { name: slug, slug, template: 'group' } as never,
      overrideAccess: true,
      depth: 0,
      context: NO_SYNC,
    })) as Doc
    tenants.push(tenant)
    for (let i = 0; i < n; i++) {
      const v = await payload.create({
        collection: 'vehicles',
        data: fixtureVehicle(tenant.id, slug.slice(7, 9), i, NOW) as never,
        overrideAccess: true,
        depth: 0,
        context: NO_SYNC,
      })
      vehicleIds.push(String(v.id))
    }
  }
})

afterAll(async () => {
  await shutdownPayload(payload)
})

const ours = (ids: string[]) => ids.filter((id) => vehicleIds.includes(id))

it('a reindex stopped after 2 batches is continued by the next run: each document written once, none left out', async () => {
  const pool = pgPoolOf(payload)
  const engine = postgresEngine(payload)
  // A document of a car that no longer exists: the reindex removes it.
  const stale = {
    ...(await engine.docFor(
      (await payload.findByID({ collection: 'vehicles', id: vehicleIds[0]!, depth: 0, overrideAccess: true })) as never,
    ))!,
    id: 'resume-stale-1',
  }
  await engine.upsert([stale])

  const firstRun: string[][] = []
  await expect(
    engine.reindexResumable({
      batchSize: BATCH,
      restart: true,
      afterBatch: ({ ids }) => {
        firstRun.push(ids)
        if (firstRun.length === 2) throw new Error('stopped after 2 batches')
      },
    }),
  ).rejects.toThrow('stopped after 2 batches')
  expect(firstRun).toHaveLength(2)
  const checkpoint = await pool.query(
    `SELECT "batches", "after_id" FROM "search_reindex_checkpoints" WHERE "scope" = 'all'`,
  )
  expect(checkpoint.rows).toEqual([{ batches: 2, after_id: firstRun[1]!.at(-1) }])

  const secondRun: string[][] = []
  const progress: number[] = []
  const result = await engine.reindexResumable({
    batchSize: BATCH,
    afterBatch: ({ ids }) => void secondRun.push(ids),
    onProgress: (p) => progress.push(p.indexed),
  })
  expect(result.resumed).toBe(true)
  expect(result.indexed).toBe(firstRun.flat().length + secondRun.flat().length)
  expect(result.batches).toBe(secondRun.length)
  // Progress was told after every batch, never going back.
  expect(progress).toEqual([...progress].sort((a, b) => a - b))

  // No finished batch written again, every vehicle written exactly once over the two runs.
  const written = [...firstRun.flat(), ...secondRun.flat()]
  expect(new Set(written).size).toBe(written.length)
  expect(ours(secondRun.flat()).some((id) => ours(firstRun.flat()).includes(id))).toBe(false)
  expect(ours(written).sort()).toEqual([...vehicleIds].sort())
  // The second run started right after the first run's last batch (vehicle ids ascending within a tenant).
  expect(Number(secondRun[0]![0])).toBeGreaterThan(Number(firstRun[1]!.at(-1)))

  const docs = await pool.query<{ id: string }>(
    `SELECT "id" FROM "search_documents" WHERE "tenant_id" = ANY($1::text[]) ORDER BY "id"`,
    [tenants.map((t) => String(t.id))],
  )
  expect(docs.rows.map((r) => r.id).sort()).toEqual([...vehicleIds].sort())
  expect((await pool.query(`SELECT 1 FROM "search_reindex_checkpoints"`)).rowCount).toBe(0)

  // With no checkpoint left, the next run starts from the beginning.
  const fresh = await engine.reindexResumable({ batchSize: BATCH })
  expect(fresh.resumed).toBe(false)
  expect(fresh.skippedTenants).toBe(0)
})

it('a second run of one scope is refused while the first runs (its lease); another scope runs meanwhile', async () => {
  const engine = postgresEngine(payload)
  const bravo = String(tenants[1]!.id)
  let second: unknown
  let otherScope: { batches: number } | undefined
  const first = await engine.reindexResumable({
    batchSize: BATCH,
    restart: true,
    afterBatch: async () => {
      if (second !== undefined) return
      second = await engine.reindexResumable({ batchSize: BATCH }).catch((error: Error) => error)
      otherScope = await engine.reindexResumable({ tenantId: bravo, batchSize: BATCH })
    },
  })
  expect(second).toBeInstanceOf(Error)
  expect((second as Error).message).toMatch(/^Another reindex of all is running \(\S+:\d+:\w+\)\.$/)
  expect(otherScope?.batches).toBeGreaterThan(0)
  expect(first.resumed).toBe(false)
  expect(first.indexed).toBeGreaterThanOrEqual(vehicleIds.length)
  // the finished run released its lease: the next run of the scope starts at once
  const again = await engine.reindexResumable({ batchSize: BATCH })
  expect(again.resumed).toBe(false)
})
