// The edge page cache: site pages served from this process's memory, in front of Next.
//
// A page whose HTML does not depend on who is looking is rendered by Next once per tenant change and then answered
// from memory; a hit never enters Next (the proxy, the router and React stay asleep). scripts/server.mjs asks
// `serve(req, res)` for every request after canonicalise():
//   BYPASS  not a cacheable request (cacheableRequest: API, admin host, client navigation, draft mode…) → Next as ever
//   HIT     a fresh entry (younger than PAGE_CACHE_TTL_S)
//   STALE   an entry past its TTL but inside PAGE_CACHE_SWR_S: served, and refreshed once in the background
//   MISS    no entry: the first request fills it with a loopback request to this same server (marked x-dp-fill with
//           the edge secret, so the server hands it straight to Next); concurrent requests for the key wait for that
//           one render. Stored only when storableResponse() says so (200 HTML, no Set-Cookie, and the marker header
//           `x-dp-page-cache: <tenantId>` src/proxy.ts adds to the pages of a tenant's site).
// The Content-Security-Policy of a stored page names the SHA-256 of each inline script the render produced instead
// of the render's nonce (hashCsp): only those exact scripts run, and nothing of one request reaches another.
// Purge: purgeTenant(id) / purgeAll(), reachable from the app in the same process through PAGE_CACHE
// (src/lib/edgeContract.mjs; src/lib/pageCachePurge.ts); after a tenant purge the keys it held that shoppers asked for
// most, plus the app's popular paths (WARM_PATHS in src/lib/edgeContract.mjs), are filled again in the background. PAGE_CACHE=off: everything BYPASS. See docs/architecture/edge-and-page-cache.md
// "Page cache".
import crypto from 'node:crypto'
import http from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

import { PAGE_CACHE, WARM_PATHS } from '../../src/lib/edgeContract.mjs'

import { edgeSecret, hostname as hostnameOf } from './edge.mjs'
import { lateScripts } from './lateScripts.mjs'
import { inlineScripts, scriptHash, withSources } from './scriptHashes.mjs'
import {
  SEARCH_PATH_HEADER,
  SHELL_HEADER,
  isSearchPath,
  fillShell,
  isShellData,
  shellMode,
  shellTemplate,
  shellToken,
} from './searchShell.mjs'

export { inlineScripts, scriptHash }
export const FILL_HEADER = 'x-dp-fill'
/** The edge's request for the tenant's 404 page at an address that was not found (src/domain/routes.ts 'page-not-found'). */
export const NOT_FOUND_PAGE_HEADER = 'x-dp-not-found'
export const MARKER_HEADER = 'x-dp-page-cache'
export const STATUS_HEADER = 'x-page-cache'
export const MAX_URL_LENGTH = 2000
export const FILL_TIMEOUT_MS = 10_000
/** Uncached search addresses asked for this close together are a burst: answered with shells (searchShell.mjs). */
export const SEARCH_BURST_MS = 50
/** The quiet spell after the last search shell before the addresses it answered are rendered in the background. */
export const IDLE_FILL_QUIET_MS = 2000
/** A tenant's warming on its first visit fills the cache up to this share of its bytes (the rest is for the others). */
export const BOOT_WARM_SHARE = 0.5
/** Why a tenant's first-visit warming did nothing: the app gave no paths (its next visit tries again). */
const NO_ANSWER = 'the app did not answer'
/** Methods that change nothing (everything else is a write). */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** How long a write (POST, PATCH…) holds background renders back at most (a slow upload must not stop them). */
export const WRITE_FIRST_MS = 2000
/** A fill answer larger than this is passed on but never stored. */
export const MAX_ENTRY_BYTES = 8 * 1024 * 1024

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

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

// ---------------------------------------------------------------------------------------------------------------------
// Which requests, which answers

const BYPASS_PREFIXES = ['/api', '/admin', '/_next', '/demo-images', '/fonts']
const BYPASS_FILES = new Set(['/favicon.ico', '/icons.svg', '/robots.txt', '/sitemap.xml'])
const NAVIGATION_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action']

/** @param {unknown} value */
const headerText = (value) => (Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value))

/** The cookie names of a Cookie header. @param {unknown} cookie */
function cookieNames(cookie) {
  return headerText(cookie)
    .split(';')
    .map((part) => part.split('=')[0]?.trim().toLowerCase() ?? '')
    .filter(Boolean)
}

/**
 * Whether a request may be answered from the cache (else it goes straight to Next). `req`: method, url (path and
 * query) and Node's lower-case headers, after canonicalise() (Host is the effective host).
 * @param {{ method?: string, url?: string, headers: Record<string, unknown> }} req
 * @param {Set<string>} adminHosts
 */
