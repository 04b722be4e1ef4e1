// The fleet's tier of the page cache (docs/architecture/edge-and-page-cache.md "One render per change across the
// fleet"): with REDIS_URL, a page one instance rendered is kept once in Redis, behind every edge's own memory, so the
// other instances read it instead of rendering it again — after a purge, on a first visit, after a restart or a deploy
// (the key names the build, so only instances running the same build share a page). Concurrent misses of one page
// across the fleet make one render: the first instance takes a short lock, the others wait for its page.
//
// Validity by purge times, not by deleting: each purge the instance that made it records the time of (Redis's clock)
// under the tags it concerns — a precise tag (src/lib/purgeScope.mjs), "any precise purge of tenant T", "all of tenant
// T", "everything". A stored page carries the time its render started and the tags it read (renderDeps.mjs); it is
// valid while none of its tags was purged at or after that time. A render during which one of its tags was purged is
// not stored, and a page stored before a purge is never served after it, whichever instance asks — the fleet's form of
// the ledger in purge.mjs. Purges stay O(1) (one SET per tag); invalid pages simply age out (their key expires with the
// SWR window).
//
// Stale copies: a page past its freshness (freshMs) is still the fleet's for the rest of its life in Redis, as an
// instance's own memory keeps one for its stale-while-revalidate window; and a stock feed's soft purge
// (src/lib/purgeScope.mjs) is recorded apart — its list tags' times go under soft keys — so a list page stored before it
// is not fresh but may still be answered stale for SOFT_PURGE_MS after the latest such purge. `read` gives either as
// `stale`: an instance whose shopper waits (a first visit since a restart or a deploy, or its own copy gone) answers
// it stale and renders it again behind the answer; a fill that refreshes a page never takes it as its render.
//
// Redis away: every call answers "not there" at once (the connection fails fast), the instance renders as before; a
// purge it could not record is recorded as "everything" once Redis is back.
//   const shared = createSharedPages({ redis, build, ttlMs })
//   await shared.get(key)             → Entry | null          a valid page, fresh (stored less than freshMs ago)
//   await shared.read(key)            → { entry, stale, staleForMs } | null   the same, or a stale copy
//   await shared.lock(key)            → boolean               this instance renders it (else another does)
//   await shared.waitFor(key, ms)     → Entry | null          the other instance's page, when it came
//   const at = await shared.clock()   ;  …render… ;  await shared.put(entry, at)
//   shared.purged({ tags } | { tenant } | 'all')
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { isPreciseTag, purgeScope, SOFT_PURGE_MS } from '../../src/lib/purgeScope.mjs'

const brotliDecompress = promisify(zlib.brotliDecompress)

/** How long a render's lock is held at most (a fill gives up after 10 s: fills.mjs FILL_TIMEOUT_MS). */
export const SHARED_LOCK_MS = 10_000
/** How long an instance waits for another's render of the same page before rendering it itself. */
export const SHARED_WAIT_MS = 5_000
/** How often a waiting instance looks for the page. */
const POLL_MS = 40

/**
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {{ tags: string[], soft?: string[] } | { tenant: string } | 'all'} Purge `soft`: list tags a stock feed's
 *   batch purged softly (their pages may be answered stale for a while), beside the plain `tags`
 *
 * @typedef {object} SharedPages
 * @property {(key: string) => Promise<Entry | null>} get the fleet's valid copy of a page
 * @property {(key: string) => Promise<{ entry: Entry, stale: boolean, staleForMs: number } | null>} read the fleet's
 *   fresh copy, or a stale one (see the top) with how much longer it may be answered (`staleForMs`)
 * @property {(key: string) => Promise<boolean>} lock whether this instance is the one to render the page now
 * @property {(key: string) => void} unlock
 * @property {(key: string, ms?: number) => Promise<Entry | null>} waitFor the page another instance is rendering,
 *   or null when it did not come (the lock went, or `ms` passed)
 * @property {() => Promise<number | null>} clock Redis's time in ms (null: Redis away), taken when a render starts
 * @property {(entry: Entry, startedAt: number | null) => Promise<boolean>} put keeps a page for the fleet unless one
 *   of its tags was purged since its render started; whether it was kept
 * @property {(purge: Purge) => void} purged records a purge this instance made (never throws)
 * @property {() => { sharedHits: number, sharedStores: number, sharedWaits: number, sharedRefused: number }} stats
 */

/**
 * The tags whose purge times decide whether a page of tenant `tenantId` that read `deps` is still valid.
 * @param {string} tenantId @param {ReadonlySet<string> | null} deps
 */
export function validityTags(tenantId, deps) {
  const precise = deps ? [...deps].filter(isPreciseTag) : [`t:${tenantId}:*precise`]
  return ['*all', `t:${tenantId}:*all`, ...precise]
}

