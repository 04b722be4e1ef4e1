/**
 * The search shell (server/searchShell.mjs + pageCache/shells.mjs): an uncached search address answered,
 * while renders are busy, with its landing page's cached copy and the address's data from GET /api/search/state.
 */
import zlib from 'node:zlib'

import { createPageCache, pageCacheOptions } from '../../../server/pageCache.mjs'
import { rehashCsp } from '../../../server/pageCache/entries.mjs'
import { cacheKey } from '../../../server/pageCache/keys.mjs'
import { IDLE_FILL_QUIET_MS } from '../../../server/pageCache/shells.mjs'
import { inlineScripts, scriptHash } from '../../../server/scriptHashes.mjs'
import {
  NOSCRIPT_REFRESH_S,
  PENDING_ID,
  SEARCH_PATH_HEADER,
  SHELL_HEADER,
  STATE_ID,
  fillShell,
  flightString,
  isSearchPath,
  isShellData,
  packShellData,
  scriptJson,
  shellHtml,
  shellMode,
  shellTemplate,
  shellToken,
} from '../../../server/searchShell.mjs'
import { createLimiter } from '../../../server/upstream.mjs'
import { SEARCH_PATH_HEADER as APP_SEARCH_PATH_HEADER } from '@/domain/routes'
import { SHELL_PENDING_ID, SHELL_STATE_ID } from '@/modules/search/components/SearchExperience.client'
import { fakeResponse } from '../../helpers/fakeResponse'

const LANDING = [
  '<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>',
  '<title>Used cars | Harbour Auto Group</title>',
  '<meta name="description" content="Used cars at Harbour Auto Group: browse new, demo and used stock."/>',
  '<link rel="canonical" href="https://www.harbour.example/search/used-cars"/>',
  '<script nonce="abc">self.__next_f=[]</script></head>',
  '<body><main><div class="search" aria-busy="false"><h1>Used cars</h1></div></main>',
  // the flight payload's copy of the metadata, as Next writes it
  String.raw`<script>self.__next_f.push([1,"18:[[\"$\",\"title\",\"0\",{\"children\":\"Used cars | Harbour Auto Group\"}],[\"$\",\"meta\",\"1\",{\"name\":\"description\",\"content\":\"Used cars at Harbour Auto Group: browse new, demo and used stock.\"}],[\"$\",\"link\",\"2\",{\"rel\":\"canonical\",\"href\":\"https://www.harbour.example/search/used-cars\"}]]\n"])</script>`,
  '</body></html>',
].join('')

const DATA = {
  head: {
    title: 'Used cars under $30,000 | Harbour Auto Group',
    description: 'Used cars under $30,000 at Harbour Auto Group: browse new, demo and used stock.',
    canonical: 'https://www.harbour.example/search/used-cars?range[price]=0:30000&x="y"',
  },
  state: { query: { query: '</script><script>alert(1)</script>' }, view: { c: [] }, errors: [], vocabulary: {} },
}

