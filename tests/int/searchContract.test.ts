/**
 * The search engine contract (docs/architecture/search.md "The search document"): one fixed set of queries, run against
 * every available engine, each answer demanded equal to the reference model (tests/int/helpers/searchFixtures.ts) —
 * same hit ids in the same order, same count and pages, same facet counts — so any two engines answer identically.
 *
 *   postgres   facets counted in SQL, and by the in-memory facet index
 *   typesense  only when TYPESENSE_URL (and TYPESENSE_API_KEY) are set: a throw-away collection, filled by reindex()
 *
 * Which engines: SEARCH_CONTRACT_ENGINE = 'postgres' or 'typesense' runs that one (`npm run test:engine` picks
 * typesense when TYPESENSE_URL is set, else postgres); unset (`npm run test:int`), postgres and, when TYPESENSE_URL
 * is set, typesense. The cases are one function, contract(engineOf), called once per engine.
 *
 * Tenants 'contract-alpha' (30 vehicles) and 'contract-bravo' (20, with a make of its own).
 */
import type { Payload } from 'payload'

import { toSearchDoc, type VehicleRecord } from '@/domain/search/toSearchDoc'
import {
  SORT_KEYS,
  type SearchDoc,
  type SearchEngine,
  type TenantScope,
  type VehicleQuery,
} from '@/domain/search/types'
import { resolveSiteConfig, type SiteConfig, type TenantOverrides } from '@/domain/siteConfig'
import { isListed } from '@/domain/search/stockFilter'
import { pgPoolOf } from '@/lib/db/pool'
import { PostgresSearchEngine, postgresEngine } from '@/search'
import { scopeForConfig } from '@/search/scope'
import { TypesenseSearchEngine } from '@/search/typesense/engine'

