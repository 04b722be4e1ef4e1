// Next's data cache (`unstable_cache` reads, and any page Next itself would store), through Next's public cache
// handler interface (next.config.mjs `cacheHandler`): docs/architecture/edge-and-page-cache.md "Data cache".
//
//   without REDIS_URL  each process keeps its entries and tag expiries in memory (as Next's own memory cache does);
//                      the edge fans a tag expired in one worker out to the others (server/upstream.mjs)
//   with REDIS_URL     entries and tag expiries live in Redis, shared by every worker of every instance: a tag expired
//                      anywhere is expired everywhere at the next read. While Redis is unreachable every read is a
//                      miss (the app reads the database) and nothing is stored; once it is back, whatever was cached
//                      before the outage is dropped (an expiry sent meanwhile may have been lost).
//
// A tag is expired from anywhere through DATA_CACHE (src/lib/edgeContract.mjs) — src/lib/expireTag.ts, the edge's
// fan-out (server/worker.mjs) — and at the end of a request by Next calling `revalidateTag` here.
import { CACHE_TAGS_HEADER } from './nextInternals.mjs'
import { LRUCache } from 'lru-cache'

import { DATA_CACHE } from './edgeContract.mjs'
import { redisPrefix, sharedRedis } from './sharedRedis.mjs'

/** A tag expiry older than every entry: set by dropAll, checked on every read. */
export const ALL_TAGS = '*'
/** Most bytes the memory store keeps (an estimate: the entry's JSON length). */
export const MEMORY_MAX_BYTES = 64 * 1024 * 1024
/** Most tag expiries the memory store remembers; past that it drops everything (forgetting one could revive an entry). */
export const MEMORY_MAX_TAGS = 100_000
/** How long Redis keeps an entry at most (Next decides staleness by its own revalidate time; this bounds memory). */
export const REDIS_ENTRY_TTL_S = 24 * 60 * 60

/**
 * @typedef {{ value: unknown, lastModified: number, tags: string[], cacheControl?: unknown }} Entry
 * @typedef {object} DataCacheStore
 * @property {'memory' | 'redis'} kind
 * @property {(key: string, tags: string[]) => Promise<Entry | null>} get  null: missing, or a tag expired since
 * @property {(key: string, entry: Entry | null) => Promise<void>} set     null deletes
 * @property {(tags: string[], now?: number) => Promise<void>} expire       entries with any of these tags are gone
 * @property {() => Promise<void>} dropAll
 */

/** @param {string[]} tags */
const unique = (tags) => [...new Set(tags.filter((t) => typeof t === 'string' && t))]

/** @param {Entry} entry @param {Map<string, number> | ((tag: string) => number | undefined)} expiredAt */
function expired(entry, expiredAt) {
  const at = typeof expiredAt === 'function' ? expiredAt : (/** @type {string} */ tag) => expiredAt.get(tag)
  for (const tag of [...entry.tags, ALL_TAGS]) {
    const t = at(tag)
    if (t !== undefined && t >= entry.lastModified) return true
  }
  return false
}

/** @param {number} [maxBytes] @returns {DataCacheStore} */
export function memoryStore(maxBytes = MEMORY_MAX_BYTES) {
  /** @type {LRUCache<string, Entry>} */
  const entries = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.value ?? null).length),
  })
  /** @type {Map<string, number>} */
  const tagTimes = new Map()
  return {
    kind: 'memory',
    async get(key, tags) {
      const entry = entries.get(key)
      if (!entry) return null
      if (expired({ ...entry, tags: unique([...entry.tags, ...tags]) }, tagTimes)) {
        entries.delete(key)
        return null
      }
      return entry
    },
    async set(key, entry) {
      if (entry) entries.set(key, entry)
      else entries.delete(key)
    },
    async expire(tags, now = Date.now()) {
      if (tagTimes.size + tags.length > MEMORY_MAX_TAGS) {
        tagTimes.clear()
        entries.clear()
      }
      for (const tag of tags) tagTimes.set(tag, now)
    },
    async dropAll() {
      entries.clear()
      tagTimes.clear()
    },
  }
}

