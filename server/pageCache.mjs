// The edge page cache: site pages served from this process's memory, in front of Next.
//
// A page whose HTML does not depend on who is looking is rendered by Next once per tenant change and then answered
// from memory; a hit never enters Next (the proxy, the router and React stay asleep). server/server.mjs asks
// `serve(req, res)` for every request after canonicalise():
//   BYPASS  not a cacheable request (cacheableRequest: API, admin host, client navigation, draft mode…) → Next as ever
//   HIT     a fresh entry (younger than PAGE_CACHE_TTL_S)
//   STALE   an entry past its TTL but inside PAGE_CACHE_SWR_S: served, and refreshed once in the background; or, no
//           entry here, the fleet's copy in the same state (or softly purged by a stock feed), refreshed the same way
//   SHARED  no entry here, the fleet's copy (with REDIS_URL: pageCache/shared.mjs), kept here from then on
//   MISS    no entry: the first request fills it with a loopback request to this same server (marked x-dp-fill with
//           the edge secret, so the server hands it straight to Next); concurrent requests for the key wait for that
//           one render. Stored only when storableResponse() says so (200 HTML, no Set-Cookie, and the marker header
//           `x-dp-page-cache: <tenantId>` src/proxy.ts adds to the pages of a tenant's site).
// The Content-Security-Policy of a stored page names the SHA-256 of each inline script the render produced instead
// of the render's nonce (hashCsp): only those exact scripts run, and nothing of one request reaches another.
// Purge: purgeTags(tags) (a precise tag drops the pages that read it, others their tenant's; a stock feed's purge of the
// list pages keeps them, stale, for up to SOFT_PURGE_MS while they are rendered again: src/lib/purgeScope.mjs),
// purgeTenant(id) / purgeAll(), reachable from the app in the same process through PAGE_CACHE
// (src/lib/edgeContract.mjs; src/lib/pageCachePurge.ts); after a tenant purge the keys it held that shoppers asked for
// most, plus the app's popular paths (WARM_PATHS in src/lib/edgeContract.mjs), are filled again in the background.
// PAGE_CACHE=off: everything BYPASS. See docs/architecture/edge-and-page-cache.md "Page cache".
//
// This file puts the parts together and answers requests (serve, passThrough); each job is a module in pageCache/:
//   keys.mjs       which requests may be answered from the cache, their key, which answers may be stored
//   entries.mjs    a stored entry: its headers, hash-based CSP, encodings and ETags; how fresh it is
//   store.mjs      the memory: an LRU bounded by bytes
//   fills.mjs      renders from the app: one per key at a time, through the render limiter, within a timeout
//   purge.mjs      purges, and the ledger that keeps a render from before an edit out of the cache
//   warming.mjs    background renders after a purge and on a tenant's first visit
//   shells.mjs     the search shell (idleFills.mjs: the shelled addresses rendered later)
//   send.mjs       what is written to the client: an entry, an answer passed on, the edge's error page
import { PAGE_CACHE } from '../src/lib/edgeContract.mjs'
import { SOFT_PURGE_MS } from '../src/lib/purgeScope.mjs'
import { shellMode, shellToken } from './searchShell.mjs'

import { entryState } from './pageCache/entries.mjs'
import { createFills, isFill } from './pageCache/fills.mjs'
import { FILL_HEADER, cacheKey, cacheableRequest, headerText } from './pageCache/keys.mjs'
import { createPurges, isRead } from './pageCache/purge.mjs'
import { createSendEntry, hideMarkers, sendAnswer, sendError } from './pageCache/send.mjs'
import { createShells } from './pageCache/shells.mjs'
import { PageStore } from './pageCache/store.mjs'
import { createWarming } from './pageCache/warming.mjs'

/**
 * Over how long the pages held when the shared state comes back go stale (staleAll): each at a random moment in it, so
 * the instance refreshes them as shoppers ask, not all at once.
 */
export const RESYNC_SPREAD_MS = 30_000

