/**
 * The shared rate limits (src/lib/sharedLimits.ts) against each backend: this process's memory, and a real Redis
 * (redis-server) — where two limiters of one name stand for two instances. With Redis stopped they keep answering,
 * counting in the process, and count in Redis again once it is back.
 */
import { jest } from '@jest/globals'

import { SHARED_REDIS } from '@/lib/edgeContract.mjs'
import {
  attemptLimiter,
  countLimiter,
  fleetShare,
  fleetSize,
  onceWithin,
  resetLocalLimits,
  startFleetHeartbeat,
} from '@/lib/sharedLimits'
import { redisPrefix, sharedRedis } from '@/lib/sharedRedis.mjs'

import { startRedis, whenUp, type TestRedis } from '../../helpers/redisServer'

let redis: TestRedis
let n = 0
/** A limiter name no other test used (Redis keeps counts for the window). */
const fresh = (name: string) => `${name}-${process.pid}-${++n}`

beforeAll(async () => {
  redis = await startRedis()
})
afterAll(async () => {
  await SHARED_REDIS.get()?.close()
  SHARED_REDIS.set(undefined)
  delete process.env.REDIS_URL
  await redis.stop()
})

async function useBackend(backend: 'memory' | 'redis') {
  await SHARED_REDIS.get()?.close()
  SHARED_REDIS.set(undefined)
  resetLocalLimits()
  if (backend === 'memory') delete process.env.REDIS_URL
  else {
    process.env.REDIS_URL = redis.url
    await whenUp(sharedRedis()!)
  }
}

describe.each(['memory', 'redis'] as const)('shared limits (%s)', (backend) => {
  beforeAll(() => useBackend(backend))

  it('a count limit lets `limit` hits through in its window, then answers the seconds to wait', async () => {
    const name = fresh('count')
    const first = countLimiter(name, 3, 60_000)
    const second = countLimiter(name, 3, 60_000) // another instance's limiter of the same name
    expect(await first.hit('client-a')).toBe(0)
    expect(await second.hit('client-a')).toBe(0)
    expect(await first.hit('client-a')).toBe(0)
    const wait = await second.hit('client-a')
    expect(wait).toBeGreaterThanOrEqual(59)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await first.hit('client-b')).toBe(0) // another key has its own window
  })

  it('a count window ends: the key may hit again', async () => {
    const limiter = countLimiter(fresh('short'), 1, 300)
    expect(await limiter.hit('k', Date.now())).toBe(0)
    expect(await limiter.hit('k', Date.now())).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect(await limiter.hit('k', Date.now())).toBe(0)
  })

  it('an attempt limit refuses the attempt past the limit with the wait until the oldest leaves the window; one given back frees its place', async () => {
    const name = fresh('attempt')
    const limiter = attemptLimiter(name, 2, 60_000)
    const a = await limiter.take('ip|email')
    const b = await attemptLimiter(name, 2, 60_000).take('ip|email')
    expect(a.ok && b.ok).toBe(true)
    const refused = await limiter.take('ip|email')
    expect(refused).toEqual({ ok: false, retryAfter: expect.any(Number) })
    expect(refused.ok === false && refused.retryAfter).toBeGreaterThanOrEqual(59)
    if (!b.ok) throw new Error('unreachable')
    await limiter.giveBack('ip|email', b.id)
    expect((await limiter.take('ip|email')).ok).toBe(true)
    expect((await limiter.take('ip|email')).ok).toBe(false)
  })
})

describe.each(['memory', 'redis'] as const)('once per window (%s)', (backend) => {
  beforeAll(() => useBackend(backend))

  it('is true the first time a key is seen in the window, from any instance, and again once the window is over', async () => {
    const name = fresh('once')
    const first = onceWithin(name, 300)
    const second = onceWithin(name, 300)
    expect(await first.first('visitor|car')).toBe(true)
    expect(await second.first('visitor|car')).toBe(false)
    expect(await second.first('visitor|other car')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect(await first.first('visitor|car')).toBe(true)
  })
})

describe('shared limits while Redis is down', () => {
  beforeAll(() => useBackend('redis'))
  afterAll(() => redis.start())

  it('never refuse or throw because Redis is gone: they count in the process, then in Redis once it is back', async () => {
    const name = fresh('outage')
    const limiter = countLimiter(name, 2, 60_000)
    expect(await limiter.hit('k')).toBe(0) // in Redis
    const shared = sharedRedis()!
    const down = new Promise<void>((resolve) => {
      const off = shared.onChange(({ up }) => !up && (off(), resolve()))
    })
    await redis.stop()
    await down
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    // the process's own window starts empty: two more pass, the third waits
    expect(await limiter.hit('k')).toBe(0)
    expect(await limiter.hit('k')).toBe(0)
    expect(await limiter.hit('k')).toBeGreaterThan(0)
    const attempts = attemptLimiter(fresh('outage-attempt'), 1, 60_000)
    expect((await attempts.take('k')).ok).toBe(true)
    expect((await attempts.take('k')).ok).toBe(false)
    errors.mockRestore()

    await redis.start() // an empty Redis: counting there starts again
    await whenUp(shared)
    expect(await limiter.hit('k')).toBe(0)
    expect(await limiter.hit('k')).toBe(0)
    expect(await limiter.hit('k')).toBeGreaterThan(0)
  })
})

describe("a Redis outage's limits are shares of the fleet's", () => {
  beforeAll(() => useBackend('redis'))
  afterAll(() => redis.start())

  it('a share is the limit divided by the instances, at least 1', () => {
    expect([fleetShare(10, 1), fleetShare(10, 3), fleetShare(5, 7), fleetShare(5, 0)]).toEqual([10, 3, 1, 5])
  })

  it('each instance says it is alive; while Redis is down each allows its share, so the fleet never allows more than the limit', async () => {
    const shared = sharedRedis()!
    // two other instances alive (their heartbeats), then this one's
    const now = Date.now()
    await shared.client.zadd(`${redisPrefix()}fleet`, now, 'instance-b', now, 'instance-c')
    startFleetHeartbeat('instance-a')
    for (let i = 0; i < 100 && fleetSize() !== 3; i++) await new Promise((r) => setTimeout(r, 20))
    expect(fleetSize()).toBe(3)

    const counted = countLimiter(fresh('share'), 6, 60_000)
    const attempts = attemptLimiter(fresh('share-attempt'), 3, 60_000)
    const down = new Promise<void>((resolve) => {
      const off = shared.onChange(({ up }) => !up && (off(), resolve()))
    })
    await redis.stop()
    await down
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    // 6 in all across 3 instances: 2 here
    expect(await counted.hit('k')).toBe(0)
    expect(await counted.hit('k')).toBe(0)
    expect(await counted.hit('k')).toBeGreaterThan(0)
    // 3 attempts across 3 instances: 1 here
    expect((await attempts.take('k')).ok).toBe(true)
    expect((await attempts.take('k')).ok).toBe(false)
    errors.mockRestore()
  })
})
