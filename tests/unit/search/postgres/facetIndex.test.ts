/**
 * The postgres engine's in-memory facet index (src/search/postgres/facetIndex.ts) on hand-made rows shaped as pg returns
 * them (numeric as strings, booleans, arrays, the search_vector's lexemes). The engine contract suite
 * (tests/int/searchContract.test.ts) runs every case through it against real Postgres as well.
 */
import type { TenantScope, VehicleQuery } from '@/domain/search/types'
import { changedLimit, FacetIndex, facetIndexCache, withChanges } from '@/search/postgres/facetIndex'
import { tenantScope, vehicleQuery } from '../../../helpers/search'

const NOW = new Date('2026-11-22T12:00:00Z')
const NOW_S = NOW.getTime() / 1000
const DAY = 86_400
const scope = (over: Partial<TenantScope> = {}): TenantScope => tenantScope(NOW, { tenantId: '1', ...over })
const q = (over: Partial<VehicleQuery> = {}): VehicleQuery => vehicleQuery(over)

const row = (id: string, over: Record<string, unknown>) => ({
  id,
  show_on_dealer_website: true,
  stocknum: `ST${id}`,
  status: 'in_stock',
  car_type: 'used',
  item_type: 'car',
  make: 'Toyota',
  body: 'SUV',
  colour: 'White',
  year: 2020,
  seats: 5,
  certified: false,
  price: '20000.00',
  km: '50000',
  sold_at_timestamp: null,
  created_at_timestamp: String(NOW_S - 10 * DAY),
  categories: [],
  filtered_features: [],
  lexemes: ['toyota', 'suv', 'white', 'used', `st${id}`],
  ...over,
})

const ROWS = [
  row('1', {}),
  row('2', { make: 'Mazda', lexemes: ['mazda', 'cx', '5', 'suv', 'white'] }),
  row('3', {
    body: 'Ute',
    colour: 'Black',
    filtered_features: ['Tow Bar', 'Sat Nav'],
    lexemes: ['toyota', 'hilux', 'ute', 'black'],
  }),
  row('4', { make: 'Mazda', body: 'Ute', price: null }),
  row('5', { status: 'sold', sold_at_timestamp: String(NOW_S - DAY), certified: true }),
  row('6', { status: 'sold', sold_at_timestamp: String(NOW_S - 10 * DAY) }),
  row('7', { show_on_dealer_website: false }),
  row('8', { car_type: 'new', year: 2026, seats: 7, categories: ['Family', 'Electric'] }),
]
const index = FacetIndex.fromRows(ROWS, 4)

describe('in-memory facet index', () => {
  it('SRP-31 counts the listed rows only: hidden cars and cars sold before the linger days are out', () => {
    const r = index.count(scope(), q())
    expect(r.count).toBe(6)
    expect(r.facets.status).toEqual({ in_stock: 5, sold: 1 })
    expect(index.count(scope({ soldLingerDays: 0 }), q()).count).toBe(5)
    expect(index.count(scope({ filterPreset: 4 }), q()).count).toBe(1)
  })

  it('SRP-36 facet counts are disjunctive: a facet ignores its own refinement, and a row failing two refinements counts nowhere', () => {
    const r = index.count(scope(), q({ refinements: { make: ['Mazda'], body: ['Ute'] } }))
    expect(r.count).toBe(1) // row 4
    // make's counts apply body = Ute only: rows 3 (Toyota) and 4 (Mazda)
    expect(r.facets.make).toEqual({ Toyota: 1, Mazda: 1 })
    // body's counts apply make = Mazda only: rows 2 (SUV) and 4 (Ute)
    expect(r.facets.body).toEqual({ SUV: 1, Ute: 1 })
    // every other facet counts only the rows passing both
    expect(r.facets.colour).toEqual({ White: 1 })
  })

  it('compares values as Postgres compares their text, and array attributes match any element', () => {
    expect(index.count(scope(), q({ refinements: { seats: ['7'] } })).count).toBe(1)
    expect(index.count(scope(), q({ refinements: { certified: ['true'] } })).count).toBe(1)
    expect(index.count(scope(), q({ refinements: { seats: ['seven'] } })).count).toBe(0)
    const features = index.count(scope(), q({ refinements: { filtered_features: ['Sat Nav', 'Sunroof'] } }))
    expect(features.count).toBe(1)
    expect(features.facets.filtered_features).toEqual({ 'Tow Bar': 1, 'Sat Nav': 1 })
    expect(index.count(scope(), q()).facets.year).toEqual({ '2020': 5, '2026': 1 })
  })

  it('SRP-28 ranges exclude rows without the value; price ascending on a positive-only tenant drops unpriced cars', () => {
    expect(index.count(scope(), q({ ranges: { price: { min: 1 } } })).count).toBe(5)
    expect(index.count(scope(), q({ ranges: { year: { min: 2021, max: 2030 } } })).count).toBe(1)
    expect(index.count(scope({ priceSortPositiveOnly: true }), q({ sortBy: 'price:asc' })).count).toBe(5)
    expect(index.count(scope({ priceSortPositiveOnly: true }), q({ sortBy: 'price:desc' })).count).toBe(6)
  })

  it('matches plain words as prefixes of the lexemes, or the stock number, itself; other text by the ids given', () => {
    expect(index.count(scope(), q({ query: 'white toy' })).count).toBe(4) // rows 1, 4, 5, 8 (not 2: Mazda)
    expect(index.count(scope(), q({ query: 'CX 5' })).count).toBe(1)
    expect(index.count(scope(), q({ query: 'st3' })).count).toBe(1)
    expect(FacetIndex.matchesTextItself('"hilux" -ute')).toBe(false)
    expect(index.count(scope(), q({ query: '"hilux" -ute' }), ['3', 'unknown']).count).toBe(1)
  })
})

