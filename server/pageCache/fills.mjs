// Filling the cache from the app: one render per key at a time (the requests for a key that is being rendered wait
// for that one render), through the render limiter, within FILL_TIMEOUT_MS, stored when the answer may be and no
// purge of its tenant came while it rendered. A render is a loopback GET to this same server, marked as a fill with
// the edge secret (FILL_HEADER) so the server hands it straight to Next. With `renderDeps` each render carries a
// number, and the stored page keeps the cache tags its render read (renderDeps.mjs), for precise purges (purge.mjs).
import http from 'node:http'

import { SOFT_PURGE_MS } from '../../src/lib/purgeScope.mjs'
import { edgeSecret } from '../edge.mjs'

import { HOP_BY_HOP, buildEntry, chooseEncoding } from './entries.mjs'
import { FILL_ID_HEADER } from './renderDeps.mjs'
import {
  FILL_HEADER,
  NOT_FOUND_PAGE_HEADER,
  clientDrawn404,
  headerText,
  notFoundPath,
  safeEqual,
  storableResponse,
} from './keys.mjs'

export const FILL_TIMEOUT_MS = 10_000
/** A fill answer larger than this is passed on but never stored. */
export const MAX_ENTRY_BYTES = 8 * 1024 * 1024

/**
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {import('node:http').OutgoingHttpHeaders} Headers
 * @typedef {{ key: string, proto: string, host: string, url: string }} Where  a key and the address it stands for
 * @typedef {{ status: number, headers: Headers, body: Buffer, deps?: ReadonlySet<string> | null }} Answer
 * @typedef {{ ok: true, entry: Entry | null, answer: Answer, shared?: boolean, stale?: boolean, softened?: boolean }
 *   | { ok: false, status: 502 | 503 | 504 }} FillResult  `shared`: the fleet's copy (shared.mjs), not rendered here;
 *   `stale`: the fleet's copy past its freshness or softly purged by a stock feed (shared.mjs `read`), to be answered
 *   as such and rendered again; `softened`: a render a stock feed's soft purge overtook, kept stale (see keep)
 * @typedef {{ staleFromFleet?: boolean }} FillOptions  `staleFromFleet`: a shopper waits, and the fleet's stale copy
 *   answers them (STALE) rather than a render; a background refresh renders
 * @typedef {(where: { proto: string, host: string, url: string }, headers: Headers) => Promise<Answer>} Request
 * @typedef {{ run: <T>(job: () => Promise<T>) => Promise<T>, running: number, waiting: number, free?: number }} Limiter
 *
 * @typedef {object} FillsInput
 * @property {() => ({ host: string, port: number } | { socketPath: string })} target where the loopback goes
 * @property {Request} [request] the loopback request (default: an HTTP GET to `target`)
 * @property {Limiter} [limiter] bounds the renders (upstream.mjs createLimiter; a BusyError → 503)
 * @property {Pick<import('./store.mjs').PageStore, 'get' | 'set' | 'keepModified' | 'delete'>} store
 * @property {Pick<import('./purge.mjs').PurgeLedger, 'sequence' | 'purgedSince' | 'softPurgedAt'>} ledger purges
 *   (purge.mjs): a render a purge since it started concerns is not stored; one only a stock feed's soft purge of its
 *   lists overtook is stored stale
 * @property {import('./renderDeps.mjs').RenderDepsRegistry} [renderDeps] what each render read (absent: not known)
 * @property {import('./shared.mjs').SharedPages | null} [shared] the fleet's tier: asked before rendering, given what
 *   is rendered, and the lock that makes one render per page across the fleet
 * @property {(staleForMs: number) => number} [staleStoredAt] the time of storing that keeps a page stale here for
 *   `staleForMs` more (pageCache.mjs); without it the fleet's stale copies are not taken
 * @property {() => number} now
 * @property {(message: string) => void} log
 *
 * @typedef {object} Fills
 * @property {(where: Where, headers: Headers, options?: FillOptions) => Promise<FillResult>} fill one render of a key
 *   (single flight)
 * @property {Request} loopback a GET to this server (the search shell asks the state route with it)
 * @property {(key: string) => boolean} filling whether a render of this key is under way
 * @property {() => number} inflight renders under way (distinct keys)
 * @property {() => number} pending renders running or queued (the limiter's, else the keys under way)
 * @property {() => boolean} slotFree whether a render started now would start at once and keep no shopper waiting
 * @property {() => { fills: number, failedFills: number, sharedFills: number, sharedStaleFills: number,
 *   softenedFills: number }} stats `softenedFills`: renders a soft purge overtook, kept stale
 */

