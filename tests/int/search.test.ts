/**
 * The postgres search engine on a real PostgreSQL: two tenants with a few dozen vehicles each (car types,
 * statuses, sold 1 and 10 days ago, hidden cars, prices of 0 and none, arrays of features), indexed with reindex();
 * then what a search answers, checked against a brute-force computation in JS over the same documents
 * (toSearchDoc of the vehicles, isListed for the listing rule).
 *
 *   tenant A 'search-alpha' (group template: sold linger 3 days, preset 0)   tenant B 'search-bravo'
 */
import type { Payload } from 'payload'

import { isListed } from '@/domain/search/stockFilter'
import { toSearchDoc, type VehicleRecord } from '@/domain/search/toSearchDoc'
import {
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_SORT,
  FACET_ATTRIBUTES,
  SORT_KEYS,
  type SearchDoc,
  type TenantScope,
  type VehicleQuery,
} from '@/domain/search/types'
import { resolveSiteConfig, type SiteConfig, type TenantOverrides } from '@/domain/siteConfig'
import { getSearchEngine, PostgresSearchEngine, postgresEngine } from '@/search'
import { cachedSearch, searchCache, searchCacheKey, SEARCH_CACHE_MAX_ENTRIES } from '@/search/cache'
import { pgPoolOf } from '@/lib/db/pool'
import { scopeForConfig } from '@/search/scope'