describe('withChanges: a built index brought up to date from the documents changed since', () => {
  const QUERIES: [string, TenantScope, VehicleQuery][] = [
    ['everything', scope(), q()],
    ['a make and a body', scope(), q({ refinements: { make: ['Mazda'], body: ['Ute'] } })],
    ['a price range', scope(), q({ ranges: { price: { min: 1, max: 25_000 } } })],
    ['plain words', scope(), q({ query: 'toyota white' })],
    ['other text, by ids', scope(), q({ query: '"white"' })],
    ['sold linger days', scope({ soldLingerDays: 30 }), q()],
  ]
  const textIds = (query: VehicleQuery, rows: Record<string, unknown>[]) =>
    FacetIndex.matchesTextItself(query.query)
      ? null
      : rows.filter((r) => (r.lexemes as string[]).includes('white')).map((r) => String(r.id))

  it('answers every query exactly as an index built from the final rows, across several rounds of changes', () => {
    // Round 1: a make changed, a car sold, one removed (or moved away), one new.
    const round1 = [
      row('2', { make: 'Kia', lexemes: ['kia', 'white'] }),
      row('3', { ...ROWS[2], status: 'sold', sold_at_timestamp: String(NOW_S - DAY) }),
      row('9', { body: 'Ute', colour: 'White', price: '31000' }),
    ]
    const final1 = [...ROWS.filter((r) => !['2', '3', '4'].includes(r.id)), ...round1]
    const first = withChanges(index, ['2', '3', '4', '9'], round1, 5)
    // Round 2 over the first: the new car changed again, the removed one back, a hidden car shown.
    const round2 = [
      row('9', { body: 'Ute', colour: 'Black', price: '29000' }),
      ROWS[3]!,
      row('7', { show_on_dealer_website: true }),
    ]
    const final2 = [...final1.filter((r) => !['9', '4', '7'].includes(r.id)), ...round2]
    const second = withChanges(first, ['9', '4', '7'], round2, 6)
    for (const [index_, rows, version] of [
      [first, final1, 5],
      [second, final2, 6],
    ] as const) {
      const fresh = FacetIndex.fromRows(rows, version)
      expect([index_.version, index_.size]).toEqual([version, fresh.size])
      for (const [label, s, query] of QUERIES)
        expect([label, index_.count(s, query, textIds(query, rows))]).toEqual([
          label,
          fresh.count(s, query, textIds(query, rows)),
        ])
    }
    expect([first.changed, second.changed, second.builtSize]).toEqual([6, 9, ROWS.length])
  })

  it('a document changed twice is counted once, at its latest', () => {
    const once = withChanges(index, ['1'], [row('1', { make: 'Kia' })], 5)
    const twice = withChanges(once, ['1'], [row('1', { make: 'Ford' })], 6)
    expect(twice.count(scope(), q()).facets.make).toEqual({ Ford: 1, Mazda: 2, Toyota: 3 })
    expect(twice.changed).toBe(2)
  })

  it('lays at most a quarter of the built rows (500 always) over an index before it is built afresh', () => {
    expect([changedLimit(100), changedLimit(2_000), changedLimit(5_000), changedLimit(60_000)]).toEqual([
      500, 500, 1_250, 15_000,
    ])
  })
})

describe('facetIndexCache: the memory bound of the indexes an engine holds', () => {
  const small = FacetIndex.fromRows(ROWS.slice(0, 2), 1)
  const big = FacetIndex.fromRows(ROWS, 1)

  it('holds indexes while their bytes fit, dropping the least recently used first', () => {
    const cache = facetIndexCache(small.bytes * 3)
    cache.set('a', small).set('b', small).set('c', small)
    expect(cache.get('a')).toBe(small)
    cache.set('d', small)
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd'])
    expect(cache.calculatedSize).toBeLessThanOrEqual(small.bytes * 3)
  })

  it('as tenants grow past the bound: the coldest go first, each eviction is told, the bytes never pass the bound', () => {
    const evicted: string[] = []
    const bound = small.bytes * 10
    const cache = facetIndexCache(bound, (tenant) => evicted.push(tenant))
    const tenants = Array.from({ length: 200 }, (_, i) => `t${i}`)
    for (const [i, tenant] of tenants.entries()) {
      cache.set(tenant, small)
      // t0 is searched again after every new tenant: the warmest, never evicted.
      if (i > 0) cache.get('t0')
      expect(cache.calculatedSize).toBeLessThanOrEqual(bound)
    }
    expect(cache.size).toBe(10)
    expect(evicted).toHaveLength(190)
    // Evicted coldest first: t1, t2, … in the order they were last used; t0 and the nine newest stay.
    expect(evicted).toEqual(tenants.slice(1, 191))
    expect([...cache.keys()].sort()).toEqual(['t0', ...tenants.slice(191)].sort())
    // A rebuilt index replacing its own tenant's is not an eviction.
    cache.set('t0', FacetIndex.fromRows(ROWS.slice(0, 2), 2))
    expect(evicted).toHaveLength(190)
  })

  it('keeps the newest index even when it alone is over the bound (the others go)', () => {
    expect(big.bytes).toBeGreaterThan(small.bytes * 2)
    const cache = facetIndexCache(small.bytes * 2)
    cache.set('a', small).set('b', small)
    cache.set('huge', big)
    expect([...cache.keys()]).toEqual(['huge'])
    expect(cache.get('huge')).toBe(big)
    cache.set('a', small)
    expect([...cache.keys()]).toEqual(['a'])
  })
})
