// Warming: renders the cache fills in the background so shoppers do not each pay for one.
//   afterPurge(tenantId, dropped, tags)
//                                  after a tenant's purge (debounced 1 s): the keys it held that shoppers asked for
//                                  most, plus — after a purge of the whole tenant (tags null) — the app's popular paths
//                                  for it (WARM_PATHS), two at a time
//   afterSoftPurge(kept)           after a stock feed's soft purge, the list pages it kept stale that shoppers asked for
//                                  lately: each rendered again, behind its stale answers, before it would be dropped
//   firstVisit(entry)              a tenant's first page answered since this server started: its popular pages, then
//                                  up to options.bootWarm of its car pages, until the cache holds BOOT_WARM_SHARE
// Each render starts only while `backgroundFree()` (a render slot free, nobody queued, no write under way).
import { WARM_PATHS } from '../../src/lib/edgeContract.mjs'
import { SOFT_PURGE_MS } from '../../src/lib/purgeScope.mjs'
import { edgeSecret } from '../edge.mjs'

import { entryState } from './entries.mjs'
import { cacheKey } from './keys.mjs'
import { readAny } from './purge.mjs'

/** A tenant's warming on its first visit fills the cache up to this share of its bytes (the rest is for the others). */
export const BOOT_WARM_SHARE = 0.5
/**
 * When, after a soft purge, a list page it kept is rendered again if no shopper's ask has refreshed it meanwhile: at a
 * random moment between these shares of SOFT_PURGE_MS (later pushes of the tenant's other dealerships in between are
 * taken by the same render; the instances holding the page do not all try at once, and the fleet's tier gives the
 * later ones the first one's render), leaving the rest of the window to wait for a free render slot.
 */
export const SOFT_REFRESH_FROM = 1 / 3
export const SOFT_REFRESH_TO = 2 / 3
/** The most list pages waiting for such a render (beyond it, a kept page is dropped at its window's end as before). */
export const SOFT_REFRESH_MAX = 2_000
/** Why a tenant's first-visit warming did nothing: the app gave no paths (its next visit tries again). */
const NO_ANSWER = 'the app did not answer'

/**
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {import('./fills.mjs').Where} Where
 * @typedef {{ host: string, pages: number, warmed: number, ms: number, stopped: string | null }} WarmResult
 *
 * @typedef {object} WarmingInput
 * @property {{ enabled: boolean, warm: number, bootWarm: number | null, maxBytes: number, ttlMs: number, swrMs: number }}
 *   options the cache's settings (pageCacheOptions): `warm` keys after a purge (and list pages after a soft one),
 *   `bootWarm` car pages on a first visit (null: none)
 * @property {Pick<import('./store.mjs').PageStore, 'get' | 'peek' | 'purgeTenant' | 'purgeWhere' | 'bytes'>} store
 * @property {Pick<import('./fills.mjs').Fills, 'fill' | 'filling'>} fills
 * @property {Pick<import('./purge.mjs').PurgeLedger, 'renew' | 'renewTags' | 'tenantPurgedSince'>} ledger a warming
 *   after a purge stops when a purge of the whole tenant comes
 * @property {() => boolean} backgroundFree whether a background render may start now
 * @property {import('../../src/lib/edgeContract.mjs').WarmPaths} [warmPaths] the app's popular paths (default:
 *   WARM_PATHS, the app in this process)
 * @property {number} [concurrency] renders at once of a first-visit warming (default 2)
 * @property {number} [pollMs] how often a warming looks for a free render slot (default 20)
 * @property {(result: WarmResult) => void} [onWarmed] hears how each first-visit warming went
 * @property {(message: string) => void} log
 * @property {() => number} [now]
 * @property {() => number} [random] picks each soft refresh's moment (default Math.random)
 *
 * @typedef {object} Warming
 * @property {(tenantId: string, dropped: Entry[], tags?: string[] | null) => void} afterPurge schedules the warming
 *   after a purge of a tenant's entries, whole (tags null) or by tags
 * @property {(kept: Entry[]) => void} afterSoftPurge schedules, behind their stale answers, the
 *   renders of the list pages a soft purge kept that shoppers asked for within PAGE_CACHE_SWR_S
 * @property {() => void} cancel drops every warming scheduled after a purge (everything was purged)
 * @property {(entry: Entry) => void} firstVisit starts the tenant's warming when this is its first page answered
 * @property {() => { warmed: number, bootWarmed: number, softRefreshed: number }} stats `softRefreshed`: list pages
 *   a soft purge kept that were rendered again (or read from the fleet's tier) before their window ended
 */

