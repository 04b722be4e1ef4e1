/**
 * The purge bus between instances (server/bus.mjs) on a real Redis: tags one edge publishes reach the others
 * (not itself), and after an outage every edge drops what it may have missed.
 */
import { createBus } from '../../../server/bus.mjs'
import { startRedis, type TestRedis } from '../../helpers/redisServer'

let redis: TestRedis
beforeAll(async () => {
  redis = await startRedis()
})
afterAll(() => redis.stop())

type Heard = { tags: string[][]; resyncs: number }
function edge(prefix: string) {
  const heard: Heard = { tags: [], resyncs: 0 }
  const bus = createBus({
    url: redis.url,
    prefix,
    onTags: (tags) => heard.tags.push(tags),
    onResync: () => heard.resyncs++,
  })!
  return { bus, heard }
}
const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

it('no REDIS_URL, no bus', () => {
  expect(createBus({ url: undefined, onTags: () => {}, onResync: () => {} })).toBeNull()
})

it('tags one instance publishes reach every other instance within a second, not the sender; junk is dropped', async () => {
  const a = edge('bus1:')
  const b = edge('bus1:')
  const c = edge('bus1:')
  try {
    await until(() => a.bus.stats().connected && b.bus.stats().connected && c.bus.stats().connected)
    await new Promise((resolve) => setTimeout(resolve, 100)) // subscribed
    const sent = Date.now()
    a.bus.publish(['t:3:vehicles', 'not a tag!'])
    await until(() => b.heard.tags.length === 1 && c.heard.tags.length === 1, 1000)
    expect(Date.now() - sent).toBeLessThan(1000)
    expect(b.heard.tags).toEqual([['t:3:vehicles']])
    expect(c.heard.tags).toEqual([['t:3:vehicles']])
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(a.heard.tags).toEqual([])
    // another prefix is another platform on the same Redis
    const other = edge('bus2:')
    await until(() => other.bus.stats().connected)
    a.bus.publish(['t:4:pages'])
    await until(() => b.heard.tags.length === 2)
    expect(other.heard.tags).toEqual([])
    await other.bus.close()
  } finally {
    await Promise.all([a.bus.close(), b.bus.close(), c.bus.close()])
  }
})

it('after an outage every instance drops what it may have missed, and tags flow again', async () => {
  const a = edge('bus3:')
  const b = edge('bus3:')
  try {
    await until(() => a.bus.stats().connected && b.bus.stats().connected)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await redis.stop()
    await until(() => !a.bus.stats().connected && !b.bus.stats().connected)
    // lost: at once when the publisher already knows Redis is gone, or when its command fails if only the
    // subscriber has noticed so far
    a.bus.publish(['t:5:pages'])
    await until(() => a.bus.stats().lost === 1)
    expect(a.bus.stats().published).toBe(0)
    await redis.start()
    await until(() => a.heard.resyncs >= 1 && b.heard.resyncs >= 1, 5000)
    await until(() => a.bus.stats().connected && b.bus.stats().connected)
    await new Promise((resolve) => setTimeout(resolve, 100))
    a.bus.publish(['t:6:pages'])
    await until(() => b.heard.tags.some((tags) => tags.includes('t:6:pages')))
  } finally {
    await Promise.all([a.bus.close(), b.bus.close()])
  }
})