/** How long a write (POST, PATCH…) holds background renders back at most (a slow upload must not stop them). */
export const WRITE_FIRST_MS = 2000

/**
 * @typedef {{ enabled: boolean, maxBytes: number, ttlMs: number, swrMs: number, warm: number, bootWarm: number | null }} PageCacheOptions
 */

/**
 * PAGE_CACHE, PAGE_CACHE_MAX_MB, PAGE_CACHE_TTL_S, PAGE_CACHE_SWR_S, PAGE_CACHE_WARM, PAGE_CACHE_BOOT_WARM → options
 * (bad values: defaults). bootWarm: the car pages per tenant the warming at start fills after the popular pages
 * (default 1000), or null: no warming at start (PAGE_CACHE_BOOT_WARM=off).
 * @param {Record<string, string | undefined>} env
 */
export function pageCacheOptions(env = process.env) {
  /** @param {string | undefined} v @param {number} fallback */
  const num = (v, fallback) => {
    const n = Number(v)
    return v !== undefined && v !== '' && Number.isFinite(n) && n >= 0 ? n : fallback
  }
  return {
    enabled: !/^(off|0|false|no)$/i.test(String(env.PAGE_CACHE ?? '').trim()),
    maxBytes: Math.max(1, num(env.PAGE_CACHE_MAX_MB, 128)) * 1024 * 1024,
    ttlMs: num(env.PAGE_CACHE_TTL_S, 60) * 1000,
    swrMs: num(env.PAGE_CACHE_SWR_S, 300) * 1000,
    warm: Math.floor(num(env.PAGE_CACHE_WARM, 24)),
    bootWarm: /^(off|false|no)$/i.test(String(env.PAGE_CACHE_BOOT_WARM ?? '').trim())
      ? null
      : Math.floor(num(env.PAGE_CACHE_BOOT_WARM, 1000)),
  }
}

/**
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

/**
 * The cache as the server uses it.
 * @param {{
 *   handle: (req: Req, res: Res) => void,
 *   target: () => ({ host: string, port: number } | { socketPath: string }),
 *   adminHosts: Set<string>,
 *   options?: PageCacheOptions,
 *   now?: () => number,
 *   log?: (message: string) => void,
 *   request?: import('./pageCache/fills.mjs').Request,
 *   limiter?: import('./pageCache/fills.mjs').Limiter,
 *   barrier?: () => Promise<void>,
 *   warmPaths?: import('../src/lib/edgeContract.mjs').WarmPaths,
 *   warmConcurrency?: number,
 *   warmPollMs?: number,
 *   onWarmed?: (result: import('./pageCache/warming.mjs').WarmResult) => void,
 *   shell?: { mode?: import('./searchShell.mjs').ShellMode, token?: string | null },
 *   searchState?: (input: { host: string, path: string, search: string }) => Promise<unknown>,
 *   stateLimiter?: { run: <T>(job: () => Promise<T>) => Promise<T> },
 *   renderDeps?: import('./pageCache/renderDeps.mjs').RenderDepsRegistry,
 *   shared?: import('./pageCache/shared.mjs').SharedPages | null,
 * }} input
 * `limiter` bounds the renders (server/upstream.mjs createLimiter; a BusyError → a stale copy or 503);
 * `barrier` resolves once every purge the app sent before it has arrived (the worker's IPC, see purge.mjs afterWrite);
 * `warmPaths` the app's popular paths (default: WARM_PATHS, the app in this process);
 * `warmConcurrency` the renders at once of a tenant's warming on its first visit (default 2), `warmPollMs` how often it
 * looks for a free render slot (default 20), `onWarmed` hears how each such warming went (warming.mjs firstVisit);
 * `shell` the search shell's mode and token (default: PAGE_CACHE_SEARCH_SHELL and PAYLOAD_SECRET; searchShell.mjs);
 * `searchState` a shell's data from a worker over IPC (server/upstream.mjs edgeIpc; without it, or when it answers
 * null, the edge asks a worker's GET /api/search/state), `stateLimiter` bounds those questions (createLimiter);
 * `renderDeps` hears from the workers what each fill's render read (pageCache/renderDeps.mjs; without it every stored
 * page counts as reading everything of its tenant); `shared` the fleet's tier (pageCache/shared.mjs), null without one.
 */
