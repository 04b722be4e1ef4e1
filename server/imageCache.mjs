// The image optimiser's answers, kept by the edge (server/server.mjs) in memory.
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
//
// Resizing is the heaviest work a request can cause (a crawler walking 20,000 variants once starved every page), so
// it is bounded here, before any worker sees it:
// - only the variants the site's pages ask for: `url` a local image under next.config.mjs's localPatterns, `w` one of
//   its widths, `q` one of its qualities (400 otherwise, as Next would answer, without waking a worker); the key is
//   made of those three and the format the Accept header leads to (WebP or the original), so no other parameter or
//   Accept spelling makes a new variant;
// - a miss goes to a worker through its own limiter (IMAGE_FILLS at once, default 1; IMAGE_FILL_QUEUE waiting, 6, at
//   most IMAGE_FILL_WAIT_MS, 5 s); beyond that the image answers 503 with Retry-After (`x-image-cache: BUSY`), and
//   pages, which never enter this limiter, are not held up;
// - answers are also kept on disk (IMAGE_CACHE_DIR, default ${DATA_DIR}/image-cache, IMAGE_CACHE_DISK_MB bytes, 1,024
//   MB, oldest out), so a restart or a deploy does not resize everything again.
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { etagMatches } from './pageCache/entries.mjs'
import { HOP as HOP_BY_HOP, createLimiter, unavailable } from './upstream.mjs'

/** How long the edge keeps an optimised image at most (the optimiser's own max-age is a year). */
export const IMAGE_CACHE_MAX_AGE_MS = 60 * 60 * 1000
/** The memory the edge gives the optimiser's answers. */
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024
/** An answer larger than this is passed through, not kept. */
export const IMAGE_CACHE_MAX_ENTRY_BYTES = 4 * 1024 * 1024

/** How long a variant stays on disk at most. */
export const IMAGE_DISK_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

/**
 * The variants the optimiser makes: next.config.mjs `images` (src/components/ui/optimiserImage.ts IMAGE_CONFIG; the
 * unit test keeps the three in step).
 */
export const IMAGE_VARIANTS = {
  widths: [64, 128, 256, 375, 600, 640, 750, 1000, 1080, 1280, 1920],
  qualities: [75],
  /** next.config.mjs images.localPatterns: the only images the optimiser fetches */
  localPrefixes: ['/demo-images/', '/api/media/file/'],
}

const HOP = new Set([...HOP_BY_HOP, 'transfer-encoding'])
/** Sent by the edge itself, never stored. */
const NOT_KEPT = new Set([...HOP, 'date', 'content-length', 'x-worker'])

/**
 * An optimiser address checked and in one spelling: `{ path }` (url, w, q in that order) or `{ error }` (a 400).
 *   '/_next/image?w=750&url=%2Fdemo-images%2Fa.jpg&q=75&x=1' → { path: '/_next/image?url=%2Fdemo-images%2Fa.jpg&w=750&q=75' }
 *   '/_next/image?url=%2Fdemo-images%2Fa.jpg&w=751&q=75'    → { error: 'w must be one of 64, 128, …' }
 * @param {string} url
 * @returns {{ path: string } | { error: string }}
 */
export function imageVariant(url) {
  const query = new URLSearchParams(url.slice(url.indexOf('?') + 1))
  const src = query.get('url') ?? ''
  const w = Number(query.get('w'))
  const q = Number(query.get('q'))
  if (!src || src.length > 1000 || query.getAll('url').length > 1) return { error: 'url must name one image' }
  if (!IMAGE_VARIANTS.localPrefixes.some((p) => src.startsWith(p)) || /[\\\0]|\/\.\.?(\/|$)/.test(src))
    return { error: `url must be a local image under ${IMAGE_VARIANTS.localPrefixes.join(' or ')}` }
  if (!IMAGE_VARIANTS.widths.includes(w)) return { error: `w must be one of ${IMAGE_VARIANTS.widths.join(', ')}` }
  if (!IMAGE_VARIANTS.qualities.includes(q)) return { error: `q must be one of ${IMAGE_VARIANTS.qualities.join(', ')}` }
  return { path: `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=${q}` }
}