import type { Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { fixtureVehicle, referenceSearch } from './helpers/searchFixtures'
import { vehicleQuery } from '../helpers/search'

const NOW = new Date()
const NO_SYNC = { disableRevalidate: true, skipSearchSync: true }
const TYPESENSE_URL = process.env.TYPESENSE_URL
const ONLY = process.env.SEARCH_CONTRACT_ENGINE as 'postgres' | 'typesense' | undefined
const runs = (engine: 'postgres' | 'typesense') => ONLY === undefined || ONLY === engine

let payload: Payload
let tenantA: Doc
let tenantB: Doc
let cfgA: SiteConfig
let cfgB: SiteConfig
let docs: SearchDoc[] = []

const q = (over: Partial<VehicleQuery> = {}): VehicleQuery => vehicleQuery({ hitsPerPage: 100, ...over })

type Case = [label: string, tenant: 'A' | 'B', scope: Partial<TenantScope>, query: Partial<VehicleQuery>]

/** The fixed query set every engine answers. */
const CASES: Case[] = [
  ['everything listed', 'A', {}, {}],
  ['the other tenant', 'B', {}, {}],
  ...SORT_KEYS.map((sortBy): Case => [`sort ${sortBy}`, 'A', {}, { sortBy }]),
  ['page 2 of 5, price desc', 'A', {}, { sortBy: 'price:desc', hitsPerPage: 5, page: 2 }],
  ['past the last page', 'A', {}, { sortBy: 'year:asc', hitsPerPage: 5, page: 40 }],
  ['one make', 'A', {}, { refinements: { make: ['Toyota'] } }],
  ['another tenant’s make', 'A', {}, { refinements: { make: ['Kia'] } }],
  [
    'makes × body × car type',
    'A',
    {},
    { refinements: { make: ['Toyota', 'Hyundai'], body: ['SUV', 'Ute'], car_type: ['new', 'used'] }, sortBy: 'km:asc' },
  ],
  [
    'arrays, booleans, commas',
    'A',
    {},
    {
      refinements: {
        categories: ['Electric', 'Cars'],
        filtered_features: ['Sat Nav', 'Apple CarPlay, wireless'],
        certified: ['false'],
      },
    },
  ],
  ['ampersands and numbers', 'A', {}, { refinements: { dealership_name: ['North & Sons Motors'], seats: ['5', '7'] } }],
  ['values of the wrong shape', 'A', {}, { refinements: { seats: ['five'], certified: ['maybe'] } }],
  [
    'ranges with refinements',
    'A',
    {},
    { refinements: { colour: ['White', 'Black'] }, ranges: { year: { min: 2017 }, price: { max: 45000 } } },
  ],
  ['ranges only', 'A', {}, { ranges: { price: { min: 10000, max: 40000 }, km: { max: 60000 } }, sortBy: 'price:asc' }],
  [
    'status and location',
    'A',
    {},
    { refinements: { status: ['in_stock'], location_name: ['Brookvale'], transmission: ['Manual', 'Automatic'] } },
  ],
  ['sold linger 7 days', 'A', { soldLingerDays: 7 }, {}],
  ['sold linger 0 days', 'A', { soldLingerDays: 0 }, { refinements: { status: ['sold', 'in_stock'] } }],
  ['preset 1 used only', 'A', { filterPreset: 1 }, {}],
  ['preset 2 in stock only', 'A', { filterPreset: 2 }, { sortBy: 'year:desc' }],
  ['preset 8 no caravans', 'A', { filterPreset: 8 }, { refinements: { item_type: ['car', 'caravan'] } }],
  ['preset 14', 'A', { filterPreset: 14 }, {}],
  ['price asc, positive only', 'A', { priceSortPositiveOnly: true }, { sortBy: 'price:asc' }],
  ['price desc, positive-only flag has no effect', 'A', { priceSortPositiveOnly: true }, { sortBy: 'price:desc' }],
  ['text: a model', 'A', {}, { query: 'corolla' }],
  ['text: a prefix', 'A', {}, { query: 'toy' }],
  ['text: two words', 'A', {}, { query: 'white hilux' }],
  ['text: colour and body', 'A', {}, { query: 'white ute' }],
  ['text: car type, drive and location', 'A', {}, { query: 'used 4wd parramatta' }],
  ['text: transmission and fuel', 'A', {}, { query: 'manual diesel' }],
  ['text: a stock number', 'A', {}, { query: 'CA1003' }],
  ['text: a hidden car’s stock number', 'A', {}, { query: 'CA1013' }],
  ['text: the other tenant’s stock number', 'A', {}, { query: 'CB1001' }],
  ['text with a refinement', 'B', {}, { query: 'sportage', refinements: { colour: ['Red', 'White'] } }],
  [
    'SRP-39 preferred locations first, in the configured order',
    'A',
    { preferredLocations: ['Southport', 'Brookvale'] },
    {},
  ],
  [
    'SRP-39 preferred locations hold across pages',
    'A',
    { preferredLocations: ['Brookvale', 'Parramatta'] },
    { hitsPerPage: 4, page: 3 },
  ],
  [
    'SRP-39 preferred locations with a refinement',
    'A',
    { preferredLocations: ['Parramatta'] },
    { refinements: { body: ['SUV', 'Ute'] } },
  ],
  [
    'SRP-39 other sorts ignore preferred locations',
    'A',
    { preferredLocations: ['Southport'] },
    { sortBy: 'price:asc' },
  ],
]

function scopeOf(tenant: 'A' | 'B', over: Partial<TenantScope>): TenantScope {
  const base = tenant === 'A' ? scopeForConfig(tenantA.id, cfgA, NOW) : scopeForConfig(tenantB.id, cfgB, NOW)
  return { ...base, ...over }
}

async function docsOf(tenant: Doc): Promise<SearchDoc[]> {
  const found = await payload.find({
    collection: 'vehicles',
    where: { tenant: { equals: tenant.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const t = await payload.findByID({ collection: 'tenants', id: tenant.id, depth: 0, overrideAccess: true })
  const cfg = resolveSiteConfig(t as unknown as TenantOverrides)
  return found.docs.map((v) => toSearchDoc(v as unknown as VehicleRecord, cfg))
}

beforeAll(async () => {
  payload = await bootPayload()
  const createTenant = (slug: string) =>
    payload.create({
      collection: 'tenants',
      data: { name: slug, slug, template: 'group' } as never,
      overrideAccess: true,
      depth: 0,
      context: NO_SYNC,
    }) as Promise<Doc>
  tenantA = await createTenant('contract-alpha')
  tenantB = await createTenant('contract-bravo')
  for (let i = 0; i < 30; i++) {
    await payload.create({
      collection: 'vehicles',
      data: fixtureVehicle(tenantA.id, 'ca', i, NOW) as never,
      overrideAccess: true,
      depth: 0,
      context: NO_SYNC,
    })
  }
  for (let i = 0; i < 20; i++) {
    await payload.create({
      collection: 'vehicles',
      data: fixtureVehicle(tenantB.id, 'cb', i, NOW, 'Kia') as never,
      overrideAccess: true,
      depth: 0,
      context: NO_SYNC,
    })
  }
  cfgA = resolveSiteConfig(tenantA as unknown as TenantOverrides)
  cfgB = resolveSiteConfig(tenantB as unknown as TenantOverrides)
  docs = [...(await docsOf(tenantA)), ...(await docsOf(tenantB))]
})

afterAll(async () => {
  await shutdownPayload(payload)
})

/** The contract: every case, answered as the reference model answers it. */
function contract(engineOf: () => SearchEngine): void {
  it('the fixtures are varied enough to mean something', () => {
    const all = referenceSearch(docs, scopeOf('A', {}), q())
    expect(all.count).toBeGreaterThan(20)
    expect(referenceSearch(docs, scopeOf('A', {}), q({ query: 'CA1003' })).count).toBe(1)
    expect(referenceSearch(docs, scopeOf('A', { soldLingerDays: 7 }), q()).count).toBe(all.count + 1)
  })

  it.each(CASES)('%s: same hits in order, count, pages and facets', async (_label, tenant, scopeOver, queryOver) => {
    const scope = scopeOf(tenant, scopeOver)
    const query = q(queryOver)
    const result = await engineOf().search(scope, query)
    const expected = referenceSearch(docs, scope, query)
    expect({
      ids: result.hits.map((h) => h.id),
      count: result.count,
      pages: result.pages,
      facets: result.facets,
    }).toEqual(expected)
    expect(result.page).toBe(query.page)
    expect(result.hitsPerPage).toBe(query.hitsPerPage)
    for (const hit of result.hits) expect(hit).toEqual(docs.find((d) => d.id === hit.id))
  })

  it('multiSearch answers each query as search does', async () => {
    const queries = CASES.slice(0, 6).map(([, , , over]) => q(over))
    const many = await engineOf().multiSearch(scopeOf('A', {}), queries)
    expect(many.map((r) => r.hits.map((h) => h.id))).toEqual(
      queries.map((query) => referenceSearch(docs, scopeOf('A', {}), query).ids),
    )
  })
}

const describePostgres = runs('postgres') ? describe : describe.skip

describePostgres('contract: postgres engine, facets counted in SQL, every page read ids first', () => {
  let engine: PostgresSearchEngine
  beforeAll(async () => {
    await postgresEngine(payload).reindex(String(tenantA.id))
    await postgresEngine(payload).reindex(String(tenantB.id))
    engine = new PostgresSearchEngine(payload, { facetIndex: 'off', deferredPageOffset: 0 })
  })
  contract(() => engine)
})

describePostgres('contract: postgres engine, facets counted by the in-memory facet index', () => {
  let engine: PostgresSearchEngine
  beforeAll(async () => {
    await postgresEngine(payload).reindex(String(tenantA.id))
    await postgresEngine(payload).reindex(String(tenantB.id))
    engine = new PostgresSearchEngine(payload, { facetIndex: 'sync' })
  })
  contract(() => engine)

  it('SRP-25 a write in any process retires the index: the next search counts the change', async () => {
    const scope = scopeOf('A', {})
    const before = await engine.search(scope, q({ refinements: { make: ['Toyota'] } }))
    const toyota = docs.find((d) => d.tenant_id === String(tenantA.id) && d.make === 'Toyota' && isListed(d, scope))!
    // Another engine instance (another process, as far as this one knows) writes the document.
    await new PostgresSearchEngine(payload).upsert([{ ...toyota, make: 'Zebra', make_model: 'Zebra One' }])
    try {
      const after = await engine.search(scope, q({ refinements: { make: ['Toyota'] } }))
      expect(after.count).toBe(before.count - 1)
      expect(after.facets.make?.Zebra).toBe(1)
      expect(after.facets.make?.Toyota).toBe(before.facets.make!.Toyota! - 1)
    } finally {
      await postgresEngine(payload).upsert([toyota])
    }
    expect((await engine.search(scope, q({ refinements: { make: ['Toyota'] } }))).count).toBe(before.count)
  })
})

describePostgres('contract: postgres engine, a facet index brought up to date from the changes since its build', () => {
  let engine: PostgresSearchEngine
  const idOf = (t: Doc) => String(t.id)
  const ofA = () => docs.filter((d) => d.tenant_id === idOf(tenantA))
  beforeAll(async () => {
    await postgresEngine(payload).reindex(idOf(tenantA))
    await postgresEngine(payload).reindex(idOf(tenantB))
    engine = new PostgresSearchEngine(payload, { facetIndex: 'sync' })
    await engine.search(scopeOf('A', {}), q())
    await engine.search(scopeOf('B', {}), q())
    expect(engine.facetIndexState(idOf(tenantA))?.changed).toBe(0)
    // Another process (another engine) changes A's documents — a make, a price, a removal, a move to B — and A and B
    // are searched in between; then it puts every one back. The contract below is answered by indexes that were
    // built before all of it and brought up to date twice.
    const writer = new PostgresSearchEngine(payload)
    const [a0, a1, a2, a3] = ofA()
    await writer.upsert([
      { ...a0!, make: 'Zebra', make_model: 'Zebra One' },
      { ...a1!, price: 1 },
    ])
    await writer.remove([String(a2!.id)])
    await writer.upsert([{ ...a3!, tenant_id: idOf(tenantB) }])
    const moved = await engine.search(scopeOf('B', {}), q())
    expect(moved.hits.map((h) => h.id)).toContain(a3!.id)
    const changed = await engine.search(scopeOf('A', {}), q({ refinements: { make: ['Zebra'] } }))
    expect(changed.count).toBe(isListed(a0!, scopeOf('A', {})) ? 1 : 0)
    expect(engine.facetIndexState(idOf(tenantA))?.changed).toBeGreaterThanOrEqual(4)
    await writer.upsert([a0!, a1!, a2!, a3!])
  })
  contract(() => engine)

  it('answered from the changes laid over the built index, not from a build afresh', () => {
    expect(engine.facetIndexState(idOf(tenantA))?.changed).toBeGreaterThanOrEqual(4)
  })

  it('changes no longer logged (too many in one statement, or pruned): the index is built afresh', async () => {
    const scope = scopeOf('A', {})
    const before = await engine.search(scope, q())
    await pgPoolOf(payload).query('UPDATE search_facet_state SET log_from = version + 2 WHERE tenant_id = $1', [
      idOf(tenantA),
    ])
    await new PostgresSearchEngine(payload).upsert([ofA()[0]!])
    const after = await engine.search(scope, q())
    expect(engine.facetIndexState(idOf(tenantA))?.changed).toBe(0)
    expect([after.count, after.facets]).toEqual([before.count, before.facets])
  })

  it('the triggers log each changed document once per version, and keep only the last versions', async () => {
    const a = ofA()
    const writer = new PostgresSearchEngine(payload)
    for (let i = 0; i < 20; i++) await writer.upsert([a[i % a.length]!])
    const { rows } = await pgPoolOf(payload).query(
      `SELECT s.version, s.log_from, count(c.*)::int AS n, min(c.version) AS lo FROM search_facet_state s
       LEFT JOIN search_document_changes c ON c.tenant_id = s.tenant_id WHERE s.tenant_id = $1
       GROUP BY s.version, s.log_from`,
      [idOf(tenantA)],
    )
    const state = rows[0] as { version: string; log_from: string; n: number; lo: string }
    expect(Number(state.version) - Number(state.log_from)).toBe(15)
    expect(state.n).toBe(16)
    expect(Number(state.lo)).toBe(Number(state.log_from))
  })
})

const describeTypesense = TYPESENSE_URL && runs('typesense') ? describe : describe.skip
describeTypesense(
  TYPESENSE_URL
    ? 'contract: typesense engine'
    : 'contract: typesense engine — SKIPPED: TYPESENSE_URL is not set (no Typesense server on this machine)',
  () => {
    let engine: TypesenseSearchEngine

    beforeAll(async () => {
      if (!process.env.TYPESENSE_API_KEY) throw new Error('TYPESENSE_URL is set but TYPESENSE_API_KEY is not')
      // The postgres engine answers the cross-check below: its documents are built here too (it may be the only run).
      await postgresEngine(payload).reindex(String(tenantA.id))
      await postgresEngine(payload).reindex(String(tenantB.id))
      engine = new TypesenseSearchEngine(payload, {
        url: TYPESENSE_URL!,
        apiKey: process.env.TYPESENSE_API_KEY,
        collection: `vehicles_contract_${process.pid}_${Date.now()}`,
        onTenantsChanged: () => {},
      })
      await engine.dropCollection()
      await engine.ensureCollection()
      expect((await engine.reindex(String(tenantA.id))).indexed).toBe(30)
      expect((await engine.reindex(String(tenantB.id))).indexed).toBe(20)
    })

    afterAll(async () => {
      await engine?.dropCollection()
    })

    contract(() => engine)

    it('answers exactly as the postgres engine does', async () => {
      for (const [label, tenant, scopeOver, queryOver] of CASES) {
        const scope = scopeOf(tenant, scopeOver)
        const [pg, ts] = await Promise.all([
          postgresEngine(payload).search(scope, q(queryOver)),
          engine.search(scope, q(queryOver)),
        ])
        expect([label, ts.hits.map((h) => h.id), ts.count, ts.facets]).toEqual([
          label,
          pg.hits.map((h) => h.id),
          pg.count,
          pg.facets,
        ])
      }
    })

    it('upsert and remove change one document only', async () => {
      const base = docs.find((d) => d.tenant_id === String(tenantB.id))!
      const scope = scopeOf('B', {})
      const before = await engine.search(scope, q())
      await engine.upsert([
        {
          ...base,
          id: 'contract-extra',
          stocknum: 'ZEBRA1',
          name: 'Zebra One',
          make: 'Zebra',
          model: 'One',
          make_model: 'Zebra One',
        },
      ])
      expect((await engine.search(scope, q({ query: 'zebra' }))).hits.map((h) => h.id)).toEqual(['contract-extra'])
      expect((await engine.search(scope, q())).count).toBe(before.count + 1)
      await engine.remove(['contract-extra', 'does-not-exist'])
      expect((await engine.search(scope, q())).count).toBe(before.count)
    })
  },
)
