import crypto from 'node:crypto'
import os from 'node:os'

import type { Redis } from 'ioredis'

import { LruCache } from './lruCache'
import { processSingleton } from './processSingleton'
import { redisPrefix, sharedRedis } from './sharedRedis.mjs'

/**
 * The rate limits and throttles every instance shares (docs/DEPLOY.md "Shared state"). Two kinds:
 *
 *  - `countLimiter(name, limit, windowMs)`: at most `limit` hits per key in a fixed window (the lead intake, trade-in
 *    lookups, sign-ups, password resets). `hit(key)` → 0 when allowed, else the seconds to wait (Retry-After).
 *  - `attemptLimiter(name, limit, windowMs)`: at most `limit` attempts per key in the last `windowMs` (a sliding
 *    window); an attempt counts until it is given back (a sign-in that succeeded), so guesses sent at once cannot slip
 *    past the limit.
 *
 * With REDIS_URL the counts live in Redis (one Lua script per hit: atomic across instances). Without it, or while
 * Redis is unreachable, they live in this process (bounded). While Redis is unreachable each instance allows its share
 * of the limit — the limit divided by the instances seen alive before the outage, at least 1 (`fleetShare`) — so a
 * client whose requests reach every instance never gets more than the limit in all; nobody is refused because Redis is
 * down, and the fallback is logged once per outage. Each process says it is alive in Redis every FLEET_BEAT_MS
 * (`startFleetHeartbeat`, src/instrumentation.ts), under its instance's id (DP_INSTANCE, set by server/server.mjs for
 * its workers), so the count is of instances, not processes.
 */

export interface CountLimiter {
  hit(key: string, now?: number): Promise<number>
}
/** A counted attempt names itself (`id`) so that it can be given back. */
export type Attempt = { ok: true; id: string } | { ok: false; retryAfter: number }
export interface AttemptLimiter {
  take(key: string, now?: number): Promise<Attempt>
  giveBack(key: string, id: string): Promise<void>
}

/** Most windows one in-process limiter keeps: expired ones are swept, then the oldest dropped. */
export const RATE_LIMIT_MAX_KEYS = 50_000
/** Most keys an in-process attempt window keeps (oldest out first). */
export const ATTEMPT_MAX_KEYS = 10_000

// KEYS[1] the window's key; ARGV limit, window ms. Returns the wait in ms: 0 when counted.
const COUNT = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
  return ttl
