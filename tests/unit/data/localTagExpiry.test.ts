/**
 * The app's own in-process caches expired by cache tag (src/data/localTagExpiry.ts): what a worker drops when another
 * worker, a job or a timer expired a tag (WEB_WORKERS > 1).
 */
import type { SearchResult } from '@/domain/search/types'
import { hostCacheSize } from '@/lib/hostTenants'
import { expireLocalCaches, registerLocalTagExpiry } from '@/data/localTagExpiry'
import { LOCAL_TAG_EXPIRY } from '@/lib/edgeContract.mjs'
import { searchCache } from '@/search/cache'

const result = { hits: [], count: 1, facets: {}, pages: 1, page: 1, hitsPerPage: 21, ms: 0 } as SearchResult
const entry = { at: Date.now(), flags: '', result }

beforeEach(() => searchCache().clear())

describe('local tag expiry', () => {
  it("t:{id}:vehicles drops that tenant's cached search results only; other tags keep them", () => {
    searchCache().set('3|a', entry).set('3|b', entry).set('4|a', entry)
    expireLocalCaches(['t:3:pages', 't:4:promo-tiles', 'search-vocabulary'])
    expect(searchCache().size).toBe(3)
    expireLocalCaches(['t:3:vehicles'])
    expect([...searchCache().keys()]).toEqual(['4|a'])
  })

  it('tenants empties the host map (a tenant setting or host changed)', () => {
    expect(() => expireLocalCaches(['tenants'])).not.toThrow()
    expect(hostCacheSize()).toBe(0)
  })

  it('registers itself where server/worker.mjs looks for it', () => {
    registerLocalTagExpiry()
    try {
      expect(LOCAL_TAG_EXPIRY.get()).toBe(expireLocalCaches)
    } finally {
      LOCAL_TAG_EXPIRY.set(undefined)
    }
  })
})
