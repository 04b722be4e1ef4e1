// The search shell served from the cache (searchShell.mjs makes the page): an uncached search address, while renders
// are busy (or always, by mode), is answered with its landing page's cached copy and the address's data, asked of a
// worker over IPC or its GET /api/search/state. The addresses so answered are rendered later (idleFills.mjs).
//   landing(req, seen, host, url) → the landing entry to shell with, its render, or null (render the address)
//   send(req, res, seen, host, url, landing) → whether a shell was sent
import zlib from 'node:zlib'

import {
  SEARCH_PATH_HEADER,
  SHELL_HEADER,
  fillShell,
  isSearchPath,
  isShellData,
  shellTemplate,
} from '../searchShell.mjs'

import { chooseEncoding, entryState, rehashCsp } from './entries.mjs'
import { fillHeaders } from './fills.mjs'
import { createIdleFills } from './idleFills.mjs'
import { STATUS_HEADER, cacheKey, safeEqual } from './keys.mjs'

/** Uncached search addresses asked for this close together are a burst: answered with shells (searchShell.mjs). */
export const SEARCH_BURST_MS = 50
/** The quiet spell after the last search shell before the addresses it answered are rendered in the background. */
export const IDLE_FILL_QUIET_MS = 2000

/**
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 *
 * @typedef {object} ShellsInput
 * @property {{ mode: import('../searchShell.mjs').ShellMode, token: string | null }} shell the mode, and the token
 *   whose header forces a shell (searchShell.mjs shellMode, shellToken)
 * @property {{ ttlMs: number, swrMs: number }} freshness a landing page past both is not used
 * @property {{ get: (key: string) => Entry | undefined, resized: (entry: Entry) => void }} store
 * @property {Pick<import('./fills.mjs').Fills, 'fill' | 'filling' | 'loopback' | 'pending'>} fills
 * @property {(input: { host: string, path: string, search: string }) => Promise<unknown>} [searchState] a shell's
 *   data from a worker over IPC (upstream.mjs edgeIpc); without it, or when it answers null, the state route
 * @property {{ run: <T>(job: () => Promise<T>) => Promise<T> }} [stateLimiter] bounds those questions
 * @property {() => boolean} writing whether a write passed to Next is under way (background renders wait)
 * @property {() => boolean} backgroundFree whether a background render may start now
 * @property {() => number} now
 *
 * @typedef {object} Shells
 * @property {(req: Req, seen: { proto: string }, host: string, url: string) =>
 *   Entry | Promise<Entry | null> | null} landing
 * @property {(req: Req, res: Res, seen: { proto: string }, host: string, url: string, landing: Entry) =>
 *   Promise<boolean>} send
 * @property {() => { shells: number, shellDataViaIpc: number, idleFills: number, repeatFills: number }} stats
 */

