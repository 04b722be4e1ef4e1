// The build's own files, answered by the edge (server/server.mjs) from memory instead of a Next worker.
//
// Every page asks for its stylesheet, scripts and brand face in its first 100 ms, and the stylesheet holds the first
// paint. Answered by Next, each went edge → worker (its router, then `send`, then gzip on the fly for every request:
// ~114 kB of CSS and ~200 kB of script per chunk) and queued behind whatever that worker was doing — a media file from
// Payload, the image optimiser, a render. Measured in Chromium traces of Lighthouse runs on two cores, the stylesheet
// arrived 40–250 ms after it was asked for and the first frame waited on it. These files never change under a build
// (their names carry their content hash), so the edge reads each once, keeps it with its brotli and gzip forms (written
// next to it by `precompressStatic` after the build; compressed here at first use otherwise) and answers at once.
//
// Served: GET/HEAD of /_next/static/** (the build's chunks, stylesheets and media), /fonts/*.woff2 (public/fonts,
// named by content hash: scripts/build-fonts.mjs) and /icons.svg (always asked for with its hash, ?v=…), all immutable;
// and /favicon.ico, whose name never changes: a day, then revalidated by its ETag. Anything else —
// another method, a Range request, a path that escapes its folder or names no file — is left to Next (`serve` returns
// false), so a missing chunk still gets Next's 404 and next.config.mjs's headers stay the reference for these paths.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { chooseEncoding, etagFor, etagMatches } from './pageCache/entries.mjs'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Content types by extension; a file with another extension is left to Next. */
export const STATIC_TYPES = /** @type {const} */ ({
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
})

/** Text worth compressing (fonts and images are compressed already). */
export const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.map', '.txt', '.svg'])

/** A file larger than this is left to Next (none of the build's is near it). */
export const MAX_STATIC_FILE_BYTES = 8 * 1024 * 1024
/** What the edge keeps in memory at most (identity + brotli + gzip of every file it answered). */
export const STATIC_MEMORY_BYTES = 96 * 1024 * 1024

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** /favicon.ico keeps its name when it changes: a day, then revalidated by its ETag. */
const UNVERSIONED = 'public, max-age=86400'

/**
 * The file a request names, or null when it is not one of ours: `/_next/static/<path>` → `<distDir>/static/<path>`,
 * `/fonts/<name>.woff2` → `<publicDir>/fonts/<name>.woff2`, `/icons.svg` → `<publicDir>/icons.svg`. The path is
 * decoded once; `..`, an empty segment, a backslash or a NUL anywhere refuses it, and the result must stay inside its
 * folder.
 *   staticFilePath('/_next/static/chunks/a.js?x=1', dirs) → '<dist>/static/chunks/a.js'
 *   staticFilePath('/_next/static/%2e%2e/BUILD_ID', dirs) → null
 * @param {string} url @param {{ distDir: string, publicDir: string }} dirs
 * @returns {string | null}
 */