// Buffers and Maps (a page's RSC payload, its segments) survive the trip through JSON.
/** @this {Record<string, unknown>} @param {string} key @param {unknown} value */
function replacer(key, value) {
  const raw = this[key]
  if (Buffer.isBuffer(raw)) return { __dpBuffer: raw.toString('base64') }
  if (raw instanceof Map) return { __dpMap: [...raw] }
  return value
}
/** @param {string} _key @param {unknown} value */
function reviver(_key, value) {
  if (value && typeof value === 'object') {
    const v = /** @type {{ __dpBuffer?: string, __dpMap?: [unknown, unknown][] }} */ (value)
    if (typeof v.__dpBuffer === 'string') return Buffer.from(v.__dpBuffer, 'base64')
    if (Array.isArray(v.__dpMap)) return new Map(v.__dpMap)
  }
  return value
}
export const serialise = (/** @type {Entry} */ entry) => JSON.stringify(entry, replacer)
export const deserialise = (/** @type {string} */ text) => /** @type {Entry} */ (JSON.parse(text, reviver))

// One round trip per read: the entry and the expiry times of the tags asked about.
const READ = `local raw = redis.call('GET', KEYS[1])
if not raw then return nil end
return {raw, redis.call('HMGET', KEYS[2], unpack(ARGV))}`

/**
 * @param {import('./sharedRedis.mjs').SharedRedis} redis
 * @param {string} [prefix]
 * @returns {DataCacheStore}
 */
export function redisStore(redis, prefix = redisPrefix()) {
  const entryKey = (/** @type {string} */ key) => `${prefix}dc:e:${key}`
  const tagsKey = `${prefix}dc:tags`
  let lost = false
  const dropAll = async () => {
    await redis.client.hset(tagsKey, ALL_TAGS, String(Date.now()))
    lost = false
  }
  // back after an outage: an expiry may have been lost, by this process or by Redis itself (a restart)
  redis.onChange(({ up, again }) => {
    if (up && (again || lost)) dropAll().catch(() => undefined)
  })
  return {
    kind: 'redis',
    async get(key, tags) {
      try {
        const asked = unique([...tags, ALL_TAGS])
        const found = /** @type {[string, (string | null)[]] | null} */ (
          await redis.client.eval(READ, 2, entryKey(key), tagsKey, ...asked)
        )
        if (!found) return null
        const entry = deserialise(found[0])
        /** @type {Map<string, number>} */
        const times = new Map()
        asked.forEach((tag, i) => found[1][i] && times.set(tag, Number(found[1][i])))
        const own = entry.tags.filter((tag) => !times.has(tag) && !asked.includes(tag))
        if (own.length) {
          const more = await redis.client.hmget(tagsKey, ...own)
          own.forEach((tag, i) => more[i] && times.set(tag, Number(more[i])))
        }
        // every tag asked about and every tag of the entry, '*' among them
        return [...times.values()].some((t) => t >= entry.lastModified) ? null : entry
      } catch {
        return null
      }
    },
    async set(key, entry) {
      try {
        if (entry) await redis.client.set(entryKey(key), serialise(entry), 'EX', REDIS_ENTRY_TTL_S)
        else await redis.client.del(entryKey(key))
      } catch {
        // not stored: the next read renders again
      }
    },
    async expire(tags, now = Date.now()) {
      if (!tags.length) return
      try {
        await redis.client.hset(tagsKey, Object.fromEntries(tags.map((tag) => [tag, String(now)])))
      } catch {
        lost = true
      }
    },
    async dropAll() {
      await dropAll().catch(() => {
        lost = true
      })
    },
  }
}

/**
 * This process's store: Redis when REDIS_URL is set (not while `next build` runs: the build's entries are its own),
 * memory otherwise. Kept in DATA_CACHE, so the app's copy of this module and Next's see the same one.
 * @returns {DataCacheStore}
 */
export function dataCacheStore(env = process.env) {
  const existing = DATA_CACHE.get()
  if (existing) return existing
  const redis = env.NEXT_PHASE === 'phase-production-build' ? null : sharedRedis(env)
  const store = redis ? redisStore(redis) : memoryStore()
  DATA_CACHE.set(store)
  return store
}

/** The tags Next wrote on a stored page or route (`x-next-cache-tags`), else []. @param {unknown} value */
function headerTags(value) {
  const headers = /** @type {{ headers?: Record<string, unknown> } | null} */ (value)?.headers
  const tags = headers?.[CACHE_TAGS_HEADER]
  return typeof tags === 'string' ? tags.split(',') : []
}

