/**
 * The edge page cache (server/pageCache.mjs): which requests it answers, what it stores, the hash-based
 * CSP of a stored page, encodings, the memory bound, purges and freshness with an injected clock.
 */
import crypto from 'node:crypto'
import zlib from 'node:zlib'

import { createPageCache, pageCacheOptions } from '../../../server/pageCache.mjs'
import {
  buildEntry,
  chooseEncoding,
  entryState,
  etagMatches,
  hashCsp,
  notModifiedSince,
  flightRows,
  pageEtag,
  policyNonces,
} from '../../../server/pageCache/entries.mjs'
import {
  cacheableRequest,
  cacheKey,
  clientDrawn404,
  NOT_FOUND_PAGE_HEADER,
  storableResponse,
} from '../../../server/pageCache/keys.mjs'
import { createRenderDeps, FILL_ID_HEADER } from '../../../server/pageCache/renderDeps.mjs'
import { PageStore } from '../../../server/pageCache/store.mjs'
import { inlineScripts } from '../../../server/scriptHashes.mjs'
import { edgeSecret } from '../../../server/edge.mjs'
import { NOT_FOUND_PAGE_HEADER as APP_NOT_FOUND_PAGE_HEADER } from '@/domain/routes'
import { fakeResponse } from '../../helpers/fakeResponse'

const admin = new Set(['localhost', '127.0.0.1', '[::1]'])
const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url,
  headers: { host: 'harbour.localhost:3000', ...headers },
})

describe('page cache: which requests', () => {
  it('a GET or HEAD of a page on a tenant host may be answered from the cache', () => {
    expect(cacheableRequest(get('/'), admin)).toBe(true)
    expect(cacheableRequest(get('/search?refinementList[make][0]=Toyota'), admin)).toBe(true)
    expect(cacheableRequest(get('/about-us', {}, 'HEAD'), admin)).toBe(true)
  })

  it('other methods, admin hosts, API, admin, assets and the files beside the pages go to Next', () => {
    expect(cacheableRequest(get('/', {}, 'POST'), admin)).toBe(false)
    expect(cacheableRequest({ ...get('/'), headers: { host: 'localhost:3000' } }, admin)).toBe(false)
    expect(cacheableRequest({ ...get('/'), headers: { host: '127.0.0.1:3000' } }, admin)).toBe(false)
    expect(cacheableRequest({ ...get('/'), headers: {} }, admin)).toBe(false)
    for (const path of ['/api/search', '/api', '/admin', '/admin/x', '/_next/static/a.js', '/demo-images/a.svg'])
      expect(cacheableRequest(get(path), admin)).toBe(false)
    for (const path of ['/favicon.ico', '/robots.txt', '/sitemap.xml', '/sitemaps/vehicles-1.xml'])
      expect(cacheableRequest(get(path), admin)).toBe(false)
    expect(cacheableRequest(get('/apical'), admin)).toBe(true) // a page whose name starts like a prefix is a page
  })

  it('client navigations, prefetches and server actions go to Next', () => {
    expect(cacheableRequest(get('/', { rsc: '1' }), admin)).toBe(false)
    expect(cacheableRequest(get('/', { 'next-router-state-tree': 'x' }), admin)).toBe(false)
    expect(cacheableRequest(get('/', { 'next-router-prefetch': '1' }), admin)).toBe(false)
    expect(cacheableRequest(get('/', { 'next-action': 'abc' }), admin)).toBe(false)
    expect(cacheableRequest(get('/search?_rsc=abc'), admin)).toBe(false)
  })

  it('draft mode and a Payload session go to Next; other cookies do not matter', () => {
    expect(cacheableRequest(get('/', { cookie: '__prerender_bypass=1' }), admin)).toBe(false)
    expect(cacheableRequest(get('/', { cookie: 'theme=dark; payload-token=abc' }), admin)).toBe(false)
    expect(cacheableRequest(get('/', { cookie: 'theme=dark' }), admin)).toBe(true)
  })

  it('a URL over 2,000 characters is never a key', () => {
    expect(cacheableRequest(get(`/search?query=${'a'.repeat(2000)}`), admin)).toBe(false)
  })
})