import type { Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { fixtureVehicle, referenceMatch, REFERENCE_SORTERS } from './helpers/searchFixtures'

const NOW = new Date()
const NO_SYNC = { disableRevalidate: true, skipSearchSync: true }

/** Vehicle i of a tenant (tests/int/helpers/searchFixtures.ts), sold dates relative to NOW. */
const vehicleData = (tenant: number, prefix: string, i: number, extraMake?: string): Doc =>
  fixtureVehicle(tenant, prefix, i, NOW, extraMake)

let payload: Payload
let engine: PostgresSearchEngine
let tenantA: Doc
let tenantB: Doc
let cfgA: SiteConfig
let cfgB: SiteConfig
let docsA: SearchDoc[]
let docsB: SearchDoc[]
const vehiclesA: Doc[] = []
const vehiclesB: Doc[] = []

const q = (over: Partial<VehicleQuery> = {}): VehicleQuery => ({
  query: '',
  refinements: {},
  ranges: {},
  sortBy: DEFAULT_SORT,
  page: 1,
  hitsPerPage: 100,
  ...over,
})
const scopeA = (over: Partial<TenantScope> = {}): TenantScope => ({ ...scopeForConfig(tenantA.id, cfgA, NOW), ...over })
const scopeB = (over: Partial<TenantScope> = {}): TenantScope => ({ ...scopeForConfig(tenantB.id, cfgB, NOW), ...over })

async function createTenant(slug: string, data: Doc = {}): Promise<Doc> {
  return payload.create({
    collection: 'tenants',
    data: { name: slug, slug, template: 'group', ...data } as never,
    overrideAccess: true,
    depth: 0,
    context: NO_SYNC,
  }) as Promise<Doc>
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

// ── Brute force ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Hits (in the query's order) and disjunctive facets by definition (the reference model of the contract suite). */
const brute = referenceMatch

const ids = (docs: { id: string }[]) => docs.map((d) => d.id)
const sortedIds = (docs: { id: string }[]) => ids(docs).sort()

// ── Set-up ───────────────────────────────────────────────────────────────────────────────────────────────────────

beforeAll(async () => {
  payload = await bootPayload()
  engine = postgresEngine(payload)
  tenantA = await createTenant('search-alpha')
  tenantB = await createTenant('search-bravo')
  for (let i = 0; i < 30; i++) {
    vehiclesA.push(
      await payload.create({
        collection: 'vehicles',
        data: vehicleData(tenantA.id, 'sa', i) as never,
        overrideAccess: true,
        depth: 0,
        context: NO_SYNC,
      }),
    )
  }
  for (let i = 0; i < 20; i++) {
    vehiclesB.push(
      await payload.create({
        collection: 'vehicles',
        data: vehicleData(tenantB.id, 'sb', i, 'Kia') as never,
        overrideAccess: true,
        depth: 0,
        context: NO_SYNC,
      }),
    )
  }
  await engine.reindex(String(tenantA.id))
  await engine.reindex(String(tenantB.id))
  cfgA = resolveSiteConfig(tenantA as unknown as TenantOverrides)
  cfgB = resolveSiteConfig(tenantB as unknown as TenantOverrides)
  docsA = await docsOf(tenantA)
  docsB = await docsOf(tenantB)
})

afterAll(async () => {
  await shutdownPayload(payload)
})

// ── Tests ────────────────────────────────────────────────────────────────────────────────────────────────────────

describe('engine selection', () => {
  it('getSearchEngine answers with the postgres engine', () => {
    expect(getSearchEngine(payload).name).toBe('postgres')
  })
})

describe('SRP-15 SRP-23 result shape', () => {
  it('a search returns hits, count, facets, pages, page, hitsPerPage and ms; hits are whole SearchDocs', async () => {
    const result = await engine.search(scopeA(), q({ hitsPerPage: DEFAULT_HITS_PER_PAGE }))
    const expected = brute(docsA, scopeA(), q())
    expect(Object.keys(result).sort()).toEqual(['count', 'facets', 'hits', 'hitsPerPage', 'ms', 'page', 'pages'])
    expect(result.count).toBe(expected.hits.length)
    expect(result.hits).toHaveLength(Math.min(DEFAULT_HITS_PER_PAGE, expected.hits.length))
    expect(result.pages).toBe(Math.ceil(expected.hits.length / DEFAULT_HITS_PER_PAGE))
    expect(result.ms).toBeGreaterThanOrEqual(0)
    const first = result.hits[0]!
    expect(first).toEqual(docsA.find((d) => d.id === first.id))
    expect(typeof first.custom_rank).toBe('number')
    expect(Array.isArray(first.filtered_features)).toBe(true)
  })
})

describe('tenant isolation', () => {
  it('a tenant never sees another tenant’s hits or facet counts', async () => {
    const a = await engine.search(scopeA(), q())
    const b = await engine.search(scopeB(), q())
    const aIds = new Set(ids(docsA))
    expect(a.hits.every((h) => h.tenant_id === String(tenantA.id) && aIds.has(h.id))).toBe(true)
    expect(b.hits.every((h) => h.tenant_id === String(tenantB.id))).toBe(true)
    expect(a.facets.make?.Kia).toBeUndefined()
    expect(b.facets.make?.Kia).toBeGreaterThan(0)
    expect(a.facets).toEqual(brute(docsA, scopeA(), q()).facets)
    expect(b.facets).toEqual(brute(docsB, scopeB(), q()).facets)
  })

  it('the other tenant’s stock number, make or ids find nothing', async () => {
    expect((await engine.search(scopeA(), q({ query: 'SB1001' }))).count).toBe(0)
    expect((await engine.search(scopeA(), q({ refinements: { make: ['Kia'] } }))).count).toBe(0)
  })
})

describe('stock listing filter', () => {
  const byIndex = (i: number) => String(vehiclesA[i]!.id)

  it('SRP-30 lists in_stock and coming_soon cars, and cars sold within the last N days only', async () => {
    const listed = new Set(ids((await engine.search(scopeA(), q())).hits))
    expect(listed.has(byIndex(0))).toBe(true) // in stock
    expect(listed.has(byIndex(3))).toBe(true) // coming soon
    expect(listed.has(byIndex(10))).toBe(true) // sold 1 day ago
    expect(listed.has(byIndex(11))).toBe(false) // sold 10 days ago
    expect(listed.has(byIndex(12))).toBe(false) // sold 5 days ago
  })

  it('SRP-31 the sold window defaults to 3 days and follows the tenant’s own setting', async () => {
    expect(cfgA.stock.soldLingerDays).toBe(3)
    const week = new Set(ids((await engine.search(scopeA({ soldLingerDays: 7 }), q())).hits))
    expect(week.has(byIndex(12))).toBe(true)
    expect(week.has(byIndex(11))).toBe(false)
    const none = await engine.search(scopeA({ soldLingerDays: 0 }), q())
    expect(none.hits.some((h) => h.status === 'sold')).toBe(false)

    // Through the tenant's flag: scopeFor reads it from the resolved config.
    const updated = await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { stock: { sold_linger_days: 14 } } as never,
      overrideAccess: true,
      depth: 0,
      context: { disableRevalidate: true },
    })
    const cfg = resolveSiteConfig(updated as unknown as TenantOverrides)
    const fortnight = new Set(ids((await engine.search(scopeForConfig(tenantA.id, cfg, NOW), q())).hits))
    expect(fortnight.has(byIndex(11))).toBe(true)
    expect(fortnight.has(byIndex(12))).toBe(true)
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { stock: { sold_linger_days: null } } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it('SRP-32 never lists a car with show_on_dealer_website false, even when asked for its status or stock number', async () => {
    const hidden = [byIndex(13), byIndex(14)]
    const all = ids((await engine.search(scopeA(), q())).hits)
    expect(all.filter((id) => hidden.includes(id))).toEqual([])
    expect((await engine.search(scopeA(), q({ query: 'SA1013' }))).count).toBe(0)
  })

  it('SRP-33 the tenant’s stock filter preset limits car types, statuses and item types', async () => {
    for (const preset of [1, 2, 3, 7, 11, 14]) {
      const scope = scopeA({ filterPreset: preset })
      const result = await engine.search(scope, q())
      expect(sortedIds(result.hits)).toEqual(sortedIds(brute(docsA, scope, q()).hits))
      expect(result.facets).toEqual(brute(docsA, scope, q()).facets)
    }
    const usedOnly = await engine.search(scopeA({ filterPreset: 1 }), q())
    expect(usedOnly.count).toBeGreaterThan(0)
    expect(usedOnly.hits.every((h) => h.car_type === 'used')).toBe(true)
    const inStockOnly = await engine.search(scopeA({ filterPreset: 2 }), q())
    expect(inStockOnly.hits.every((h) => h.status === 'in_stock')).toBe(true)
  })
})

describe('SRP-14 SRP-22 refinements, ranges and text', () => {
  const cases: [string, Partial<VehicleQuery>][] = [
    ['one make', { refinements: { make: ['Toyota'] } }],
    ['two makes and a body', { refinements: { make: ['Toyota', 'Mazda'], body: ['SUV'] } }],
    [
      'car type, category and feature (arrays: any selected value)',
      { refinements: { car_type: ['used'], categories: ['Hybrid', '4x4'], filtered_features: ['Bluetooth'] } },
    ],
    [
      'certified and seats (boolean and number as text) with year and price ranges',
      {
        refinements: { certified: ['true'], seats: ['5', '7'] },
        ranges: { year: { min: 2016, max: 2022 }, price: { min: 5000, max: 40000 } },
      },
    ],
    [
      'statuses, colours, model and make_model',
      {
        refinements: {
          status: ['sold', 'coming_soon', 'in_stock'],
          colour: ['White', 'Red'],
          make_model: ['Toyota HiLux', 'Ford Ranger', 'Mazda CX-5'],
        },
      },
    ],
    [
      'km, seats and subscription ranges',
      { ranges: { km: { max: 60000 }, seats: { min: 5 }, subscription_price: { min: 100 } } },
    ],
    [
      'location, dealership, city, state, transmission, fuel, drive, tag, badge, item type',
      {
        refinements: {
          location_name: ['Parramatta', 'Southport'],
          dealership_name: ['West Motors', 'Coast Motors'],
          state: ['nsw', 'qld'],
          city: ['Parramatta', 'Southport', 'Brookvale'],
          transmission: ['Automatic'],
          fuel: ['Petrol', 'Hybrid', 'Diesel'],
          drive: ['4WD', 'AWD', 'FWD'],
          badge: ['GX', 'SR5'],
          item_type: ['car'],
        },
      },
    ],
    ['a tag and a value nobody has', { refinements: { tag: ['runout sale'], model: ['Nope'] } }],
    ['an unknown boolean value matches nothing', { refinements: { certified: ['yes'] } }],
  ]

  it.each(cases)('%s: hits equal the brute-force hits', async (_label, over) => {
    const query = q(over)
    const result = await engine.search(scopeA(), query)
    const expected = brute(docsA, scopeA(), query)
    expect(sortedIds(result.hits)).toEqual(sortedIds(expected.hits))
    expect(result.count).toBe(expected.hits.length)
  })

  it('price and weekly price bands filter by their labels', async () => {
    const band = docsA.find((d) => d.price_range && isListed(d, scopeA()))!.price_range!
    const weekly = docsA.find((d) => d.weekly_price_range && isListed(d, scopeA()))!.weekly_price_range!
    const query = q({ refinements: { price_range: [band], weekly_price_range: [weekly] } })
    const result = await engine.search(scopeA(), query)
    expect(result.count).toBeGreaterThan(0)
    expect(sortedIds(result.hits)).toEqual(sortedIds(brute(docsA, scopeA(), query).hits))
  })

  it('created_at_timestamp range', async () => {
    const stamps = docsA.map((d) => d.created_at_timestamp).sort((a, b) => a - b)
    const mid = stamps[Math.floor(stamps.length / 2)]!
    const query = q({ ranges: { created_at_timestamp: { min: mid } } })
    expect(sortedIds((await engine.search(scopeA(), query)).hits)).toEqual(
      sortedIds(brute(docsA, scopeA(), query).hits),
    )
  })

  it('free text matches name, make, model, badge, colour and stock number, by word prefix too', async () => {
    const hilux = await engine.search(scopeA(), q({ query: 'hilux' }))
    expect(hilux.count).toBeGreaterThan(0)
    expect(hilux.hits.every((h) => h.model === 'HiLux')).toBe(true)
    expect(hilux.count).toBe(brute(docsA, scopeA(), q()).hits.filter((d) => d.model === 'HiLux').length)

    const both = await engine.search(scopeA(), q({ query: 'Toyota silver' }))
    expect(both.hits.every((h) => h.make === 'Toyota' && h.colour === 'Silver')).toBe(true)

    const prefix = await engine.search(scopeA(), q({ query: 'coro' }))
    expect(prefix.count).toBeGreaterThan(0)
    expect(prefix.hits.every((h) => h.model === 'Corolla')).toBe(true)

    const stock = await engine.search(scopeA(), q({ query: 'SA1000' }))
    expect(ids(stock.hits)).toEqual([String(vehiclesA[0]!.id)])
    const partialStock = await engine.search(scopeA(), q({ query: 'a100' }))
    expect(partialStock.count).toBe(
      brute(docsA, scopeA(), q()).hits.filter((d) => d.stocknum!.toLowerCase().includes('a100')).length,
    )
  })

  it('SRP-22 free text also matches body, transmission, fuel, drive, car type and location: white ute, used 4wd, manual diesel', async () => {
    for (const text of ['white ute', 'used 4wd', 'manual diesel', 'suv southport', 'hybrid hatch', 'ute']) {
      const result = await engine.search(scopeA(), q({ query: text }))
      const expected = brute(docsA, scopeA(), q({ query: text }))
      expect([text, sortedIds(result.hits)]).toEqual([text, sortedIds(expected.hits)])
      expect([text, result.facets]).toEqual([text, expected.facets])
    }
    const utes = await engine.search(scopeA(), q({ query: 'white ute' }))
    expect(utes.count).toBeGreaterThan(0)
    expect(utes.hits.every((h) => h.colour === 'White' && h.body === 'Ute')).toBe(true)
    expect(utes.count).toBe(
      brute(docsA, scopeA(), q()).hits.filter((d) => d.colour === 'White' && d.body === 'Ute').length,
    )
  })

  it('free text with SQL and pattern characters is only ever a value', async () => {
    for (const text of ["'; DROP TABLE search_documents; --", '%', '_', '\\', '"unclosed', '-', '!!!']) {
      const result = await engine.search(scopeA(), q({ query: text }))
      expect(result.count).toBe(0)
    }
    // Query syntax is not obeyed: 'a:*|b' is the words a and b (Automatic, Brookvale), not "a or b".
    const syntax = await engine.search(scopeA(), q({ query: 'a:*|b' }))
    expect(sortedIds(syntax.hits)).toEqual(sortedIds(brute(docsA, scopeA(), q({ query: 'a b' })).hits))
    expect(syntax.count).toBeLessThan((await engine.search(scopeA(), q({ query: 'b' }))).count)
    expect((await engine.search(scopeA(), q())).count).toBeGreaterThan(0)
  })
})

describe('SRP-24 sort orders and paging', () => {
  it.each(SORT_KEYS.map((k) => [k]))(
    '%s orders like the brute force (nulls last, ties by rank then id)',
    async (sortBy) => {
      const query = q({ sortBy })
      const result = await engine.search(scopeA(), query)
      const expected = brute(docsA, scopeA(), query).hits.sort(REFERENCE_SORTERS[sortBy])
      expect(ids(result.hits)).toEqual(ids(expected))
    },
  )

  it('the default sort lists in-stock cars, then coming soon, then sold', async () => {
    const statuses = (await engine.search(scopeA(), q())).hits.map((h) => h.status)
    const rank = { in_stock: 0, coming_soon: 1, sold: 2 }
    expect(statuses.map((s) => rank[s])).toEqual([...statuses.map((s) => rank[s])].sort((a, b) => a - b))
  })

  it('offset paging: pages partition the ordered hits; past the end is empty with the same count', async () => {
    const all = ids((await engine.search(scopeA(), q({ sortBy: 'price:desc' }))).hits)
    const pageSize = 5
    const seen: string[] = []
    const first = await engine.search(scopeA(), q({ sortBy: 'price:desc', hitsPerPage: pageSize }))
    expect(first.pages).toBe(Math.ceil(all.length / pageSize))
    for (let page = 1; page <= first.pages; page++) {
      const result = await engine.search(scopeA(), q({ sortBy: 'price:desc', hitsPerPage: pageSize, page }))
      expect(result.page).toBe(page)
      seen.push(...ids(result.hits))
    }
    expect(seen).toEqual(all)
    const beyond = await engine.search(
      scopeA(),
      q({ sortBy: 'price:desc', hitsPerPage: pageSize, page: first.pages + 1 }),
    )
    expect(beyond.hits).toEqual([])
    expect(beyond.count).toBe(all.length)
  })

  it('SRP-28 price ascending hides cars without a shown price only on tenants configured for it', async () => {
    const plain = await engine.search(scopeA(), q({ sortBy: 'price:asc' }))
    expect(plain.hits.some((h) => h.price === null)).toBe(true)
    expect(plain.hits.at(-1)!.price).toBeNull() // nulls last
    // a $0 list price priced by its offer is a priced car
    expect(plain.hits.some((h) => h.list_price === 0 && h.price !== null)).toBe(true)
    const positive = await engine.search(scopeA({ priceSortPositiveOnly: true }), q({ sortBy: 'price:asc' }))
    expect(positive.hits.every((h) => (h.price ?? 0) > 0)).toBe(true)
    expect(positive.count).toBe(
      brute(docsA, scopeA({ priceSortPositiveOnly: true }), q({ sortBy: 'price:asc' })).hits.length,
    )
    expect(positive.facets).toEqual(
      brute(docsA, scopeA({ priceSortPositiveOnly: true }), q({ sortBy: 'price:asc' })).facets,
    )
    // Other sorts are not limited.
    const desc = await engine.search(scopeA({ priceSortPositiveOnly: true }), q({ sortBy: 'price:desc' }))
    expect(desc.count).toBe(plain.count)
  })
})

describe('disjunctive facets', () => {
  const combos: [string, Partial<VehicleQuery>][] = [
    ['no filter', {}],
    ['one make', { refinements: { make: ['Toyota'] } }],
    [
      'makes × body × car type',
      { refinements: { make: ['Toyota', 'Hyundai'], body: ['SUV', 'Ute'], car_type: ['new', 'used'] } },
    ],
    [
      'arrays and booleans',
      {
        refinements: {
          categories: ['Electric'],
          filtered_features: ['Sat Nav', 'Apple CarPlay, wireless'],
          certified: ['false'],
        },
      },
    ],
    [
      'with ranges',
      {
        refinements: { colour: ['White', 'Black'], seats: ['5'] },
        ranges: { year: { min: 2017 }, price: { max: 45000 } },
      },
    ],
    [
      'status and location',
      { refinements: { status: ['in_stock'], location_name: ['Brookvale'], transmission: ['Manual', 'Automatic'] } },
    ],
  ]

  it.each(combos)('%s: every facet attribute equals the brute-force counts', async (_label, over) => {
    const query = q(over)
    for (const scope of [scopeA(), scopeA({ soldLingerDays: 30 })]) {
      const result = await engine.search(scope, query)
      const expected = brute(docsA, scope, query)
      expect(result.facets).toEqual(expected.facets)
      for (const attr of FACET_ATTRIBUTES) expect([attr, result.facets[attr]]).toEqual([attr, expected.facets[attr]])
    }
  })

  it('the pre-aggregated counts (unrefined searches, one refined attribute) answer exactly as counting live does', async () => {
    const live = new PostgresSearchEngine(payload, { facetCube: false })
    const queries = [
      q(),
      q({ sortBy: 'price:asc' }),
      q({ refinements: { make: ['Toyota'] } }),
      q({ refinements: { car_type: ['used', 'demo'] } }),
      q({ refinements: { status: ['sold'] } }),
      q({ refinements: { filtered_features: ['Sat Nav', 'Apple CarPlay, wireless'] }, sortBy: 'km:asc' }),
      q({ refinements: { certified: ['true'] }, page: 2, hitsPerPage: 5 }),
    ]
    // Linger 1, 5 and 10 days open the window on the very day a fixture car was sold (counted live, not from the cube).
    const scopes = [
      scopeA(),
      scopeA({ soldLingerDays: 0 }),
      scopeA({ soldLingerDays: 1 }),
      scopeA({ soldLingerDays: 5 }),
      scopeA({ soldLingerDays: 10 }),
      scopeA({ soldLingerDays: 7 }),
      scopeA({ soldLingerDays: 30, priceSortPositiveOnly: true }),
      scopeA({ filterPreset: 1 }),
      scopeA({ filterPreset: 8 }),
      scopeA({ filterPreset: 14 }),
    ]
    for (const scope of scopes) {
      for (const query of queries) {
        const [fromCube, counted] = await Promise.all([engine.search(scope, query), live.search(scope, query)])
        expect({ ...fromCube, ms: 0 }).toEqual({ ...counted, ms: 0 })
        expect(fromCube.facets).toEqual(brute(docsA, scope, query).facets)
      }
    }
  })

  it('a write to a tenant’s documents, by any route, retires its pre-aggregated counts at once', async () => {
    const pool = pgPoolOf(payload)
    const built = async () =>
      (
        await pool.query('SELECT "built_version" = "version" AS ok FROM search_facet_state WHERE tenant_id = $1', [
          String(tenantB.id),
        ])
      ).rows[0]?.ok === true
    // Counted in SQL (no facet index), so the unrefined search reads the cube.
    const cube = new PostgresSearchEngine(payload, { facetIndex: 'off' })
    const before = await cube.search(scopeB(), q())
    expect(await built()).toBe(true)
    try {
      // A raw write (another process, no hooks): the trigger bumps the version in the same transaction.
      await pool.query(`UPDATE search_documents SET colour = 'Zebra Stripe' WHERE id = $1`, [docsB[0]!.id])
      expect(await built()).toBe(false)
      const after = await cube.search(scopeB(), q())
      expect(after.facets.colour?.['Zebra Stripe']).toBe(isListed(docsB[0]!, scopeB()) ? 1 : undefined)
      expect(await built()).toBe(true)
      // The default engine's facet index, brought up to date from the change, counts it too.
      expect((await engine.search(scopeB(), q())).facets).toEqual(after.facets)
    } finally {
      await pool.query(`UPDATE search_documents SET colour = $2 WHERE id = $1`, [docsB[0]!.id, docsB[0]!.colour])
    }
    expect((await cube.search(scopeB(), q())).facets).toEqual(before.facets)
    expect((await engine.search(scopeB(), q())).facets).toEqual(before.facets)
  })

  it('a facet’s own refinement does not narrow its counts; the others do', async () => {
    const all = await engine.search(scopeA(), q())
    const toyota = await engine.search(scopeA(), q({ refinements: { make: ['Toyota'] } }))
    expect(toyota.facets.make).toEqual(all.facets.make)
    expect(toyota.facets.model?.Corolla).toBe(all.facets.model?.Corolla)
    expect(toyota.facets.model?.['CX-5']).toBeUndefined()
    expect(toyota.facets.year).toEqual(brute(docsA, scopeA(), q({ refinements: { make: ['Toyota'] } })).facets.year)
    expect(Object.keys(all.facets.year ?? {}).every((y) => /^\d{4}$/.test(y))).toBe(true)
    expect(Object.keys(all.facets.certified ?? {}).sort()).toEqual(['false', 'true'])
  })

  it('multiSearch answers each query as search does', async () => {
    const queries = [q(), q({ refinements: { make: ['Mazda'] } }), q({ sortBy: 'km:asc', hitsPerPage: 3 })]
    const many = await engine.multiSearch(scopeA(), queries)
    const one = await Promise.all(queries.map((query) => engine.search(scopeA(), query)))
    expect(many.map((r) => ({ ...r, ms: 0 }))).toEqual(one.map((r) => ({ ...r, ms: 0 })))
  })

  it('SRP-27 a second query fetches a limited list of hits for a filter (a stock block beside the results)', async () => {
    const filter = { refinements: { car_type: ['used'] } }
    const all = await engine.search(scopeA(), q({ ...filter, hitsPerPage: 100 }))
    expect(all.count).toBeGreaterThan(2)
    const [page, second] = await engine.multiSearch(scopeA(), [q(), q({ ...filter, hitsPerPage: 2 })])
    expect(page!.hits.length).toBeGreaterThan(2)
    expect(second!.hits.map((h) => h.id)).toEqual(all.hits.slice(0, 2).map((h) => h.id))
    expect(second!.hits.every((h) => h.car_type === 'used')).toBe(true)
    expect([second!.count, second!.hitsPerPage]).toEqual([all.count, 2])
  })
})

describe('writes: upsert, remove, reindex', () => {
  it('upsert inserts and replaces; remove deletes; only that document changes', async () => {
    const base = docsB[0]!
    const extra: SearchDoc = {
      ...base,
      id: 'extra-1',
      stocknum: 'EXTRA1',
      name: 'Extra Zebra',
      make: 'Zebra',
      make_model: 'Zebra One',
      model: 'One',
    }
    await engine.upsert([extra])
    expect(ids((await engine.search(scopeB(), q({ query: 'zebra' }))).hits)).toEqual(['extra-1'])
    await engine.upsert([
      { ...extra, list_price: 12345, price: 12345 },
      { ...extra, list_price: 54321, price: 54321 },
    ])
    const again = await engine.search(scopeB(), q({ query: 'EXTRA1' }))
    expect(again.hits.map((h) => h.list_price)).toEqual([54321])
    await engine.remove(['extra-1', 'does-not-exist'])
    expect((await engine.search(scopeB(), q({ query: 'zebra' }))).count).toBe(0)
    expect((await engine.search(scopeB(), q())).count).toBe(brute(docsB, scopeB(), q()).hits.length)
  })

  it('reindex(tenant) rebuilds one tenant from its vehicles; reindex() rebuilds all', async () => {
    const pool = pgPoolOf(payload)
    await pool.query(`DELETE FROM search_documents WHERE tenant_id = $1`, [String(tenantB.id)])
    await pool.query(`UPDATE search_documents SET list_price = -1 WHERE tenant_id = $1`, [String(tenantA.id)])
    expect((await engine.search(scopeB(), q())).count).toBe(0)
    const one = await engine.reindex(String(tenantB.id))
    expect(one.indexed).toBe(docsB.length)
    expect((await engine.search(scopeB(), q())).count).toBe(brute(docsB, scopeB(), q()).hits.length)
    expect((await engine.search(scopeA(), q())).hits.every((h) => h.list_price === -1)).toBe(true)

    const all = await engine.reindex()
    expect(all.indexed).toBeGreaterThanOrEqual(docsA.length + docsB.length)
    const rows = await pool.query(`SELECT id FROM search_documents WHERE tenant_id = $1`, [String(tenantA.id)])
    expect(rows.rows.map((r) => r.id).sort()).toEqual(sortedIds(docsA))
    expect((await engine.search(scopeA(), q())).facets).toEqual(brute(docsA, scopeA(), q()).facets)
  })
})

describe('sync hooks', () => {
  it('creating, updating and deleting a vehicle through the Local API is reflected by search', async () => {
    const created = await payload.create({
      collection: 'vehicles',
      data: { ...vehicleData(tenantA.id, 'sync', 40), stocknum: 'SYNC40', show_on_dealer_website: true } as never,
      overrideAccess: true,
      depth: 0,
      context: { disableRevalidate: true },
    })
    const found = await engine.search(scopeA(), q({ query: 'SYNC40' }))
    expect(ids(found.hits)).toEqual([String(created.id)])

    await payload.update({
      collection: 'vehicles',
      id: created.id,
      data: { price: 77777, colour: 'Purple' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const updated = await engine.search(scopeA(), q({ query: 'SYNC40' }))
    expect(updated.hits[0]).toMatchObject({ list_price: 77777, colour: 'Purple' })
    expect((await engine.search(scopeA(), q())).facets.colour?.Purple).toBe(1)

    await payload.update({
      collection: 'vehicles',
      id: created.id,
      data: { show_on_dealer_website: false } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await engine.search(scopeA(), q({ query: 'SYNC40' }))).count).toBe(0)

    await payload.delete({
      collection: 'vehicles',
      id: created.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const pool = pgPoolOf(payload)
    expect((await pool.query('SELECT 1 FROM search_documents WHERE id = $1', [String(created.id)])).rows).toEqual([])
  })

  it('context.skipSearchSync leaves the index alone (bulk loads reindex once instead)', async () => {
    const created = await payload.create({
      collection: 'vehicles',
      data: { ...vehicleData(tenantA.id, 'skip', 41), stocknum: 'SKIP41' } as never,
      overrideAccess: true,
      depth: 0,
      context: NO_SYNC,
    })
    expect((await engine.search(scopeA(), q({ query: 'SKIP41' }))).count).toBe(0)
    await payload.delete({ collection: 'vehicles', id: created.id, overrideAccess: true, context: NO_SYNC })
  })

  it('a tenant whose price flags change gets its documents rebuilt with the new flags', async () => {
    const before = await engine.search(scopeA(), q())
    expect(before.hits.some((h) => h.price !== null)).toBe(true)
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { prices: { visible: 'off' } } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const hidden = await engine.search(scopeA(), q())
    expect(hidden.count).toBe(before.count)
    expect(hidden.hits.every((h) => h.price === null)).toBe(true)
    expect(hidden.facets.price_range).toBeUndefined()
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { prices: { visible: 'default' } } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await engine.search(scopeA(), q())).facets).toEqual(before.facets)
  })
})

describe('result cache', () => {
  beforeEach(() => searchCache().clear())

  it('SRP-25 an identical search is served from the cache, whatever order its values came in', async () => {
    const first = await cachedSearch(engine, scopeA(), q({ refinements: { make: ['Toyota', 'Mazda'] } }))
    const second = await cachedSearch(engine, scopeA(), q({ refinements: { make: ['Mazda', 'Toyota'] } }))
    expect(second).toBe(first)
    const otherPage = await cachedSearch(engine, scopeA(), q({ refinements: { make: ['Toyota', 'Mazda'] }, page: 2 }))
    expect(otherPage).not.toBe(first)
  })

  it('a change to a tenant’s stock drops that tenant’s cached results only', async () => {
    const a1 = await cachedSearch(engine, scopeA(), q())
    const b1 = await cachedSearch(engine, scopeB(), q())
    const created = await payload.create({
      collection: 'vehicles',
      data: { ...vehicleData(tenantA.id, 'cache', 42), stocknum: 'CACHE42' } as never,
      overrideAccess: true,
      depth: 0,
      context: { disableRevalidate: true },
    })
    expect(searchCache().has(searchCacheKey(tenantA.id, q()))).toBe(false)
    expect(searchCache().has(searchCacheKey(tenantB.id, q()))).toBe(true)
    const a2 = await cachedSearch(engine, scopeA(), q())
    expect(a2.count).toBe(a1.count + 1)
    expect(await cachedSearch(engine, scopeB(), q())).toBe(b1)
    await payload.delete({
      collection: 'vehicles',
      id: created.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await cachedSearch(engine, scopeA(), q())).count).toBe(a1.count)
  })

  it('a changed scope flag or an old entry is not served', async () => {
    const first = await cachedSearch(engine, scopeA(), q(), 1_000)
    expect(await cachedSearch(engine, scopeA({ soldLingerDays: 30 }), q(), 1_000)).not.toBe(first)
    const fresh = await cachedSearch(engine, scopeA(), q(), 2_000)
    expect(await cachedSearch(engine, scopeA(), q(), 3_000)).toBe(fresh)
    expect(await cachedSearch(engine, scopeA(), q(), 2_000 + 61_000)).not.toBe(fresh)
  })

  it('SRP-26 holds at most 500 results, dropping the least recently used first', async () => {
    const result = await engine.search(scopeB(), q({ hitsPerPage: 1 }))
    const cache = searchCache()
    for (let i = 0; i <= SEARCH_CACHE_MAX_ENTRIES; i++)
      cache.set(`${tenantB.id}|k${i}`, { at: Date.now(), flags: '', result })
    expect(cache.size).toBe(SEARCH_CACHE_MAX_ENTRIES)
    expect(cache.has(`${tenantB.id}|k0`)).toBe(false)
    expect(cache.has(`${tenantB.id}|k${SEARCH_CACHE_MAX_ENTRIES}`)).toBe(true)
  })
})
