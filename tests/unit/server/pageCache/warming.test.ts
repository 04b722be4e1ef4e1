/**
 * The page cache's warming after a purge (server/pageCache/warming.mjs): a second after a tenant's purge, what
 * was stored meanwhile is dropped and the keys shoppers asked for most, then the app's popular paths, are rendered
 * again; a purge of everything cancels it, and another purge of the tenant stops it. (The warming on a tenant's
 * first visit: tests/unit/server/upstream.test.ts.)
 */
import type { Entry } from '../../../../server/pageCache/entries.mjs'
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
