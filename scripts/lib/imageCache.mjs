// The image optimiser's answers, kept by the edge (scripts/server.mjs) in memory.
//
// A page's largest paint is usually a photo from Next's image optimiser (/_next/image: the home page's hero, a
// vehicle's first photo). Next keeps its resized files on disk, but every request still went edge → worker → the
// optimiser's cache lookup and file read, queued behind whatever that worker was doing (a render, a Payload media
// file): in Lighthouse traces on two cores the hero arrived 20–400 ms after it was asked for, often after the first
// frame, so the largest paint came a frame or more after the first. The edge now keeps each answer the optimiser
// marks public with a max-age (theirs: a year, must-revalidate) for at most IMAGE_CACHE_MAX_AGE_MS, by host, address
// and Accept header (the optimiser picks WebP or the original from Accept: `Vary: Accept`), in a byte-bounded LRU.
// Concurrent misses for one key make one request to a worker. Anything else — another method, a Range, an answer that
// is not 200, not public, too large or sets a cookie — passes through untouched.
import http from 'node:http'

import { etagMatches } from './pageCache/entries.mjs'
import { HOP as HOP_BY_HOP, unavailable } from './upstream.mjs'

/** How long the edge keeps an optimised image at most (the optimiser's own max-age is a year). */
export const IMAGE_CACHE_MAX_AGE_MS = 60 * 60 * 1000
/** The memory the edge gives the optimiser's answers. */
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024
/** An answer larger than this is passed through, not kept. */
export const IMAGE_CACHE_MAX_ENTRY_BYTES = 4 * 1024 * 1024

const HOP = new Set([...HOP_BY_HOP, 'transfer-encoding'])
/** Sent by the edge itself, never stored. */
const NOT_KEPT = new Set([...HOP, 'date', 'content-length', 'x-worker'])

/**
 * The cache key of an image request, or null when the edge should not answer it: only GET and HEAD of /_next/image
 * without a Range.
 *   GET /_next/image?url=%2Fa.jpg&w=750&q=75 (Host h, Accept image/webp,*\/*) → 'h\n/_next/image?url=%2Fa.jpg&w=750&q=75\nimage/webp,*\/*'
 * @param {import('node:http').IncomingMessage} req
 */
export function imageCacheKey(req) {
  const method = (req.method ?? 'GET').toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (!url.startsWith('/_next/image?') || req.headers.range) return null
  return `${String(req.headers.host ?? '').toLowerCase()}\n${url}\n${String(req.headers.accept ?? '')}`
}

/**
 * How long (ms) an answer may be kept, from its Cache-Control: its max-age (s-maxage first), capped; 0 when it must
 * not be (no-store, private, no-cache, no max-age, or max-age=0).
 *   'public, max-age=31536000, must-revalidate' → IMAGE_CACHE_MAX_AGE_MS   'public, max-age=60' → 60000   'private' → 0
 * @param {unknown} cacheControl @param {number} [cap]
 */
export function keepFor(cacheControl, cap = IMAGE_CACHE_MAX_AGE_MS) {
  const directives = String(cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
  if (directives.some((d) => d === 'no-store' || d === 'private' || d === 'no-cache')) return 0
  const seconds = (/** @type {string} */ name) => {
    const d = directives.find((x) => x.startsWith(`${name}=`))
    const n = d ? Number(d.slice(name.length + 1)) : NaN
    return Number.isFinite(n) && n > 0 ? n : null
  }
  const s = seconds('s-maxage') ?? seconds('max-age')
  return s ? Math.min(s * 1000, cap) : 0
}

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, etag: string | null,
 *   expires: number, size: number }} ImageEntry
 */

/**
 * @param {{ target: () => { socketPath: string } | { host: string, port: number }, agent?: http.Agent,
 *   maxBytes?: number, maxEntryBytes?: number, maxAgeMs?: number, now?: () => number }} options
 */
