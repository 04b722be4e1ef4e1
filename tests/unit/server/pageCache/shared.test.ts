/**
 * The fleet's tier of the page cache (server/pageCache/shared.mjs) on a real Redis (redis-server), with two page
 * caches standing for two instances: a page rendered by one is served by the other without a render; concurrent
 * misses across the fleet make one render; a purge recorded by one makes the fleet's copy invalid for both, precisely
 * (a car's tag leaves a page that did not read it valid); a render during which its tag was purged is not shared.
 */
import { createPageCache, pageCacheOptions } from '../../../../server/pageCache.mjs'
import { createSharedPages, purgeTimeTags, softTimeTags, validityTags } from '../../../../server/pageCache/shared.mjs'
import { connect } from '../../../../src/lib/sharedRedis.mjs'
import { fakeResponse } from '../../../helpers/fakeResponse'
import { startRedis, whenUp, type TestRedis } from '../../../helpers/redisServer'

let redis: TestRedis
const connections: { close: () => Promise<void> }[] = []
let run = 0

beforeAll(async () => {
  redis = await startRedis()
})
afterAll(async () => {
  await Promise.all(connections.map((c) => c.close()))
  await redis.stop()
})

/**
 * The fleet: instances sharing one Redis tier, their renders counted together; a page of tenant 1 reads the tags
 * `deps` gives it (as a worker would tell the edge).
 */
async function fleet(
  size: number,
  deps: (url: string) => string[] | null,
  whileRendering?: (url: string) => void,
  now: () => number = Date.now,
  softMs?: number,
) {
  const prefix = `test-${process.pid}-${++run}:`
  let renders = 0
  let version = 1
  const instances = await Promise.all(
    Array.from({ length: size }, async (_, i) => {
      const conn = connect(redis.url, `shared-test-${i}`)
      connections.push(conn)
      await whenUp(conn)
      const options = { ...pageCacheOptions({}), warm: 0 }
      const shared = createSharedPages({
        redis: conn,
        prefix,
        build: 'build-1',
        ttlMs: options.ttlMs + options.swrMs,
        freshMs: options.ttlMs,
        now,
        ...(softMs === undefined ? {} : { softMs }),
      })
      const cache = createPageCache({
        now,
        handle: (_req, res) => res.end('next'),
        target: () => ({ host: '127.0.0.1', port: 1 }),
        adminHosts: new Set(['localhost']),
        options,
        log: () => {},
        shared,
        request: async (where) => {
          renders++
          whileRendering?.(where.url)
          await new Promise((r) => setTimeout(r, 30))
          return {
            status: 200,
            headers: { 'content-type': 'text/html; charset=utf-8', 'x-dp-page-cache': '1' },
            body: Buffer.from(`<html><body>${where.url} v${version}</body></html>`),
            deps: (() => {
              const tags = deps(where.url)
              return tags ? new Set(tags) : null
            })(),
          }
        },
      })
      const ask = async (url: string) => {
        const res = fakeResponse()
        const done = new Promise((r) => res.once('done', r))
        await cache.serve({ method: 'GET', url, headers: { host: 'harbour.localhost:3000' } } as never, res as never, {
          proto: 'http',
        })
        await done
        return { state: res.headers['x-page-cache'], body: res.body.toString() }
      }
      return { cache, shared, ask }
    }),
  )
  return { instances, renders: () => renders, edit: () => version++ }
}

const carDeps = (url: string) =>
  url.startsWith('/cars/')
    ? ['t:1:vehicles', `t:1:vehicle:${url.slice(6)}`, 't:1:vocabulary']
    : url === '/search'
      ? ['t:1:vehicles', 't:1:vehicle-lists']
      : url === '/about-us'
        ? ['t:1:pages']
        : null

