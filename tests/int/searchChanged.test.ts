/**
 * SearchEngine.changedSince, the alert job's read of a saved search (docs/architecture/alerts.md): a query's matches
 * listed or dropped in price since a moment, whatever their place in the query's own order. Answered by every
 * available engine as the reference model (tests/int/helpers/searchFixtures.ts) answers the same query, narrowed to
 * the changed, unsold documents, newest listing first. Postgres always; Typesense when TYPESENSE_URL is set.
 *
 * One tenant of 260 documents written straight to the engine: 250 listed 40 days ago, two dropped in price since
 * (one of them the oldest of all), five listed since (one sold, one hidden from the site).
 */
import type { Payload } from 'payload'

import { toSearchDoc, type VehicleRecord } from '@/domain/search/toSearchDoc'
import type { SearchDoc, SearchEngine, TenantScope, VehicleQuery } from '@/domain/search/types'
import { resolveSiteConfig } from '@/domain/siteConfig'
import { PostgresSearchEngine } from '@/search'
import { scopeForConfig } from '@/search/scope'
import { TypesenseSearchEngine } from '@/search/typesense/engine'

import { bootPayload, shutdownPayload } from './helpers/payload'
import { fixtureVehicle, referenceSearch } from './helpers/searchFixtures'
import { vehicleQuery } from '../helpers/search'

const NOW = new Date()
const DAY = 86_400
const nowSeconds = Math.floor(NOW.getTime() / 1000)
const SINCE = nowSeconds - DAY
const TENANT = `changed-${process.pid}-${Date.now()}`
const TYPESENSE_URL = process.env.TYPESENSE_URL

let payload: Payload
const docs: SearchDoc[] = []
const scope: TenantScope = scopeForConfig(TENANT, resolveSiteConfig({}), NOW)

function doc(i: number, over: Partial<SearchDoc>): SearchDoc {
  const vehicle = { ...fixtureVehicle(TENANT, 'ch', i, NOW), id: 900_000 + i, status: 'in_stock' } as never
  const base = toSearchDoc(vehicle as VehicleRecord, resolveSiteConfig({}))
  return { ...base, tenant_id: TENANT, show_on_dealer_website: true, ...over } as SearchDoc
}

/** What changedSince should answer: the reference model's matches, changed since and unsold, newest listing first. */
function expected(query: VehicleQuery, since: number): { ids: string[]; count: number } {
  const all = referenceSearch(docs, scope, { ...query, page: 1, hitsPerPage: 10_000, sortBy: 'created_at:desc' })
  const byId = new Map(docs.map((d) => [d.id, d]))
  const ids = all.ids.filter((id) => {
    const d = byId.get(id)!
    return d.status !== 'sold' && (d.created_at_timestamp >= since || (d.price_dropped_at ?? 0) >= since)
  })
  return { ids, count: ids.length }
}

beforeAll(async () => {
  payload = await bootPayload()
  const old = nowSeconds - 40 * DAY
  for (let i = 0; i < 250; i++) docs.push(doc(i, { created_at_timestamp: old + i * 60 }))
  // the oldest car of all, and another, dropped in price since
  docs[0] = { ...docs[0]!, price_dropped_at: nowSeconds - 3600, was_price: (docs[0]!.price ?? 0) + 1000 }
  docs[120] = { ...docs[120]!, price_dropped_at: nowSeconds - 7200, was_price: (docs[120]!.price ?? 0) + 500 }
  // dropped before `since`: not news
  docs[200] = { ...docs[200]!, price_dropped_at: SINCE - 60, was_price: (docs[200]!.price ?? 0) + 500 }
  for (let i = 250; i < 255; i++) docs.push(doc(i, { created_at_timestamp: nowSeconds - (255 - i) * 600 }))
  docs[252] = { ...docs[252]!, status: 'sold', sold_at_timestamp: nowSeconds - 60 }
  docs[253] = { ...docs[253]!, show_on_dealer_website: false }
  for (let i = 255; i < 260; i++) docs.push(doc(i, { created_at_timestamp: old - i }))
})

afterAll(async () => {
  await new PostgresSearchEngine(payload).remove(docs.map((d) => d.id)).catch(() => {})
  await shutdownPayload(payload)
})

function changedContract(engineOf: () => SearchEngine): void {
  it('finds every match listed or dropped in price since, the oldest car among them too; not sold, not hidden, not before', async () => {
    const answer = await engineOf().changedSince(scope, vehicleQuery(), SINCE, 100)
    const want = expected(vehicleQuery(), SINCE)
    expect({ ids: answer.hits.map((h) => h.id), count: answer.count }).toEqual(want)
    // the two drops and the three listed that are on sale and shown
    expect(want.ids).toHaveLength(5)
    expect(want.ids).toContain(docs[0]!.id)
    expect(want.ids).toContain(docs[120]!.id)
    expect(want.ids).not.toContain(docs[200]!.id)
    for (const hit of answer.hits) expect(hit).toEqual(docs.find((d) => d.id === hit.id))
  })

  it("applies the search's filters and words", async () => {
    const cases: Partial<VehicleQuery>[] = [
      { refinements: { make: [docs[0]!.make!] } },
      { ranges: { price: { max: docs[120]!.price ?? 0 } } },
      { query: String(docs[251]!.stocknum) },
      { query: docs[0]!.model ?? '' },
      { refinements: { car_type: ['used'] } },
    ]
    let found = 0
    for (const over of cases) {
      const query = vehicleQuery(over)
      const answer = await engineOf().changedSince(scope, query, SINCE, 100)
      const want = expected(query, SINCE)
      expect([over, answer.hits.map((h) => h.id), answer.count]).toEqual([over, want.ids, want.count])
      found += want.count
    }
    expect(found).toBeGreaterThan(3)
  })

  it('reads at most the limit, newest listing first, and counts them all', async () => {
    const answer = await engineOf().changedSince(scope, vehicleQuery(), SINCE, 2)
    const want = expected(vehicleQuery(), SINCE)
    expect(answer.hits.map((h) => h.id)).toEqual(want.ids.slice(0, 2))
    expect(answer.count).toBe(want.count)
    expect((await engineOf().changedSince(scope, vehicleQuery(), nowSeconds + 60, 10)).count).toBe(0)
  })
}

describe('changedSince: postgres engine', () => {
  const engine = () => new PostgresSearchEngine(payload)
  beforeAll(async () => {
    await engine().upsert(docs)
  })
  changedContract(engine)
})

const describeTypesense = TYPESENSE_URL ? describe : describe.skip
describeTypesense(
  TYPESENSE_URL
    ? 'changedSince: typesense engine'
    : 'changedSince: typesense engine — SKIPPED: TYPESENSE_URL is not set (no Typesense server on this machine)',
  () => {
    let engine: TypesenseSearchEngine
    beforeAll(async () => {
      engine = new TypesenseSearchEngine(payload, {
        url: TYPESENSE_URL!,
        apiKey: process.env.TYPESENSE_API_KEY ?? '',
        collection: `vehicles_changed_${process.pid}_${Date.now()}`,
        onTenantsChanged: () => {},
      })
      await engine.dropCollection()
      await engine.ensureCollection()
      await engine.upsert(docs)
    })
    afterAll(async () => {
      await engine?.dropCollection()
    })
    changedContract(() => engine)
  },
)