export function cacheableRequest(req, adminHosts) {
  const method = (req.method ?? 'GET').toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return false
  const url = req.url ?? '/'
  if (!url.startsWith('/') || url.startsWith('//') || url.length > MAX_URL_LENGTH) return false
  const host = headerText(req.headers.host)
  if (!host || adminHosts.has(hostnameOf(host))) return false
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  if (BYPASS_FILES.has(path)) return false
  if (BYPASS_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return false
  if (NAVIGATION_HEADERS.some((name) => req.headers[name] !== undefined)) return false
  if (q !== -1 && new URLSearchParams(url.slice(q + 1)).has('_rsc')) return false
  const cookies = cookieNames(req.headers.cookie)
  if (cookies.includes('__prerender_bypass') || cookies.includes('payload-token')) return false
  return true
}

/**
 * The cache key: proto + host (lower-case, port kept) + path + the query with its parameters sorted.
 *   ('http', 'Harbour.localhost:3000', '/search?b=2&a=1') → 'http://harbour.localhost:3000/search?a=1&b=2'
 * @param {string} proto @param {string} host @param {string} url
 */
export function cacheKey(proto, host, url) {
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  let query = ''
  if (q !== -1) {
    const params = [...new URLSearchParams(url.slice(q + 1))]
    params.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    query = new URLSearchParams(params).toString()
  }
  return `${proto}://${host.toLowerCase()}${path}${query ? `?${query}` : ''}`
}

/**
 * A 404 whose HTML is Next's empty error document (`<html id="__next_error__">`, drawn by the browser): what Next
 * sends when a page calls notFound() (vercel/next.js#62228). Crawlers and shoppers without JavaScript see nothing.
 * @param {{ status: number, headers: Record<string, unknown>, body: Buffer }} res
 */
export function clientDrawn404(res) {
  if (res.status !== 404) return false
  if (!/^text\/html\b/i.test(headerText(res.headers['content-type']))) return false
  return res.body.subarray(0, 512).toString('latin1').includes('<html id="__next_error__"')
}

/** The path a 404 page is for, as the header carries it: '/offers/12?x=1' → '/offers/12' (at most 500 characters). @param {string} url */
export function notFoundPath(url) {
  const path = url.split('?')[0] ?? '/'
  return path.length <= 500 ? path : path.slice(0, 500)
}

/**
 * Whether an answer may be stored, and for which tenant: 200, HTML, no Set-Cookie, and the marker src/proxy.ts puts
 * on a tenant's cacheable pages. Returns the tenant id, or null.
 * @param {{ status: number, headers: Record<string, unknown> }} res
 */
export function storableResponse(res) {
  if (res.status !== 200) return null
  if (!/^text\/html\b/i.test(headerText(res.headers['content-type']))) return null
  if (res.headers['set-cookie'] !== undefined) return null
  const tenant = headerText(res.headers[MARKER_HEADER]).trim()
  return /^\d+$/.test(tenant) ? tenant : null
}

// ---------------------------------------------------------------------------------------------------------------------
// The hash-based Content-Security-Policy of a stored page

/**
 * The policy a stored page is served with: each `'nonce-…'` source replaced by the hashes of the page's inline scripts
 * (deduplicated, in order); every other source kept. A policy without a nonce is returned unchanged.
 * @param {string} csp @param {string} html
 */
export const hashCsp = (csp, html) => withSources(csp, /^'nonce-[^']*'$/, () => inlineScripts(html).map(scriptHash))

/**
 * A hash-based policy for changed HTML: the `'sha256-…'` sources of each directive that has them replaced by the
 * hashes of this HTML's inline scripts (a search shell, whose flight payload names another address), or by `hashes`
 * when the caller knows them (searchShell.mjs fillShell).
 * @param {string} csp @param {string} html @param {string[]} [hashes] 'sha256-…' values
 */
export const rehashCsp = (csp, html, hashes) =>
  withSources(csp, /^'sha256-[^']*'$/, () => hashes ?? inlineScripts(html).map(scriptHash))

// ---------------------------------------------------------------------------------------------------------------------
// Encodings

/**
 * The encoding to answer with: br, then gzip, else identity (q=0 refuses one).
 *   'gzip, deflate, br' → 'br'   'gzip' → 'gzip'   'br;q=0, gzip' → 'gzip'   '' → 'identity'
 * @param {unknown} acceptEncoding
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function chooseEncoding(acceptEncoding) {
  /** @type {Map<string, number>} */
  const q = new Map()
  for (const part of headerText(acceptEncoding).toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    if (!name) continue
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qp ? Number(qp.slice(2)) : 1
    q.set(name.trim(), Number.isFinite(value) ? value : 0)
  }
  const accepts = (/** @type {string} */ name) => (q.get(name) ?? (q.has('*') ? (q.get('*') ?? 0) : 0)) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return 'identity'
}

// ---------------------------------------------------------------------------------------------------------------------
// Entries

/**
 * @typedef {{
 *   key: string, proto: string, host: string, url: string, tenantId: string,
 *   status: number, headers: Record<string, string | string[]>,
 *   body: Buffer, gzip: Buffer | null, br: Buffer, etag: string, storedAt: number, hits: number, size: number,
 *   gzipping?: Promise<Buffer>, shell?: import('./searchShell.mjs').ShellTemplate | null
 * }} Entry
 */

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'content-length',
  'content-encoding',
  'date',
  'set-cookie',
  'etag',
  'last-modified',
  'age',
  'cache-control',
  STATUS_HEADER,
])