/**
 * Whether a request is this server's own fill (the edge secret, compared in constant time).
 * @param {{ headers: Record<string, unknown> }} req
 */
export const isFill = (req) => safeEqual(req.headers[FILL_HEADER], edgeSecret())

/** The fill's request headers: the original's, without conditionals and hop-by-hop ones. @param {Headers} headers */
export function fillHeaders(headers) {
  /** @type {Headers} */
  const out = {}
  for (const [name, value] of Object.entries(headers)) {
    const n = name.toLowerCase()
    if (HOP_BY_HOP.has(n) || n === 'if-none-match' || n === 'if-modified-since' || n === 'range' || n === 'if-range')
      continue
    if (n.startsWith('x-dp-') && n !== 'x-dp-edge') continue
    out[n] = value
  }
  out['accept-encoding'] = 'identity'
  out[FILL_HEADER] = edgeSecret()
  return out
}

/**
 * A loopback GET to `target`, the whole body read, given up after FILL_TIMEOUT_MS (code FILL_TIMEOUT).
 * @param {FillsInput['target']} target @returns {Request}
 */
function httpRequest(target) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })
  return (where, headers) =>
    new Promise((resolve, reject) => {
      const t = target()
      const req = http.request(
        { ...t, agent, method: 'GET', path: where.url, headers, timeout: FILL_TIMEOUT_MS },
        (res) => {
          /** @type {Buffer[]} */
          const chunks = []
          let length = 0
          res.on('data', (chunk) => {
            length += chunk.length
            chunks.push(chunk)
          })
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks, length) }),
          )
          res.on('error', reject)
        },
      )
      req.on('timeout', () => req.destroy(Object.assign(new Error('fill timed out'), { code: 'FILL_TIMEOUT' })))
      req.on('error', reject)
      req.end()
    })
}

