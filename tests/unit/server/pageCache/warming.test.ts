/**
 * The page cache's warming after a purge (server/pageCache/warming.mjs): a second after a tenant's purge, what
 * was stored meanwhile is dropped and the keys shoppers asked for most, then the app's popular paths, are rendered
 * again; a purge of everything cancels it, and another purge of the tenant stops it. After a stock feed's soft purge,
 * the list pages it kept that shoppers asked for lately are rendered again before their window ends. (The warming on
 * a tenant's first visit: tests/unit/server/upstream.test.ts.)
 */
import { SOFT_PURGE_MS } from '../../../../src/lib/purgeScope.mjs'
import { entryState, type Entry } from '../../../../server/pageCache/entries.mjs'
import type { FillResult, Where } from '../../../../server/pageCache/fills.mjs'
import { createPurges } from '../../../../server/pageCache/purge.mjs'
import { PageStore } from '../../../../server/pageCache/store.mjs'
import { createWarming } from '../../../../server/pageCache/warming.mjs'
import { pageCacheOptions } from '../../../../server/pageCache.mjs'

const HOST = 'harbour.localhost:3000'
const entry = (url: string, hits: number) =>
  ({ key: `http://${HOST}${url}`, proto: 'http', host: HOST, url, tenantId: '1', hits, size: 100 }) as unknown as Entry
const until = async (ok: () => boolean, ms = 3000) => {
  for (let waited = 0; !ok() && waited < ms; waited += 20) await new Promise((r) => setTimeout(r, 20))
}

function setup(warm: number, renderMs = 0) {
  const store = new PageStore({ maxBytes: 1024 * 1024 })
  const rendered: string[] = []
  const purges = createPurges({
    store,
    onTenantPurged: (tenantId, dropped) => warming.afterPurge(tenantId, dropped),
    onAllPurged: () => warming.cancel(),
  })
  const warming = createWarming({
    options: { ...pageCacheOptions({}), warm },
    store,
    fills: {
      fill: async (w: Where, headers) => {
        rendered.push(w.url)
        expect(headers['user-agent']).toBe('dealer-platform page cache warmer')
        await new Promise((r) => setTimeout(r, renderMs))
        const e = entry(w.url, 0)
        store.set(e)
        return { ok: true, entry: e, answer: { status: 200, headers: {}, body: Buffer.alloc(0) } } as FillResult
      },
      filling: () => false,
    },
    ledger: purges.ledger,
    backgroundFree: () => true,
    warmPaths: async () => ({ proto: 'http', host: HOST, paths: ['/', '/search'] }),
    log: () => {},
  })
  return { store, purges, warming, rendered }
}

describe('page cache: warming after a purge', () => {
  it("renders the tenant's most-asked keys (up to `warm`), then its popular paths, once, after the purge settles", async () => {
    const t = setup(2)
    for (const e of [entry('/a', 1), entry('/b', 9), entry('/c', 5), entry('/', 3)]) t.store.set(e)
    t.purges.purgeTenant('1')
    t.store.set(entry('/stored-meanwhile', 0))
    t.purges.purgeTenant('1') // a burst: one warming
    expect(t.rendered).toEqual([])
    // a render counts as warmed once its fill has answered: wait for that, not for the fill to start
    await until(() => t.warming.stats().warmed === 4)
    expect(t.rendered).toEqual(['/b', '/c', '/', '/search'])
    expect(t.store.get(`http://${HOST}/stored-meanwhile`)).toBeUndefined()
    expect(t.warming.stats().warmed).toBe(4)
  })

  it('a purge of everything cancels it; PAGE_CACHE_WARM=0 renders nothing', async () => {
    const t = setup(2)
    t.store.set(entry('/a', 1))
    t.purges.purgeTenant('1')
    t.purges.purgeAll()
    const off = setup(0)
    off.store.set(entry('/a', 1))
    off.purges.purgeTenant('1')
    await new Promise((r) => setTimeout(r, 1300))
    expect([t.rendered, off.rendered]).toEqual([[], []])
  })

  it('another purge of the tenant while it runs stops it (the next warming takes over)', async () => {
    const t = setup(8, 100)
    for (let i = 0; i < 8; i++) t.store.set(entry(`/p${i}`, 10 - i))
    t.purges.purgeTenant('1')
    await until(() => t.rendered.length > 0)
    t.purges.purgeTenant('1')
    await new Promise((r) => setTimeout(r, 300))
    // the two renders under way finish; no third starts
    expect(t.rendered).toEqual(['/p0', '/p1'])
  })
})