describe('page cache: keys', () => {
  it('proto + lower-case host with its port + path + the query sorted', () => {
    expect(cacheKey('http', 'Harbour.LOCALHOST:3000', '/search?b=2&a=1')).toBe(
      'http://harbour.localhost:3000/search?a=1&b=2',
    )
    expect(cacheKey('https', 'harbour.localhost', '/')).toBe('https://harbour.localhost/')
    expect(cacheKey('http', 'h', '/s?a=2&a=1')).toBe(cacheKey('http', 'h', '/s?a=1&a=2'))
    expect(cacheKey('http', 'h', '/s?')).toBe('http://h/s')
    expect(cacheKey('http', 'h', '/s')).not.toBe(cacheKey('https', 'h', '/s'))
    expect(cacheKey('http', 'h', '/S')).not.toBe(cacheKey('http', 'h', '/s')) // paths are case-sensitive
  })
})

describe('page cache: which answers are stored', () => {
  const ok = { 'content-type': 'text/html; charset=utf-8', 'x-dp-page-cache': '3' }
  it('200 HTML with the proxy marker, for that tenant', () => {
    expect(storableResponse({ status: 200, headers: ok })).toBe('3')
  })
  it('no marker, another status, not HTML, or a Set-Cookie: not stored', () => {
    expect(storableResponse({ status: 200, headers: { 'content-type': 'text/html' } })).toBeNull()
    expect(storableResponse({ status: 404, headers: ok })).toBeNull()
    expect(storableResponse({ status: 307, headers: ok })).toBeNull()
    expect(storableResponse({ status: 200, headers: { ...ok, 'content-type': 'application/json' } })).toBeNull()
    expect(storableResponse({ status: 200, headers: { ...ok, 'set-cookie': ['a=1'] } })).toBeNull()
    expect(storableResponse({ status: 200, headers: { ...ok, 'x-dp-page-cache': 'abc' } })).toBeNull()
  })
})

describe('page cache: the hash-based Content-Security-Policy', () => {
  const html =
    '<html><head><script src="/_next/a.js" nonce="n1" async></script><script nonce="n1">self.__next_f=[]</script>' +
    '</head><body><script nonce="n1">self.__next_f.push([1,"é"])</script><script type="application/ld+json">{"a":1}</script>' +
    '<script>self.__next_f=[]</script></body></html>'
  const csp =
    "default-src 'self'; script-src 'self' 'nonce-n1' https://chat.example; connect-src 'self' https://chat.example; frame-ancestors 'self'"

  it('finds every inline script, exactly as written, and none with src', () => {
    expect(inlineScripts(html)).toEqual([
      'self.__next_f=[]',
      'self.__next_f.push([1,"é"])',
      '{"a":1}',
      'self.__next_f=[]',
    ])
  })

  it('replaces the nonce with the SHA-256 of each inline script (as Node computes it) and keeps every other source', () => {
    const out = hashCsp(csp, html)
    const hash = (s: string) => `'sha256-${crypto.createHash('sha256').update(s, 'utf8').digest('base64')}'`
    expect(out).not.toContain('nonce-')
    const scriptSrc = out.split(';').find((d) => d.trim().startsWith('script-src'))!
    expect(scriptSrc.trim().split(' ')).toEqual([
      'script-src',
      "'self'",
      'https://chat.example',
      hash('self.__next_f=[]'),
      hash('self.__next_f.push([1,"é"])'),
      hash('{"a":1}'),
    ])
    expect(out).toContain("default-src 'self'; ")
    expect(out).toContain("connect-src 'self' https://chat.example")
    expect(out.endsWith("frame-ancestors 'self'")).toBe(true)
  })

  it('a policy without a nonce is left alone', () => {
    expect(hashCsp("default-src 'none'", html)).toBe("default-src 'none'")
  })
})

