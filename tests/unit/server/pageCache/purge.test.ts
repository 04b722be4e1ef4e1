/**
 * Purges of the edge page cache (server/pageCache/purge.mjs): what a purge drops, the ledger that keeps a render
 * from before an edit out of the cache, and the purge again once a write's answer has gone out.
 */
import { EventEmitter } from 'node:events'

import type { Entry } from '../../../../server/pageCache/entries.mjs'
import { createPurges } from '../../../../server/pageCache/purge.mjs'
import { PageStore } from '../../../../server/pageCache/store.mjs'

const entry = (key: string, tenantId: string, hits = 0, deps: string[] | null = null) =>
  ({ key, tenantId, hits, size: 100, deps: deps ? new Set(deps) : null }) as unknown as Entry

/** The time of storing a soft purge gives the list pages it keeps (in the cache: stale for SOFT_PURGE_MS from now). */
const SOFT_STORED_AT = 1_000

function setup(barrier?: () => Promise<void>) {
  const store = new PageStore({ maxBytes: 1024 * 1024 })
  const told: string[] = []
  const purges = createPurges({
    store,
    barrier,
    softStoredAt: () => SOFT_STORED_AT,
    onTenantPurged: (tenantId, dropped, tags) =>
      told.push(`${tenantId}${tags ? ` [${tags.join(' ')}]` : ''}: ${dropped.map((e) => e.key).join(' ')}`),
    onAllPurged: () => told.push('all'),
  })
  return { store, purges, told }
}