describe('search shell: the page it makes', () => {
  it('the landing page gets the address title, description and canonical, the pending style, a no-script refresh and the data block', () => {
    const html = shellHtml(LANDING, DATA)!
    expect(html).toContain('<title>Used cars under $30,000 | Harbour Auto Group</title>')
    expect(html).not.toContain('<title>Used cars | Harbour')
    expect(html).toContain('<meta name="description" content="Used cars under $30,000 at Harbour Auto Group')
    expect(html).toContain(
      '<link rel="canonical" href="https://www.harbour.example/search/used-cars?range[price]=0:30000&#38;x=&#34;y&#34;"/>',
    )
    expect(html).toContain(`<style id="${PENDING_ID}">.search{visibility:hidden}`)
    expect(html).toContain(`<noscript><meta http-equiv="refresh" content="${NOSCRIPT_REFRESH_S}"/></noscript>`)
    // the data block sits in the head, before the page's own scripts run, and cannot end its own element
    const block = new RegExp(`<script type="application/json" id="${STATE_ID}">(.*?)</script></head>`).exec(html)
    expect(block).not.toBeNull()
    expect(block![1]).not.toContain('<')
    expect(JSON.parse(block![1]!)).toEqual(DATA.state)
    // the page's own scripts stay; the flight payload's metadata names the address too (React applies it)
    expect(html).toContain('<script nonce="abc">self.__next_f=[]</script>')
    const flight = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/.exec(html)
    const rows = JSON.parse(flight![1]!) as string
    const metadata = JSON.parse(rows.slice(rows.indexOf(':') + 1))
    expect(metadata).toEqual([
      ['$', 'title', '0', { children: DATA.head.title }],
      ['$', 'meta', '1', { name: 'description', content: DATA.head.description }],
      ['$', 'link', '2', { rel: 'canonical', href: DATA.head.canonical }],
    ])
    expect(html).not.toContain('Used cars | Harbour Auto Group')
    // the rest of the body is the landing page's
    expect(html.slice(html.indexOf('<body>'), html.indexOf('<script>self'))).toBe(
      LANDING.slice(LANDING.indexOf('<body>'), LANDING.indexOf('<script>self')),
    )
  })

  it("a worker's packed data (the state as the data block's text) makes the same page", () => {
    const packed = packShellData(DATA) as { head: unknown; stateJson: string }
    expect(packed).toEqual({ head: DATA.head, stateJson: scriptJson(DATA.state) })
    expect(shellHtml(LANDING, packed as Parameters<typeof shellHtml>[1])).toBe(shellHtml(LANDING, DATA))
    // what is not shell data crosses as it is
    expect(packShellData(null)).toBeNull()
    expect(packShellData({ head: DATA.head })).toEqual({ head: DATA.head })
  })

  it('a string as the flight payload writes it', () => {
    expect(flightString('Used cars | A&B <x>')).toBe(String.raw`\"Used cars | A\u0026B \u003cx\u003e\"`)
    expect(JSON.parse(JSON.parse(`"${flightString('a "b" \\ c')}"`))).toBe('a "b" \\ c')
  })

  it('the policy of a changed page names the hashes of its scripts now', () => {
    const html = '<script>a()</script><script src="/x.js"></script><script>b()</script>'
    const csp = "default-src 'self'; script-src 'self' 'sha256-old'; style-src 'self' 'unsafe-inline'"
    expect(rehashCsp(csp, html)).toBe(
      `default-src 'self'; script-src 'self' '${scriptHash('a()')}' '${scriptHash('b()')}'; style-src 'self' 'unsafe-inline'`,
    )
    expect(rehashCsp("script-src 'self'", html)).toBe("script-src 'self'")
  })

  it('is not made from a page that is not a results page', () => {
    expect(shellHtml('<html><head></head><body><h1>About us</h1></body></html>', DATA)).toBeNull()
    expect(shellHtml('<div class="search"></div>', DATA)).toBeNull()
  })

  it('JSON for a script element has no "<" and keeps the value', () => {
    const value = { a: '</script><!--', b: 'line\u2028sep' }
    expect(scriptJson(value)).not.toMatch(/[<\u2028]/)
    expect(JSON.parse(scriptJson(value))).toEqual(value)
  })

  it('the state route answer is checked before use', () => {
    expect(isShellData(DATA)).toBe(true)
    expect(isShellData(null)).toBe(false)
    expect(isShellData({ head: DATA.head })).toBe(false)
    expect(isShellData({ head: { title: 1 }, state: DATA.state })).toBe(false)
    expect(isShellData({ errors: [] })).toBe(false)
    expect(isShellData(packShellData(DATA))).toBe(true)
    expect(isShellData({ head: DATA.head, stateJson: '{"errors":[]}' })).toBe(false)
    expect(isShellData({ head: DATA.head, stateJson: 42 })).toBe(false)
  })

  it('modes, token, paths and ids agree with the app', () => {
    expect(shellMode({})).toBe('busy')
    expect(shellMode({ PAGE_CACHE_SEARCH_SHELL: 'off' })).toBe('off')
    expect(shellMode({ PAGE_CACHE_SEARCH_SHELL: 'Always' })).toBe('always')
    expect(shellMode({ PAGE_CACHE_SEARCH_SHELL: 'what' })).toBe('busy')
    expect(shellToken(undefined)).toBeNull()
    expect(shellToken('s')).toMatch(/^[0-9a-f]{64}$/)
    expect(shellToken('s')).not.toBe(shellToken('t'))
    expect(isSearchPath('/search')).toBe(true)
    expect(isSearchPath('/search/used-cars')).toBe(true)
    expect(isSearchPath('/searching')).toBe(false)
    expect(isSearchPath('/cars/x')).toBe(false)
    expect(SEARCH_PATH_HEADER).toBe(APP_SEARCH_PATH_HEADER)
    expect(STATE_ID).toBe(SHELL_STATE_ID)
    expect(PENDING_ID).toBe(SHELL_PENDING_ID)
  })
})