export function createImageCache({
  target,
  agent,
  maxBytes = IMAGE_CACHE_BYTES,
  maxEntryBytes = IMAGE_CACHE_MAX_ENTRY_BYTES,
  maxAgeMs = IMAGE_CACHE_MAX_AGE_MS,
  now = Date.now,
}) {
  /** @type {Map<string, ImageEntry>} insertion order = least recently used first */
  const entries = new Map()
  /** @type {Map<string, Promise<ImageEntry | null>>} */
  const fills = new Map()
  let bytes = 0

  /** @param {string} key */
  function drop(key) {
    const e = entries.get(key)
    if (!e) return
    entries.delete(key)
    bytes -= e.size
  }

  /** @param {string} key @param {ImageEntry} e */
  function keep(key, e) {
    drop(key)
    if (e.size > maxBytes) return
    entries.set(key, e)
    bytes += e.size
    for (const [k, old] of entries) {
      if (bytes <= maxBytes) break
      entries.delete(k)
      bytes -= old.size
    }
  }

  /**
   * One request to a worker for `req`'s image; the answer buffered (up to maxEntryBytes) and, when it may be kept,
   * kept. Resolves with the answer, or null after passing an answer too large straight through to `res`.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @returns {Promise<ImageEntry | { passed: true }>}
   */
  function fetchOne(req, res) {
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = {}
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP.has(name) && name !== 'if-none-match' && name !== 'if-modified-since') headers[name] = value
    return new Promise((resolve, reject) => {
      const upstream = http.request({ ...target(), agent, method: 'GET', path: req.url, headers }, (answer) => {
        const length = Number(answer.headers['content-length'] ?? NaN)
        if (Number.isFinite(length) && length > maxEntryBytes) {
          /** @type {import('node:http').OutgoingHttpHeaders} */
          const out = {}
          for (const [name, value] of Object.entries(answer.headers))
            if (!HOP.has(name) && value !== undefined) out[name] = value
          res.writeHead(answer.statusCode ?? 502, out)
          answer.pipe(res)
          resolve({ passed: true })
          return
        }
        /** @type {Buffer[]} */
        const chunks = []
        let size = 0
        answer.on('data', (c) => {
          size += c.length
          chunks.push(c)
        })
        answer.on('error', reject)
        answer.on('end', () => {
          /** @type {Record<string, string | string[]>} */
          const kept = {}
          for (const [name, value] of Object.entries(answer.headers))
            if (!NOT_KEPT.has(name) && value !== undefined) kept[name] = value
          const etag = typeof answer.headers.etag === 'string' ? answer.headers.etag : null
          resolve({
            status: answer.statusCode ?? 502,
            headers: kept,
            body: Buffer.concat(chunks, size),
            etag,
            expires: 0,
            size,
          })
        })
      })
      upstream.on('error', reject)
      upstream.end()
    })
  }

  /** @param {import('node:http').ServerResponse} res @param {ImageEntry} e @param {string} method @param {unknown} ifNoneMatch @param {string} state */
  function send(res, e, method, ifNoneMatch, state) {
    const headers = { ...e.headers, 'x-image-cache': state }
    if (e.status === 200 && e.etag && etagMatches(ifNoneMatch, `"${e.etag.replace(/^W\//, '').replace(/"/g, '')}"`)) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    res.writeHead(e.status, { ...headers, 'content-length': String(e.body.length) })
    res.end(method === 'HEAD' ? undefined : e.body)
  }

  /**
   * Answers an image request from memory, or from one request to a worker (kept when allowed). Returns false when the
   * request is not one for the cache (the caller proxies it as before).
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @returns {Promise<boolean>}
   */
  async function serve(req, res) {
    const key = imageCacheKey(req)
    if (!key) return false
    const method = (req.method ?? 'GET').toUpperCase()
    const hit = entries.get(key)
    if (hit && hit.expires > now()) {
      // most recently used last
      entries.delete(key)
      entries.set(key, hit)
      send(res, hit, method, req.headers['if-none-match'], 'HIT')
      return true
    }
    if (hit) drop(key)
    const pending = fills.get(key)
    if (pending) {
      const e = await pending
      if (!e) return false
      send(res, e, method, req.headers['if-none-match'], 'HIT')
      return true
    }
    /** @type {(e: ImageEntry | null) => void} */
    let settle = () => {}
    fills.set(
      key,
      new Promise((resolve) => {
        settle = resolve
      }),
    )
    try {
      const answer = await fetchOne(req, res)
      if ('passed' in answer) {
        settle(null)
        return true
      }
      const ttl =
        answer.status === 200 && !answer.headers['set-cookie'] ? keepFor(answer.headers['cache-control'], maxAgeMs) : 0
      if (ttl > 0) {
        answer.expires = now() + ttl
        keep(key, answer)
        settle(answer)
      } else settle(null)
      send(res, answer, method, req.headers['if-none-match'], ttl > 0 ? 'MISS' : 'BYPASS')
      return true
    } catch {
      // no worker could answer (down, restarting): like the proxy, 503 with Retry-After, or cut a started answer
      settle(null)
      if (!res.headersSent) unavailable(res)
      else res.destroy()
      return true
    } finally {
      fills.delete(key)
    }
  }

  return { serve, bytes: () => bytes, size: () => entries.size }
}