end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`

// KEYS[1] a sorted set of attempt times; ARGV limit, window ms, now, member. Returns {1, now} or {0, wait ms}.
const ATTEMPT = `redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[3]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]) + tonumber(ARGV[2]) - tonumber(ARGV[3])}
end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, tonumber(ARGV[3])}`

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** How often a process says its instance is alive, and how long an instance counts as alive after it last did. */
export const FLEET_BEAT_MS = 5_000
export const FLEET_TTL_MS = 15_000

const fleetState = () => processSingleton('fleetSize', () => ({ size: 1, timer: null as NodeJS.Timeout | null }))

/** The instances seen alive in Redis at the last heartbeat (1 without Redis, or before the first one). */
export function fleetSize(): number {
  return fleetState().size
}

/** One process's share of a limit while Redis is unreachable: the limit divided by the instances, at least 1. */
export function fleetShare(limit: number, instances = fleetSize()): number {
  return Math.max(1, Math.floor(limit / Math.max(1, instances)))
}

/**
 * Says every FLEET_BEAT_MS that this process's instance is alive (a sorted set in Redis, scored by time) and reads
 * how many instances were alive in the last FLEET_TTL_MS. Once per process; nothing without REDIS_URL.
 */
export function startFleetHeartbeat(instance = process.env.DP_INSTANCE || `${os.hostname()}:${process.pid}`): void {
  const state = fleetState()
  if (state.timer || !sharedRedis()) return
  const key = `${redisPrefix()}fleet`
  const beat = async () => {
    const redis = redisNow()
    if (!redis) return // keep the last count: it is what the outage's shares are divided by
    const now = Date.now()
    try {
      const replies = await redis
        .multi()
        .zadd(key, now, instance)
        .zremrangebyscore(key, '-inf', now - FLEET_TTL_MS)
        .zcard(key)
        .pexpire(key, FLEET_TTL_MS * 4)
        .exec()
      const count = Number(replies?.[2]?.[1] ?? 1)
      if (Number.isFinite(count) && count > 0) state.size = count
    } catch {
      // Redis went away between the check and the call: the next beat tries again
    }
  }
  void beat()
  // and at once whenever the connection is up (a new instance counts itself, and the fleet, from its first moment)
  sharedRedis()?.onChange(({ up }) => {
    if (up) void beat()
  })
  state.timer = setInterval(() => void beat(), FLEET_BEAT_MS)
  state.timer.unref?.()
}

/** The Redis of this process while it is reachable, else null (and the fallback is said once per outage). */
function redisNow(): Redis | null {
  const shared = sharedRedis()
  return shared?.up() ? shared.client : null
}

let warned = false
function fellBack(error: unknown): void {
  if (warned) return
  warned = true
  console.error('✖ rate limits: Redis failed, counting in this process until it is back:', (error as Error).message)
  sharedRedis()?.onChange(({ up }) => up && (warned = false))
}

/** A fixed window in this process (the fallback, and the whole limit without Redis). */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>()
  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly maxKeys = RATE_LIMIT_MAX_KEYS,
  ) {}

  /** Seconds until `key` may be counted again (0 when it may now), without counting. */
  check(key: string, now = Date.now(), limit = this.limit): number {
    const w = this.windows.get(key)
    if (!w || now - w.start >= this.windowMs || w.count < limit) return 0
    return Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000))
  }

  /**
   * Counts a hit; returns 0 when allowed, else the seconds until the window resets (Retry-After). `limit`: this hit's
   * limit when it differs from the one the limiter was made with (a share of it while Redis is away).
   */
  hit(key: string, now = Date.now(), limit = this.limit): number {
    const w = this.windows.get(key)
    if (!w || now - w.start >= this.windowMs) {
      if (w) this.windows.delete(key)
      this.windows.set(key, { start: now, count: 1 })
      if (this.windows.size > this.maxKeys) this.shrink(now)
      return 0
    }
    if (w.count >= limit) return Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000))
    w.count++
    return 0
  }

  get size(): number {
    return this.windows.size
  }

  private shrink(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k)
    // still full of live windows: drop the oldest (Map order is insertion order, and a new window is re-inserted)
    const excess = this.windows.size - Math.floor(this.maxKeys * 0.9)
    if (excess <= 0) return
    let dropped = 0
    for (const k of this.windows.keys()) {
      if (dropped++ >= excess) break
      this.windows.delete(k)
    }
  }
}

// this process's counts, by limiter name (the fallback, and the only counts without Redis)
const locals = () => processSingleton('localLimits', () => new Map<string, RateLimiter | LruCache<number[]>>())
function local<T extends RateLimiter | LruCache<number[]>>(name: string, create: () => T): T {
  let found = locals().get(name) as T | undefined
  if (!found) locals().set(name, (found = create()))
  return found
}

/** Most keys an in-process once-window keeps (oldest out first). */
export const ONCE_MAX_KEYS = 20_000

/**
 * Once per key per window, across every instance (a car's view counted once per visitor in 30 minutes, however many
 * instances the visitor's requests reach): `first(key)` is true the first time in the window, false for repeats.
 * Redis `SET NX PX` with REDIS_URL, else (or while Redis is unreachable) this process's memory.
 */
export function onceWithin(name: string, windowMs: number): { first(key: string, now?: number): Promise<boolean> } {
  const seen = () => local(`once:${name}`, () => new LruCache<number[]>(ONCE_MAX_KEYS))
  return {
    async first(key, now = Date.now()) {
      const redis = redisNow()
      if (redis) {
        try {
          return (await redis.set(`${redisPrefix()}once:${name}:${key}`, '1', 'PX', windowMs, 'NX')) === 'OK'
        } catch (error) {
          fellBack(error)
        }
      }
      const last = seen().get(key)?.[0]
      if (last !== undefined && now - last <= windowMs) return false
      seen().set(key, [now])
      return true
    },
  }
}

/** Forgets this process's counts (tests; Redis counts end with their windows). */
export function resetLocalLimits(): void {
  locals().clear()
}

/** A fixed-window limit shared by every instance (see the top of this file). */
export function countLimiter(name: string, limit: number, windowMs: number): CountLimiter {
  return {
    async hit(key, now = Date.now()) {
      const redis = redisNow()
      if (redis) {
        try {
          const wait = Number(await redis.eval(COUNT, 1, `${redisPrefix()}rl:${name}:${key}`, limit, windowMs))
          return wait > 0 ? seconds(wait) : 0
        } catch (error) {
          fellBack(error)
        }
      }
      // without REDIS_URL this process is the whole fleet; with it and Redis away, its share
      const share = sharedRedis() ? fleetShare(limit) : limit
      return local(`count:${name}`, () => new RateLimiter(limit, windowMs)).hit(key, now, share)
    },
  }
}

/** A sliding-window attempt limit shared by every instance (see the top of this file). */
export function attemptLimiter(name: string, limit: number, windowMs: number): AttemptLimiter {
  const times = () => local(`attempt:${name}`, () => new LruCache<number[]>(ATTEMPT_MAX_KEYS))
  const redisKey = (key: string) => `${redisPrefix()}at:${name}:${key}`
  return {
    async take(key, now = Date.now()) {
      const redis = redisNow()
      if (redis) {
        try {
          // the attempt's member in the sorted set: its time, made unique
          const id = `r:${now}:${crypto.randomUUID()}`
          const [ok, wait] = (await redis.eval(ATTEMPT, 1, redisKey(key), limit, windowMs, now, id)) as [number, number]
          return ok ? { ok: true, id } : { ok: false, retryAfter: seconds(wait) }
        } catch (error) {
          fellBack(error)
        }
      }
      const recent = (times().get(key) ?? []).filter((at) => now - at < windowMs)
      times().set(key, recent)
      if (recent.length >= (sharedRedis() ? fleetShare(limit) : limit))
        return { ok: false, retryAfter: seconds(recent[0]! + windowMs - now) }
      recent.push(now)
      return { ok: true, id: `m:${now}` }
    },
    async giveBack(key, id) {
      if (id.startsWith('r:')) {
        await redisNow()?.zrem(redisKey(key), id).catch(fellBack)
        return
      }
      const list = times().get(key)
      const i = list?.indexOf(Number(id.slice(2))) ?? -1
      if (list && i >= 0) list.splice(i, 1)
    },
  }
}