describe('page cache: encodings and validators', () => {
  it('prefers br, then gzip, honouring q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('identity')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('*, br;q=0')).toBe('gzip')
  })

  it('an entry holds identity, gzip and brotli bodies that decode to the same page, and a weak ETag', async () => {
    const body = Buffer.from(`<!doctype html><p>${'Harbour '.repeat(500)}</p>`)
    const entry = await buildEntry({
      key: 'k',
      proto: 'http',
      host: 'h',
      url: '/',
      tenantId: '1',
      status: 200,
      headers: {
        'content-type': 'text/html',
        'x-dp-page-cache': '1',
        'set-cookie': 'a=1',
        connection: 'keep-alive',
        'cache-control': 'private, no-store',
        vary: 'RSC, Accept-Encoding',
      },
      body,
      now: 0,
    })
    expect(entry.gzip).not.toBeNull()
    expect(zlib.gunzipSync(entry.gzip!).equals(body)).toBe(true)
    expect(zlib.brotliDecompressSync(entry.br).equals(body)).toBe(true)
    expect(entry.etag).toMatch(/^W\/"[\w-]+"$/)
    expect(Object.keys(entry.headers).sort()).toEqual(['content-type', 'vary'])
    expect(etagMatches(entry.etag, entry.etag)).toBe(true)
    expect(etagMatches(`${entry.etag.slice(0, -1)}-br"`, entry.etag)).toBe(true)
    expect(etagMatches(entry.etag.replace(/^W\//, ''), entry.etag)).toBe(true) // weak comparison
    expect(etagMatches('"other"', entry.etag)).toBe(false)
  })

  it('the ETag is over the content: two renders that differ only in what changes at every render share it; a changed page does not', () => {
    // two renders of one page as Next makes them: a fresh nonce, flight rows numbered in the order the server
    // components resolved, the head's tags and a preload placed as they finished
    const render = (nonce: string, price: string, second = false) =>
      '<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>' +
      (second
        ? '<link rel="preload" as="image" href="/logo.svg"/><title>Car</title><link rel="stylesheet" href="/a.css"/>'
        : '<link rel="stylesheet" href="/a.css"/><title>Car</title>') +
      `<script src="/_next/a.js" nonce="${nonce}" async></script></head><body><h1>Mazda3</h1><p>${price}</p>` +
      (second ? '' : '<link rel="preload" as="image" href="/logo.svg"/>') +
      `<script type="application/ld+json">{"price":"${price.replace(/\D/g, '')}"}</script>` +
      `<script nonce="${nonce}">self.__next_f.push([1,"${second ? '32:I[9]\\n31:I[8]' : '31:I[9]\\n32:I[8]'}"])</script></body></html>`
    const policy = (nonce: string) => `script-src 'self' 'nonce-${nonce}'`
    const a = pageEtag(render('R2Vv9qk0aXGhXG0r3pHk4A==', '$24,990'), policy('R2Vv9qk0aXGhXG0r3pHk4A=='))
    const b = pageEtag(render('b0d3hX1tPq8uUz0xL9cS2w==', '$24,990', true), policy('b0d3hX1tPq8uUz0xL9cS2w=='))
    const c = pageEtag(render('b0d3hX1tPq8uUz0xL9cS2w==', '$23,990', true), policy('b0d3hX1tPq8uUz0xL9cS2w=='))
    expect(a).toMatch(/^W\/"[\w-]{27}"$/)
    expect(b).toBe(a)
    expect(c).not.toBe(a)
    // structured data is content: a change there alone changes the ETag
    const withData = (data: string) =>
      pageEtag(`<html><body><p>1</p><script type="application/ld+json">${data}</script></body></html>`, undefined)
    expect(withData('{"availability":"InStock"}')).not.toBe(withData('{"availability":"SoldOut"}'))
    // so does the order of the body's content (cards in another order)
    expect(pageEtag('<html><body><p>a</p><p>b</p></body></html>', undefined)).not.toBe(
      pageEtag('<html><body><p>b</p><p>a</p></body></html>', undefined),
    )
    expect(policyNonces("default-src 'self'; script-src 'nonce-x1' 'nonce-y2'")).toEqual(['x1', 'y2'])
  })

  it("the ETag covers the props only the flight data carries: a returning shopper's browser never keeps a page whose pop-up changed", () => {
    // the pop-up renders in the browser after the shopper engages: its link is in the flight data, not in the HTML
    const render = (nonce: string, href: string, order: 'a' | 'b') => {
      const rows =
        order === 'a'
          ? `2:I[7,[],\\"PromoPopup\\"]\\n1:[\\"$\\",\\"$L2\\",null,{\\"href\\":\\"${href}\\",\\"nonce\\":\\"${nonce}\\"}]`
          : `1:[\\"$\\",\\"$L3\\",null,{\\"href\\":\\"${href}\\",\\"nonce\\":\\"${nonce}\\"}]\\n3:I[7,[],\\"PromoPopup\\"]`
      return `<html><head></head><body><h1>Mazda3</h1><script nonce="${nonce}">self.__next_f.push([1,"${rows}"])</script></body></html>`
    }
    const policy = (nonce: string) => `script-src 'nonce-${nonce}'`
    const etag = (nonce: string, href: string, order: 'a' | 'b') => pageEtag(render(nonce, href, order), policy(nonce))
    // rows numbered in another order, another nonce: the same content
    expect(etag('R2Vv9qk0aXGhXG0r3pHk4A==', '/special-offers', 'a')).toBe(
      etag('b0d3hX1tPq8uUz0xL9cS2w==', '/special-offers', 'b'),
    )
    // the pop-up's link changed, the HTML did not: a new ETag, so If-None-Match gets the new page, not a 304
    expect(etag('R2Vv9qk0aXGhXG0r3pHk4A==', '/service', 'a')).not.toBe(
      etag('R2Vv9qk0aXGhXG0r3pHk4A==', '/special-offers', 'a'),
    )
    expect(flightRows(render('n', '/service', 'b'))).toEqual([
      'I[7,[],"PromoPopup"]',
      '["$","$#",null,{"href":"/service","nonce":"n"}]',
    ])
    // a string of the page's own that starts with "$" is written "$$…" and stays as it is
    expect(flightRows('self.__next_f.push([1,"4:[\\"$$24\\"]"])')).toEqual(['["$$24"]'])
  })

  it('If-Modified-Since: not modified at or after the Last-Modified second, modified before it or when unreadable', () => {
    const at = Date.parse('2026-11-26T05:00:00.400Z')
    expect(notModifiedSince('Thu, 26 Nov 2026 05:00:00 GMT', at)).toBe(true)
    expect(notModifiedSince('Thu, 26 Nov 2026 06:00:00 GMT', at)).toBe(true)
    expect(notModifiedSince('Thu, 26 Nov 2026 04:59:59 GMT', at)).toBe(false)
    expect(notModifiedSince('yesterday', at)).toBe(false)
    expect(notModifiedSince(undefined, at)).toBe(false)
  })
})

const entryOf = (key: string, tenantId: string, size: number, storedAt = 0) =>
  ({ key, tenantId, size, storedAt, hits: 0 }) as unknown as Parameters<PageStore['set']>[0]

describe('page cache: memory and purges', () => {
  it('holds no more bytes than its bound, dropping the least recently used first', () => {
    const store = new PageStore({ maxBytes: 1000 })
    store.set(entryOf('a', '1', 400))
    store.set(entryOf('b', '1', 400))
    store.get('a')
    store.set(entryOf('c', '1', 400))
    expect(store.bytes).toBeLessThanOrEqual(1000)
    expect(store.get('a')).toBeDefined()
    expect(store.get('b')).toBeUndefined()
    expect(store.set(entryOf('huge', '1', 2000))).toBe(false)
  })

  it("purgeTenant drops that tenant's entries and leaves the others", () => {
    const store = new PageStore({ maxBytes: 10_000 })
    store.set(entryOf('h1', '1', 10))
    store.set(entryOf('h2', '1', 10))
    store.set(entryOf('c1', '2', 10))
    expect(store.purgeTenant('1').map((e) => e.key)).toEqual(expect.arrayContaining(['h1', 'h2']))
    expect(store.get('h1')).toBeUndefined()
    expect(store.get('c1')).toBeDefined()
  })

  it('fresh for the TTL, then stale for the SWR window, then expired (injected clock)', () => {
    const e = { storedAt: 1000 }
    expect(entryState(e, 1000, 60_000, 300_000)).toBe('fresh')
    expect(entryState(e, 60_999, 60_000, 300_000)).toBe('fresh')
    expect(entryState(e, 61_000, 60_000, 300_000)).toBe('stale')
    expect(entryState(e, 360_999, 60_000, 300_000)).toBe('stale')
    expect(entryState(e, 361_000, 60_000, 300_000)).toBe('expired')
  })

  it('reads its settings from the environment, with defaults and PAGE_CACHE=off', () => {
    expect(pageCacheOptions({})).toEqual({
      enabled: true,
      maxBytes: 128 * 1024 * 1024,
      ttlMs: 60_000,
      swrMs: 300_000,
      warm: 24,
      bootWarm: 1000,
    })
    expect(pageCacheOptions({ PAGE_CACHE: 'off' }).enabled).toBe(false)
    expect(pageCacheOptions({ PAGE_CACHE_TTL_S: '5', PAGE_CACHE_MAX_MB: 'x' }).ttlMs).toBe(5000)
    expect(pageCacheOptions({ PAGE_CACHE_MAX_MB: 'x' }).maxBytes).toBe(128 * 1024 * 1024)
  })
})

/** A response double: records what was written. */
const response = fakeResponse

describe('page cache: serving (injected render and clock)', () => {
  const page = (n: number) => ({
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'x-dp-page-cache': '1',
      'content-security-policy': "script-src 'self' 'nonce-abc'",
    },
    body: Buffer.from(`<html><script nonce="abc">render(${n})</script></html>`),
  })

  function setup(answer: (n: number) => { status: number; headers: Record<string, string>; body: Buffer }) {
    let clock = 0
    let renders = 0
    const passed: string[] = []
    const cache = createPageCache({
      handle: (req, res) => {
        passed.push(String(req.url))
        ;(res as unknown as ReturnType<typeof response>).writeHead(200, { 'x-from': 'next' })
        res.end('next')
      },
      target: () => ({ host: '127.0.0.1', port: 1 }),
      adminHosts: admin,
      options: { ...pageCacheOptions({}), warm: 0 },
      now: () => clock,
      log: () => {},
      request: async () => {
        renders++
        await new Promise((r) => setTimeout(r, 5))
        return answer(renders)
      },
    })
    const ask = async (url = '/', headers: Record<string, string> = {}) => {
      const res = response()
      const req = { method: 'GET', url, headers: { host: 'harbour.localhost:3000', ...headers } }
      const done = new Promise((r) => res.once('done', r))
      await cache.serve(req as never, res as never, { proto: 'http' })
      await done
      return res
    }
    return { cache, ask, renders: () => renders, passed, tick: (ms: number) => (clock += ms) }
  }

  it('one render for concurrent misses, then HITs with the hash CSP and the CDN headers', async () => {
    const t = setup(page)
    const [a, b] = await Promise.all([t.ask(), t.ask()])
    expect(t.renders()).toBe(1)
    expect([a.headers['x-page-cache'], b.headers['x-page-cache']]).toEqual(['MISS', 'MISS'])
    const c = await t.ask('/', { 'accept-encoding': 'gzip' })
    expect(c.headers['x-page-cache']).toBe('HIT')
    expect(zlib.gunzipSync(c.body).toString()).toBe(a.body.toString())
    expect(c.headers['content-security-policy']).toBe(
      `script-src 'self' 'sha256-${crypto.createHash('sha256').update('render(1)').digest('base64')}'`,
    )
    expect(c.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    // its reads are not known here (no worker noted them): the tenant's key and its unknown-reads key
    expect(c.headers['cache-tag']).toBe('tenant-1,t:1:unknown-reads')
    expect(c.headers['surrogate-key']).toBe('tenant-1 t:1:unknown-reads')
    expect(c.headers['x-dp-page-cache']).toBeUndefined()
    const d = await t.ask('/', { 'if-none-match': a.headers.etag! })
    expect(d.status).toBe(304)
    expect(d.body.length).toBe(0)
    // the gzip form's own tag revalidates too (it ends "-gz", as etagMatches reads it)
    expect(c.headers.etag).toMatch(/-gz"$/)
    expect((await t.ask('/', { 'accept-encoding': 'gzip', 'if-none-match': c.headers.etag! })).status).toBe(304)
  })

  it('a page rendered again with a new nonce and the same content answers 304 to the earlier ETag and keeps its Last-Modified; a changed page answers 200 with a new ETag', async () => {
    let price = '$24,990'
    const t = setup(() => {
      const nonce = crypto.randomBytes(16).toString('base64')
      return {
        status: 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'x-dp-page-cache': '1',
          'content-security-policy': `script-src 'self' 'nonce-${nonce}'`,
        },
        body: Buffer.from(
          `<html><head><title>Car</title></head><body><p>${price}</p><script nonce="${nonce}">show(${Math.random()})</script></body></html>`,
        ),
      }
    })
    const first = await t.ask('/cars/1', { 'accept-encoding': 'br' })
    t.tick(400_000) // past the TTL and the SWR window: the next request renders the page again
    const again = await t.ask('/cars/1', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! })
    expect(t.renders()).toBe(2)
    expect(again.headers['x-page-cache']).toBe('MISS')
    expect(again.status).toBe(304)
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(again.headers['last-modified']).toBe(first.headers['last-modified'])
    const since = { 'if-modified-since': String(first.headers['last-modified']) }
    expect((await t.ask('/cars/1', since)).status).toBe(304)
    // the same page after a price edit (a purge, then a render of the new price)
    price = '$23,990'
    t.cache.purgeTenant('1')
    t.tick(2_000)
    const edited = await t.ask('/cars/1', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! })
    expect(edited.status).toBe(200)
    expect(edited.headers.etag).not.toBe(first.headers.etag)
    expect(new Date(String(edited.headers['last-modified'])).getTime()).toBeGreaterThan(
      new Date(String(first.headers['last-modified'])).getTime(),
    )
    expect((await t.ask('/cars/1', since)).status).toBe(200)
  })

  it('a page first asked for with br is stored without gzip; the first gzip requests compress it once and the store counts the bytes', async () => {
    const t = setup(page)
    const a = await t.ask('/', { 'accept-encoding': 'gzip, br' })
    expect(a.headers['x-page-cache']).toBe('MISS')
    expect(a.headers['content-encoding']).toBe('br')
    const entry = t.cache.store.get('http://harbour.localhost:3000/')!
    expect(entry.gzip).toBeNull()
    const bytes = t.cache.store.bytes
    const [b, c] = await Promise.all([
      t.ask('/', { 'accept-encoding': 'gzip' }),
      t.ask('/', { 'accept-encoding': 'gzip' }),
    ])
    expect([b.headers['x-page-cache'], c.headers['x-page-cache']]).toEqual(['HIT', 'HIT'])
    expect(b.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(b.body).toString()).toBe(zlib.brotliDecompressSync(a.body).toString())
    expect(c.body.equals(b.body)).toBe(true)
    expect(t.cache.store.get('http://harbour.localhost:3000/')!.gzip!.equals(b.body)).toBe(true)
    expect(t.cache.store.bytes).toBe(bytes + b.body.length)
    // a first requester asking for gzip gets it compressed with the entry
    await t.ask('/g', { 'accept-encoding': 'gzip' })
    expect(t.cache.store.get('http://harbour.localhost:3000/g')!.gzip).not.toBeNull()
  })

  it('past the TTL: STALE once while one background render refreshes it; past the SWR window: a miss', async () => {
    const t = setup(page)
    await t.ask()
    t.tick(61_000)
    const stale = await t.ask()
    expect(stale.headers['x-page-cache']).toBe('STALE')
    await new Promise((r) => setTimeout(r, 30))
    expect(t.renders()).toBe(2)
    const fresh = await t.ask()
    expect(fresh.headers['x-page-cache']).toBe('HIT')
    expect(fresh.body.toString()).toContain('render(2)')
    t.tick(400_000)
    expect((await t.ask()).headers['x-page-cache']).toBe('MISS')
  })

  it('back from a purge bus outage: every page is kept and goes stale at its own moment within the spread, then refreshes at its next ask', async () => {
    const t = setup(page)
    await t.ask('/a')
    await t.ask('/b')
    // each page's moment: a random point of the 30 s spread (here the middle: 15 s from now)
    expect(t.cache.staleAll(30_000, () => 0.5)).toBe(2)
    expect((await t.ask('/a')).headers['x-page-cache']).toBe('HIT')
    t.tick(15_000)
    expect((await t.ask('/a')).headers['x-page-cache']).toBe('STALE')
    expect((await t.ask('/b')).headers['x-page-cache']).toBe('STALE')
    // nothing was dropped: the renders are the refreshes the two stale answers started, one each
    await new Promise((r) => setTimeout(r, 30))
    expect(t.renders()).toBe(4)
  })

  it('a stale entry whose refresh is no longer storable (the page went away) is dropped', async () => {
    const t = setup((n) =>
      n === 1 ? page(1) : { status: 404, headers: { 'content-type': 'text/html' }, body: Buffer.from('gone') },
    )
    await t.ask()
    t.tick(61_000)
    expect((await t.ask()).headers['x-page-cache']).toBe('STALE')
    await new Promise((r) => setTimeout(r, 30))
    const after = await t.ask()
    expect(after.status).toBe(404)
    expect(after.headers['x-page-cache']).toBe('BYPASS')
  })

  it('an answer that may not be stored goes to the first requester as it is; each waiter renders its own', async () => {
    const t = setup(() => ({
      status: 404,
      headers: { 'content-type': 'text/html', 'x-dp-page-cache': '1' },
      body: Buffer.from('gone'),
    }))
    const [a, b] = await Promise.all([t.ask('/nope'), t.ask('/nope')])
    expect(a.status).toBe(404)
    expect(a.body.toString()).toBe('gone')
    expect(a.headers['x-page-cache']).toBe('BYPASS')
    expect(a.headers['x-dp-page-cache']).toBeUndefined()
    expect(b.headers['x-from']).toBe('next')
    expect(t.passed).toEqual(['/nope'])
    expect((await t.ask('/nope')).headers['x-page-cache']).toBe('BYPASS')
    expect(t.renders()).toBe(2)
  })

  it('purgeTenant empties that tenant: the next request renders again', async () => {
    const t = setup(page)
    await t.ask()
    expect((await t.ask()).headers['x-page-cache']).toBe('HIT')
    t.cache.purgeTenant(2)
    expect((await t.ask()).headers['x-page-cache']).toBe('HIT')
    t.cache.purgeTenant(1)
    expect((await t.ask()).headers['x-page-cache']).toBe('MISS')
    expect(t.cache.stats().entries).toBe(1)
    t.cache.purgeAll()
    expect(t.cache.stats().entries).toBe(0)
  })

  it('a write that purged a tenant purges it again once its answer is sent (after the commit): a render that read the data before the commit is never kept', async () => {
    let renders = 0
    /** The render's outcome is released by the test, so it can finish before or after the write's answer. */
    const pending: ((n: number) => void)[] = []
    const writes: ReturnType<typeof response>[] = []
    const cache = createPageCache({
      handle: (req, res) => {
        // an admin save: afterChange purges the tenant, then the answer is sent (the test sends it)
        if (req.method === 'PATCH') {
          cache.purgeTenant(1)
          writes.push(res as never)
        }
      },
      target: () => ({ host: '127.0.0.1', port: 1 }),
      adminHosts: admin,
      options: { ...pageCacheOptions({}), warm: 0 },
      log: () => {},
      request: async () => {
        const n = ++renders
        await new Promise<number>((resolve) => pending.push(resolve))
        return page(n)
      },
    })
    const ask = async (url = '/') => {
      const res = response()
      const done = new Promise((r) => res.once('done', r))
      const served = cache.serve(
        { method: 'GET', url, headers: { host: 'harbour.localhost:3000' } } as never,
        res as never,
        { proto: 'http' },
      )
      return { res, finished: served.then(() => done).then(() => res) }
    }
    const release = async () => {
      while (!pending.length) await new Promise((r) => setTimeout(r, 1))
      pending.shift()!(0)
    }

    const first = await ask()
    await release()
    expect((await first.finished).body.toString()).toContain('render(1)')

    // the save: purged in afterChange, answer not sent yet (the transaction is still open)
    const write = response()
    void cache.serve(
      { method: 'PATCH', url: '/api/vehicles/1', headers: { host: 'localhost:3000' } } as never,
      write as never,
      { proto: 'http' },
    )
    // a shopper renders between the purge and the commit (reads the old data) and is stored…
    const during = await ask()
    await release()
    expect((await during.finished).headers['x-page-cache']).toBe('MISS')
    expect((await ask()).res.headers['x-page-cache']).toBe('HIT')
    // …another render (another page of the tenant) starts before the commit and finishes after it
    const late = await ask('/search')
    while (!pending.length) await new Promise((r) => setTimeout(r, 1))

    writes[0]!.emit('close') // the answer went out: Payload has committed
    await release()
    expect((await late.finished).headers['x-page-cache']).toBe('MISS')
    // neither render from before the commit is served again: the next request renders anew
    const after = await ask()
    await release()
    expect((await after.finished).body.toString()).toContain(`render(${renders})`)
    expect((await ask()).res.headers['x-page-cache']).toBe('HIT')
    const again = await ask('/search')
    await release()
    expect((await again.finished).headers['x-page-cache']).toBe('MISS')
    expect(renders).toBe(5)
  })

  it('a request to an admin host or the API is passed to Next', async () => {
    const t = setup(page)
    const res = await t.ask('/api/search')
    expect(res.headers['x-from']).toBe('next')
    expect(t.renders()).toBe(0)
  })

  it('knows its own fills by the edge secret', () => {
    const t = setup(page)
    expect(t.cache.isFill({ headers: { 'x-dp-fill': edgeSecret() } } as never)).toBe(true)
    expect(t.cache.isFill({ headers: { 'x-dp-fill': 'guess' } } as never)).toBe(false)
    expect(t.cache.isFill({ headers: {} } as never)).toBe(false)
  })
})