export function staticFilePath(url, { distDir, publicDir }) {
  const raw = String(url ?? '').split(/[?#]/, 1)[0] ?? ''
  let pathname
  try {
    pathname = decodeURIComponent(raw)
  } catch {
    return null
  }
  if (/[\\\0]/.test(pathname)) return null
  /** @type {[string, string] | null} */
  let match = null
  if (pathname.startsWith('/_next/static/'))
    match = [path.join(distDir, 'static'), pathname.slice('/_next/static/'.length)]
  else if (/^\/fonts\/[^/]+\.woff2$/.test(pathname))
    match = [path.join(publicDir, 'fonts'), pathname.slice('/fonts/'.length)]
  else if (pathname === '/icons.svg') match = [publicDir, 'icons.svg']
  else if (pathname === '/favicon.ico') match = [publicDir, 'favicon.ico']
  if (!match) return null
  const [base, rest] = match
  const segments = rest.split('/')
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null
  if (!(path.extname(rest).toLowerCase() in STATIC_TYPES)) return null
  const file = path.resolve(base, ...segments)
  return file.startsWith(path.resolve(base) + path.sep) ? file : null
}

/**
 * The edge's answerer for the build's files. `serve(req, res)` answers and returns true, or returns false and leaves
 * the request to Next.
 * @param {{ distDir: string, publicDir: string, maxBytes?: number }} options
 */
export function createStaticFiles({ distDir, publicDir, maxBytes = STATIC_MEMORY_BYTES }) {
  /** @typedef {{ type: string, body: Buffer, br: Buffer | null, gzip: Buffer | null, etag: string, size: number }} StaticEntry */
  /** @type {Map<string, Promise<StaticEntry | null>>} */
  const loads = new Map()
  let kept = 0

  /** @param {string} file @returns {Promise<StaticEntry | null>} */
  async function load(file) {
    let stat
    try {
      stat = await fs.promises.stat(file)
    } catch {
      return null
    }
    if (!stat.isFile() || stat.size > MAX_STATIC_FILE_BYTES) return null
    const ext = path.extname(file).toLowerCase()
    const body = await fs.promises.readFile(file)
    let br = null
    let gz = null
    if (COMPRESSIBLE.has(ext)) {
      br = (await readIfFresh(`${file}.br`, stat.mtimeMs)) ?? (await brotli(body, brotliOptions(body.length, 5)))
      gz = (await readIfFresh(`${file}.gz`, stat.mtimeMs)) ?? (await gzip(body, { level: 9 }))
      // a compressed form no smaller than the file is not worth sending
      if (br.length >= body.length) br = null
      if (gz.length >= body.length) gz = null
    }
    const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
    return {
      type: STATIC_TYPES[/** @type {keyof typeof STATIC_TYPES} */ (ext)],
      body,
      br,
      gzip: gz,
      etag,
      size: body.length + (br?.length ?? 0) + (gz?.length ?? 0),
    }
  }

  /** @param {string} file */
  function entry(file) {
    let pending = loads.get(file)
    if (!pending) {
      pending = load(file).then((e) => {
        // kept only while the memory allows; a file that does not fit is read again next time
        if (!e || kept + e.size > maxBytes) loads.delete(file)
        else kept += e.size
        return e
      })
      loads.set(file, pending)
    }
    return pending
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @returns {Promise<boolean>}
   */
  async function serve(req, res) {
    const method = (req.method ?? 'GET').toUpperCase()
    if (method !== 'GET' && method !== 'HEAD') return false
    if (req.headers.range) return false
    const file = staticFilePath(req.url ?? '/', { distDir, publicDir })
    if (!file) return false
    const e = await entry(file)
    if (!e) return false
    const accepted = chooseEncoding(req.headers['accept-encoding'])
    const encoding = accepted === 'br' && e.br ? 'br' : accepted !== 'identity' && e.gzip ? 'gzip' : 'identity'
    const body =
      encoding === 'br' ? /** @type {Buffer} */ (e.br) : encoding === 'gzip' ? /** @type {Buffer} */ (e.gzip) : e.body
    const etag = etagFor(e.etag, encoding)
    /** @type {Record<string, string>} */
    const headers = {
      'content-type': e.type,
      'cache-control': file === path.resolve(publicDir, 'favicon.ico') ? UNVERSIONED : IMMUTABLE,
      etag,
      // next.config.mjs's headers for these paths
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    }
    if (e.br || e.gzip) headers.vary = 'Accept-Encoding'
    if (req.headers['x-forwarded-proto'] === 'https')
      headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains'
    if (etagMatches(req.headers['if-none-match'], e.etag)) {
      res.writeHead(304, headers)
      res.end()
      return true
    }
    if (encoding !== 'identity') headers['content-encoding'] = encoding
    headers['content-length'] = String(body.length)
    res.writeHead(200, headers)
    res.end(method === 'HEAD' ? undefined : body)
    return true
  }

  return { serve, kept: () => kept }
}

/** @param {string} file @param {number} sourceMtimeMs @returns {Promise<Buffer | null>} */
async function readIfFresh(file, sourceMtimeMs) {
  try {
    const stat = await fs.promises.stat(file)
    return stat.mtimeMs >= sourceMtimeMs ? await fs.promises.readFile(file) : null
  } catch {
    return null
  }
}

/** @param {number} size @param {number} quality */
const brotliOptions = (size, quality) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
})

/**
 * After a build: the brotli (quality 11) and gzip (level 9) forms of the build's compressible static files, written
 * next to each as `<file>.br` and `<file>.gz`, so the edge never compresses them per request. A form newer than its
 * file is kept (idempotent; run after anything that rewrites the chunks, e.g. the compile hints).
 * @param {string} distDir
 * @returns {{ written: number, kept: number }}
 */
export function precompressStatic(distDir) {
  let written = 0
  let keptForms = 0
  const walk = (/** @type {string} */ dir) => {
    if (!fs.existsSync(dir)) return
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name)
      const stat = fs.statSync(file)
      if (stat.isDirectory()) walk(file)
      else if (COMPRESSIBLE.has(path.extname(name).toLowerCase()) && stat.size <= MAX_STATIC_FILE_BYTES) {
        let body = null
        for (const [suffix, make] of /** @type {const} */ ([
          ['.br', (/** @type {Buffer} */ b) => zlib.brotliCompressSync(b, brotliOptions(b.length, 11))],
          ['.gz', (/** @type {Buffer} */ b) => zlib.gzipSync(b, { level: 9 })],
        ])) {
          const out = file + suffix
          if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= stat.mtimeMs) {
            keptForms++
            continue
          }
          body ??= fs.readFileSync(file)
          fs.writeFileSync(out, make(body))
          written++
        }
      }
    }
  }
  walk(path.join(distDir, 'static'))
  return { written, kept: keptForms }
}
