/**
 * The app's side of the edge page cache (src/lib/pageCachePurge.ts): which tag expiry purges which pages, and the
 * request a CDN purge sends. routeCaching (src/domain/routes.ts) says which paths the proxy marks as shareable.
 */
import { routeCaching } from '@/domain/routes'
import { PAGE_CACHE } from '@/lib/edgeContract.mjs'
import { cdnPurgeRequest, purgePagesForTag, purgeScope } from '@/lib/pageCachePurge'

describe('page cache purge', () => {
  it("a tenant's tag purges that tenant; the tenants tag purges everything; other tags nothing", () => {
    expect(purgeScope('t:3:vehicles')).toBe('3')
    expect(purgeScope('t:12:pages')).toBe('12')
    expect(purgeScope('tenants')).toBe('all')
    expect(purgeScope('search-vocabulary')).toBeNull()
    expect(purgeScope('t:x:pages')).toBeNull()
  })

  it('calls the edge registered in the edge contract, and does nothing without one', () => {
    const calls: string[] = []
    purgePagesForTag('t:3:vehicles') // no edge: no throw
    PAGE_CACHE.set({
      purgeTenant: (id: string | number) => calls.push(`tenant ${id}`),
      purgeAll: () => calls.push('all'),
      stats: () => ({}),
    })
    try {
      purgePagesForTag('t:3:vehicles')
      purgePagesForTag('tenants')
      purgePagesForTag('other')
      expect(calls).toEqual(['tenant 3', 'all'])
    } finally {
      PAGE_CACHE.set(undefined)
    }
  })

  it('in a Next worker every expired tag also goes to the edge, which expires it in every worker', () => {
    const calls: string[] = []
    PAGE_CACHE.set({
      purgeTenant: (id: string | number) => calls.push(`tenant ${id}`),
      purgeAll: () => calls.push('all'),
      stats: () => ({}),
      tagsExpired: (tags: string[]) => calls.push(`expired ${tags.join(',')}`),
    })
    try {
      purgePagesForTag('t:3:vehicles')
      purgePagesForTag('search-vocabulary')
      expect(calls).toEqual(['expired t:3:vehicles', 'tenant 3', 'expired search-vocabulary'])
    } finally {
      PAGE_CACHE.set(undefined)
    }
  })

  it('a CDN purge names the tenant, its tag and hosts, with the token header', () => {
    const req = cdnPurgeRequest(3, ['harbour.localhost', 'www.harbour.example'], 'secret')
    expect(req.method).toBe('POST')
    expect(req.headers['x-purge-token']).toBe('secret')
    expect(JSON.parse(req.body)).toEqual({
      tenantId: 3,
      tags: ['tenant-3'],
      hosts: ['harbour.localhost', 'www.harbour.example'],
    })
    expect(cdnPurgeRequest(3, [], undefined).headers['x-purge-token']).toBeUndefined()
  })

  it('every page route is shareable today, as are the home page, CMS pages and unknown paths', () => {
    for (const path of [
      '/',
      '/search',
      '/search/toyota/hilux',
      '/cars/2020-mazda-cx-5',
      '/finance',
      '/about-us',
      '/x/y/z',
    ])
      expect(routeCaching(path)).toBe('page')
  })
})