/**
 * Whether an Accept header leads Next's optimiser (formats: WebP) to WebP: image/webp, image/* or *\/* with q > 0,
 * image/webp not refused.
 *   'image/avif,image/webp,*\/*;q=0.8' → true   'image/jpeg' → false   'image/*, image/webp;q=0' → false
 * @param {unknown} accept
 */
export function acceptsWebp(accept) {
  /** @type {Map<string, number>} */
  const q = new Map()
  for (const part of String(accept ?? '')
    .toLowerCase()
    .split(',')) {
    const [type = '', ...params] = part.trim().split(';')
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qp ? Number(qp.slice(2)) : 1
    if (type) q.set(type.trim(), Number.isFinite(value) ? value : 0)
  }
  const webp = q.get('image/webp') ?? q.get('image/*') ?? q.get('*/*') ?? 0
  return webp > 0
}

/**
 * The cache key of an image request, or null when the edge should not answer it: only GET and HEAD of /_next/image
 * without a Range. The key is the host, the address in one spelling (imageVariant; the address as asked when it is
 * refused) and the format the Accept header leads to.
 *   GET /_next/image?url=%2Fa.jpg&w=750&q=75 (Host h, Accept image/webp,*\/*) → 'h\n/_next/image?url=%2Fa.jpg&w=750&q=75\nwebp'
 * @param {import('node:http').IncomingMessage} req
 */
