/**
 * Filling the edge page cache from the app (server/pageCache/fills.mjs): one render per key at a time, stored
 * only when storable and not purged meanwhile (or, overtaken by a stock feed's soft purge, stored stale), failures
 * told apart, and the fill's own request headers.
 */
import { SOFT_PURGE_MS } from '../../../../src/lib/purgeScope.mjs'
import { edgeSecret } from '../../../../server/edge.mjs'
import { createFills, fillHeaders, isFill, type Answer } from '../../../../server/pageCache/fills.mjs'
import { entryState } from '../../../../server/pageCache/entries.mjs'
import { FILL_HEADER } from '../../../../server/pageCache/keys.mjs'
import { createPurges } from '../../../../server/pageCache/purge.mjs'
import { PageStore } from '../../../../server/pageCache/store.mjs'

const page = (n: number): Answer => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', 'x-dp-page-cache': '1' },
  body: Buffer.from(`<html><body>render(${n})</body></html>`),
})
const where = (url: string) => ({
  key: `http://harbour.localhost:3000${url}`,
  proto: 'http',
  host: 'harbour.localhost:3000',
  url,
})

function setup(answer: (n: number, url: string) => Promise<Answer>, now: () => number = () => 0) {
  const store = new PageStore({ maxBytes: 1024 * 1024 })
  const purges = createPurges({ store, onTenantPurged: () => {}, onAllPurged: () => {} })
  let renders = 0
  const logged: string[] = []
  const fills = createFills({
    target: () => ({ host: '127.0.0.1', port: 1 }),
    request: (w) => answer(++renders, w.url),
    store,
    ledger: purges.ledger,
    now,
    log: (m) => logged.push(m),
  })
  return { store, purges, fills, renders: () => renders, logged }
}

