// Validators and caching for a tenant's uploads (the logo in every page's header, brand and location pictures), which
// Payload serves at /api/media/file/<name> with neither Cache-Control, ETag nor Last-Modified: a browser or crawler
// asked for the logo again on every page and got all of it each time.
//
// The edge (server/server.mjs) asks a worker for the file as before and, when the answer is a 200 of a tenant host
// (never an admin host, where a signed-in user's session decides what is readable) that says nothing of caching,
// adds `Cache-Control: public, max-age=86400` and a strong ETag (SHA-256 of the bytes), and answers a matching
// If-None-Match with 304. Why a day and not `immutable`: the URL is the file's name, not its content. Payload gives a
// replacement upload a new name, so the page's next render points at it, but a file deleted and uploaded again under
// the same name could show for up to a day. The proxy drops every cookie from a tenant host's /api requests, so the
// answer depends only on the host and the address: sharing it is safe.
//
// Anything else — another method, a Range, another address, an answer too large to hold (piped as it comes) or one
// that sets its own caching — passes through as the worker sent it.
import crypto from 'node:crypto'
import http from 'node:http'

import { etagMatches } from './pageCache/entries.mjs'
import { HOP, unavailable } from './upstream.mjs'

/** How long a browser or CDN keeps an upload before it asks again (with its ETag). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400'
/** An answer larger than this is piped through untouched (no ETag: it would have to be held to hash it). */
export const MEDIA_MAX_HASHED_BYTES = 8 * 1024 * 1024

const NOT_PASSED = new Set([...HOP, 'transfer-encoding', 'content-length', 'date', 'x-worker'])

/**
 * Whether the edge handles this request: GET or HEAD of /api/media/file/… on a tenant host, no Range.
 * @param {import('node:http').IncomingMessage} req @param {Set<string>} adminHosts
 */
export function mediaFileRequest(req, adminHosts) {
  const method = (req.method ?? 'GET').toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return false
  if (!(req.url ?? '').startsWith('/api/media/file/') || req.headers.range) return false
  const host = String(req.headers.host ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
  return host !== '' && !adminHosts.has(host)
}

/**
 * @param {{ target: () => { socketPath: string } | { host: string, port: number }, agent?: http.Agent,
 *   adminHosts: Set<string>, maxBytes?: number }} options
 */
export function createMediaFiles({ target, agent, adminHosts, maxBytes = MEDIA_MAX_HASHED_BYTES }) {
  /**
   * Answers an upload with validators; false when the request is not one for it (the caller proxies it).
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @returns {Promise<boolean>}
   */
  async function serve(req, res) {
    if (!mediaFileRequest(req, adminHosts)) return false
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = {}
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP.has(name) && name !== 'if-none-match' && name !== 'if-modified-since') headers[name] = value
    let where
    try {
      where = target()
    } catch {
      unavailable(res)
      return true
    }
    await new Promise((resolve) => {
      const upstream = http.request({ ...where, agent, method: 'GET', path: req.url, headers }, (answer) => {
        /** @type {import('node:http').OutgoingHttpHeaders} */
        const out = {}
        for (const [name, value] of Object.entries(answer.headers))
          if (!NOT_PASSED.has(name) && value !== undefined) out[name] = value
        const status = answer.statusCode ?? 502
        const length = Number(answer.headers['content-length'] ?? NaN)
        const passOn = (/** @type {Buffer[]} */ held) => {
          if (Number.isFinite(length)) out['content-length'] = String(length)
          res.writeHead(status, out)
          if (req.method === 'HEAD') {
            answer.resume()
            return void res.end()
          }
          for (const chunk of held) res.write(chunk)
          answer.pipe(res)
        }
        answer.on('error', () => resolve(res.destroy()))
        answer.on('end', () => resolve(undefined))
        if (status !== 200 || answer.headers['cache-control'] || answer.headers['set-cookie'] || length > maxBytes)
          return passOn([])
        // held to be hashed (Next may compress it on the way: no length then), up to maxBytes
        /** @type {Buffer[]} */
        let chunks = []
        let size = 0
        const hold = (/** @type {Buffer} */ c) => {
          chunks.push(c)
          size += c.length
          if (size <= maxBytes) return
          answer.off('data', hold)
          answer.pause()
          passOn(chunks)
          chunks = []
        }
        answer.on('data', hold)
        answer.on('end', () => {
          if (size > maxBytes) return
          const body = Buffer.concat(chunks)
          const encoding = String(answer.headers['content-encoding'] ?? '')
          const etag = `"${crypto.createHash('sha256').update(body).update(encoding).digest('base64url').slice(0, 27)}"`
          Object.assign(out, { 'cache-control': MEDIA_CACHE_CONTROL, etag })
          if (etagMatches(req.headers['if-none-match'], etag)) {
            delete out['content-type']
            delete out['content-encoding']
            res.writeHead(304, out)
            res.end()
          } else {
            res.writeHead(200, { ...out, 'content-length': String(body.length) })
            res.end(req.method === 'HEAD' ? undefined : body)
          }
        })
      })
      upstream.on('error', () => {
        if (!res.headersSent) unavailable(res)
        else res.destroy()
        resolve(undefined)
      })
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy()
      })
      upstream.end()
    })
    return true
  }
  return { serve }
}
