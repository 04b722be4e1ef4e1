/**
 * The search result cache's fleet tier (src/search/cache.ts) on a real Redis: a search one process ran answers
 * another (its memory tier emptied, as a second process's is) without running the engine, until a stock tag of that
 * tenant expires, its minute is up or the tenant's scope changes; another tenant's expiry leaves it. Without Redis
 * (the data cache in memory) there is no second tier.
 */
import type { TenantScope, VehicleQuery } from '@/domain/search/types'
import { vehicleListsTag, vehiclesTag } from '@/lib/cacheTags'
import { memoryStore, redisStore } from '@/lib/dataCache.mjs'
import { DATA_CACHE } from '@/lib/edgeContract.mjs'
import { connect } from '@/lib/sharedRedis.mjs'
import { SEARCH_CACHE_TTL_MS, cachedSearch, searchCache } from '@/search/cache'

import { startRedis, whenUp, type TestRedis } from '../../helpers/redisServer'
import { countingEngine, tenantScope, vehicleQuery } from '../../helpers/search'

const NOW = new Date('2026-11-22T12:00:00Z')
const scope = (over: Partial<TenantScope> = {}): TenantScope => tenantScope(NOW, { preferredLocations: [], ...over })
const q = (over: Partial<VehicleQuery> = {}): VehicleQuery => vehicleQuery(over)

let redis: TestRedis
let close: () => Promise<void>

beforeAll(async () => {
  redis = await startRedis()
  const shared = connect(redis.url, 'test')
  close = () => shared.close()
  await whenUp(shared)
  DATA_CACHE.set(redisStore(shared, `search-test-${process.pid}:`))
})
afterAll(async () => {
  DATA_CACHE.set(undefined)
  await close()
  await redis.stop()
})
beforeEach(() => searchCache().clear())

/**
 * Another process: the same Redis, its own (empty) memory tier. First a read on the same connection: Redis answers a
 * connection's commands in order, so the result the last search stored (without waiting) is there by then.
 */
const anotherProcess = async () => {
  await DATA_CACHE.get()?.get('search|settle', [])
  searchCache().clear()
}
/** A tag's expiry, then a millisecond: a search that starts in the same millisecond counts as older than it. */
const expire = async (tag: string) => {
  await DATA_CACHE.get()?.expire([tag])
  await new Promise((r) => setTimeout(r, 2))
}

describe('the search cache shared by the fleet', () => {
  it("a search one process ran answers another until the tenant's stock tag expires", async () => {
    const engine = countingEngine()
    const s = scope({ tenantId: '41' })
    const now = Date.now()
    const first = await cachedSearch(engine, s, q({ query: 'ranger' }), now)
    await anotherProcess()
    const second = await cachedSearch(engine, s, q({ query: 'ranger' }), now + 10)
    expect(engine.searches).toBe(1)
    expect(second).toEqual(first)

    // another tenant's car changed: still shared
    await expire(vehicleListsTag('42'))
    await anotherProcess()
    await cachedSearch(engine, s, q({ query: 'ranger' }), now + 20)
    expect(engine.searches).toBe(1)

    // one of this tenant's cars changed (expired from any process): searched again, then shared again
    await expire(vehicleListsTag('41'))
    await anotherProcess()
    await cachedSearch(engine, s, q({ query: 'ranger' }), Date.now())
    expect(engine.searches).toBe(2)
    await anotherProcess()
    await cachedSearch(engine, s, q({ query: 'ranger' }), Date.now())
    expect(engine.searches).toBe(2)

    // an import (the whole stock)
    await expire(vehiclesTag('41'))
    await anotherProcess()
    await cachedSearch(engine, s, q({ query: 'ranger' }), Date.now())
    expect(engine.searches).toBe(3)
  })

  it('after its minute, or for a tenant whose scope changed, the shared result is not used', async () => {
    const engine = countingEngine()
    const now = Date.now()
    await cachedSearch(engine, scope({ tenantId: '43' }), q(), now)
    await anotherProcess()
    await cachedSearch(engine, scope({ tenantId: '43' }), q(), now + SEARCH_CACHE_TTL_MS + 1)
    expect(engine.searches).toBe(2)
    await anotherProcess()
    await cachedSearch(engine, scope({ tenantId: '43', soldLingerDays: 9 }), q(), now + SEARCH_CACHE_TTL_MS + 2)
    expect(engine.searches).toBe(3)
  })

  it('with the data cache in memory there is no second tier', async () => {
    const store = DATA_CACHE.get()
    DATA_CACHE.set(memoryStore())
    try {
      const engine = countingEngine()
      await cachedSearch(engine, scope({ tenantId: '44' }), q())
      await anotherProcess()
      await cachedSearch(engine, scope({ tenantId: '44' }), q())
      expect(engine.searches).toBe(2)
    } finally {
      DATA_CACHE.set(store)
    }
  })
})