/** @param {FillsInput} input @returns {Fills} */
export function createFills({ target, request, limiter, store, ledger, now, log, renderDeps, shared, staleStoredAt }) {
  const loopback = request ?? httpRequest(target)
  /**
   * A render, with what it read when renderDeps knows it.
   * @param {Where} where @param {Headers} headers @returns {Promise<Answer>}
   */
  const ask = (where, headers) => {
    if (!renderDeps) return loopback(where, headers)
    const id = renderDeps.next()
    return loopback(where, { ...headers, [FILL_ID_HEADER]: id }).then(
      async (answer) => ({ ...answer, deps: await renderDeps.wait(id) }),
      (error) => {
        renderDeps.forget(id)
        throw error
      },
    )
  }
  /** @type {Map<string, Promise<FillResult>>} */
  const inflight = new Map()
  const counters = { fills: 0, failedFills: 0, sharedFills: 0, sharedStaleFills: 0, softenedFills: 0 }

  /** @param {Where} where @param {Headers} headers @param {FillOptions} [options] @returns {Promise<FillResult>} */
  function fill(where, headers, { staleFromFleet = false } = {}) {
    const pending = inflight.get(where.key)
    if (pending) return pending
    const startedSeq = ledger.sequence()
    counters.fills++
    /**
     * Whether the page may be kept: null when a purge since the fill started concerns it (it may show data from before
     * the edit), else whether a stock feed's soft purge of its lists came meanwhile — then it is kept as stale as that
     * purge would have left it, had it been stored before (answerable for what is left of SOFT_PURGE_MS after it,
     * rendered again behind its answers), or not at all when that is past.
     * @param {Entry} entry @returns {boolean | null}
     */
    const keep = (entry) => {
      if (ledger.purgedSince(entry.tenantId, startedSeq, entry.deps)) return null
      const softAt = ledger.softPurgedAt(startedSeq, entry.deps)
      if (softAt === null) return false
      const left = SOFT_PURGE_MS - (now() - softAt)
      if (!staleStoredAt || left <= 0) return null
      entry.storedAt = Math.min(entry.storedAt, staleStoredAt(left))
      return true
    }
    const timeout = new Promise((resolve) => {
      const timer = setTimeout(() => resolve(/** @type {FillResult} */ ({ ok: false, status: 504 })), FILL_TIMEOUT_MS)
      timer.unref?.()
    })
    // a 404 Next left for the browser to draw: the tenant's 404 page rendered as a page at the same address, sent 404
    const render = () =>
      ask(where, fillHeaders(headers)).then((answer) =>
        clientDrawn404(answer)
          ? ask(where, { ...fillHeaders(headers), [NOT_FOUND_PAGE_HEADER]: notFoundPath(where.url) }).then(
              (page) =>
                page.status === 200 && /^text\/html\b/i.test(headerText(page.headers['content-type']))
                  ? { ...page, status: 404 }
                  : answer,
              () => answer,
            )
          : answer,
      )
    /** @param {number | null} startedAt Redis's time when the render started (the fleet's tier), else null */
    const rendered = (startedAt) =>
      (limiter ? limiter.run(render) : render()).then(
        async (answer) => {
          const tenantId = storableResponse(answer)
          let entry = null
          if (tenantId && answer.body.length <= MAX_ENTRY_BYTES) {
            entry = await buildEntry({
              ...where,
              tenantId,
              status: answer.status,
              headers: answer.headers,
              body: answer.body,
              now: now(),
              withGzip: chooseEncoding(headers['accept-encoding']) === 'gzip',
              deps: answer.deps ?? null,
            })
            // a purge while it rendered of what it read: the render may have read the data before the edit
            const kept = keep(entry)
            if (kept !== null) {
              store.set(entry)
              if (shared) await shared.put(entry, startedAt)
              if (kept) {
                counters.softenedFills++
                return /** @type {FillResult} */ ({ ok: true, entry, answer, softened: true })
              }
            } else store.keepModified(entry) // answered, not kept: unchanged content keeps its Last-Modified
          } else {
            // the page is no longer storable (unpublished, moved, failing): a stale copy must not outlive it
            store.delete(where.key)
          }
          return /** @type {FillResult} */ ({ ok: true, entry, answer })
        },
        (error) => {
          log(`page cache: fill of ${where.key} failed: ${error?.message ?? error}`)
          const status = error?.code === 'FILL_TIMEOUT' ? 504 : error?.code === 'FILL_BUSY' ? 503 : 502
          return /** @type {FillResult} */ ({ ok: false, status })
        },
      )
    /**
     * The fleet's copy, kept here too unless a purge this instance knows of came since; a stale one (`staleForMs`:
     * how much longer it may be answered) is kept as stale as it is.
     * @param {Entry} found @param {number | null} [staleForMs]
     */
    const fromFleet = (found, staleForMs = null) => {
      const stale = staleForMs !== null && staleStoredAt !== undefined
      counters[stale ? 'sharedStaleFills' : 'sharedFills']++
      const entry = stale ? { ...found, storedAt: staleStoredAt(staleForMs) } : found
      if (keep(entry) !== null) store.set(entry)
      const answer = { status: entry.status, headers: entry.headers, body: entry.body }
      return /** @type {FillResult} */ ({ ok: true, entry, answer, shared: true, ...(stale ? { stale } : {}) })
    }
    // with the fleet's tier: its valid copy, else one render across the fleet (the others wait for it), else render
    const run = shared
      ? (async () => {
          const found = await shared.read(where.key)
          if (found && !found.stale) return fromFleet(found.entry)
          if (found && staleFromFleet && staleStoredAt) return fromFleet(found.entry, found.staleForMs)
          if (!(await shared.lock(where.key))) {
            const theirs = await shared.waitFor(where.key)
            if (theirs) return fromFleet(theirs)
          }
          try {
            return await rendered(await shared.clock())
          } finally {
            shared.unlock(where.key)
          }
        })()
      : rendered(null)
    const result = /** @type {Promise<FillResult>} */ (Promise.race([run, timeout])).then((r) => {
      if (!r.ok) counters.failedFills++
      return r
    })
    inflight.set(where.key, result)
    result.finally(() => {
      if (inflight.get(where.key) === result) inflight.delete(where.key)
    })
    return result
  }

  return {
    fill,
    loopback,
    filling: (key) => inflight.has(key),
    inflight: () => inflight.size,
    pending: () => (limiter ? limiter.running + limiter.waiting : inflight.size),
    slotFree: () => !limiter || (limiter.free ?? 1) > 0,
    stats: () => ({ ...counters }),
  }
}