describe('page cache fills', () => {
  it('concurrent fills of a key share one render, which is stored; under way while it renders', async () => {
    const t = setup(async (n) => {
      await new Promise((r) => setTimeout(r, 5))
      return page(n)
    })
    const a = t.fills.fill(where('/'), {})
    const b = t.fills.fill(where('/'), {})
    expect([t.fills.filling(where('/').key), t.fills.inflight(), t.fills.pending()]).toEqual([true, 1, 1])
    const [ra, rb] = await Promise.all([a, b])
    expect(t.renders()).toBe(1)
    expect(ra).toBe(rb)
    expect(ra.ok && ra.entry?.body.toString()).toContain('render(1)')
    expect(t.store.get(where('/').key)?.tenantId).toBe('1')
    expect([t.fills.filling(where('/').key), t.fills.inflight()]).toEqual([false, 0])
    expect(t.fills.stats()).toEqual({ fills: 1, failedFills: 0, sharedFills: 0, sharedStaleFills: 0, softenedFills: 0 })
  })

  it('a render whose tenant was purged while it ran is answered but not stored (it may have read the old data)', async () => {
    let release = () => {}
    const t = setup(async (n) => {
      await new Promise<void>((r) => (release = r))
      return page(n)
    })
    const pending = t.fills.fill(where('/'), {})
    t.purges.purgeTenant('1')
    release()
    const result = await pending
    expect(result.ok && result.entry).toBeTruthy()
    expect(t.store.get(where('/').key)).toBeUndefined()
  })

  it("a render a stock feed's soft purge of its lists overtook is kept, stale for what is left of the window; after the window, or a plain purge of them, it is not", async () => {
    let clock = 100_000
    const TTL = 60_000
    const SWR = 300_000
    const staleStoredAt = (ms: number) => clock - TTL - SWR + ms
    const store = new PageStore({ maxBytes: 1024 * 1024 })
    const purges = createPurges({
      store,
      onTenantPurged: () => {},
      onAllPurged: () => {},
      softStoredAt: () => staleStoredAt(SOFT_PURGE_MS),
      now: () => clock,
    })
    const waiting: (() => void)[] = []
    const fills = createFills({
      target: () => ({ host: '127.0.0.1', port: 1 }),
      request: async () => {
        await new Promise<void>((r) => waiting.push(r))
        return page(1)
      },
      store,
      ledger: purges.ledger,
      now: () => clock,
      log: () => {},
      renderDeps: {
        next: () => 'fill',
        wait: async () => new Set(['t:1:vehicle-lists']),
        forget: () => {},
        deliver: () => {},
        stats: () => ({ unknownReads: 0 }),
      },
      staleStoredAt,
    })
    const overtaken = async (url: string, purge: string[], msLater: number) => {
      const pending = fills.fill(where(url), {})
      while (waiting.length === 0) await new Promise((r) => setTimeout(r, 1))
      purges.purgeTags(purge)
      clock += msLater
      waiting.shift()!()
      return pending
    }
    const soft = ['t:1:vehicle-lists', 't:1:vehicle-lists:soft']
    const result = await overtaken('/', soft, 10_000)
    expect(result.ok && result.softened).toBe(true)
    const kept = store.get(where('/').key)!
    expect(kept.storedAt).toBe(staleStoredAt(SOFT_PURGE_MS - 10_000))
    expect(entryState(kept, clock, TTL, SWR)).toBe('stale')
    expect(entryState(kept, clock + SOFT_PURGE_MS - 10_000, TTL, SWR)).toBe('expired')
    expect((await overtaken('/search', soft, SOFT_PURGE_MS)).ok).toBe(true)
    expect(store.get(where('/search').key)).toBeUndefined()
    expect((await overtaken('/search/suv', ['t:1:vehicle-lists'], 0)).ok).toBe(true)
    expect(store.get(where('/search/suv').key)).toBeUndefined()
    expect(fills.stats().softenedFills).toBe(1)
  })

  it('a render answered but not stored (a purge came while it ran) keeps the Last-Modified of unchanged content', async () => {
    let clock = 1_000
    let release: (() => void) | null = null
    const t = setup(
      async () => {
        if (clock > 1_000) await new Promise<void>((r) => (release = r))
        return page(0) // the same content every time
      },
      () => clock,
    )
    const first = await t.fills.fill(where('/'), {})
    expect(first.ok && first.entry?.modifiedAt).toBe(1_000)
    t.purges.purgeTenant('1')
    clock = 9_000
    const pending = t.fills.fill(where('/'), {})
    await new Promise((r) => setTimeout(r, 0))
    t.purges.purgeTenant('1') // a purge while it renders: its answer is not kept
    release!()
    const again = await pending
    expect(t.store.get(where('/').key)).toBeUndefined()
    expect(again.ok && again.entry?.etag).toBe(first.ok && first.entry?.etag)
    expect(again.ok && again.entry?.modifiedAt).toBe(1_000)
  })

  it('an answer that may not be stored drops the copy held for that key', async () => {
    const t = setup(async (n) => (n === 1 ? page(n) : { ...page(n), headers: { 'content-type': 'text/html' } }))
    await t.fills.fill(where('/gone'), {})
    expect(t.store.get(where('/gone').key)).toBeDefined()
    const result = await t.fills.fill(where('/gone'), {})
    expect(result.ok && result.entry).toBeNull()
    expect(t.store.get(where('/gone').key)).toBeUndefined()
  })

  it('a full render queue is 503, any other failure 502; both counted and logged', async () => {
    const t = setup(async (n) => {
      throw Object.assign(new Error(`no ${n}`), n === 1 ? { code: 'FILL_BUSY' } : {})
    })
    expect(await t.fills.fill(where('/a'), {})).toEqual({ ok: false, status: 503 })
    expect(await t.fills.fill(where('/b'), {})).toEqual({ ok: false, status: 502 })
    expect(t.fills.stats().failedFills).toBe(2)
    expect(t.logged).toEqual([
      'page cache: fill of http://harbour.localhost:3000/a failed: no 1',
      'page cache: fill of http://harbour.localhost:3000/b failed: no 2',
    ])
  })

  it("a fill asks for the identity body without conditionals or the edge's markers, and carries the edge secret", () => {
    const headers = fillHeaders({
      host: 'harbour.localhost:3000',
      'accept-encoding': 'br',
      'if-none-match': '"x"',
      range: 'bytes=0-1',
      connection: 'keep-alive',
      'x-dp-not-found': '/x',
      'x-dp-edge': 'kept',
      cookie: 'a=1',
    })
    expect(headers).toEqual({
      host: 'harbour.localhost:3000',
      'accept-encoding': 'identity',
      'x-dp-edge': 'kept',
      cookie: 'a=1',
      [FILL_HEADER]: edgeSecret(),
    })
    expect(isFill({ headers })).toBe(true)
    expect(isFill({ headers: { [FILL_HEADER]: 'guess' } })).toBe(false)
    expect(isFill({ headers: {} })).toBe(false)
  })

  it('with a limiter: renders go through it (a full queue: 503, no render), and its free slots and queue count', async () => {
    const t = setup(async (n) => page(n))
    let renders = 0
    const limiter = {
      running: 2,
      waiting: 3,
      free: 0,
      run: <T>(job: () => Promise<T>): Promise<T> =>
        limiter.free > 0 ? job() : Promise.reject(Object.assign(new Error('busy'), { code: 'FILL_BUSY' })),
    }
    const fills = createFills({
      target: () => ({ host: '127.0.0.1', port: 1 }),
      request: async () => page(++renders),
      limiter,
      store: t.store,
      ledger: t.purges.ledger,
      now: () => 0,
      log: () => {},
    })
    expect([fills.pending(), fills.slotFree()]).toEqual([5, false])
    expect(await fills.fill(where('/l'), {})).toEqual({ ok: false, status: 503 })
    expect(renders).toBe(0)
    limiter.free = 1
    expect(fills.slotFree()).toBe(true)
    await fills.fill(where('/l'), {})
    expect([renders, t.store.get(where('/l').key)?.status]).toEqual([1, 200])
  })
})
