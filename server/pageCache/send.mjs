// What the cache writes to the client: a stored entry (in the encoding asked for, with the CDN headers and the
// x-page-cache verdict, or a 304), an uncached answer passed on as it is, the edge's own error page, and Next's own
// answers with the edge's private markers (x-dp-*) removed.
import { cdnPageKeys } from '../../src/lib/purgeScope.mjs'

import { chooseEncoding, ensureGzip, etagFor, etagMatches, notModifiedSince, withoutMarkers } from './entries.mjs'
import { STATUS_HEADER } from './keys.mjs'

/**
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {import('./fills.mjs').Answer} Answer
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 * @typedef {(req: Req, res: Res, entry: Entry, state: 'HIT' | 'MISS' | 'STALE' | 'SHARED') => void | Promise<void>} SendEntry
 */

/**
 * Sends entries: `store` recounts an entry's bytes when its gzip body is made on first use, `freshness` sets the
 * CDN's Cache-Control, `now` the Age.
 * @param {{ store: { resized: (entry: Entry) => void }, freshness: { ttlMs: number, swrMs: number },
 *   now: () => number }} input
 * @returns {SendEntry}
 */
export function createSendEntry({ store, freshness, now }) {
  /** Sends an entry (after compressing its gzip body, the first time a client asks for gzip). @type {SendEntry} */
  function sendEntry(req, res, entry, state) {
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    if (encoding === 'gzip' && !entry.gzip)
      return ensureGzip(entry, (e) => store.resized(e)).then(() => sendEntry(req, res, entry, state))
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? /** @type {Buffer} */ (entry.gzip) : entry.body
    const etag = etagFor(entry.etag, encoding)
    const keys = cdnPageKeys(entry.tenantId, entry.deps)
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = {
      ...entry.headers,
      'cache-control': `public, max-age=0, s-maxage=${Math.round(freshness.ttlMs / 1000)}, stale-while-revalidate=${Math.round(freshness.swrMs / 1000)}`,
      // the CDN's keys (src/lib/purgeScope.mjs): Cloudflare's list is comma-separated, Fastly's space-separated
      'cache-tag': keys.join(','),
      'surrogate-key': keys.join(' '),
      etag,
      'last-modified': new Date(entry.modifiedAt).toUTCString(),
      age: String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))),
      [STATUS_HEADER]: state,
    }
    // If-None-Match decides when it is there; If-Modified-Since only without it (RFC 9110 13.2.2)
    const ifNoneMatch = req.headers['if-none-match']
    if (
      ifNoneMatch
        ? etagMatches(ifNoneMatch, entry.etag)
        : notModifiedSince(req.headers['if-modified-since'], entry.modifiedAt)
    ) {
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
  return sendEntry
}

/** An uncached answer passed on exactly (markers and hop-by-hop headers aside). @param {Req} req @param {Res} res @param {Answer} answer */
export function sendAnswer(req, res, answer) {
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

/**
 * A failed fill's answer: 502, 503 (busy) or 504 (too slow), never stored.
 * @param {Req} req @param {Res} res @param {number} status
 */
export function sendError(req, res, status) {
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
 * Makes every answer written to `res` (by Next) lose the edge's markers and say x-page-cache: BYPASS. Node routes
 * implicit headers through writeHead too, so this sees every answer Next sends.
 * @param {Res} res
 */
export function hideMarkers(res) {
  const writeHead = res.writeHead
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
}