export function imageCacheKey(req) {
  const method = (req.method ?? 'GET').toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (!url.startsWith('/_next/image?') || req.headers.range) return null
  const variant = imageVariant(url)
  const where = 'path' in variant ? variant.path : url
  return `${String(req.headers.host ?? '').toLowerCase()}\n${where}\n${acceptsWebp(req.headers.accept) ? 'webp' : 'original'}`
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
 * The image settings from the environment: the resize limiter's bounds and the disk cache.
 *   imageCacheOptions({ DATA_DIR: '/data' }) → { fills: 1, queue: 6, waitMs: 5000, diskDir: '/data/image-cache', diskMaxBytes: 1 GiB }
 * @param {Record<string, string | undefined>} env
 */
export function imageCacheOptions(env) {
  const int = (/** @type {string | undefined} */ v, /** @type {number} */ fallback, min = 0) => {
    const n = Number(v)
    return v !== undefined && v !== '' && Number.isInteger(n) && n >= min ? n : fallback
  }
  const diskMb = int(env.IMAGE_CACHE_DISK_MB, 1024)
  return {
    fills: int(env.IMAGE_FILLS, 1, 1),
    queue: int(env.IMAGE_FILL_QUEUE, 6),
    waitMs: int(env.IMAGE_FILL_WAIT_MS, 5000, 1),
    diskDir: diskMb > 0 ? path.resolve(env.IMAGE_CACHE_DIR || path.join(env.DATA_DIR || '.data', 'image-cache')) : null,
    diskMaxBytes: diskMb * 1024 * 1024,
  }
}

/**
 * @param {{ target: () => { socketPath: string } | { host: string, port: number }, agent?: http.Agent,
 *   maxBytes?: number, maxEntryBytes?: number, maxAgeMs?: number, now?: () => number,
 *   limiter?: ReturnType<typeof createLimiter>, disk?: ReturnType<typeof createDiskStore> | null }} options
 */
export function createImageCache({
  target,
  agent,
  maxBytes = IMAGE_CACHE_BYTES,
  maxEntryBytes = IMAGE_CACHE_MAX_ENTRY_BYTES,
  maxAgeMs = IMAGE_CACHE_MAX_AGE_MS,
  now = Date.now,
  limiter = createLimiter({ concurrency: 1, queue: 6, maxWaitMs: 5000 }),
  disk = null,
}) {
  /** @type {Map<string, ImageEntry>} insertion order = least recently used first */
  const entries = new Map()
  /** @type {Map<string, Promise<ImageEntry | null | 'busy'>>} */
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
   * The worker is asked for the address in its one spelling, with an Accept that says only the format of the key.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} variantPath
   * @returns {Promise<ImageEntry | { passed: true }>}
   */
  function fetchOne(req, res, variantPath) {
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = {}
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP.has(name) && name !== 'if-none-match' && name !== 'if-modified-since' && name !== 'accept')
        headers[name] = value
    if (acceptsWebp(req.headers.accept)) headers.accept = 'image/webp'
    return new Promise((resolve, reject) => {
      const upstream = http.request({ ...target(), agent, method: 'GET', path: variantPath, headers }, (answer) => {
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
    const variant = imageVariant(req.url ?? '/')
    if ('error' in variant) {
      refuse(res, variant.error)
      return true
    }
    const ifNoneMatch = req.headers['if-none-match']
    const hit = entries.get(key)
    if (hit && hit.expires > now()) {
      // most recently used last
      entries.delete(key)
      entries.set(key, hit)
      send(res, hit, method, ifNoneMatch, 'HIT')
      return true
    }
    if (hit) drop(key)
    const pending = fills.get(key)
    if (pending) {
      const e = await pending
      if (e === 'busy') busy(res)
      else if (e) send(res, e, method, ifNoneMatch, 'HIT')
      else return false
      return true
    }
    /** @type {(e: ImageEntry | null | 'busy') => void} */
    let settle = () => {}
    fills.set(
      key,
      new Promise((resolve) => {
        settle = resolve
      }),
    )
    try {
      const stored = disk ? await disk.read(key, now()) : null
      if (stored) {
        keep(key, { ...stored, expires: Math.min(stored.expires, now() + maxAgeMs) })
        settle(stored)
        send(res, stored, method, ifNoneMatch, 'DISK')
        return true
      }
      const answer = await limiter.run(() => fetchOne(req, res, variant.path))
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
        const diskTtl = keepFor(answer.headers['cache-control'], IMAGE_DISK_MAX_AGE_MS)
        disk?.write(key, { ...answer, expires: now() + diskTtl })
      } else settle(null)
      send(res, answer, method, ifNoneMatch, ttl > 0 ? 'MISS' : 'BYPASS')
      return true
    } catch (error) {
      if (/** @type {{ code?: string }} */ (error)?.code === 'FILL_BUSY') {
        // resizing is at its bound: this image later, and nothing else waits for it
        settle('busy')
        busy(res)
        return true
      }
      // no worker could answer (down, restarting): like the proxy, 503 with Retry-After, or cut a started answer
      settle(null)
      if (!res.headersSent) unavailable(res)
      else res.destroy()
      return true
    } finally {
      fills.delete(key)
    }
  }

  return { serve, bytes: () => bytes, size: () => entries.size, limiter }
}

/** 400 for an address the optimiser would refuse: the reason, as JSON. @param {import('node:http').ServerResponse} res @param {string} reason */
function refuse(res, reason) {
  const body = JSON.stringify({ error: 'This image address is not one the site uses.', reason })
  res.writeHead(400, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
    'x-content-type-options': 'nosniff',
    'x-image-cache': 'REFUSED',
  })
  res.end(body)
}

/** 503 for an image while resizing is at its bound. @param {import('node:http').ServerResponse} res */
function busy(res) {
  const body = JSON.stringify({ error: 'Images are busy. Please try again in a few seconds.' })
  res.writeHead(503, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'retry-after': '5',
    'content-length': String(Buffer.byteLength(body)),
    'x-content-type-options': 'nosniff',
    'x-image-cache': 'BUSY',
  })
  res.end(body)
}