/**
 * The tags a purge records its time under (see validityTags); a soft purge's list tags are recorded apart
 * (softTimeTags), though a page whose reads are not known goes with them as with any precise purge.
 * @param {Purge} purge @returns {string[]}
 */
export function purgeTimeTags(purge) {
  if (purge === 'all') return ['*all']
  if ('tenant' in purge) return [`t:${purge.tenant}:*all`]
  /** @type {Set<string>} */
  const out = new Set()
  for (const tag of purge.soft ?? []) {
    const scope = purgeScope(tag)
    if (scope && scope !== 'all' && isPreciseTag(tag)) out.add(`t:${scope}:*precise`)
  }
  for (const tag of purge.tags) {
    const scope = purgeScope(tag)
    if (scope === 'all') return ['*all']
    if (!scope) continue
    if (isPreciseTag(tag)) out.add(tag).add(`t:${scope}:*precise`)
    else out.add(`t:${scope}:*all`)
  }
  return [...out]
}

/** The list tags a soft purge records its time under, apart from the plain ones. @param {Purge} purge */
export const softTimeTags = (purge) =>
  purge === 'all' || 'tenant' in purge ? [] : (purge.soft ?? []).filter((tag) => isPreciseTag(tag))

/**
 * A page as kept in Redis: 4 bytes of JSON length, the JSON (everything but the bodies), the brotli body.
 * @param {Entry} entry @param {number} startedAt
 */
export function encodeShared(entry, startedAt) {
  const meta = Buffer.from(
    JSON.stringify({
      key: entry.key,
      proto: entry.proto,
      host: entry.host,
      url: entry.url,
      tenantId: entry.tenantId,
      status: entry.status,
      headers: entry.headers,
      etag: entry.etag,
      storedAt: entry.storedAt,
      modifiedAt: entry.modifiedAt,
      startedAt,
      deps: entry.deps ? [...entry.deps] : null,
    }),
    'utf8',
  )
  const head = Buffer.alloc(4)
  head.writeUInt32BE(meta.length)
  return Buffer.concat([head, meta, entry.br])
}

/**
 * The page back (its identity body decompressed; gzip made on first use), with the time its render started.
 * @param {Buffer} value @returns {Promise<{ entry: Entry, startedAt: number } | null>}
 */
export async function decodeShared(value) {
  if (value.length < 4) return null
  const length = value.readUInt32BE(0)
  if (value.length < 4 + length) return null
  const meta = JSON.parse(value.subarray(4, 4 + length).toString('utf8'))
  const br = value.subarray(4 + length)
  const body = await brotliDecompress(br)
  /** @type {Entry} */
  const entry = {
    key: meta.key,
    proto: meta.proto,
    host: meta.host,
    url: meta.url,
    tenantId: String(meta.tenantId),
    status: meta.status,
    headers: meta.headers,
    body,
    gzip: null,
    br,
    etag: meta.etag,
    storedAt: meta.storedAt,
    modifiedAt: meta.modifiedAt,
    hits: 0,
    askedAt: 0,
    size: body.length + br.length + length + 256,
    deps: Array.isArray(meta.deps) ? new Set(meta.deps) : null,
  }
  return { entry, startedAt: Number(meta.startedAt) }
}

/**
 * @param {{ redis: import('../../src/lib/sharedRedis.mjs').SharedRedis, prefix: string, build: string,
 *   ttlMs: number, freshMs?: number, now?: () => number, lockMs?: number, waitMs?: number, softMs?: number,
 *   log?: (message: string) => void }} input
 *   `ttlMs`: how long a page is kept (the page cache's TTL + SWR window); purge times are kept twice as long.
 *   `freshMs`: how long a copy answers a fill (the page cache's TTL): an older one is as stale as the copy the fill
 *   would replace, so the fill renders (and its page replaces the fleet's); it is then answered stale (`read`).
 *   `softMs`: how long after a soft purge the pages it concerns may be answered stale (SOFT_PURGE_MS)
 * @returns {SharedPages}
 */