/** Most keys whose read awaits its entry (a cap on memory; past it the times are forgotten: see `readsPending`). */
export const MAX_PENDING_READS = 10_000
/**
 * How long a read that missed is taken to be computing its value. A computation that never stores (it failed) is
 * forgotten after this; one that outlasts it is stamped no earlier than this before its store.
 */
export const PENDING_READ_MS = 120_000

/**
 * The reads of each key that missed and whose value is not stored yet: when each began, oldest first (Next asks,
 * misses or finds the entry stale, computes from the database, then stores). An entry is stamped with the oldest of
 * them, not the time it is stored: a tag expired while it was being computed — a save's expiry runs before its commit,
 * and again after it — then makes it stale at once. Stamped with the store's time, a value read before the commit and
 * stored after the last expiry would be served until its revalidate time (an hour for a car), the old price on every
 * render. Shoppers loading a car page during a save start several computations of one key; a store cannot tell which
 * of them it ends, so it takes the oldest time and ends the newest: a stamp can be early (one more computation later),
 * never late.
 * @type {Map<string, number[]>}
 */
const readsPending = new Map()

/** The reads of `key` still computing (older ones forgotten). @param {string} key @param {number} now */
function pendingReads(key, now) {
  const times = (readsPending.get(key) ?? []).filter((at) => at > now - PENDING_READ_MS)
  if (times.length) readsPending.set(key, times)
  else readsPending.delete(key)
  return times
}

/** A read of `key` begins; returns its time. @param {string} key */
function noteRead(key) {
  const now = Date.now()
  // forgetting the times only makes later entries stamped at their store, as before
  if (!readsPending.has(key) && readsPending.size >= MAX_PENDING_READS) readsPending.clear()
  readsPending.set(key, [...pendingReads(key, now), now])
  return now
}

/** A read of `key` that began `at` found its entry: it computes nothing. @param {string} key @param {number} at */
function readServed(key, at) {
  const times = pendingReads(key, Date.now())
  const own = times.lastIndexOf(at)
  times.splice(own === -1 ? times.length - 1 : own, 1)
  if (!times.length) readsPending.delete(key)
}

/**
 * The time an entry being stored now was first asked for: the oldest read of its key still computing (this one began
 * no earlier); the newest of them ends.
 * @param {string} key
 */
function readStarted(key) {
  const now = Date.now()
  const times = pendingReads(key, now)
  const oldest = times[0] ?? now
  times.pop()
  if (!times.length) readsPending.delete(key)
  return oldest
}

/**
 * Next's cache handler (next.config.mjs `cacheHandler`): Next makes one per request; they all share the store.
 * @implements {Pick<import('next/dist/server/lib/incremental-cache').CacheHandler, 'get' | 'set' | 'revalidateTag' | 'resetRequestCache'>}
 */
export default class DataCacheHandler {
  constructor() {
    this.store = dataCacheStore()
  }

  /**
   * @param {string} key
   * @param {object} [context] the tags of an `unstable_cache` read (`tags`, `softTags`); none for a page
   * @returns {Promise<import('next/dist/server/lib/incremental-cache').CacheHandlerValue | null>}
   */
  async get(key, context) {
    const ctx = /** @type {{ tags?: string[], softTags?: string[], revalidate?: number | false } | undefined} */ (
      context
    )
    const at = noteRead(key)
    const entry = await this.store.get(key, [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])
    if (!entry) return null
    // served as it is, this read computes nothing; past its revalidate time Next serves it and computes it again
    const revalidate =
      ctx?.revalidate ?? /** @type {{ revalidate?: number | false } | null} */ (entry.value)?.revalidate
    if (typeof revalidate !== 'number' || Date.now() - entry.lastModified <= revalidate * 1000) readServed(key, at)
    return /** @type {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} */ ({
      lastModified: entry.lastModified,
      value: entry.value,
      ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}),
    })
  }

  /**
   * @param {string} key
   * @param {unknown} value
   * @param {object} [context] `tags` of an `unstable_cache` entry, `cacheControl` of a page
   */
  async set(key, value, context) {
    const ctx = /** @type {{ tags?: string[], cacheControl?: unknown } | undefined} */ (context)
    const started = readStarted(key)
    if (!value) return this.store.set(key, null)
    const tags = unique([...(ctx?.tags ?? []), ...headerTags(value)])
    await this.store.set(key, { value, lastModified: started, tags, cacheControl: ctx?.cacheControl })
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    await this.store.expire(unique(Array.isArray(tags) ? tags : [tags]))
  }

  resetRequestCache() {}
}