describe("page cache: list pages a stock feed's soft purge kept", () => {
  // a short stale-while-revalidate window makes the soft window (its share of SOFT_PURGE_MS) 600 ms long
  const options = { ...pageCacheOptions({}), ttlMs: 60_000, swrMs: 600, warm: 2 }
  const LISTS = 't:1:vehicle-lists'
  const listPage = (url: string, hits: number, askedMsAgo: number | null) =>
    ({
      ...entry(url, hits),
      storedAt: Date.now(),
      askedAt: askedMsAgo === null ? 0 : Date.now() - askedMsAgo,
      deps: new Set([LISTS]),
    }) as Entry

  function softSetup(backgroundFree: () => boolean = () => true, random = Math.random) {
    const store = new PageStore({ maxBytes: 1024 * 1024 })
    const rendered: string[] = []
    const purges = createPurges({
      store,
      onTenantPurged: () => {},
      onAllPurged: () => warming.cancel(),
      onSoftened: (_tenantId, kept) => warming.afterSoftPurge(kept),
      // as the cache does: stale for what is left of the soft window
      softStoredAt: () => Date.now() - options.ttlMs - options.swrMs + Math.min(SOFT_PURGE_MS, options.swrMs),
    })
    const warming = createWarming({
      options,
      store,
      fills: {
        fill: async (w: Where) => {
          rendered.push(w.url)
          const e = { ...entry(w.url, 0), storedAt: Date.now(), askedAt: 0, deps: new Set([LISTS]) } as Entry
          store.set(e)
          return { ok: true, entry: e, answer: { status: 200, headers: {}, body: Buffer.alloc(0) } } as FillResult
        },
        filling: () => false,
      },
      ledger: purges.ledger,
      backgroundFree,
      log: () => {},
      random,
    })
    const softPurge = () => purges.purgeTags([LISTS, `${LISTS}:soft`])
    const state = (url: string) => {
      const held = store.peek(`http://${HOST}${url}`)
      return held ? entryState(held, Date.now(), options.ttlMs, options.swrMs) : 'gone'
    }
    return { store, rendered, warming, softPurge, state }
  }

  it('renders again, within the window, the most-asked of the pages shoppers asked for lately; the new copy keeps their asks', async () => {
    const t = softSetup()
    for (const e of [
      listPage('/', 5, 100),
      listPage('/search', 2, 100),
      listPage('/search/toyota', 1, 100),
      listPage('/search/old', 9, 5_000), // asked for last before the stale-while-revalidate window
      listPage('/search/never', 0, null), // warmed, never asked for
    ])
      t.store.set(e)
    t.softPurge()
    expect(t.state('/')).toBe('stale')
    // not at once: a render at a moment in the window takes the pushes that come meanwhile too
    expect(t.rendered).toEqual([])
    t.softPurge()
    await until(() => t.warming.stats().softRefreshed === 2, 1000)
    expect(t.rendered.sort()).toEqual(['/', '/search'])
    expect([t.state('/'), t.state('/search')]).toEqual(['fresh', 'fresh'])
    const kept = t.store.peek(`http://${HOST}/`)!
    expect(kept.hits).toBe(5)
    expect(kept.askedAt).toBeGreaterThan(Date.now() - 1_000)
    // the others were left to their window's end, and dropped there
    await new Promise((r) => setTimeout(r, 700))
    expect([t.state('/search/toyota'), t.state('/search/old'), t.state('/search/never')]).toEqual([
      'expired',
      'expired',
      'expired',
    ])
  })

  it("a page a shopper's ask refreshed meanwhile is not rendered again; without a free render slot nothing is, and the kept pages end with their window", async () => {
    const t = softSetup()
    t.store.set(listPage('/', 5, 100))
    t.store.set(listPage('/search', 2, 100))
    t.softPurge()
    t.store.set(listPage('/', 6, 0)) // the ask's render behind its stale answer
    await until(() => t.warming.stats().softRefreshed === 1, 1000)
    await new Promise((r) => setTimeout(r, 100))
    expect(t.rendered).toEqual(['/search'])

    // a page whose moment comes sooner than the one already waiting is not kept waiting for it
    const moments = [1, 0]
    const early = softSetup(undefined, () => moments.shift() ?? 0)
    early.store.set(listPage('/', 5, 100))
    early.softPurge()
    early.store.set(listPage('/search', 2, 100))
    const purgedAt = Date.now()
    early.softPurge()
    await until(() => early.rendered.length === 1, 1000)
    // its moment is a third of the 600 ms window; the other's two thirds
    expect([early.rendered, Date.now() - purgedAt < 350]).toEqual([['/search'], true])
    await until(() => early.rendered.length === 2, 1000)
    expect(early.rendered).toEqual(['/search', '/'])

    const busy = softSetup(() => false)
    busy.store.set(listPage('/', 5, 100))
    busy.softPurge()
    await new Promise((r) => setTimeout(r, 800))
    expect(busy.rendered).toEqual([])
    expect(busy.state('/')).toBe('expired')
  })
})