describe("the page cache's shared tier", () => {
  it('the tags of a page and of a purge', () => {
    expect(validityTags('1', new Set(['t:1:vehicle:a', 't:1:pages']))).toEqual(['*all', 't:1:*all', 't:1:vehicle:a'])
    expect(validityTags('1', null)).toEqual(['*all', 't:1:*all', 't:1:*precise'])
    expect(purgeTimeTags({ tags: ['t:1:vehicle:a', 't:1:vehicle-lists'] })).toEqual([
      't:1:vehicle:a',
      't:1:*precise',
      't:1:vehicle-lists',
    ])
    expect(purgeTimeTags({ tags: ['t:1:pages'] })).toEqual(['t:1:*all'])
    expect(purgeTimeTags({ tenant: '2' })).toEqual(['t:2:*all'])
    expect(purgeTimeTags('all')).toEqual(['*all'])
    // a feed's soft purge: its list tags apart; a page whose reads are not known goes with them all the same
    const soft = { tags: ['t:1:vehicle:a'], soft: ['t:1:vehicle-lists', 't:1:vehicle-lists:make:mazda'] }
    expect(purgeTimeTags(soft).sort()).toEqual(['t:1:*precise', 't:1:vehicle:a'])
    expect(softTimeTags(soft)).toEqual(['t:1:vehicle-lists', 't:1:vehicle-lists:make:mazda'])
    expect(softTimeTags({ tags: ['t:1:vehicle-lists'] })).toEqual([])
  })

  it('a page one instance rendered is served by the other without a render (SHARED), then from its own memory', async () => {
    const { instances, renders } = await fleet(2, carDeps)
    const [a, b] = instances
    expect((await a!.ask('/about-us')).state).toBe('MISS')
    const fromFleet = await b!.ask('/about-us')
    expect(fromFleet).toEqual({ state: 'SHARED', body: '<html><body>/about-us v1</body></html>' })
    expect((await b!.ask('/about-us')).state).toBe('HIT')
    expect(renders()).toBe(1)
  })

  it("a stale page is refreshed by a render, not by the fleet's copy of the same age", async () => {
    let clock = Date.now()
    const { instances, renders, edit } = await fleet(2, carDeps, undefined, () => clock)
    const [a, b] = instances
    expect((await a!.ask('/about-us')).state).toBe('MISS')
    expect((await b!.ask('/about-us')).state).toBe('SHARED')
    clock += pageCacheOptions({}).ttlMs + 1_000 // both copies, and the fleet's, are past their TTL
    edit()
    expect((await a!.ask('/about-us')).state).toBe('STALE') // served, refreshed in the background
    await new Promise((r) => setTimeout(r, 150))
    expect(renders()).toBe(2)
    expect(await a!.ask('/about-us')).toEqual({ state: 'HIT', body: '<html><body>/about-us v2</body></html>' })
    // the other instance's stale copy is refreshed from the fleet's new one
    expect((await b!.ask('/about-us')).state).toBe('STALE')
    await new Promise((r) => setTimeout(r, 150))
    expect(await b!.ask('/about-us')).toEqual({ state: 'HIT', body: '<html><body>/about-us v2</body></html>' })
    expect(renders()).toBe(2)
  })

  it("an instance without its own copy answers the fleet's copy past its freshness stale (a restart, a deploy) and renders it behind the answer", async () => {
    let clock = Date.now()
    const { instances, renders, edit } = await fleet(3, carDeps, undefined, () => clock)
    const [a, b, c] = instances
    expect((await a!.ask('/about-us')).state).toBe('MISS')
    clock += pageCacheOptions({}).ttlMs + 1_000
    edit()
    // b has never held it (as after a restart): the fleet's copy, stale, at once
    expect(await b!.ask('/about-us')).toEqual({ state: 'STALE', body: '<html><body>/about-us v1</body></html>' })
    await new Promise((r) => setTimeout(r, 150))
    expect(renders()).toBe(2)
    expect(await b!.ask('/about-us')).toEqual({ state: 'HIT', body: '<html><body>/about-us v2</body></html>' })
    // past its whole life (TTL and stale window) the fleet's copy is not answered at all
    clock += pageCacheOptions({}).ttlMs + pageCacheOptions({}).swrMs + 1_000
    edit()
    expect((await c!.ask('/about-us')).state).toBe('MISS')
  })

  it("a stock feed's soft purge: an instance without its own copy answers the fleet's list page stale and renders it behind the answer; a plain purge, or the end of the soft window, makes it render first", async () => {
    const { instances, renders, edit } = await fleet(4, carDeps, undefined, Date.now, 400)
    const [a, b, c, d] = instances
    await a!.ask('/search')
    await a!.ask('/cars/a')
    expect(renders()).toBe(2)
    edit()
    // a's feed push changed car a: its page at once, the list pages softly
    a!.cache.purgeTags(['t:1:vehicle:a', 't:1:vehicle-lists', 't:1:vehicle-lists:soft'])
    await new Promise((r) => setTimeout(r, 20))
    expect(await b!.ask('/search')).toEqual({ state: 'STALE', body: '<html><body>/search v1</body></html>' })
    expect(await b!.ask('/cars/a')).toEqual({ state: 'MISS', body: '<html><body>/cars/a v2</body></html>' })
    await new Promise((r) => setTimeout(r, 150))
    expect(renders()).toBe(4) // the car page, and the list page behind b's stale answer
    expect(await c!.ask('/search')).toEqual({ state: 'SHARED', body: '<html><body>/search v2</body></html>' })

    // the soft window over with no new render: the fleet's copy is not answered
    edit()
    a!.cache.purgeTags(['t:1:vehicle-lists', 't:1:vehicle-lists:soft'])
    await new Promise((r) => setTimeout(r, 450))
    expect((await d!.ask('/search')).state).toBe('MISS')

    // the same change made in the admin (no soft marker): rendered before the answer
    const plain = await fleet(2, carDeps)
    await plain.instances[0]!.ask('/search')
    plain.edit()
    plain.instances[0]!.cache.purgeTags(['t:1:vehicle:a', 't:1:vehicle-lists'])
    await new Promise((r) => setTimeout(r, 20))
    expect(await plain.instances[1]!.ask('/search')).toEqual({
      state: 'MISS',
      body: '<html><body>/search v2</body></html>',
    })
  })

  it('concurrent misses of one page on three instances make one render', async () => {
    const { instances, renders } = await fleet(3, carDeps)
    const answers = await Promise.all(instances.map((i) => i.ask('/search')))
    expect(renders()).toBe(1)
    expect(answers.map((a) => a.state).sort()).toEqual(['MISS', 'SHARED', 'SHARED'])
  })

  it("a car's purge on one instance: the other renders that car's page again (once for the fleet) and keeps sharing the pages that did not read it", async () => {
    const { instances, renders, edit } = await fleet(3, carDeps)
    const [a, b, c] = instances
    await a!.ask('/cars/a')
    await a!.ask('/cars/b')
    await a!.ask('/about-us')
    expect(renders()).toBe(3)
    edit()
    // a saved the car: its purge is recorded for the fleet (the others hear it on the bus and drop their own copies)
    a!.cache.purgeTags(['t:1:vehicle-lists', 't:1:vehicle:a'])
    await new Promise((r) => setTimeout(r, 20))
    expect(await b!.ask('/cars/a')).toEqual({ state: 'MISS', body: '<html><body>/cars/a v2</body></html>' })
    expect(await c!.ask('/cars/a')).toEqual({ state: 'SHARED', body: '<html><body>/cars/a v2</body></html>' })
    expect((await b!.ask('/cars/b')).state).toBe('SHARED')
    expect((await c!.ask('/about-us')).state).toBe('SHARED')
    expect(renders()).toBe(4)
  })

  it('a page whose tag was purged while it rendered is not shared; a page whose reads are not known goes with any precise purge', async () => {
    let purgeOnce = true
    const { instances, renders } = await fleet(
      2,
      (url) => (url === '/unknown' ? null : carDeps(url)),
      // b saves the car while a renders its page
      (url) => {
        if (url === '/cars/a' && purgeOnce) {
          purgeOnce = false
          setTimeout(() => instances[1]!.cache.purgeTags(['t:1:vehicle:a']), 5)
        }
      },
    )
    const [a, b] = instances
    await a!.ask('/cars/a')
    await new Promise((r) => setTimeout(r, 20))
    expect((await b!.ask('/cars/a')).state).toBe('MISS')
    await a!.ask('/unknown')
    a!.cache.purgeTags(['t:1:vehicle:z'])
    await new Promise((r) => setTimeout(r, 20))
    expect((await b!.ask('/unknown')).state).toBe('MISS')
    expect(renders()).toBe(4)
  })

  it('a purge the bus brought from elsewhere is not recorded again (no second render for the fleet)', async () => {
    const { instances, renders, edit } = await fleet(2, carDeps)
    const [a, b] = instances
    await a!.ask('/cars/a')
    edit()
    a!.cache.purgeTags(['t:1:vehicle:a'])
    await new Promise((r) => setTimeout(r, 20))
    await a!.ask('/cars/a') // a renders it again and shares it
    b!.cache.purgeTags(['t:1:vehicle:a'], true) // b hears a's purge on the bus
    expect(await b!.ask('/cars/a')).toEqual({ state: 'SHARED', body: '<html><body>/cars/a v2</body></html>' })
    expect(renders()).toBe(2)
  })
})