const response = fakeResponse

describe('search shell: when the edge answers with it', () => {
  const html = { 'content-type': 'text/html; charset=utf-8', 'x-dp-page-cache': '1' }

  function setup(
    mode: 'busy' | 'always' | 'off',
    stateStatus = 200,
    searchState?: (input: { host: string; path: string; search: string }) => Promise<unknown>,
    stateLimiter?: ReturnType<typeof createLimiter>,
  ) {
    const asked: { url: string; path?: string }[] = []
    let release: (() => void) | null = null
    let clock = 1_000_000
    const cache = createPageCache({
      now: () => clock,
      handle: () => {},
      target: () => ({ host: '127.0.0.1', port: 1 }),
      adminHosts: new Set(['localhost']),
      options: { ...pageCacheOptions({}), warm: 0 },
      log: () => {},
      shell: { mode, token: 'tok' },
      searchState,
      stateLimiter,
      request: async (where, headers) => {
        asked.push({ url: where.url, path: headers[SEARCH_PATH_HEADER] as string | undefined })
        if (where.url.startsWith('/api/search/state'))
          return {
            status: stateStatus,
            headers: { 'content-type': 'application/json' },
            body: Buffer.from(JSON.stringify(stateStatus === 200 ? DATA : { error: 'No such search page' })),
          }
        // a page render: the landing page; held open while `release` is set (a render under way)
        if (release === null && where.url.includes('slow')) await new Promise<void>((r) => (release = r))
        return { status: 200, headers: html, body: Buffer.from(LANDING.replace('Used cars</h1>', `${where.url}</h1>`)) }
      },
    })
    const ask = async (url: string, headers: Record<string, string> = {}) => {
      const res = response()
      const done = new Promise((r) => res.once('done', r))
      await cache.serve(
        { method: 'GET', url, headers: { host: 'harbour.localhost:3000', ...headers } } as never,
        res as never,
        { proto: 'http' },
      )
      await done
      return res
    }
    return {
      cache,
      ask,
      asked,
      release: () => (release as (() => void) | null)?.(),
      tick: (ms: number) => (clock += ms),
    }
  }

  it('mode always: a new query string on a cached landing path gets the shell, with the state route asked for it, never stored', async () => {
    const t = setup('always')
    expect((await t.ask('/search/used-cars')).headers['x-page-cache']).toBe('MISS')
    const res = await t.ask('/search/used-cars?range[price]=0:30000', { 'accept-encoding': 'br' })
    expect(res.status).toBe(200)
    expect(res.headers['x-page-cache']).toBe('SHELL')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.etag).toBeUndefined()
    const body = zlib.brotliDecompressSync(res.body).toString()
    expect(body).toContain(`id="${STATE_ID}"`)
    expect(body).toContain('<title>Used cars under $30,000 | Harbour Auto Group</title>')
    expect(t.asked).toContainEqual({ url: '/api/search/state?range[price]=0:30000', path: '/search/used-cars' })
    expect(
      t.cache.store.get(cacheKey('http', 'harbour.localhost:3000', '/search/used-cars?range[price]=0:30000')),
    ).toBeUndefined()
    expect(t.cache.stats().shells).toBe(1)
  })

  it('a landing page not cached yet is rendered once for the shells; no shell for a landing path itself or when the state route refuses', async () => {
    const t = setup('always')
    const [a, b] = await Promise.all([t.ask('/search?range[price]=0:1'), t.ask('/search?range[price]=0:2')])
    expect([a.headers['x-page-cache'], b.headers['x-page-cache']]).toEqual(['SHELL', 'SHELL'])
    expect(t.asked.filter((r) => r.url === '/search')).toHaveLength(1)
    expect(t.cache.store.get(cacheKey('http', 'harbour.localhost:3000', '/search'))).toBeDefined()
    expect((await t.ask('/search/used-cars')).headers['x-page-cache']).toBe('MISS')
    const refused = setup('always', 404)
    await refused.ask('/search')
    expect((await refused.ask('/search?page=999')).headers['x-page-cache']).toBe('MISS')
  })

  it('mode busy: a lone address is rendered; one arriving in a burst, or while a render is under way, gets the shell; the token forces it', async () => {
    const t = setup('busy')
    await t.ask('/search')
    t.tick(1000)
    expect((await t.ask('/search?range[price]=0:2')).headers['x-page-cache']).toBe('MISS')
    // the next address 10 ms later: a burst
    t.tick(10)
    expect((await t.ask('/search?range[price]=0:3')).headers['x-page-cache']).toBe('SHELL')
    // a render under way (a slow address): the next new address is a shell, however long after
    t.tick(1000)
    const slow = t.ask('/search?slow=1')
    await new Promise((r) => setTimeout(r, 5))
    t.tick(1000)
    expect((await t.ask('/search?range[price]=0:4')).headers['x-page-cache']).toBe('SHELL')
    t.release()
    await slow
    t.tick(1000)
    expect((await t.ask('/search?range[price]=0:5')).headers['x-page-cache']).toBe('MISS')
    t.tick(1000)
    expect((await t.ask('/search?range[price]=0:6', { [SHELL_HEADER]: 'tok' })).headers['x-page-cache']).toBe('SHELL')
    t.tick(1000)
    expect((await t.ask('/search?range[price]=0:7', { [SHELL_HEADER]: 'nope' })).headers['x-page-cache']).toBe('MISS')
  })

  it('an address asked for again while still a shell is rendered and stored at once, in the background', async () => {
    const t = setup('always')
    await t.ask('/search')
    expect((await t.ask('/search?range[price]=0:9')).headers['x-page-cache']).toBe('SHELL')
    expect((await t.ask('/search?range[price]=0:9')).headers['x-page-cache']).toBe('SHELL')
    const key = cacheKey('http', 'harbour.localhost:3000', '/search?range[price]=0:9')
    for (let i = 0; i < 20 && !t.cache.store.get(key); i++) await new Promise((r) => setTimeout(r, 10))
    expect(t.cache.store.get(key)).toBeDefined()
    expect(t.cache.stats().repeatFills).toBe(1)
    expect((await t.ask('/search?range[price]=0:9')).headers['x-page-cache']).toBe('HIT')
  })

  it("a shell's data comes from a worker over IPC when it answers (no HTTP request); its 404 means no shell; without an answer, the state route", async () => {
    const viaIpc = setup('always', 200, async () => ({ ok: true, data: DATA }))
    await viaIpc.ask('/search')
    expect((await viaIpc.ask('/search?range[price]=0:10')).headers['x-page-cache']).toBe('SHELL')
    expect(viaIpc.asked.some((r) => r.url.startsWith('/api/search/state'))).toBe(false)
    const refused = setup('always', 200, async () => ({ ok: false, status: 404, error: 'No such search page' }))
    await refused.ask('/search')
    expect((await refused.ask('/search?range[price]=0:11')).headers['x-page-cache']).toBe('MISS')
    expect(refused.asked.some((r) => r.url.startsWith('/api/search/state'))).toBe(false)
    const silent = setup('always', 200, async () => null)
    await silent.ask('/search')
    expect((await silent.ask('/search?range[price]=0:12')).headers['x-page-cache']).toBe('SHELL')
    expect(silent.asked).toContainEqual({ url: '/api/search/state?range[price]=0:12', path: '/search' })
  })

  it('shells of one address asked for at once share one question for its data; the questions go through the state limiter, and past it there is no shell', async () => {
    let questions = 0
    const slowState = async () => {
      questions++
      await new Promise((r) => setTimeout(r, 20))
      return { ok: true, data: DATA }
    }
    const t = setup('always', 200, slowState)
    await t.ask('/search')
    const same = await Promise.all([t.ask('/search?range[price]=0:20'), t.ask('/search?range[price]=0:20')])
    expect(same.map((r) => r.headers['x-page-cache'])).toEqual(['SHELL', 'SHELL'])
    expect(questions).toBe(1)
    await t.ask('/search?range[price]=0:20') // one at a time, not kept: asked again
    expect(questions).toBe(2)

    questions = 0
    const bounded = setup('always', 200, slowState, createLimiter({ concurrency: 1, queue: 0, maxWaitMs: 1000 }))
    await bounded.ask('/search')
    const two = await Promise.all([bounded.ask('/search?range[price]=0:21'), bounded.ask('/search?range[price]=0:22')])
    expect(two.map((r) => r.headers['x-page-cache'])).toEqual(['SHELL', 'MISS'])
    expect(questions).toBe(1)
  })

  it('mode off: never a shell, even with the token', async () => {
    const t = setup('off')
    await t.ask('/search')
    expect((await t.ask('/search?range[price]=0:7', { [SHELL_HEADER]: 'tok' })).headers['x-page-cache']).toBe('MISS')
  })

  it('an address answered with a shell is rendered and stored after a quiet spell (IDLE_FILL_QUIET_MS)', async () => {
    const t = setup('always')
    await t.ask('/search')
    expect((await t.ask('/search?range[price]=0:8')).headers['x-page-cache']).toBe('SHELL')
    const key = cacheKey('http', 'harbour.localhost:3000', '/search?range[price]=0:8')
    expect(t.cache.store.get(key)).toBeUndefined()
    t.tick(IDLE_FILL_QUIET_MS + 1)
    for (let i = 0; i < 70 && !t.cache.store.get(key); i++) await new Promise((r) => setTimeout(r, 50))
    expect(t.cache.store.get(key)?.body.toString()).toContain('/search?range[price]=0:8</h1>')
    expect(t.cache.stats().idleFills).toBe(1)
    // and then answered from the cache like any page
    expect((await t.ask('/search?range[price]=0:8')).headers['x-page-cache']).toBe('HIT')
  })
})

describe('search shell: the policy of a shell', () => {
  it('the template knows the hashes of the scripts no cut falls in, and hashes the changed ones anew', () => {
    const template = shellTemplate(LANDING)!
    expect(template.changed).toHaveLength(1)
    const { body, hashes } = fillShell(template, DATA)
    const html = body.toString('utf8')
    expect(html).toBe(shellHtml(LANDING, DATA))
    // the same hashes as hashing every inline script of the shell (its data block aside: a data block is not run)
    const executable = inlineScripts(html).filter((text) => !text.startsWith('{'))
    expect([...hashes].sort()).toEqual([...new Set(executable.map(scriptHash))].sort())
    expect(hashes).toContain(scriptHash('self.__next_f=[]'))
  })
})
