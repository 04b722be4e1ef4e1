/**
 * The result cache (src/search/cache.ts) in front of an engine that counts its searches: what is served from the
 * cache, what is not, and the bound. tests/int/search.test.ts runs it against the postgres engine and real writes.
 */
import type { TenantScope, VehicleQuery } from '@/domain/search/types'
import {
  SEARCH_CACHE_MAX_ENTRIES,
  cachedSearch,
  invalidateAllSearch,
  invalidateTenantSearch,
  searchCache,
  searchCacheKey,
} from '@/search/cache'
import { countingEngine, tenantScope, vehicleQuery } from '../../helpers/search'

const NOW = new Date('2026-11-22T12:00:00Z')
const scope = (over: Partial<TenantScope> = {}): TenantScope => tenantScope(NOW, { preferredLocations: [], ...over })
const q = (over: Partial<VehicleQuery> = {}): VehicleQuery => vehicleQuery(over)

beforeEach(() => searchCache().clear())

describe('cachedSearch', () => {
  it('SRP-25 an identical search is served from the cache, whatever order its values came in', async () => {
    const engine = countingEngine()
    const first = await cachedSearch(engine, scope(), q({ refinements: { make: ['Toyota', 'Mazda'] } }), 1_000)
    expect(await cachedSearch(engine, scope(), q({ refinements: { make: ['Mazda', 'Toyota'] } }), 2_000)).toBe(first)
    expect(await cachedSearch(engine, scope(), q({ refinements: { make: ['Mazda'] } }), 2_000)).not.toBe(first)
    expect(
      await cachedSearch(engine, scope(), q({ refinements: { make: ['Toyota', 'Mazda'] }, page: 2 }), 2_000),
    ).not.toBe(first)
    expect(engine.searches).toBe(3)
  })

  it('SRP-25 another tenant, another scope setting or an entry a minute old is searched again', async () => {
    const engine = countingEngine()
    const first = await cachedSearch(engine, scope(), q(), 1_000)
    expect(await cachedSearch(engine, scope({ tenantId: '8' }), q(), 1_000)).not.toBe(first)
    expect(await cachedSearch(engine, scope({ soldLingerDays: 30 }), q(), 1_000)).not.toBe(first)
    const fresh = await cachedSearch(engine, scope(), q(), 2_000)
    expect(await cachedSearch(engine, scope(), q(), 61_999)).toBe(fresh)
    expect(await cachedSearch(engine, scope(), q(), 62_000)).not.toBe(fresh)
  })

  it('a change to a tenant’s stock drops that tenant’s entries only', async () => {
    const engine = countingEngine()
    await cachedSearch(engine, scope(), q(), 1_000)
    const other = await cachedSearch(engine, scope({ tenantId: '77' }), q(), 1_000)
    invalidateTenantSearch(['7'])
    expect(searchCache().has(searchCacheKey('7', q()))).toBe(false)
    expect(await cachedSearch(engine, scope({ tenantId: '77' }), q(), 1_000)).toBe(other)
  })

  it('SRP-25 a search running while its tenant’s results are dropped (a save, before and after its commit) is not kept', async () => {
    const engine = countingEngine()
    /** searches that wait until let go, as ones reading the stock while a save runs */
    const waiting: (() => void)[] = []
    const slow = {
      ...engine,
      search: async (s: TenantScope, query: VehicleQuery) => {
        await new Promise<void>((resolve) => waiting.push(resolve))
        return engine.search(s, query)
      },
    }
    const drops = [
      { drop: () => invalidateTenantSearch(['7']), otherKept: true },
      { drop: invalidateAllSearch, otherKept: false },
    ]
    for (const { drop, otherKept } of drops) {
      searchCache().clear()
      const running = [
        cachedSearch(slow, scope(), q(), 1_000),
        cachedSearch(slow, scope({ tenantId: '77' }), q(), 1_000),
      ]
      while (waiting.length < 2) await new Promise((resolve) => setTimeout(resolve, 1))
      drop()
      waiting.splice(0).forEach((go) => go())
      await Promise.all(running)
      expect(searchCache().has(searchCacheKey('7', q()))).toBe(false)
      // another tenant's search is kept when only tenant 7's results were dropped
      expect(searchCache().has(searchCacheKey('77', q()))).toBe(otherKept)
      // a search after the drop is kept as usual
      const after = await cachedSearch(engine, scope(), q(), 1_000)
      expect(await cachedSearch(engine, scope(), q(), 1_000)).toBe(after)
    }
  })

  it('SRP-26 holds at most SEARCH_CACHE_MAX_ENTRIES results; a result in use outlives newer unused ones', async () => {
    const engine = countingEngine()
    const popular = await cachedSearch(engine, scope(), q({ query: 'popular' }), 1_000)
    for (let i = 0; i < SEARCH_CACHE_MAX_ENTRIES + 50; i++) {
      await cachedSearch(engine, scope(), q({ query: `once ${i}` }), 1_000)
      if (i % 100 === 0) expect(await cachedSearch(engine, scope(), q({ query: 'popular' }), 1_000)).toBe(popular)
    }
    expect(searchCache().size).toBe(SEARCH_CACHE_MAX_ENTRIES)
    expect(searchCache().has(searchCacheKey('7', q({ query: 'once 0' })))).toBe(false)
    expect(await cachedSearch(engine, scope(), q({ query: 'popular' }), 1_000)).toBe(popular)
  })
})