/** @param {ShellsInput} input @returns {Shells} */
export function createShells({
  shell,
  freshness,
  store,
  fills,
  searchState,
  stateLimiter,
  writing,
  backgroundFree,
  now,
}) {
  const counters = { shells: 0, shellDataViaIpc: 0 }
  /** Uncached search addresses being answered with a shell right now. */
  let shellsInProgress = 0
  /** Whether answering another uncached search with a render would wait behind others: renders or shells under way. */
  const busy = () => shellsInProgress > 0 || fills.pending() > 0
  /** When the last uncached search address was asked for: another within SEARCH_BURST_MS is a burst. */
  let lastSearchMissAt = -Infinity
  /** When the last shell was sent (the background renders wait for a quiet spell after it). */
  let lastShellAt = -Infinity
  const idle = createIdleFills({
    fills,
    store,
    backgroundFree,
    quiet: () => !busy() && !writing() && now() - lastShellAt >= IDLE_FILL_QUIET_MS,
  })

  /**
   * The cached landing page to answer an uncached search address with, when the mode says a shell: the entry (checked
   * at once, so other requests keep their order), or, when the landing page is not cached, its render (one for all
   * who ask: every new address on that path then shares it), or null (no shell: the caller renders the address).
   * @type {Shells['landing']}
   */
  function landing(req, seen, host, url) {
    if (shell.mode === 'off') return null
    const q = url.indexOf('?')
    if (q === -1 || !isSearchPath(url.slice(0, q))) return null
    const forced = !!shell.token && safeEqual(req.headers[SHELL_HEADER], shell.token)
    // busy: shells or renders under way, or uncached searches arriving in a burst (ten shoppers' next addresses land
    // between the answers to their last ones, when nothing happens to be under way at that instant)
    const arrived = now()
    const burst = arrived - lastSearchMissAt < SEARCH_BURST_MS
    lastSearchMissAt = arrived
    if (!forced && shell.mode !== 'always' && !burst && !busy()) return null
    const path = url.slice(0, q)
    const key = cacheKey(seen.proto, host, path)
    const usable = (/** @type {Entry | null | undefined} */ e) =>
      e && e.status === 200 && entryState(e, now(), freshness.ttlMs, freshness.swrMs) !== 'expired' ? e : null
    const cached = usable(store.get(key))
    if (cached) return cached
    return fills
      .fill({ key, proto: seen.proto, host, url: path }, req.headers)
      .then((r) => (r.ok ? usable(r.entry) : null))
  }

  /**
   * Answers an uncached search address with its landing page's cached copy and the address's data (searchShell.mjs).
   * False: nothing was sent (the state route refused, the page is not a results page): the caller renders as usual.
   * @type {Shells['send']}
   */
  async function send(req, res, seen, host, url, landing) {
    const q = url.indexOf('?')
    const path = url.slice(0, q)
    shellsInProgress++
    try {
      const data = await shellData(req, seen, host, path, url.slice(q + 1))
      if (!isShellData(data)) return false
      // the landing page cut once where shells differ, kept with its entry (a purge drops both)
      if (landing.shell === undefined) {
        landing.shell = shellTemplate(landing.body.toString('utf8'))
        if (landing.shell) {
          landing.size += landing.shell.parts.reduce((n, p) => n + 3 * p.length, 0)
          store.resized(landing)
        }
      }
      if (!landing.shell) return false
      const { body, hashes } = fillShell(landing.shell, data)
      const encoding = chooseEncoding(req.headers['accept-encoding'])
      // a page sent once: the fastest settings (brotli 0: 0.16 ms for 86 KB → 18 KB, where 4 takes 0.8 ms for 15 KB;
      // stored pages use 5, once), in this thread (the thread pool's round trip cost more than the compression)
      const sent =
        encoding === 'br'
          ? zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 0,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              },
            })
          : encoding === 'gzip'
            ? zlib.gzipSync(body, { level: 1 })
            : body
      /** @type {import('node:http').OutgoingHttpHeaders} */
      const headers = { ...landing.headers, 'cache-control': 'no-store', [STATUS_HEADER]: 'SHELL' }
      delete headers.etag
      const csp = headers['content-security-policy']
      if (typeof csp === 'string') headers['content-security-policy'] = rehashCsp(csp, '', hashes)
      if (encoding !== 'identity') headers['content-encoding'] = encoding
      headers['content-length'] = String(sent.length)
      counters.shells++
      lastShellAt = now()
      res.writeHead(200, headers)
      if (req.method === 'HEAD') res.end()
      else res.end(sent)
      idle.shelled({ key: cacheKey(seen.proto, host, url), proto: seen.proto, host, url }, req.headers)
      return true
    } finally {
      shellsInProgress--
    }
  }

  /** Shell data being asked for, by address: the shells of one address asked for at once share one answer. */
  /** @type {Map<string, Promise<unknown>>} */
  const stateInflight = new Map()

  /**
   * A search address's shell data (see fetchShellData), one question per address at a time, through `stateLimiter`
   * when there is one: at most so many at once, so a burst of new addresses does not crowd out what else the workers
   * do (an enquiry); past its queue or wait, null (no shell: the address is rendered, or the shopper told to retry).
   * @param {Req} req @param {{ proto: string }} seen @param {string} host @param {string} path @param {string} search
   * @returns {Promise<unknown>}
   */
  function shellData(req, seen, host, path, search) {
    const key = cacheKey(seen.proto, host, `${path}?${search}`)
    const pending = stateInflight.get(key)
    if (pending) return pending
    const ask = () => fetchShellData(req, seen, host, path, search)
    const answer = (stateLimiter ? stateLimiter.run(ask) : ask())
      .catch(() => null)
      .finally(() => {
        if (stateInflight.get(key) === answer) stateInflight.delete(key)
      })
    stateInflight.set(key, answer)
    return answer
  }

  /**
   * A search address's shell data: from a worker over IPC (`searchState`: the app's searchShellData, no HTTP), else
   * from its GET /api/search/state. Null when there is none (a 404/400 from the app, a failure): no shell.
   * @param {Req} req @param {{ proto: string }} seen @param {string} host @param {string} path @param {string} search
   * @returns {Promise<unknown>}
   */
  async function fetchShellData(req, seen, host, path, search) {
    const viaIpc = searchState ? await searchState({ host, path, search }).catch(() => null) : null
    if (viaIpc && typeof viaIpc === 'object') {
      const answer = /** @type {{ ok?: boolean, data?: unknown }} */ (viaIpc)
      if (answer.ok) counters.shellDataViaIpc++
      return answer.ok ? answer.data : null
    }
    try {
      const answer = await fills.loopback(
        { proto: seen.proto, host, url: `/api/search/state?${search}` },
        { ...fillHeaders(req.headers), accept: 'application/json', [SEARCH_PATH_HEADER]: path },
      )
      return answer.status === 200 ? JSON.parse(answer.body.toString('utf8')) : null
    } catch {
      return null
    }
  }

  return { landing, send, stats: () => ({ ...counters, ...idle.stats() }) }
}
