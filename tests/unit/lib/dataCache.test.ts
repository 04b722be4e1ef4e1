/**
 * Next's data cache (src/lib/dataCache.mjs) against each store — this process's memory and a real Redis shared by
 * every instance — through the cache handler Next calls: an entry is served until a tag of it expires, from any
 * process; pages' Buffers and Maps survive Redis; with Redis down every read is a miss and nothing throws; once Redis
 * is back, everything cached before the outage is dropped.
 */
import { DATA_CACHE, SHARED_REDIS } from '@/lib/edgeContract.mjs'
import DataCacheHandler, {
  deserialise,
  memoryStore,
  redisStore,
  serialise,
  type DataCacheStore,
} from '@/lib/dataCache.mjs'
import { connect } from '@/lib/sharedRedis.mjs'

import { startRedis, whenUp, type TestRedis } from '../../helpers/redisServer'

let redis: TestRedis
const connections: { close(): Promise<void> }[] = []

beforeAll(async () => {
  redis = await startRedis()
})
afterAll(async () => {
  await Promise.all(connections.map((c) => c.close()))
  DATA_CACHE.set(undefined)
  SHARED_REDIS.set(undefined)
  await redis.stop()
})

let n = 0
const prefix = () => `test${process.pid}-${++n}:`

/** A Redis store on its own connection: two of them on one prefix stand for two instances. */
async function redisInstance(keyPrefix: string): Promise<DataCacheStore> {
  const shared = connect(redis.url, 'test')
  connections.push(shared)
  await whenUp(shared)
  return redisStore(shared, keyPrefix)
}

const fetchValue = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: 60,
})

/** A few milliseconds: stamps and expiry times are in milliseconds, so each step below gets its own. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

/** A save's expiry of a tag (its hooks before the commit, or the edge's repeat after it), clear of what comes around. */
async function expiry(tag: string): Promise<void> {
  await tick()
  await new DataCacheHandler().revalidateTag(tag)
  await tick()
}

describe.each(['memory', 'redis'] as const)('data cache (%s)', (backend) => {
  let a: DataCacheStore
  let b: DataCacheStore
  beforeEach(async () => {
    if (backend === 'memory') {
      a = memoryStore()
      b = a // one process
    } else {
      const p = prefix()
      a = await redisInstance(p)
      b = await redisInstance(p)
    }
  })

  it('serves an entry until one of its tags expires — from any instance — and leaves entries of other tags', async () => {
    const at = Date.now() - 1000
    await a.set('k1', { value: fetchValue('one'), lastModified: at, tags: ['t:1:vehicles'] })
    await a.set('k2', { value: fetchValue('two'), lastModified: at, tags: ['t:2:vehicles'] })
    expect((await b.get('k1', ['t:1:vehicles']))?.value).toEqual(fetchValue('one'))
    await b.expire(['t:1:vehicles'])
    expect(await a.get('k1', ['t:1:vehicles'])).toBeNull()
    expect((await a.get('k2', ['t:2:vehicles']))?.value).toEqual(fetchValue('two'))
    // an entry written after the expiry is fresh
    await a.set('k1', { value: fetchValue('one again'), lastModified: Date.now() + 1, tags: ['t:1:vehicles'] })
    expect((await b.get('k1', []))?.value).toEqual(fetchValue('one again'))
  })

  it("a tag the reader asks about (Next's soft tags) expires the entry too; dropAll drops everything", async () => {
    await a.set('page', { value: fetchValue('p'), lastModified: Date.now() - 1000, tags: [] })
    expect(await b.get('page', ['_N_T_/search'])).not.toBeNull()
    await a.expire(['_N_T_/search'])
    expect(await b.get('page', ['_N_T_/search'])).toBeNull()
    await a.set('other', { value: fetchValue('o'), lastModified: Date.now() - 1000, tags: ['x'] })
    await b.dropAll()
    expect(await a.get('other', [])).toBeNull()
  })

  it('set(null) deletes', async () => {
    await a.set('gone', { value: fetchValue('g'), lastModified: Date.now(), tags: [] })
    await a.set('gone', null)
    expect(await b.get('gone', [])).toBeNull()
  })
})