export function createSharedPages({
  redis,
  prefix,
  build,
  ttlMs,
  freshMs = Infinity,
  now = Date.now,
  lockMs = SHARED_LOCK_MS,
  waitMs = SHARED_WAIT_MS,
  softMs = SOFT_PURGE_MS,
  log,
}) {
  const client = redis.client
  const pageKey = (/** @type {string} */ key) => `${prefix}pc:${build}:${key}`
  const lockKey = (/** @type {string} */ key) => `${prefix}pcl:${build}:${key}`
  const timeKey = (/** @type {string} */ tag) => `${prefix}pct:${tag}`
  const softTimeKey = (/** @type {string} */ tag) => `${prefix}pcts:${tag}`
  const counters = { sharedHits: 0, sharedStores: 0, sharedWaits: 0, sharedRefused: 0 }
  let warned = false
  /** @param {unknown} error */
  const failed = (error) => {
    if (warned || !redis.up()) return
    warned = true
    log?.(`page cache: the shared tier failed (${/** @type {Error} */ (error)?.message ?? error}); rendering locally`)
  }

  /** Redis's time in ms, or null. */
  async function clock() {
    if (!redis.up()) return null
    try {
      const [seconds, micros] = await client.time()
      return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000)
    } catch (error) {
      failed(error)
      return null
    }
  }

  /**
   * Whether the page is still valid: 'valid' when none of its tags was purged at or after `startedAt`, 'soft' when
   * only soft purges were (the latest of them at `softAt`), else 'invalid'.
   * @param {Entry} entry @param {number} startedAt
   * @returns {Promise<{ state: 'valid' | 'invalid' } | { state: 'soft', softAt: number }>}
   */
  async function validity(entry, startedAt) {
    const tags = validityTags(entry.tenantId, entry.deps)
    // a soft purge names only precise (list) tags: the soft times of the page's precise reads
    const precise = [...(entry.deps ?? [])].filter((tag) => isPreciseTag(tag))
    const times = await client.mget(...tags.map(timeKey), ...precise.map(softTimeKey))
    const after = (/** @type {string | null} */ t) => t !== null && Number(t) >= startedAt
    if (times.slice(0, tags.length).some(after)) return { state: 'invalid' }
    const soft = times.slice(tags.length).filter(after).map(Number)
    return soft.length ? { state: 'soft', softAt: Math.max(...soft) } : { state: 'valid' }
  }

  /** @param {string} key */
  async function read(key) {
    if (!redis.up()) return null
    try {
      const value = await client.getBuffer(pageKey(key))
      if (!value) return null
      const decoded = await decodeShared(value)
      if (!decoded || decoded.entry.key !== key) return null
      const valid = await validity(decoded.entry, decoded.startedAt)
      if (valid.state === 'invalid') return null
      if (valid.state === 'valid' && decoded.entry.storedAt > now() - freshMs) {
        counters.sharedHits++
        return { entry: decoded.entry, stale: false, staleForMs: 0 }
      }
      // past its freshness: stale for the rest of its life here; only soft purges since it: for what is left of their
      // window (the clocks compared are Redis's, the purge's time and the time now)
      const life = decoded.entry.storedAt + ttlMs - now()
      const left =
        valid.state === 'soft' ? Math.min(life, softMs - (((await clock()) ?? Infinity) - valid.softAt)) : life
      if (left > 0) {
        return { entry: decoded.entry, stale: true, staleForMs: left }
      }
      return null
    } catch (error) {
      failed(error)
      return null
    }
  }

  /** @param {string} key */
  const get = async (key) => {
    const found = await read(key)
    return found && !found.stale ? found.entry : null
  }

  /** @param {string[]} tags @param {string[]} [softTags] */
  const record = (tags, softTags = []) => {
    // Redis's clock, so every instance compares with the same one; kept twice a page's life
    const script = `local t = redis.call('TIME')
local ms = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for _, k in ipairs(KEYS) do redis.call('SET', k, ms, 'PX', ARGV[1]) end
return ms`
    const keys = [...tags.map(timeKey), ...softTags.map(softTimeKey)]
    client.eval(script, keys.length, ...keys, String(ttlMs * 2)).catch((error) => {
      owed = true
      failed(error)
    })
  }
  // a purge that could not be recorded (Redis away) is owed as "everything" once the connection is back
  let owed = false
  redis.onChange(({ up }) => {
    if (!up || !owed) return
    owed = false
    record(purgeTimeTags('all'))
  })

  return {
    get,
    read,
    clock,
    async lock(key) {
      if (!redis.up()) return true
      try {
        return (await client.set(lockKey(key), '1', 'PX', lockMs, 'NX')) === 'OK'
      } catch (error) {
        failed(error)
        return true
      }
    },
    unlock(key) {
      if (redis.up()) client.del(lockKey(key)).catch(failed)
    },
    async waitFor(key, ms = waitMs) {
      counters.sharedWaits++
      const until = Date.now() + ms
      while (Date.now() < until && redis.up()) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
        const found = await get(key)
        if (found) return found
        // the other render ended without a page to share (not storable, failed): render here
        const held = await client.exists(lockKey(key)).catch(() => 0)
        if (!held) return get(key)
      }
      return null
    },
    async put(entry, startedAt) {
      if (startedAt === null || !redis.up()) return false
      try {
        if ((await validity(entry, startedAt)).state !== 'valid') {
          counters.sharedRefused++
          return false
        }
        await client.set(pageKey(entry.key), encodeShared(entry, startedAt), 'PX', ttlMs)
        counters.sharedStores++
        return true
      } catch (error) {
        failed(error)
        return false
      }
    },
    purged(purge) {
      const tags = purgeTimeTags(purge)
      const softTags = softTimeTags(purge)
      if (!tags.length && !softTags.length) return
      if (redis.up()) record(tags, softTags)
      else owed = true
    },
    stats: () => ({ ...counters }),
  }
}