describe("page cache: a stock feed's soft purge, end to end (injected render, real clock)", () => {
  it("a list page a shopper asked for is refreshed behind its stale answers before its window ends, with no ask; a car's own page is dropped", async () => {
    const deps = createRenderDeps()
    let renders = 0
    const cache = createPageCache({
      handle: () => {},
      target: () => ({ host: '127.0.0.1', port: 1 }),
      adminHosts: admin,
      // a 600 ms stale-while-revalidate window: the soft window is that long (at most SOFT_PURGE_MS)
      options: { ...pageCacheOptions({}), swrMs: 600 },
      log: () => {},
      renderDeps: deps,
      request: async (where, headers) => {
        renders++
        const lists = where.url.startsWith('/cars/') ? [`t:1:vehicle:${where.url.slice(6)}`] : ['t:1:vehicle-lists']
        deps.deliver(headers[FILL_ID_HEADER], lists)
        return {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8', 'x-dp-page-cache': '1' },
          body: Buffer.from(`<html>${where.url} render ${renders}</html>`),
        }
      },
    })
    const ask = async (url: string) => {
      const res = response()
      const done = new Promise((r) => res.once('done', r))
      const req = { method: 'GET', url, headers: { host: 'harbour.localhost:3000' } }
      await cache.serve(req as never, res as never, { proto: 'http' })
      await done
      return res
    }
    expect((await ask('/')).headers['x-page-cache']).toBe('MISS')
    expect((await ask('/cars/a')).headers['x-page-cache']).toBe('MISS')
    cache.purgeTags(['t:1:vehicle-lists', 't:1:vehicle:a', 't:1:vehicle-lists:soft'])
    expect(cache.stats()).toMatchObject({ softened: 1 })
    const stale = await ask('/')
    expect(stale.headers['x-page-cache']).toBe('STALE') // its own refresh starts behind it
    await new Promise((r) => setTimeout(r, 50))
    expect((await ask('/')).body.toString()).toContain('render 3')
    // a second push: nobody asks within the window, and the page is still answered, refreshed ahead of the drop
    cache.purgeTags(['t:1:vehicle-lists', 't:1:vehicle-lists:soft'])
    await new Promise((r) => setTimeout(r, 800))
    expect(cache.stats()).toMatchObject({ softened: 2, softRefreshed: 1 })
    const later = await ask('/')
    expect(later.headers['x-page-cache']).toBe('HIT')
    expect(later.body.toString()).toContain('render 4')
    // the changed car's page was dropped at once and rendered at its next ask
    expect((await ask('/cars/a')).headers['x-page-cache']).toBe('MISS')
  })
})