describe('data cache handler (what Next calls)', () => {
  it('stores with the tags Next gives (or the page headers carry) and expires them through revalidateTag', async () => {
    DATA_CACHE.set(memoryStore())
    const handler = new DataCacheHandler()
    await handler.set('fetch-key', fetchValue('data'), { tags: ['t:5:pages'], fetchCache: true } as object)
    const page = { kind: 'APP_PAGE', html: '<p>', headers: { 'x-next-cache-tags': 't:5:offers,_N_T_/offers' } }
    await handler.set('page-key', page, {})
    expect((await handler.get('fetch-key', { tags: ['t:5:pages'], kind: 'FETCH' } as object))?.value).toEqual(
      fetchValue('data'),
    )
    await new DataCacheHandler().revalidateTag('t:5:offers')
    expect(await handler.get('page-key', {})).toBeNull()
    expect(await handler.get('fetch-key', { tags: ['t:5:pages'] } as object)).not.toBeNull()
    DATA_CACHE.set(undefined)
  })

  it('an entry computed while one of its tags expired is stale at once (stamped with its first read, not its store)', async () => {
    DATA_CACHE.set(memoryStore())
    const handler = new DataCacheHandler()
    const context = { tags: ['t:5:vehicle:a'], kind: 'FETCH' } as object
    // Next asks, misses and reads the database; the save's expiry comes before the value is stored
    expect(await handler.get('car-a', context)).toBeNull()
    await expiry('t:5:vehicle:a')
    await handler.set('car-a', fetchValue('old price'), { tags: ['t:5:vehicle:a'] } as object)
    // read before the expiry: not served after it
    expect(await handler.get('car-a', context)).toBeNull()
    // asked again after the expiry: stored and served
    await handler.set('car-a', fetchValue('new price'), { tags: ['t:5:vehicle:a'] } as object)
    expect((await handler.get('car-a', context))?.value).toEqual(fetchValue('new price'))
    DATA_CACHE.set(undefined)
  })

  it('two computations of one car during a save: the one that read before the commit and stores after the last expiry is stale too', async () => {
    DATA_CACHE.set(memoryStore())
    const handler = new DataCacheHandler()
    const context = { tags: ['t:5:vehicle:b'], kind: 'FETCH' } as object
    // shopper 1 misses and reads the database
    expect(await handler.get('car-b', context)).toBeNull()
    // the save's hooks expire the car's tag before Payload commits…
    await expiry('t:5:vehicle:b')
    // …and shopper 2 misses in that gap, reading the old price too
    expect(await handler.get('car-b', context)).toBeNull()
    await tick()
    await handler.set('car-b', fetchValue('old price (shopper 1)'), { tags: ['t:5:vehicle:b'] } as object)
    // the expiry again after the commit, then shopper 2's value arrives
    await expiry('t:5:vehicle:b')
    await handler.set('car-b', fetchValue('old price (shopper 2)'), { tags: ['t:5:vehicle:b'] } as object)
    expect(await handler.get('car-b', context)).toBeNull()
    // the next shopper computes the new price, which is kept and served, and reads that find it leave no trace:
    // after another save, one computation is stored and served again
    await handler.set('car-b', fetchValue('new price'), { tags: ['t:5:vehicle:b'] } as object)
    for (let i = 0; i < 3; i++) expect((await handler.get('car-b', context))?.value).toEqual(fetchValue('new price'))
    await expiry('t:5:vehicle:b')
    expect(await handler.get('car-b', context)).toBeNull()
    await handler.set('car-b', fetchValue('newer price'), { tags: ['t:5:vehicle:b'] } as object)
    expect((await handler.get('car-b', context))?.value).toEqual(fetchValue('newer price'))
    DATA_CACHE.set(undefined)
  })

  it('an entry past its revalidate time, computed again while a save expires its tag, is stale once stored', async () => {
    DATA_CACHE.set(memoryStore())
    const handler = new DataCacheHandler()
    await handler.set('car-c', fetchValue('price'), { tags: ['t:5:vehicle:c'] } as object)
    await tick()
    // revalidate 1 ms: Next serves the entry found and computes it again behind the answer…
    const due = { tags: ['t:5:vehicle:c'], kind: 'FETCH', revalidate: 0.001 } as object
    expect((await handler.get('car-c', due))?.value).toEqual(fetchValue('price'))
    await tick()
    // …while a save expires the car's tag (before its commit and after), and stores what it read before the commit
    await expiry('t:5:vehicle:c')
    await handler.set('car-c', fetchValue('old price'), { tags: ['t:5:vehicle:c'] } as object)
    expect(await handler.get('car-c', { tags: ['t:5:vehicle:c'], kind: 'FETCH' } as object)).toBeNull()
    DATA_CACHE.set(undefined)
  })

  it("a page's Buffers and Maps come back as they went into Redis", () => {
    const value = {
      kind: 'APP_PAGE',
      rscData: Buffer.from('rsc payload'),
      segmentData: new Map([['/_index', Buffer.from('segment')]]),
    }
    const back = deserialise(serialise({ value, lastModified: 1, tags: ['a'] }))
    expect(back.value).toEqual(value)
    expect(Buffer.isBuffer((back.value as typeof value).rscData)).toBe(true)
  })
})

describe('data cache while Redis is down', () => {
  it('reads miss, writes and expiries do not throw; once Redis is back what was cached before is gone', async () => {
    const p = prefix()
    const store = await redisInstance(p)
    const before = { value: fetchValue('b'), lastModified: Date.now() - 1000, tags: ['t:9:pages'] }
    await store.set('before', before)
    expect(await store.get('before', [])).not.toBeNull()

    await redis.stop()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await store.get('before', [])).toBeNull()
    const during = { value: fetchValue('d'), lastModified: Date.now(), tags: [] }
    await expect(store.set('during', during)).resolves.toBeUndefined()
    await expect(store.expire(['t:9:pages'])).resolves.toBeUndefined()

    await redis.start()
    // a Redis restarted from a snapshot still holds what was cached before: written back here by hand
    const writer = connect(redis.url, 'test-writer')
    connections.push(writer)
    await whenUp(writer)
    await writer.client.set(`${p}dc:e:before`, serialise(before))
    await new Promise((resolve) => setTimeout(resolve, 600)) // the store's connection is back (retries every ≤ 0.2 s here)
    expect(await store.get('before', [])).toBeNull()
    // and caching works again
    await store.set('after', { value: fetchValue('a'), lastModified: Date.now() + 1, tags: [] })
    expect(await store.get('after', [])).not.toBeNull()
  })
})