/** Response headers without the edge's private markers (x-dp-*). @param {import('node:http').OutgoingHttpHeaders} headers */
export function withoutMarkers(headers) {
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const out = {}
  for (const [name, value] of Object.entries(headers)) if (!name.toLowerCase().startsWith('x-dp-')) out[name] = value
  return out
}

/** gzip (level 6) of a stored body. @param {Buffer} body */
const gzipBody = (body) => gzip(body, { level: 6 })

/**
 * Builds a stored entry from a storable answer: headers without hop-by-hop ones and markers, the hash CSP, the
 * identity body compressed once with brotli 5 (every browser in use asks for br) — and with gzip 6 only when
 * `withGzip` (the first requester asked for gzip): otherwise the first gzip request compresses it (ensureGzip), so a
 * page only ever asked for once (a search state) costs one compression, not two — and a strong ETag.
 * @param {{ key: string, proto: string, host: string, url: string, tenantId: string, status: number,
 *   headers: import('node:http').OutgoingHttpHeaders, body: Buffer, now: number, withGzip?: boolean }} input
 * @returns {Promise<Entry>}
 */
export async function buildEntry({ key, proto, host, url, tenantId, status, headers, body, now, withGzip = true }) {
  // the framework's scripts are asked for once the page can paint (lateScripts.mjs)
  const answered = body.toString('utf8')
  const html = lateScripts(answered)
  const page = html === answered ? body : Buffer.from(html, 'utf8')
  /** @type {Record<string, string | string[]>} */
  const kept = {}
  for (const [rawName, value] of Object.entries(withoutMarkers(headers))) {
    const name = rawName.toLowerCase()
    if (HOP_BY_HOP.has(name) || value === undefined) continue
    kept[name] = Array.isArray(value) ? value.map(String) : String(value)
  }
  const csp = kept['content-security-policy']
  if (typeof csp === 'string') kept['content-security-policy'] = hashCsp(csp, html)
  const vary = headerText(kept.vary)
  if (!/\baccept-encoding\b/i.test(vary)) kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
  const [gz, br] = await Promise.all([
    withGzip ? gzipBody(page) : null,
    brotli(page, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  ])
  const etag = `"${crypto.createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`
  const headerBytes = JSON.stringify(kept).length
  return {
    key,
    proto,
    host,
    url,
    tenantId,
    status,
    headers: kept,
    body: page,
    gzip: gz,
    br,
    etag,
    storedAt: now,
    hits: 0,
    size: page.length + (gz?.length ?? 0) + br.length + headerBytes + key.length + 256,
  }
}

/**
 * The entry's gzip body, compressed on first use when it was stored without (one compression however many ask at
 * once); `onSized` is told the entry grew (the store recounts its bytes).
 * @param {Entry} entry @param {(entry: Entry) => void} [onSized] @returns {Promise<Buffer>}
 */
export function ensureGzip(entry, onSized) {
  if (entry.gzip) return Promise.resolve(entry.gzip)
  entry.gzipping ??= gzipBody(entry.body).then((gz) => {
    entry.gzip = gz
    entry.size += gz.length
    delete entry.gzipping
    onSized?.(entry)
    return gz
  })
  return entry.gzipping
}

/**
 * How an entry stands at `now`: 'fresh' (younger than ttl), 'stale' (inside ttl + swr), 'expired'.
 * @param {{ storedAt: number }} entry @param {number} now @param {number} ttlMs @param {number} swrMs
 */
export function entryState(entry, now, ttlMs, swrMs) {
  const age = now - entry.storedAt
  if (age < ttlMs) return 'fresh'
  if (age < ttlMs + swrMs) return 'stale'
  return 'expired'
}

/** The ETag of one encoding of an entry: "<hash>" identity, "<hash>-gz", "<hash>-br". @param {string} etag @param {string} encoding */
export const etagFor = (etag, encoding) =>
  encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding === 'gzip' ? 'gz' : encoding}"`

/** Whether If-None-Match names any encoding of this entry (or *). @param {unknown} header @param {string} etag */
export function etagMatches(header, etag) {
  const text = headerText(header)
  if (!text) return false
  const base = etag.slice(1, -1)
  return text.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '')
    if (tag === '*') return true
    const inner = tag.replace(/^"|"$/g, '')
    return inner === base || inner === `${base}-gz` || inner === `${base}-br`
  })
}

/**
 * The memory: an LRU bounded by bytes (identity + gzip + brotli + headers of every entry).
 */
