/**
 * The app's side of the edge page cache (src/lib/pageCachePurge.ts): which tag expiry purges which pages, and the
 * request a CDN purge sends. routeCaching (src/domain/routes.ts) says which paths the proxy marks as shareable.
 */
import { routeCaching } from '@/domain/routes'
import { PAGE_CACHE } from '@/lib/edgeContract.mjs'
import { cdnPurgeRequest, purgePagesForTag, purgeScope } from '@/lib/pageCachePurge'
import {
  cdnPageKeys,
  cdnPurgeKeys,
  isPreciseTag,
  isSoftenedTagOf,
  softListsTag,
  softListsTenant,
} from '@/lib/purgeScope.mjs'

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
    // a car's change: its tags, and the tenant's pages whose reads are not known; a content tag: the whole tenant
    expect(JSON.parse(cdnPurgeRequest(3, [], undefined, ['t:3:vehicle:a', 't:3:vehicle-lists']).body).tags).toEqual([
      't:3:vehicle-lists',
      't:3:vehicle:a',
      't:3:unknown-reads',
    ])
    expect(JSON.parse(cdnPurgeRequest(3, [], undefined, ['t:3:vehicle:a', 't:3:pages']).body).tags).toEqual([
      'tenant-3',
    ])
  })

  it("a page's CDN keys: its tenant's and the precise tags its render read, or the tenant's unknown-reads key", () => {
    expect(cdnPageKeys(3, new Set(['t:3:vehicles', 't:3:vehicle:a', 't:3:pages']))).toEqual([
      'tenant-3',
      't:3:vehicles',
      't:3:vehicle:a',
    ])
    expect(cdnPageKeys(3, new Set())).toEqual(['tenant-3'])
    expect(cdnPageKeys(3, null)).toEqual(['tenant-3', 't:3:unknown-reads'])
    const many = new Set(Array.from({ length: 200 }, (_, i) => `t:3:vehicle:a-rather-long-car-slug-${i}`))
    expect(cdnPageKeys(3, many)).toEqual(['tenant-3', 't:3:unknown-reads'])
    // whatever a purge names, a page it concerns carries one of those keys
    const page = cdnPageKeys(3, new Set(['t:3:vehicle:a']))
    expect(cdnPurgeKeys(3, ['t:3:vehicle:a']).some((k) => page.includes(k))).toBe(true)
    expect(cdnPurgeKeys(3, ['t:3:vehicle:b']).some((k) => page.includes(k))).toBe(false)
    expect(cdnPurgeKeys(3, ['t:3:vehicle:b']).some((k) => cdnPageKeys(3, null).includes(k))).toBe(true)
    expect(cdnPurgeKeys(3, ['t:3:offers']).some((k) => page.includes(k))).toBe(true)
    // a feed's soft purge is the edge's alone: the CDN is told the lists' tag and drops them at once
    expect(cdnPurgeKeys(3, ['t:3:vehicle-lists', softListsTag(3)])).toEqual(['t:3:vehicle-lists', 't:3:unknown-reads'])
    expect([
      softListsTenant(softListsTag(3)),
      softListsTenant('t:3:vehicle-lists'),
      isPreciseTag(softListsTag(3)),
    ]).toEqual(['3', null, true])
    // what it softens: the tenant's lists and vocabulary, nothing else and nobody else's
    const softened = [
      't:3:vehicle-lists',
      't:3:vehicle-lists:make:mazda',
      't:3:vehicle-lists:counts',
      't:3:vocabulary',
      't:3:vocabulary:make:mazda',
    ]
    expect(softened.every((tag) => isSoftenedTagOf(tag, 3))).toBe(true)
    expect(
      ['t:3:vehicle:a', 't:3:vehicles', 't:3:pages', 't:4:vocabulary'].some((tag) => isSoftenedTagOf(tag, 3)),
    ).toBe(false)
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