describe('page cache: a 404 Next leaves for the browser to draw (vercel/next.js#62228)', () => {
  const html = { 'content-type': 'text/html; charset=utf-8' }
  const errorDocument = {
    status: 404,
    headers: html,
    body: Buffer.from(
      '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div></body></html>',
    ),
  }

  it('is told apart from a 404 page with content', () => {
    expect(clientDrawn404(errorDocument)).toBe(true)
    expect(clientDrawn404({ ...errorDocument, status: 200 })).toBe(false)
    expect(
      clientDrawn404({ status: 404, headers: html, body: Buffer.from('<!DOCTYPE html><html lang="en-AU">…') }),
    ).toBe(false)
    expect(clientDrawn404({ ...errorDocument, headers: { 'content-type': 'application/json' } })).toBe(false)
    expect(NOT_FOUND_PAGE_HEADER).toBe(APP_NOT_FOUND_PAGE_HEADER)
  })

  it('is answered with the tenant 404 page rendered at the same address, status 404, never stored', async () => {
    const asked: { url: string; notFoundPage: boolean }[] = []
    const cache = createPageCache({
      handle: () => {},
      target: () => ({ host: '127.0.0.1', port: 1 }),
      adminHosts: admin,
      options: { ...pageCacheOptions({}), warm: 0 },
      log: () => {},
      request: async (where, headers) => {
        asked.push({ url: where.url, notFoundPage: headers[NOT_FOUND_PAGE_HEADER] === '/cars/sold-car' })
        return headers[NOT_FOUND_PAGE_HEADER]
          ? {
              status: 200,
              headers: html,
              body: Buffer.from('<html><h1>Page not found</h1><a href="/search">Search</a></html>'),
            }
          : errorDocument
      },
    })
    const res = response()
    const done = new Promise((r) => res.once('done', r))
    // a client's own x-dp-not-found never reaches Next: the fill sends the edge's
    const req = {
      method: 'GET',
      url: '/cars/sold-car?utm=x',
      headers: { host: 'harbour.localhost:3000', [NOT_FOUND_PAGE_HEADER]: '0' },
    }
    await cache.serve(req as never, res as never, { proto: 'http' })
    await done
    expect(res.status).toBe(404)
    expect(res.body.toString()).toContain('Page not found')
    expect(asked).toEqual([
      { url: '/cars/sold-car?utm=x', notFoundPage: false },
      { url: '/cars/sold-car?utm=x', notFoundPage: true },
    ])
    expect(cache.store.get('http://harbour.localhost:3000/cars/sold-car?utm=x')).toBeUndefined()
  })
})