export class PageStore {
  /** @param {{ maxBytes: number }} options */
  constructor({ maxBytes }) {
    /** @type {LRUCache<string, Entry>} */
    this.lru = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.size) })
  }
  /** @param {string} key */
  get(key) {
    return this.lru.get(key)
  }
  /** @param {Entry} entry */
  set(entry) {
    if (entry.size > this.lru.maxSize) return false
    this.lru.set(entry.key, entry)
    return true
  }
  /** @param {string} key */
  delete(key) {
    this.lru.delete(key)
  }
  /** Recount an entry's bytes after it grew (ensureGzip), if it is still the one held. @param {Entry} entry */
  resized(entry) {
    if (this.lru.peek(entry.key) !== entry) return
    this.lru.delete(entry.key)
    this.set(entry)
  }
  /** Drops one tenant's entries; returns them (most hits first). @param {string} tenantId */
  purgeTenant(tenantId) {
    /** @type {Entry[]} */
    const dropped = []
    for (const [key, entry] of this.lru.entries()) {
      if (entry.tenantId !== String(tenantId)) continue
      dropped.push(entry)
      this.lru.delete(key)
    }
    return dropped.sort((a, b) => b.hits - a.hits)
  }
  purgeAll() {
    const n = this.lru.size
    this.lru.clear()
    return n
  }
  get size() {
    return this.lru.size
  }
  get bytes() {
    return this.lru.calculatedSize
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// The cache in the server

/** @param {string} value */
const escapeHtml = (value) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The edge's own error page. A 503 or 504 (busy, too slow) asks again by itself after Retry-After's 5 s, so a
 * shopper caught in a burst gets the page without pressing anything.
 * @param {number} status @param {string} message
 */
function errorPage(status, message) {
  const again = status === 503 || status === 504 ? '<meta http-equiv="refresh" content="5">' : ''
  return `<!doctype html><html lang="en-AU"><meta charset="utf-8">${again}<title>${status}</title><h1>${escapeHtml(message)}</h1><p>Please try again in a moment.</p></html>`
}

/** The fill's request headers: the original's, without conditionals and hop-by-hop ones. @param {import('node:http').OutgoingHttpHeaders} headers */
function fillHeaders(headers) {
  /** @type {import('node:http').OutgoingHttpHeaders} */
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

/** @param {unknown} a @param {string} b */
function safeEqual(a, b) {
  if (typeof a !== 'string') return false
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}

/**
 * @typedef {{ status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer }} Answer
 * @typedef {{ ok: true, entry: Entry | null, answer: Answer } | { ok: false, status: 502 | 503 | 504 }} FillResult
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
 *   request?: (url: { proto: string, host: string, url: string }, headers: import('node:http').OutgoingHttpHeaders) => Promise<Answer>,
 *   limiter?: { run: <T>(job: () => Promise<T>) => Promise<T>, running: number, waiting: number, free?: number },
 *   barrier?: () => Promise<void>,
 *   warmPaths?: import('../../src/lib/edgeContract.mjs').WarmPaths,
 *   warmConcurrency?: number,
 *   warmPollMs?: number,
 *   onWarmed?: (result: { host: string, pages: number, warmed: number, ms: number, stopped: string | null }) => void,
 *   shell?: { mode?: import('./searchShell.mjs').ShellMode, token?: string | null },
 *   searchState?: (input: { host: string, path: string, search: string }) => Promise<unknown>,
 *   stateLimiter?: { run: <T>(job: () => Promise<T>) => Promise<T> },
 * }} input
 * `limiter` bounds the renders (scripts/lib/upstream.mjs createLimiter; a BusyError → a stale copy or 503);
 * `barrier` resolves once every purge the app sent before it has arrived (the worker's IPC, see repurgeAfterWrite);
 * `warmPaths` the app's popular paths (default: WARM_PATHS, the app in this process);
 * `warmConcurrency` the renders at once of a tenant's warming on its first visit (default 2), `warmPollMs` how often it
 * looks for a free render slot (default 20), `onWarmed` hears how each such warming went (firstVisit);
 * `shell` the search shell's mode and token (default: PAGE_CACHE_SEARCH_SHELL and PAYLOAD_SECRET; searchShell.mjs);
 * `searchState` a shell's data from a worker over IPC (scripts/lib/upstream.mjs edgeIpc; without it, or when it answers
 * null, the edge asks a worker's GET /api/search/state), `stateLimiter` bounds those questions (createLimiter).
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
}) {
  const store = new PageStore({ maxBytes: options.maxBytes })
  const shellOptions = {
    mode: shell?.mode ?? shellMode(),
    token: shell?.token === undefined ? shellToken() : shell.token,
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })
  /** @type {Map<string, Promise<FillResult>>} */
  const inflight = new Map()
  const counters = {
    hit: 0,
    stale: 0,
    miss: 0,
    bypass: 0,
    fills: 0,
    failedFills: 0,
    purges: 0,
    warmed: 0,
    bootWarmed: 0,
    shells: 0,
    idleFills: 0,
    repeatFills: 0,
    shellDataViaIpc: 0,
  }
  let purgeSeq = 0
  let purgeAllSeq = 0
  /** @type {Map<string, number>} */
  const tenantPurgeSeq = new Map()
  /** @type {Map<string, { timer: NodeJS.Timeout, seq: number, entries: Entry[] }>} */
  const warmQueue = new Map()
  const logLine = log ?? ((m) => console.warn(m))
  /** Whether a render started now would start at once and keep no shopper waiting (a slot free, nobody queued). */
  const slotFree = () => !limiter || (limiter.free ?? 1) > 0
  /** Writes (an enquiry, an admin save) passed to Next and not answered yet, each counted for WRITE_FIRST_MS at most. */
  let writesInFlight = 0
  /**
   * Whether a background render (warming, a stale refresh, a popular search address) may start now: a slot free with
   * nobody queued, and no write under way — a write's many database round trips each wait for the worker's event
   * loop, which a render holds for tens of milliseconds at a time, so an enquiry waited seconds behind a few of them.
   */
  const backgroundFree = () => writesInFlight === 0 && slotFree()

  /** A loopback GET to this server, marked as a fill. */
  const loopback =
    request ??
    ((
      /** @type {{ proto: string, host: string, url: string }} */ where,
      /** @type {import('node:http').OutgoingHttpHeaders} */ headers,
    ) =>
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
      }))

  /**
   * One render of a key (single flight): a loopback request, stored when storable.
   * @param {{ key: string, proto: string, host: string, url: string }} where @param {import('node:http').OutgoingHttpHeaders} headers
   * @returns {Promise<FillResult>}
   */
  function fill(where, headers) {
    const pending = inflight.get(where.key)
    if (pending) return pending
    const startedSeq = purgeSeq
    counters.fills++
    const timeout = new Promise((resolve) => {
      const timer = setTimeout(() => resolve(/** @type {FillResult} */ ({ ok: false, status: 504 })), FILL_TIMEOUT_MS)
      timer.unref?.()
    })
    // a 404 Next left for the browser to draw: the tenant's 404 page rendered as a page at the same address, sent 404
    const render = () =>
      loopback(where, fillHeaders(headers)).then((answer) =>
        clientDrawn404(answer)
          ? loopback(where, { ...fillHeaders(headers), [NOT_FOUND_PAGE_HEADER]: notFoundPath(where.url) }).then(
              (page) =>
                page.status === 200 && /^text\/html\b/i.test(headerText(page.headers['content-type']))
                  ? { ...page, status: 404 }
                  : answer,
              () => answer,
            )
          : answer,
      )
    const run = (limiter ? limiter.run(render) : render()).then(
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
          })
          // a purge of this tenant while it rendered: the render may have read the data before the edit
          const purgedSince = Math.max(purgeAllSeq, tenantPurgeSeq.get(tenantId) ?? 0) > startedSeq
          if (!purgedSince) store.set(entry)
        } else {
          // the page is no longer storable (unpublished, moved, failing): a stale copy must not outlive it
          store.delete(where.key)
        }
        return /** @type {FillResult} */ ({ ok: true, entry, answer })
      },
      (error) => {
        logLine(`page cache: fill of ${where.key} failed: ${error?.message ?? error}`)
        const status = error?.code === 'FILL_TIMEOUT' ? 504 : error?.code === 'FILL_BUSY' ? 503 : 502
        return /** @type {FillResult} */ ({ ok: false, status })
      },
    )
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

  /**
   * Sends an entry (after compressing its gzip body, the first time a client asks for gzip).
   * @param {Req} req @param {Res} res @param {Entry} entry @param {'HIT' | 'MISS' | 'STALE'} state
   * @returns {void | Promise<void>}
   */
  function sendEntry(req, res, entry, state) {
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    if (encoding === 'gzip' && !entry.gzip)
      return ensureGzip(entry, (e) => store.resized(e)).then(() => sendEntry(req, res, entry, state))
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? /** @type {Buffer} */ (entry.gzip) : entry.body
    const etag = etagFor(entry.etag, encoding)
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = {
      ...entry.headers,
      'cache-control': `public, max-age=0, s-maxage=${Math.round(options.ttlMs / 1000)}, stale-while-revalidate=${Math.round(options.swrMs / 1000)}`,
      'cache-tag': `tenant-${entry.tenantId}`,
      'surrogate-key': `tenant-${entry.tenantId}`,
      etag,
      age: String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))),
      [STATUS_HEADER]: state,
    }
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      delete headers['content-type']
      delete headers['content-security-policy']
      res.writeHead(304, headers)
      res.end()
      return
    }
    if (encoding !== 'identity') headers['content-encoding'] = encoding
    headers['content-length'] = String(body.length)
    res.writeHead(entry.status, headers)
    if (req.method === 'HEAD') res.end()
    else res.end(body)
  }

  /** An uncached answer passed on exactly (markers and hop-by-hop headers aside). @param {Req} req @param {Res} res @param {Answer} answer */
  function sendAnswer(req, res, answer) {
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = {}
    for (const [name, value] of Object.entries(withoutMarkers(answer.headers))) {
      const n = name.toLowerCase()
      if (n === 'connection' || n === 'keep-alive' || n === 'transfer-encoding' || n === 'date') continue
      headers[n] = value
    }
    headers['content-length'] = String(answer.body.length)
    headers[STATUS_HEADER] = 'BYPASS'
    res.writeHead(answer.status, headers)
    if (req.method === 'HEAD') res.end()
    else res.end(answer.body)
  }

  /**
   * After a write's answer has been sent (Payload commits its transaction before answering), purge again every tenant
   * purged while it ran: its afterChange hooks purged before the commit, so a render that started in between may
   * have read the old data; those renders are dropped now and none still running can be stored (the new sequence).
   * @param {Req} req @param {Res} res
   */
  function repurgeAfterWrite(req, res) {
    if (READ_METHODS.has((req.method ?? 'GET').toUpperCase())) return
    const startedSeq = purgeSeq
    const check = () => {
      if (purgeSeq === startedSeq) return
      for (const [tenantId, seq] of [...tenantPurgeSeq]) if (seq > startedSeq) repurge(tenantId)
      if (purgeAllSeq > startedSeq) purgeAll()
    }
    // with the app in another process its purges travel by IPC: wait until those sent before the answer arrived
    res.once('close', () => {
      if (barrier) void barrier().then(check, check)
      else check()
    })
  }

  /** Next answers, with the markers removed and x-page-cache: BYPASS. @param {Req} req @param {Res} res */
  function passThrough(req, res) {
    counters.bypass++
    repurgeAfterWrite(req, res)
    if (!READ_METHODS.has((req.method ?? 'GET').toUpperCase())) {
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
    const writeHead = res.writeHead
    // Node routes implicit headers through writeHead too, so this sees every answer Next sends
    res.writeHead = /** @type {any} */ (
      function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
        for (const name of res.getHeaderNames()) if (name.startsWith('x-dp-')) res.removeHeader(name)
        const last = rest[rest.length - 1]
        if (last && typeof last === 'object') {
          if (Array.isArray(last)) {
            const kept = []
            for (let i = 0; i < last.length; i += 2)
              if (!String(last[i]).toLowerCase().startsWith('x-dp-')) kept.push(last[i], last[i + 1])
            rest[rest.length - 1] = kept
          } else rest[rest.length - 1] = withoutMarkers(last)
        }
        if (!res.hasHeader(STATUS_HEADER)) res.setHeader(STATUS_HEADER, 'BYPASS')
        return writeHead.call(res, status, ...rest)
      }
    )
    handle(req, res)
  }

  /** @param {Req} req @param {Res} res @param {number} status */
  function sendError(req, res, status) {
    const message =
      status === 504
        ? 'This page took too long to load.'
        : status === 503
          ? 'We are busy right now.'
          : 'This page could not be loaded.'
    const body = Buffer.from(errorPage(status, message))
    /** @type {Record<string, string>} */
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': String(body.length),
      'x-content-type-options': 'nosniff',
      [STATUS_HEADER]: 'BYPASS',
    }
    if (status === 503 || status === 504) headers['retry-after'] = '5'
    res.writeHead(status, headers)
    if (req.method === 'HEAD') res.end()
    else res.end(body)
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
        entry.hits++
        counters.hit++
        firstVisit(entry)
        return sendEntry(req, res, entry, 'HIT')
      }
      if (state === 'stale') {
        entry.hits++
        counters.stale++
        // refreshed in the background only when that keeps no shopper waiting (otherwise a later ask refreshes it)
        if (!inflight.has(key) && backgroundFree()) void fill({ key, proto: seen.proto, host, url }, req.headers)
        firstVisit(entry)
        return sendEntry(req, res, entry, 'STALE')
      }
      store.delete(key)
    }
    // an expired copy is still better than an error when the render fails or the render queue is full
    const fallback = entry
    const candidate = fallback ? null : shellLanding(req, seen, host, url)
    const landing = candidate instanceof Promise ? await candidate : candidate
    if (landing && (await sendShell(req, res, seen, host, url, landing))) return
    const leader = !inflight.has(key)
    counters.miss++
    const result = await fill({ key, proto: seen.proto, host, url }, req.headers)
    if (result.ok && result.entry) {
      result.entry.hits++
      firstVisit(result.entry)
      return sendEntry(req, res, result.entry, 'MISS')
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

  // --- the search shell (searchShell.mjs) ---

  /** Uncached search addresses being answered with a shell right now. */
  let shellsInProgress = 0
  /** Whether answering another uncached search with a render would wait behind others: renders or shells under way. */
  const busy = () => shellsInProgress > 0 || (limiter ? limiter.running + limiter.waiting : inflight.size) > 0
  /** When the last uncached search address was asked for: another within SEARCH_BURST_MS is a burst. */
  let lastSearchMissAt = -Infinity

  /**
   * The cached landing page to answer an uncached search address with, when the mode says a shell: the entry (checked
   * at once, so other requests keep their order), or, when the landing page is not cached, its render (one for all
   * who ask: every new address on that path then shares it), or null (no shell: the caller renders the address).
   * @param {Req} req @param {{ proto: string }} seen @param {string} host @param {string} url
   * @returns {Entry | Promise<Entry | null> | null}
   */
  function shellLanding(req, seen, host, url) {
    if (shellOptions.mode === 'off') return null
    const q = url.indexOf('?')
    if (q === -1 || !isSearchPath(url.slice(0, q))) return null
    const forced = !!shellOptions.token && safeEqual(req.headers[SHELL_HEADER], shellOptions.token)
    // busy: shells or renders under way, or uncached searches arriving in a burst (ten shoppers' next addresses land
    // between the answers to their last ones, when nothing happens to be under way at that instant)
    const arrived = now()
    const burst = arrived - lastSearchMissAt < SEARCH_BURST_MS
    lastSearchMissAt = arrived
    if (!forced && shellOptions.mode !== 'always' && !burst && !busy()) return null
    const path = url.slice(0, q)
    const key = cacheKey(seen.proto, host, path)
    const usable = (/** @type {Entry | null | undefined} */ e) =>
      e && e.status === 200 && entryState(e, now(), options.ttlMs, options.swrMs) !== 'expired' ? e : null
    const landing = usable(store.get(key))
    if (landing) return landing
    return fill({ key, proto: seen.proto, host, url: path }, req.headers).then((r) => (r.ok ? usable(r.entry) : null))
  }

  /**
   * Answers an uncached search address with its landing page's cached copy and the address's data (searchShell.mjs).
   * False: nothing was sent (the state route refused, the page is not a results page): the caller renders as usual.
   * @param {Req} req @param {Res} res @param {{ proto: string }} seen @param {string} host @param {string} url
   * @param {Entry} landing
   * @returns {Promise<boolean>}
   */
  async function sendShell(req, res, seen, host, url, landing) {
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
      const where = { key: cacheKey(seen.proto, host, url), proto: seen.proto, host, url }
      // asked for again while still a shell: a popular address (a campaign link, say) is worth its render now, in the
      // background, so the next shoppers get it from the cache; a one-off waits for a quiet spell
      // (only with a render slot free and nobody queued: shoppers waiting for a page go first; otherwise the next ask)
      if (idleFills.has(where.key) && backgroundFree() && !inflight.has(where.key)) {
        idleFills.delete(where.key)
        counters.repeatFills++
        void fill(where, { ...req.headers })
      } else scheduleIdleFill(where, req.headers)
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
      const answer = await loopback(
        { proto: seen.proto, host, url: `/api/search/state?${search}` },
        { ...fillHeaders(req.headers), accept: 'application/json', [SEARCH_PATH_HEADER]: path },
      )
      return answer.status === 200 ? JSON.parse(answer.body.toString('utf8')) : null
    } catch {
      return null
    }
  }

  /** When the last shell was sent (the background renders wait for a quiet spell after it). */
  let lastShellAt = -Infinity
  /**
   * Addresses answered with a shell, rendered and stored in the background (oldest first, at most 64) once no shell
   * has been sent for IDLE_FILL_QUIET_MS and no render is under way: never while shoppers are being given shells.
   */
  /** @type {Map<string, { where: { key: string, proto: string, host: string, url: string }, headers: import('node:http').OutgoingHttpHeaders }>} */
  const idleFills = new Map()
  /** @type {NodeJS.Timeout | null} */
  let idleTimer = null
  /** @param {{ key: string, proto: string, host: string, url: string }} where @param {import('node:http').OutgoingHttpHeaders} headers */
  function scheduleIdleFill(where, headers) {
    if (idleFills.has(where.key)) return
    if (idleFills.size >= 64) idleFills.delete(/** @type {string} */ (idleFills.keys().next().value))
    idleFills.set(where.key, { where, headers: { ...headers } })
    if (!idleTimer) {
      idleTimer = setInterval(drainIdleFills, 250)
      idleTimer.unref?.()
    }
  }
  function drainIdleFills() {
    if (busy() || writesInFlight > 0 || now() - lastShellAt < IDLE_FILL_QUIET_MS) return
    const next = idleFills.values().next()
    if (next.done) {
      if (idleTimer) clearInterval(idleTimer)
      idleTimer = null
      return
    }
    idleFills.delete(next.value.where.key)
    if (store.get(next.value.where.key) || inflight.has(next.value.where.key)) return
    counters.idleFills++
    void fill(next.value.where, next.value.headers)
  }

  /** Whether a request is this server's own fill (the edge secret, compared in constant time). @param {Req} req */
  function isFill(req) {
    return safeEqual(req.headers[FILL_HEADER], edgeSecret())
  }

  // --- purge and warm ---

  /** @param {string | number} tenantId */
  function purgeTenant(tenantId) {
    const id = String(tenantId)
    const seq = ++purgeSeq
    tenantPurgeSeq.set(id, seq)
    counters.purges++
    const dropped = store.purgeTenant(id)
    scheduleWarm(id, dropped)
    return dropped.length
  }

  /** The after-commit purge of one tenant: like purgeTenant, and the warming it schedules runs after it. @param {string} id */
  function repurge(id) {
    const seq = ++purgeSeq
    tenantPurgeSeq.set(id, seq)
    counters.purges++
    scheduleWarm(id, store.purgeTenant(id))
  }

  function purgeAll() {
    purgeAllSeq = ++purgeSeq
    counters.purges++
    for (const pending of warmQueue.values()) clearTimeout(pending.timer)
    warmQueue.clear()
    return store.purgeAll()
  }

  /**
   * After a purge (debounced 1 s, coalescing bursts): drop again what was stored since (a render may have read the
   * data before the edit's transaction committed), then refill, two at a time, the keys that had the most hits plus
   * the app's popular paths for the tenant. Stops when another purge comes.
   * @param {string} tenantId @param {Entry[]} dropped
   */
  function scheduleWarm(tenantId, dropped) {
    const previous = warmQueue.get(tenantId)
    if (previous) clearTimeout(previous.timer)
    const entries = [...(previous?.entries ?? []), ...dropped]
    const timer = setTimeout(() => {
      warmQueue.delete(tenantId)
      store.purgeTenant(tenantId)
      // a new sequence: no fill that started before this re-purge may be stored (it may have read the old data)
      const seq = ++purgeSeq
      tenantPurgeSeq.set(tenantId, seq)
      void warm(tenantId, entries, seq).catch((error) =>
        logLine(`page cache: warming failed: ${error?.message ?? error}`),
      )
    }, 1000)
    timer.unref?.()
    warmQueue.set(tenantId, { timer, seq: purgeSeq, entries })
  }

  /** @param {string} tenantId @param {Entry[]} entries @param {number} seq */
  async function warm(tenantId, entries, seq) {
    if (options.warm <= 0 || !options.enabled) return
    const byKey = new Map()
    for (const e of entries.sort((a, b) => b.hits - a.hits)) if (!byKey.has(e.key)) byKey.set(e.key, e)
    /** @type {{ key: string, proto: string, host: string, url: string }[]} */
    const jobs = [...byKey.values()]
      .slice(0, options.warm)
      .map(({ key, proto, host, url }) => ({ key, proto, host, url }))
    const popular = warmPaths ?? WARM_PATHS.get()
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
    const stillCurrent = () => Math.max(purgeAllSeq, tenantPurgeSeq.get(tenantId) ?? 0) <= seq
    let next = 0
    const worker = async () => {
      while (next < jobs.length && stillCurrent()) {
        const job = /** @type {typeof jobs[number]} */ (jobs[next++])
        if (store.get(job.key)) continue
        while (!backgroundFree()) await new Promise((resolve) => setTimeout(resolve, warmPollMs))
        if (store.get(job.key) || !stillCurrent()) continue
        const result = await fill(job, warmHeaders(job))
        if (result.ok && result.entry) counters.warmed++
      }
    }
    await Promise.all([worker(), worker()])
  }

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

  /** Tenants whose first visit since this server started has started their warming. @type {Set<string>} */
  const firstVisits = new Set()
  /** The first-visit warmings, one tenant after another. */
  let firstVisitChain = Promise.resolve()

  /**
   * A tenant's first page answered since this server started (a HIT, a STALE or a stored MISS) starts its warming on
   * the host and protocol that page was asked on — the address its shoppers use, whatever its primary domain says —
   * so the shoppers after a restart or a deploy do not each pay for a render: its popular pages (warmPaths), then up
   * to options.bootWarm of its car pages, newest first. One tenant at a time, `warmConcurrency` renders at once, each
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
          logLine(`page cache: warming ${host} failed: ${error?.message ?? error}`)
        },
      )
  }

  /**
   * Renders a tenant's popular pages and car pages on one host (see firstVisit).
   * @param {string} tenantId @param {string} proto @param {string} host
   * @returns {Promise<{ host: string, pages: number, warmed: number, ms: number, stopped: string | null }>}
   */
  async function warmTenant(tenantId, proto, host) {
    const started = Date.now()
    const pathsOf = warmPaths ?? WARM_PATHS.get()
    const app =
      typeof pathsOf === 'function' ? await pathsOf(Number(tenantId), { vehicles: options.bootWarm ?? 0 }) : null
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
        const job = /** @type {typeof jobs[number]} */ (jobs[next++])
        if (store.get(job.key) || inflight.has(job.key)) continue
        while (!backgroundFree()) await new Promise((resolve) => setTimeout(resolve, warmPollMs))
        const result = await fill(job, warmHeaders(job))
        if (result.ok && result.entry) {
          warmed++
          counters.bootWarmed++
        }
      }
    }
    await Promise.all(Array.from({ length: Math.max(1, warmConcurrency) }, worker))
    return { host, pages: jobs.length, warmed, ms: Date.now() - started, stopped }
  }

  function stats() {
    return { ...counters, entries: store.size, bytes: store.bytes, maxBytes: options.maxBytes, inflight: inflight.size }
  }

  const api = { purgeTenant, purgeAll, stats }
  PAGE_CACHE.set(api)

  return { serve, isFill, passThrough, purgeTenant, purgeAll, stats, store, options }
}