/** The headers of a warming fill: a plain browser-like GET from this server itself. @param {{ proto: string, host: string }} job */
function warmHeaders(job) {
  return {
    host: job.host,
    accept: 'text/html',
    'user-agent': 'dealer-platform page cache warmer',
    'x-forwarded-for': '127.0.0.1',
    'x-forwarded-proto': job.proto,
    'x-forwarded-host': job.host,
    'x-dp-edge': edgeSecret(),
  }
}

/** @param {WarmingInput} input @returns {Warming} */
export function createWarming({
  options,
  store,
  fills,
  ledger,
  backgroundFree,
  warmPaths,
  concurrency = 2,
  pollMs = 20,
  onWarmed,
  log,
  now = Date.now,
  random = Math.random,
}) {
  const { fill } = fills
  const counters = { warmed: 0, bootWarmed: 0, softRefreshed: 0 }
  const pause = () => new Promise((resolve) => setTimeout(resolve, pollMs))

  // --- after a purge ---

  /** @type {Map<string, { timer: NodeJS.Timeout, entries: Entry[], tags: Set<string> | null }>} */
  const warmQueue = new Map()

  /**
   * After a purge (debounced 1 s, coalescing bursts): drop again what was stored since (a render may have read the
   * data before the edit's transaction committed) — the whole tenant, or what read the purged tags — then refill, two
   * at a time, the keys that had the most hits, plus after a whole tenant's purge the app's popular paths for it.
   * Stops when the whole tenant is purged again.
   * @param {string} tenantId @param {Entry[]} dropped @param {string[] | null} [purgedTags] null: the whole tenant
   */
  function afterPurge(tenantId, dropped, purgedTags = null) {
    const previous = warmQueue.get(tenantId)
    if (previous) clearTimeout(previous.timer)
    const entries = [...(previous?.entries ?? []), ...dropped]
    // one whole-tenant purge among those coalesced makes the re-purge whole
    const whole = purgedTags === null || (previous !== undefined && previous.tags === null)
    const tags = whole ? null : new Set([...(previous?.tags ?? []), ...purgedTags])
    const timer = setTimeout(() => {
      warmQueue.delete(tenantId)
      // a new sequence: no fill that started before this re-purge may be stored (it may have read the old data)
      let seq
      if (tags) {
        store.purgeWhere(tenantId, (entry) => readAny(entry, tags))
        seq = ledger.renewTags(tenantId, [...tags])
      } else {
        store.purgeTenant(tenantId)
        seq = ledger.renew(tenantId)
      }
      void warm(tenantId, entries, seq, tags === null).catch((error) =>
        log(`page cache: warming failed: ${error?.message ?? error}`),
      )
    }, 1000)
    timer.unref?.()
    warmQueue.set(tenantId, { timer, entries, tags })
  }

  function cancel() {
    for (const pending of warmQueue.values()) clearTimeout(pending.timer)
    warmQueue.clear()
    softDue.clear()
  }

  // --- after a stock feed's soft purge ---

  // A soft purge keeps a tenant's list pages answerable, stale, for SOFT_PURGE_MS, and a shopper's ask in that window
  // refreshes the page behind its answer. A page nobody asks for in the window would be dropped at its end and cost
  // the next shopper a render, and a dealership's feed pushes every minute or so: so the pages shoppers asked for
  // lately are rendered again before then, one at a time, each only while a render slot is free. Each waits its
  // moment (SOFT_REFRESH_FROM…TO of the window) and is skipped when an ask has refreshed it meanwhile, when it is
  // gone, or when its window has ended. The page's asks and their time go over to its new copy, so a page stays
  // refreshed while shoppers keep asking for it within PAGE_CACHE_SWR_S, and no longer.

  /** @type {Map<string, { where: Where, due: number }>} the list pages waiting for their render, by key */
  const softDue = new Map()
  /** @type {NodeJS.Timeout | null} */
  let softTimer = null
  /** when softTimer fires */
  let softTimerAt = Infinity
  let softRunning = false

  /** @param {Entry[]} kept */
  function afterSoftPurge(kept) {
    if (options.warm <= 0 || !options.enabled) return
    const since = now() - options.swrMs
    const asked = kept
      .filter((e) => e.askedAt > since)
      .sort((a, b) => b.hits - a.hits)
      .slice(0, options.warm)
      .filter((e) => !softDue.has(e.key)) // already waiting: its moment stays
    const window = Math.min(SOFT_PURGE_MS, options.swrMs)
    for (const { key, proto, host, url } of asked) {
      if (softDue.size >= SOFT_REFRESH_MAX) break
      const share = SOFT_REFRESH_FROM + random() * (SOFT_REFRESH_TO - SOFT_REFRESH_FROM)
      softDue.set(key, { where: { key, proto, host, url }, due: now() + Math.round(window * share) })
    }
    scheduleSoft()
  }

  function scheduleSoft() {
    if (softRunning || softDue.size === 0) return
    let first = Infinity
    for (const job of softDue.values()) first = Math.min(first, job.due)
    if (softTimer && softTimerAt <= first) return
    if (softTimer) clearTimeout(softTimer)
    softTimerAt = first
    softTimer = setTimeout(
      () => {
        softTimer = null
        softTimerAt = Infinity
        softRunning = true
        void refreshDue()
          .catch((error) => log(`page cache: refreshing list pages failed: ${error?.message ?? error}`))
          .finally(() => {
            softRunning = false
            scheduleSoft()
          })
      },
      Math.max(0, first - now()),
    )
    softTimer.unref?.()
  }

  /** Renders the list pages whose moment has come, one at a time (see above). */
  async function refreshDue() {
    for (;;) {
      /** @type {{ where: Where, due: number } | null} the job whose moment came first, if it has come */
      let due = null
      for (const job of softDue.values()) if (job.due <= now() && (!due || job.due < due.due)) due = job
      if (!due) return
      softDue.delete(due.where.key)
      // the page held now (a render a later purge overtook may have replaced the one kept), while it is stale
      const heldStale = () => {
        const held = store.peek(due.where.key)
        const stale = held && entryState(held, now(), options.ttlMs, options.swrMs) === 'stale'
        return stale && !fills.filling(due.where.key) ? held : null
      }
      const first = heldStale()
      if (!first) continue
      const endsAt = first.storedAt + options.ttlMs + options.swrMs
      while (!backgroundFree() && now() < endsAt) await pause()
      const held = heldStale()
      if (!held) continue
      const result = await fill(due.where, warmHeaders(due.where))
      if (!result.ok || !result.entry) continue
      counters.softRefreshed++
      result.entry.hits += held.hits
      result.entry.askedAt = Math.max(result.entry.askedAt, held.askedAt)
    }
  }

  /** @param {string} tenantId @param {Entry[]} entries @param {number} seq @param {boolean} popularToo */
  async function warm(tenantId, entries, seq, popularToo) {
    if (options.warm <= 0 || !options.enabled) return
    const byKey = new Map()
    for (const e of entries.sort((a, b) => b.hits - a.hits)) if (!byKey.has(e.key)) byKey.set(e.key, e)
    /** @type {Where[]} */
    const jobs = [...byKey.values()]
      .slice(0, options.warm)
      .map(({ key, proto, host, url }) => ({ key, proto, host, url }))
    const popular = popularToo ? (warmPaths ?? WARM_PATHS.get()) : undefined
    if (popular) {
      const app = await popular(Number(tenantId)).catch(() => null)
      if (app) {
        const seenHost = jobs[0]
        const proto = seenHost?.proto ?? app.proto
        const host = seenHost?.host ?? app.host
        for (const path of app.paths) {
          const key = cacheKey(proto, host, path)
          if (!jobs.some((j) => j.key === key)) jobs.push({ key, proto, host, url: path })
        }
      }
    }
    const stillCurrent = () => !ledger.tenantPurgedSince(tenantId, seq)
    let next = 0
    const worker = async () => {
      while (next < jobs.length && stillCurrent()) {
        const job = /** @type {Where} */ (jobs[next++])
        if (store.get(job.key)) continue
        while (!backgroundFree()) await pause()
        if (store.get(job.key) || !stillCurrent()) continue
        const result = await fill(job, warmHeaders(job))
        if (result.ok && result.entry) counters.warmed++
      }
    }
    await Promise.all([worker(), worker()])
  }

  // --- a tenant's first visit ---

  /** Tenants whose first visit since this server started has started their warming. @type {Set<string>} */
  const firstVisits = new Set()
  /** The first-visit warmings, one tenant after another. */
  let firstVisitChain = Promise.resolve()

  /**
   * A tenant's first page answered since this server started (a HIT, a STALE or a stored MISS) starts its warming on
   * the host and protocol that page was asked on — the address its shoppers use, whatever its primary domain says —
   * so the shoppers after a restart or a deploy do not each pay for a render: its popular pages (warmPaths), then up
   * to options.bootWarm of its car pages, newest first. One tenant at a time, `concurrency` renders at once, each
   * started only while a render slot is free with nobody queued (a shopper's page goes first), skipping what is cached,
   * until the cache holds BOOT_WARM_SHARE of its bytes. onWarmed hears how it went.
   * @param {Entry} entry
   */
  function firstVisit(entry) {
    if (!options.enabled || options.bootWarm === null || firstVisits.has(entry.tenantId)) return
    firstVisits.add(entry.tenantId)
    const { tenantId, proto, host } = entry
    firstVisitChain = firstVisitChain
      .then(() => warmTenant(tenantId, proto, host))
      .then(
        (result) => {
          // the app could not say (a worker restarting): the tenant's next visit asks again
          if (result.stopped === NO_ANSWER) firstVisits.delete(tenantId)
          onWarmed?.(result)
        },
        (error) => {
          firstVisits.delete(tenantId)
          log(`page cache: warming ${host} failed: ${error?.message ?? error}`)
        },
      )
  }

  /**
   * Renders a tenant's popular pages and car pages on one host (see firstVisit).
   * @param {string} tenantId @param {string} proto @param {string} host
   * @returns {Promise<WarmResult>}
   */
  async function warmTenant(tenantId, proto, host) {
    const started = Date.now()
    const pathsOf = warmPaths ?? WARM_PATHS.get()
    const app =
      typeof pathsOf === 'function' ? await pathsOf(Number(tenantId), { vehicles: options.bootWarm ?? 0 }) : null
    /** @type {Where[]} */
    const jobs = app
      ? [...app.paths, ...(app.vehiclePaths ?? [])].map((url) => ({
          key: cacheKey(proto, host, url),
          proto,
          host,
          url,
        }))
      : []
    const budget = options.maxBytes * BOOT_WARM_SHARE
    let next = 0
    let warmed = 0
    let stopped = /** @type {string | null} */ (app ? null : NO_ANSWER)
    const worker = async () => {
      while (next < jobs.length && !stopped) {
        if (store.bytes >= budget) {
          stopped = `the cache is ${Math.round(BOOT_WARM_SHARE * 100)} % full`
          break
        }
        const job = /** @type {Where} */ (jobs[next++])
        if (store.get(job.key) || fills.filling(job.key)) continue
        while (!backgroundFree()) await pause()
        const result = await fill(job, warmHeaders(job))
        if (result.ok && result.entry) {
          warmed++
          counters.bootWarmed++
        }
      }
    }
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
    return { host, pages: jobs.length, warmed, ms: Date.now() - started, stopped }
  }

  return { afterPurge, afterSoftPurge, cancel, firstVisit, stats: () => ({ ...counters }) }
}