describe('page cache purges', () => {
  it("a tenant's purge drops its entries only (most hits first to the warming); a purge of all drops everything", () => {
    const t = setup()
    t.store.set(entry('/a', '1', 1))
    t.store.set(entry('/b', '1', 5))
    t.store.set(entry('/c', '2'))
    expect(t.purges.purgeTenant(1)).toBe(2)
    expect([t.store.get('/a'), t.store.get('/b'), t.store.get('/c')?.key]).toEqual([undefined, undefined, '/c'])
    expect(t.told).toEqual(['1: /b /a'])
    expect(t.purges.purgeAll()).toBe(1)
    expect(t.store.size).toBe(0)
    expect(t.told).toEqual(['1: /b /a', 'all'])
    expect(t.purges.stats()).toEqual({ purges: 2, precisePurges: 0, softened: 0 })
  })

  it('the ledger: a render that started before its tenant (or everything) was purged may not be stored', () => {
    const { purges } = setup()
    const { ledger } = purges
    const started = ledger.sequence()
    expect(ledger.purgedSince('1', started)).toBe(false)
    purges.purgeTenant('2')
    expect([ledger.purgedSince('1', started), ledger.purgedSince('2', started)]).toEqual([false, true])
    const later = ledger.sequence()
    expect(ledger.purgedSince('2', later)).toBe(false)
    // renew: a new number without dropping anything (the warming's re-purge)
    expect(ledger.renew('1')).toBeGreaterThan(later)
    expect(ledger.purgedSince('1', later)).toBe(true)
    const beforeAll = ledger.sequence()
    purges.purgeAll()
    expect([ledger.purgedSince('3', beforeAll), ledger.purgedSince('3', ledger.sequence())]).toEqual([true, false])
  })

  it("a write purges again, once its answer has gone out, the tenants purged while it ran (and not the others')", () => {
    const t = setup()
    t.purges.purgeTenant('2') // before the write
    t.store.set(entry('/two', '2'))
    const res = new EventEmitter()
    t.purges.afterWrite({ method: 'PATCH' }, res)
    t.purges.purgeTenant('1') // the write's afterChange hook, before the commit
    t.store.set(entry('/one', '1')) // a render that read the data before the commit
    expect(t.store.get('/one')).toBeDefined()
    res.emit('close')
    expect(t.store.get('/one')).toBeUndefined()
    expect(t.store.get('/two')).toBeDefined()
  })

  it('a read never purges again; a write waits for the barrier (purges still on their way from a worker)', async () => {
    let open = () => {}
    const t = setup(() => new Promise<void>((resolve) => (open = resolve)))
    const read = new EventEmitter()
    t.purges.afterWrite({ method: 'GET' }, read)
    const write = new EventEmitter()
    t.purges.afterWrite({ method: 'POST' }, write)
    t.purges.purgeTenant('1')
    t.store.set(entry('/one', '1'))
    read.emit('close')
    write.emit('close')
    t.purges.purgeTenant('3') // arrives after the answer closed, before the barrier
    t.store.set(entry('/three', '3'))
    expect([t.store.get('/one')?.key, t.store.get('/three')?.key]).toEqual(['/one', '/three'])
    open()
    await new Promise((r) => setTimeout(r, 0))
    expect([t.store.get('/one'), t.store.get('/three')]).toEqual([undefined, undefined])
  })

  it("a car's tags drop the pages that read them, and pages whose reads are not known; the tenant's others stay", () => {
    const t = setup()
    t.store.set(entry('/cars/a', '1', 3, ['t:1:vehicles', 't:1:vehicle:a']))
    t.store.set(entry('/cars/b', '1', 2, ['t:1:vehicles', 't:1:vehicle:b']))
    t.store.set(entry('/search', '1', 9, ['t:1:vehicles', 't:1:vehicle-lists']))
    t.store.set(entry('/about-us', '1', 1, ['t:1:pages']))
    t.store.set(entry('/unknown', '1', 1, null))
    t.store.set(entry('/other-tenant-search', '2', 1, ['t:2:vehicles', 't:2:vehicle-lists']))
    expect(t.purges.purgeTags(['t:1:vehicle-lists', 't:1:vehicle:a'])).toBe(3)
    expect(
      ['/cars/a', '/cars/b', '/search', '/about-us', '/unknown', '/other-tenant-search'].filter((k) => t.store.get(k)),
    ).toEqual(['/cars/b', '/about-us', '/other-tenant-search'])
    expect(t.told).toEqual(['1 [t:1:vehicle-lists t:1:vehicle:a]: /search /cars/a /unknown'])
    // the whole stock (an import) drops every page that read any of it
    expect(t.purges.purgeTags(['t:1:vehicles'])).toBe(1)
    expect(t.store.get('/about-us')).toBeDefined()
    // a content tag drops the whole tenant; 'tenants' everything
    expect(t.purges.purgeTags(['t:1:pages'])).toBe(1)
    expect(t.purges.purgeTags(['tenants'])).toBe(1)
    expect(t.store.size).toBe(0)
  })

  it("a stock feed's soft purge keeps the list pages, stale, and drops the changed car's page; without the marker, or elsewhere, as ever", () => {
    const t = setup()
    const at = (key: string) => t.store.get(key)?.storedAt
    const lists = (key: string, tenant = '1') =>
      ({ ...entry(key, tenant, 1, [`t:${tenant}:vehicles`, `t:${tenant}:vehicle-lists`]), storedAt: 5_000 }) as Entry
    t.store.set({ ...entry('/cars/a', '1', 3, ['t:1:vehicles', 't:1:vehicle:a']), storedAt: 5_000 } as Entry)
    t.store.set(lists('/search'))
    t.store.set(lists('/'))
    t.store.set({ ...entry('/unknown', '1', 1, null), storedAt: 5_000 } as Entry)
    t.store.set(lists('two/search', '2'))
    t.store.set({ ...lists('/search?make=Mazda'), storedAt: 500 } as Entry) // already older: keeps its own time
    // the car's own page and the pages of unknown reads are dropped; the lists stay, stored "earlier" (stale from now)
    expect(t.purges.purgeTags(['t:1:vehicle-lists', 't:1:vehicle:a', 't:1:vehicle-lists:soft'])).toBe(2)
    expect([at('/cars/a'), at('/unknown'), at('/search'), at('/'), at('/search?make=Mazda')]).toEqual([
      undefined,
      undefined,
      SOFT_STORED_AT,
      SOFT_STORED_AT,
      500,
    ])
    expect(t.purges.stats()).toMatchObject({ precisePurges: 1, softened: 3 })
    // the warming (which purges again by the tags it is told a second later) is not told the lists: it would drop them
    expect(t.told).toEqual(['1 [t:1:vehicle:a]: /cars/a /unknown'])
    // a render that started before the purge and read the lists is kept as stale as they are (the ledger notes when)
    const before = t.purges.ledger.sequence() - 1
    expect(t.purges.ledger.purgedSince('1', before, new Set(['t:1:vehicle-lists']))).toBe(false)
    expect(t.purges.ledger.softPurgedAt(before, new Set(['t:1:vehicle-lists']))).toEqual(expect.any(Number))
    // another tenant's marker does not make a tenant's purge soft
    expect(at('two/search')).toBe(5_000)
    t.purges.purgeTags(['t:2:vehicle-lists', 't:1:vehicle-lists:soft'])
    expect([at('two/search'), at('/search')]).toEqual([undefined, SOFT_STORED_AT])
    // the marker as the bus brings it from another instance: as soft there
    t.store.set(lists('two/search', '2'))
    t.purges.purgeTags(['t:2:vehicle-lists', 't:2:vehicle-lists:soft'], true)
    expect(at('two/search')).toBe(SOFT_STORED_AT)
  })

  it("a car's price change leaves the list pages of other makes, bodies and types alone; its own are kept stale by a feed, dropped by an admin", () => {
    const t = setup()
    const at = (key: string) => t.store.get(key)?.storedAt
    const keyed = (key: string, list: string) =>
      ({
        ...entry(key, '1', 1, ['t:1:vehicles', `t:1:vehicle-lists:${list}`, 't:1:vehicle-lists:counts']),
        storedAt: 5_000,
      }) as Entry
    const fill = () => {
      t.store.set(keyed('/search/mazda', 'make:mazda'))
      t.store.set(keyed('/search/toyota', 'make:toyota'))
      t.store.set(keyed('/search/suv', 'body:suv'))
      t.store.set(keyed('/search/new-cars', 'car_type:new'))
      t.store.set({ ...entry('/search', '1', 1, ['t:1:vehicles', 't:1:vehicle-lists']), storedAt: 5_000 } as Entry)
    }
    // a used Mazda SUV's new price (src/lib/cacheTags.ts vehicleChangeTags), from a feed
    const price = ['t:1:vehicle-lists', 't:1:vehicle-lists:make:mazda', 't:1:vehicle-lists:body:suv']
    fill()
    t.purges.purgeTags([...price, 't:1:vehicle-lists:car_type:used', 't:1:vehicle:a', 't:1:vehicle-lists:soft'])
    expect(['/search/mazda', '/search/suv', '/search', '/search/toyota', '/search/new-cars'].map(at)).toEqual([
      SOFT_STORED_AT,
      SOFT_STORED_AT,
      SOFT_STORED_AT,
      5_000,
      5_000,
    ])
    expect(t.told).toEqual(['1 [t:1:vehicle:a]: '])
    // the same change made in the admin drops them; the other makes' and types' pages stay
    fill()
    t.purges.purgeTags([...price, 't:1:vehicle:a'])
    expect(['/search/mazda', '/search/suv', '/search', '/search/toyota', '/search/new-cars'].map(at)).toEqual([
      undefined,
      undefined,
      undefined,
      5_000,
      5_000,
    ])
    // a sale moves the counts every narrowed page shows: all of them go
    fill()
    t.purges.purgeTags([...price, 't:1:vehicle-lists:counts'])
    expect(['/search/toyota', '/search/new-cars'].map(at)).toEqual([undefined, undefined])
  })

  it("a sale in a feed keeps, stale, the pages that read the vocabulary (filters, the home page's brands, another car's breadcrumbs); in the admin it drops them", () => {
    const t = setup()
    const at = (key: string) => t.store.get(key)?.storedAt
    const fill = () => {
      t.store.set({ ...entry('/', '1', 1, ['t:1:vehicle-lists', 't:1:vocabulary']), storedAt: 5_000 } as Entry)
      t.store.set({
        ...entry('/cars/b', '1', 1, ['t:1:vehicle:b', 't:1:vocabulary:make:mazda']),
        storedAt: 5_000,
      } as Entry)
      t.store.set({
        ...entry('/cars/a', '1', 1, ['t:1:vehicle:a', 't:1:vocabulary:make:mazda']),
        storedAt: 5_000,
      } as Entry)
      t.store.set({ ...entry('two/', '2', 1, ['t:2:vocabulary']), storedAt: 5_000 } as Entry)
    }
    // a Mazda sold (src/lib/cacheTags.ts vehicleChangeTags)
    const sale = [
      't:1:vehicle-lists',
      't:1:vehicle-lists:counts',
      't:1:vehicle:a',
      't:1:vocabulary',
      't:1:vocabulary:make:mazda',
    ]
    fill()
    t.purges.purgeTags([...sale, 't:1:vehicle-lists:soft'])
    expect(['/', '/cars/b', '/cars/a', 'two/'].map(at)).toEqual([SOFT_STORED_AT, SOFT_STORED_AT, undefined, 5_000])
    fill()
    t.purges.purgeTags(sale)
    expect(['/', '/cars/b', '/cars/a', 'two/'].map(at)).toEqual([undefined, undefined, undefined, 5_000])
  })

  it("a write purges again as softly as it purged: the feed's answer does not turn its list pages into renders", () => {
    const t = setup()
    const res = new EventEmitter()
    t.purges.afterWrite({ method: 'POST' }, res)
    t.purges.purgeTags(['t:1:vehicle-lists', 't:1:vehicle:a', 't:1:vehicle-lists:soft'])
    t.store.set({ ...entry('/search', '1', 0, ['t:1:vehicle-lists']), storedAt: 9_000 } as Entry)
    t.store.set(entry('/cars/a', '1', 0, ['t:1:vehicle:a']))
    res.emit('close')
    expect([t.store.get('/search')?.storedAt, t.store.get('/cars/a')]).toEqual([SOFT_STORED_AT, undefined])
  })

  it('the ledger by tags: a render is refused only when a purge since concerns what it read (or its reads are not known)', () => {
    const { purges } = setup()
    const { ledger } = purges
    const started = ledger.sequence()
    purges.purgeTags(['t:1:vehicle:a'])
    expect(ledger.purgedSince('1', started, new Set(['t:1:vehicle:a']))).toBe(true)
    expect(ledger.purgedSince('1', started, new Set(['t:1:vehicle:b', 't:1:pages']))).toBe(false)
    expect(ledger.purgedSince('1', started, null)).toBe(true)
    expect(ledger.purgedSince('2', started, null)).toBe(false)
    expect(ledger.tenantPurgedSince('1', started)).toBe(false)
    purges.purgeTenant('1')
    expect(ledger.purgedSince('1', started, new Set(['t:1:pages']))).toBe(true)
  })

  it("the ledger and a stock feed's soft purge: a render it overtook is not refused but told when the purge came; a plain purge of the lists refuses it", () => {
    let clock = 50_000
    const purges = createPurges({
      store: new PageStore({ maxBytes: 1024 * 1024 }),
      softStoredAt: () => SOFT_STORED_AT,
      onTenantPurged: () => {},
      onAllPurged: () => {},
      now: () => clock,
    })
    const { ledger } = purges
    const reads = new Set(['t:1:vehicle-lists', 't:1:vocabulary'])
    const started = ledger.sequence()
    purges.purgeTags(['t:1:vehicle-lists', 't:1:vehicle:a', 't:1:vehicle-lists:soft'])
    clock += 4_000
    purges.purgeTags(['t:1:vehicle-lists', 't:1:vehicle:b', 't:1:vehicle-lists:soft'])
    const between = ledger.sequence()
    expect(ledger.purgedSince('1', started, reads)).toBe(false)
    // the first soft purge since the render started, not the latest
    expect(ledger.softPurgedAt(started, reads)).toBe(50_000)
    expect(ledger.softPurgedAt(between, reads)).toBeNull()
    // a render of unknown reads is refused as by any precise purge; one that read a changed car's page too
    expect(ledger.purgedSince('1', started, null)).toBe(true)
    expect(ledger.purgedSince('1', started, new Set(['t:1:vehicle-lists', 't:1:vehicle:a']))).toBe(true)
    // the lists purged plainly (an edit in the admin): refused
    purges.purgeTags(['t:1:vehicle-lists'])
    expect(ledger.purgedSince('1', between, reads)).toBe(true)
    // a soft purge is forgotten once its window has passed (a render that old has timed out)
    clock += 40_000
    purges.purgeTags(['t:2:vehicle-lists', 't:2:vehicle-lists:soft'])
    expect(ledger.softPurgedAt(started, reads)).toBeNull()
  })

  it('a write purges again the tags purged while it ran', () => {
    const t = setup()
    const res = new EventEmitter()
    t.purges.afterWrite({ method: 'PATCH' }, res)
    t.purges.purgeTags(['t:1:vehicle:a'])
    t.store.set(entry('/cars/a', '1', 0, ['t:1:vehicle:a']))
    t.store.set(entry('/cars/b', '1', 0, ['t:1:vehicle:b']))
    res.emit('close')
    expect([t.store.get('/cars/a'), t.store.get('/cars/b')?.key]).toEqual([undefined, '/cars/b'])
  })

  it('a write does not repeat the purges the bus brought while it ran (their instance repeats them itself)', () => {
    const t = setup()
    const res = new EventEmitter()
    t.purges.afterWrite({ method: 'PATCH' }, res)
    t.purges.purgeTags(['t:1:vehicle:a'], true) // another instance's change
    t.purges.purgeTenant('2', true)
    t.purges.purgeTags(['t:1:vehicle:c']) // this instance's own
    t.store.set(entry('/cars/a', '1', 0, ['t:1:vehicle:a']))
    t.store.set(entry('/cars/c', '1', 0, ['t:1:vehicle:c']))
    t.store.set(entry('/', '2', 0, null))
    res.emit('close')
    expect(['/cars/a', '/cars/c', '/'].filter((k) => t.store.get(k))).toEqual(['/cars/a', '/'])
  })
})