/**
 * Optimised images on disk: one file per key (named by its SHA-256), a JSON head (status, headers, ETag, when it
 * expires) and the bytes, written to a temporary name and renamed, so a reader never sees half a file. At most
 * `maxBytes`: past it the oldest files go until 90 % is left. Failures (a full or read-only disk) only cost the disk
 * copy.
 * @param {{ dir: string, maxBytes: number, log?: (message: string) => void }} options
 */
export function createDiskStore({ dir, maxBytes, log = (m) => console.error(m) }) {
  let bytes = 0
  let pruning = false
  /** @type {Set<Promise<unknown>>} */
  const writes = new Set()
  const ready = fs.promises
    .mkdir(dir, { recursive: true })
    .then(() => listFiles())
    .then((files) => {
      bytes = files.reduce((sum, f) => sum + f.size, 0)
    })
    .catch((error) => log(`image cache: ${dir} unusable: ${error?.message ?? error}`))

  const fileOf = (/** @type {string} */ key) =>
    path.join(dir, crypto.createHash('sha256').update(key).digest('hex').slice(0, 40))

  /** The kept files (a write under way, `*.tmp`, is not one of them). */
  async function listFiles() {
    const names = (await fs.promises.readdir(dir)).filter((name) => !name.endsWith('.tmp'))
    const files = await Promise.all(
      names.map(async (name) => {
        try {
          const stat = await fs.promises.stat(path.join(dir, name))
          return { name, size: stat.size, mtimeMs: stat.mtimeMs }
        } catch {
          return null
        }
      }),
    )
    return /** @type {{ name: string, size: number, mtimeMs: number }[]} */ (files.filter(Boolean))
  }

  async function prune() {
    if (pruning || bytes <= maxBytes) return
    pruning = true
    try {
      const files = (await listFiles()).sort((a, b) => a.mtimeMs - b.mtimeMs)
      bytes = files.reduce((sum, f) => sum + f.size, 0)
      for (const f of files) {
        if (bytes <= maxBytes * 0.9) break
        await fs.promises.rm(path.join(dir, f.name), { force: true })
        bytes -= f.size
      }
    } finally {
      pruning = false
    }
  }

  return {
    /** The entry kept for `key`, unless absent, expired or unreadable. @param {string} key @param {number} now @returns {Promise<ImageEntry | null>} */
    async read(key, now) {
      await ready
      try {
        const data = await fs.promises.readFile(fileOf(key))
        const headLength = data.readUInt32BE(0)
        const head = JSON.parse(data.subarray(4, 4 + headLength).toString('utf8'))
        if (!(head.expires > now) || head.key !== key) return null
        const body = data.subarray(4 + headLength)
        return {
          status: head.status,
          headers: head.headers,
          etag: head.etag,
          expires: head.expires,
          body,
          size: body.length,
        }
      } catch {
        return null
      }
    },
    /** Keeps an entry (in the background). @param {string} key @param {ImageEntry} e */
    write(key, e) {
      const head = Buffer.from(
        JSON.stringify({ key, status: e.status, headers: e.headers, etag: e.etag, expires: e.expires }),
        'utf8',
      )
      const length = Buffer.alloc(4)
      length.writeUInt32BE(head.length)
      const file = fileOf(key)
      const temp = `${file}.${process.pid}.tmp`
      const writing = ready
        .then(() => fs.promises.writeFile(temp, Buffer.concat([length, head, e.body])))
        .then(() => fs.promises.rename(temp, file))
        .then(() => {
          bytes += 4 + head.length + e.body.length
          return prune()
        })
        .catch((error) => {
          void fs.promises.rm(temp, { force: true })
          log(`image cache: could not keep ${file}: ${error?.message ?? error}`)
        })
        .finally(() => writes.delete(writing))
      writes.add(writing)
    },
    /** Resolves once every write begun so far (and the pruning after it) is done. */
    settled: () => Promise.all([...writes]).then(() => undefined),
    bytes: () => bytes,
  }
}