export function createPageCache({
  handle,
  target,
  adminHosts,
  options = pageCacheOptions(),
  now = Date.now,
  log,
  request,
  limiter,
  barrier,
  warmPaths,
  warmConcurrency = 2,
  warmPollMs = 20,
  onWarmed,
  shell,
  searchState,
  stateLimiter,
  renderDeps,
  shared = null,
}) {
  const logLine = log ?? ((m) => console.warn(m))
  const store = new PageStore({ maxBytes: options.maxBytes })
  const counters = { hit: 0, stale: 0, miss: 0, shared: 0, bypass: 0 }
  /** Writes (an enquiry, an admin save) passed to Next and not answered yet, each counted for WRITE_FIRST_MS at most. */
  let writesInFlight = 0
  const writing = () => writesInFlight > 0

  /**
   * The time of storing that leaves a page stale for `forMs` more, never longer than the cache's own
   * stale-while-revalidate (with none, a soft purge drops its pages as a plain one would). A soft purge leaves a list
   * page stale for SOFT_PURGE_MS; the fleet's softly purged copy for what is left of that window.
   * @param {number} forMs
   */
  const staleStoredAt = (forMs) => now() - options.ttlMs - options.swrMs + Math.min(forMs, options.swrMs)
  const purges = createPurges({
    store,
    barrier,
    onTenantPurged: (tenantId, dropped, tags) => warming.afterPurge(tenantId, dropped, tags),
    onAllPurged: () => warming.cancel(),
    onSoftened: (_tenantId, kept) => warming.afterSoftPurge(kept),
    record: shared ? (purge) => shared.purged(purge) : undefined,
    softStoredAt: () => staleStoredAt(SOFT_PURGE_MS),
  })
  const fills = createFills({
    target,
    request,
    limiter,
    store,
    ledger: purges.ledger,
    now,
    log: logLine,
    renderDeps,
    shared,
    staleStoredAt,
  })
  /**
   * Whether a background render (warming, a stale refresh, a popular search address) may start now: a slot free with
   * nobody queued, and no write under way — a write's many database round trips each wait for the worker's event
   * loop, which a render holds for tens of milliseconds at a time, so an enquiry waited seconds behind a few of them.
   */
  const backgroundFree = () => !writing() && fills.slotFree()
  const warming = createWarming({
    options,
    store,
    fills,
    ledger: purges.ledger,
    backgroundFree,
    warmPaths,
    concurrency: warmConcurrency,
    pollMs: warmPollMs,
    onWarmed,
    log: logLine,
    now,
  })
  const shells = createShells({
    shell: { mode: shell?.mode ?? shellMode(), token: shell?.token === undefined ? shellToken() : shell.token },
    freshness: options,
    store,
    fills,
    searchState,
    stateLimiter,
    writing,
    backgroundFree,
    now,
  })
  const sendEntry = createSendEntry({ store, freshness: options, now })

  /** A shopper was answered with this entry: its asks, and when (warming.mjs afterSoftPurge). @param {import('./pageCache/entries.mjs').Entry} entry */
  const asked = (entry) => {
    entry.hits++
    entry.askedAt = now()
  }

  /** Next answers, with the markers removed and x-page-cache: BYPASS. @param {Req} req @param {Res} res */
  function passThrough(req, res) {
    counters.bypass++
    purges.afterWrite(req, res)
    if (!isRead(req.method)) {
      writesInFlight++
      let counted = true
      const done = () => {
        if (counted) writesInFlight--
        counted = false
        clearTimeout(timer)
      }
      const timer = setTimeout(done, WRITE_FIRST_MS)
      timer.unref?.()
      res.once('close', done)
    }
    hideMarkers(res)
    handle(req, res)
  }

  /**
   * Answers a request (after canonicalise): from the cache, through a fill, or by passing it to Next.
   * @param {Req} req @param {Res} res @param {{ proto: string }} seen
   */
  async function serve(req, res, seen) {
    delete req.headers[FILL_HEADER]
    if (!options.enabled || !cacheableRequest(req, adminHosts)) return passThrough(req, res)
    const host = headerText(req.headers.host)
    const url = req.url ?? '/'
    const key = cacheKey(seen.proto, host, url)
    const entry = store.get(key)
    if (entry) {
      const state = entryState(entry, now(), options.ttlMs, options.swrMs)
      if (state === 'fresh') {
        asked(entry)
        counters.hit++
        warming.firstVisit(entry)
        return sendEntry(req, res, entry, 'HIT')
      }
      if (state === 'stale') {
        asked(entry)
        counters.stale++
        // refreshed in the background only when that keeps no shopper waiting (otherwise a later ask refreshes it)
        if (!fills.filling(key) && backgroundFree()) void fills.fill({ key, proto: seen.proto, host, url }, req.headers)
        warming.firstVisit(entry)
        return sendEntry(req, res, entry, 'STALE')
      }
      store.delete(key)
    }
    // an expired copy is still better than an error when the render fails or the render queue is full
    const fallback = entry
    const candidate = fallback ? null : shells.landing(req, seen, host, url)
    const landing = candidate instanceof Promise ? await candidate : candidate
    if (landing && (await shells.send(req, res, seen, host, url, landing))) return
    const leader = !fills.filling(key)
    const result = await fills.fill({ key, proto: seen.proto, host, url }, req.headers, { staleFromFleet: true })
    if (result.ok && result.stale && result.entry) {
      // the fleet's stale copy (past its freshness, or a list page a stock feed changed): answered, rendered behind it
      asked(result.entry)
      counters.stale++
      if (!fills.filling(key) && backgroundFree()) void fills.fill({ key, proto: seen.proto, host, url }, req.headers)
      return sendEntry(req, res, result.entry, 'STALE')
    }
    if (result.ok && result.shared) counters.shared++
    else counters.miss++
    if (result.ok && result.entry) {
      asked(result.entry)
      // a render a stock feed's soft purge overtook, kept stale: refreshed before its window ends, as a kept one is
      if (result.softened) warming.afterSoftPurge([result.entry])
      warming.firstVisit(result.entry)
      return sendEntry(req, res, result.entry, result.shared ? 'SHARED' : 'MISS')
    }
    if (!result.ok && fallback && (result.status === 503 || result.status === 504 || result.status === 502)) {
      counters.stale++
      return sendEntry(req, res, fallback, 'STALE')
    }
    // not storable, failed or timed out: the requester gets what the render gave; a waiter renders its own
    if (!leader && result.ok) return passThrough(req, res)
    if (result.ok) return sendAnswer(req, res, result.answer)
    return sendError(req, res, result.status)
  }

  function stats() {
    return {
      ...counters,
      ...fills.stats(),
      ...purges.stats(),
      ...warming.stats(),
      ...shells.stats(),
      ...(shared?.stats() ?? {}),
      ...(renderDeps?.stats() ?? {}),
      entries: store.size,
      bytes: store.bytes,
      maxBytes: options.maxBytes,
      inflight: fills.inflight(),
    }
  }

  /**
   * Every page held turns stale at a random moment within `spreadMs` (it may have missed purges while the purge bus
   * was away: server/server.mjs): still served, refreshed in the background on the next ask once stale, so the
   * instance re-renders gradually instead of dropping everything at once. Returns how many pages it holds.
   */
  function staleAll(spreadMs = RESYNC_SPREAD_MS, random = Math.random) {
    const at = now()
    return store.age(() => at - options.ttlMs + Math.floor(random() * spreadMs))
  }

  const { purgeTenant, purgeAll, purgeTags } = purges
  PAGE_CACHE.set({ purgeTenant, purgeAll, purgeTags, stats })

  return { serve, isFill, passThrough, purgeTenant, purgeAll, purgeTags, staleAll, stats, store, options, shared }
}
