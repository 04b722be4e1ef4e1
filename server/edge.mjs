// The edge of the app: who is asking, on which host, over which protocol — decided once per request from the
// socket, trusting forwarded headers only from the proxies named in TRUSTED_PROXIES.
//
// server/server.mjs calls canonicalise() before Next sees a request. It removes every forwarded header the client
// sent (X-Forwarded-For/-Host/-Proto/-Port, Forwarded, X-Real-IP) and writes its own answer:
//   host               the effective host (X-Forwarded-Host from a trusted proxy, else the Host header)
//   x-forwarded-for    ONE address: the client (the socket peer, or the nearest untrusted hop a trusted proxy reported)
//   x-forwarded-proto  http | https
//   x-dp-edge          this process's random edge secret, so the app can tell these headers came from here
// The app reads them through src/lib/requestContext.ts, which trusts them only alongside the secret: started any
// other way (plain `next start`), the client address is unknown instead of whatever a client wrote.
import crypto from 'node:crypto'
import net from 'node:net'

import { EDGE_SECRET } from '../src/lib/edgeContract.mjs'

export const EDGE_HEADER = 'x-dp-edge'

/** The per-process secret the edge stamps on every request (shared with the app as EDGE_SECRET). */
export function edgeSecret() {
  let secret = EDGE_SECRET.get()
  if (secret === undefined) {
    secret = crypto.randomBytes(24).toString('base64url')
    EDGE_SECRET.set(secret)
  }
  return secret
}

const STRIPPED = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  EDGE_HEADER,
  // only the edge asks for a tenant's 404 page (NOT_FOUND_PAGE_HEADER in src/domain/routes.ts; pageCache/fills.mjs)
  'x-dp-not-found',
  // only the edge asks for a search address's answer for the search shell (server/searchShell.mjs)
  'x-dp-search-path',
]

/**
 * '::ffff:127.0.0.1' → '127.0.0.1'; other addresses as they are (lower-case); a non-address → null.
 * @param {unknown} value @returns {string | null}
 */
export function normaliseAddress(value) {
  if (typeof value !== 'string') return null
  let v = value.trim().toLowerCase()
  if (v.startsWith('[') && v.includes(']')) v = v.slice(1, v.indexOf(']'))
  if (v.startsWith('::ffff:') && net.isIPv4(v.slice(7))) v = v.slice(7)
  return net.isIP(v) ? v : null
}

/**
 * TRUSTED_PROXIES → a matcher. Comma- or space-separated addresses and CIDR ranges (IPv4 and IPv6), plus the word
 * `loopback` (127.0.0.0/8 and ::1). Empty or unset: nobody is trusted. A bad entry throws, naming it.
 *   '10.0.0.5, 172.18.0.0/16' → trusts 10.0.0.5 and 172.18.x.x
 * @param {string | null | undefined} spec @returns {TrustedProxies}
 */
export function parseTrustedProxies(spec) {
  const list = new net.BlockList()
  const entries = String(spec ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [addr, bits, extra] = entry.split('/')
    const ip = normaliseAddress(addr)
    const family = ip && net.isIPv6(ip) ? 'ipv6' : 'ipv4'
    const max = family === 'ipv6' ? 128 : 32
    const prefix = bits === undefined ? max : Number(bits)
    if (!ip || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > max)
      throw new Error(`TRUSTED_PROXIES: '${entry}' is not an IP address, a CIDR range or 'loopback'`)
    list.addSubnet(ip, prefix, family)
  }
  return {
    size: entries.length,
    /** @param {unknown} address */
    has(address) {
      const ip = normaliseAddress(address)
      if (!ip) return false
      return list.check(ip, net.isIPv6(ip) ? 'ipv6' : 'ipv4')
    },
  }
}

/**
 * @typedef {{ size: number, has(address: unknown): boolean }} TrustedProxies
 * @typedef {string | string[] | undefined} HeaderValue
 */

/** The leftmost entry of a comma-separated header. @param {HeaderValue} value */
const first = (value) => (String(Array.isArray(value) ? value[0] : (value ?? '')).split(',')[0] ?? '').trim()
/** The rightmost entry of a comma-separated header: the one the nearest hop (the trusted peer) wrote. @param {HeaderValue} value */
const last = (value) =>
  (
    String(Array.isArray(value) ? value.join(',') : (value ?? ''))
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop() ?? ''
  ).toLowerCase()

/**
 * The request as the app should see it. `headers` is Node's IncomingHttpHeaders (lower-case keys); `peer` the
 * socket's remote address; `encrypted` whether the socket is TLS.
 *   peer trusted:   client = walking X-Forwarded-For from the right, the first hop that is not a trusted proxy
 *                   (all trusted → the leftmost); host = X-Forwarded-Host, else Host; proto = X-Forwarded-Proto as
 *                   the trusted peer wrote it (its rightmost entry: a proxy that appends to a client's
 *                   'X-Forwarded-Proto: https' leaves the client's claim on the left)
 *   peer untrusted: client = peer; host = Host; proto = the socket's
 * @param {{ headers: import('node:http').IncomingHttpHeaders, peer: unknown, encrypted: boolean }} request
 * @param {TrustedProxies} trusted
 * @returns {{ client: string, host: string, proto: string }}
 */
export function resolveRequest({ headers, peer, encrypted }, trusted) {
  const peerIp = normaliseAddress(peer) ?? 'unknown'
  let client = peerIp
  let host = first(headers.host)
  let proto = encrypted ? 'https' : 'http'
  if (trusted.has(peerIp)) {
    const chain = String(headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    for (let i = chain.length - 1; i >= 0; i--) {
      const hop = normaliseAddress(chain[i])
      if (!hop) break // garbage in the chain: the last trusted hop is as far as we can see
      client = hop
      if (!trusted.has(hop)) break
    }
    const fwdHost = first(headers['x-forwarded-host'])
    if (fwdHost) host = fwdHost
    const fwdProto = last(headers['x-forwarded-proto'])
    if (fwdProto === 'https' || fwdProto === 'http') proto = fwdProto
  }
  return { client, host, proto }
}

/**
 * A request no route could ever serve, answered at the edge: a NUL character anywhere in the URL (raw or
 * percent-encoded) would only reach Postgres, which refuses it as text, and surface as a 500; a path whose
 * percent-encoding is not UTF-8 (`/cars/%FF`) cannot be decoded by Next's router, which answers 500. Returns the
 * answer (status + JSON body) or null to go on.
 * @param {unknown} url @returns {Refusal | null}
 */
export function refusal(url) {
  if (typeof url !== 'string') return null
  if (url.includes('\0') || /%00/i.test(url))
    return { status: 400, body: { error: 'The address contains a NUL character (%00), which is not allowed.' } }
  const q = url.indexOf('?')
  try {
    decodeURIComponent(q === -1 ? url : url.slice(0, q))
  } catch {
    return { status: 400, body: { error: 'The address is not valid: its path has a broken %-encoding.' } }
  }
  return null
}

/** @typedef {{ status: number, body: { error: string } }} Refusal */

/** Strict-Transport-Security over https (src/domain/security/headers.ts HSTS_VALUE: the same value). */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains'

/**
 * The headers an answer the edge writes itself carries (a refusal: src/domain/security/headers.ts baseHeaders has
 * the same for the app's): nosniff, the Referrer-Policy, and HSTS when the edge decided the request came over https.
 *   answerHeaders('https') → { 'x-content-type-options': 'nosniff', 'referrer-policy': …, 'strict-transport-security': … }
 * @param {string} proto
 */
export function answerHeaders(proto) {
  /** @type {Record<string, string>} */
  const out = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' }
  if (proto === 'https') out['strict-transport-security'] = HSTS_VALUE
  return out
}

/** The admin hosts (ADMIN_HOSTS, comma-separated, no port); the same default as src/lib/env.ts. */
export const DEFAULT_ADMIN_HOSTS = 'localhost,127.0.0.1,[::1]'
/** @param {string | null | undefined} spec @returns {Set<string>} */
export function parseAdminHosts(spec) {
  return new Set(
    String(spec || DEFAULT_ADMIN_HOSTS)
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
}

/** The host without its port: 'harbour.localhost:3000' → 'harbour.localhost', '[::1]:3000' → '[::1]'. @param {unknown} host */
export function hostname(host) {
  const h = String(host ?? '')
    .trim()
    .toLowerCase()
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1)
  const colon = h.lastIndexOf(':')
  return colon === -1 ? h : h.slice(0, colon)
}

/** Largest request body a tenant (public) host accepts; the site's own routes bound theirs lower (64 KiB). */
export const PUBLIC_MAX_BODY_BYTES = 1024 * 1024

/**
 * Bodies on a public (tenant) host: a declared length over PUBLIC_MAX_BODY_BYTES → 413, and a body without a
 * declared length (chunked) → 411, since no public form streams its body and a chunked one could not be bounded
 * before Next and Payload parse it. Admin hosts (media uploads) keep Payload's own limits.
 * @param {import('node:http').IncomingHttpHeaders} headers @param {boolean} onAdminHost @returns {Refusal | null}
 */
export function bodyRefusal(headers, onAdminHost) {
  if (onAdminHost) return null
  const length = headers['content-length']
  if (length !== undefined) {
    const n = Number(length)
    if (!Number.isFinite(n) || n > PUBLIC_MAX_BODY_BYTES)
      return { status: 413, body: { error: `The request body is larger than ${PUBLIC_MAX_BODY_BYTES / 1024} KiB.` } }
    return null
  }
  if (headers['transfer-encoding'])
    return { status: 411, body: { error: 'Send the request body with a Content-Length.' } }
  return null
}

/**
 * What canonicalise reads and rewrites of a Node request (an IncomingMessage).
 * @typedef {{ headers: import('node:http').IncomingHttpHeaders, rawHeaders: string[],
 *   socket?: { remoteAddress?: string, encrypted?: boolean } }} EdgeRequest
 */

/**
 * Rewrites a Node request's headers in place (see the top of this file) and returns what it decided.
 * @param {EdgeRequest} req @param {TrustedProxies} trusted
 */
export function canonicalise(req, trusted) {
  const socket = req.socket
  const resolved = resolveRequest(
    { headers: req.headers, peer: socket?.remoteAddress, encrypted: Boolean(socket?.encrypted) },
    trusted,
  )
  for (const name of STRIPPED) delete req.headers[name]
  // rawHeaders is what some libraries read instead of headers: drop the same names there
  if (Array.isArray(req.rawHeaders)) {
    /** @type {string[]} */
    const raw = []
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = String(req.rawHeaders[i]).toLowerCase()
      if (STRIPPED.includes(name) || name === 'host') continue
      raw.push(/** @type {string} */ (req.rawHeaders[i]), /** @type {string} */ (req.rawHeaders[i + 1]))
    }
    req.rawHeaders.length = 0
    req.rawHeaders.push(...raw)
  }
  if (resolved.host) req.headers.host = resolved.host
  else delete req.headers.host
  req.headers['x-forwarded-for'] = resolved.client
  req.headers['x-forwarded-proto'] = resolved.proto
  if (resolved.host) req.headers['x-forwarded-host'] = resolved.host
  req.headers[EDGE_HEADER] = edgeSecret()
  return resolved
}

/**
 * Answers a request no route could serve (refusal, bodyRefusal) at the edge, with answerHeaders for the protocol it
 * settled on; returns whether it did. `seen` is canonicalise's answer for this request.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {{ host: string, proto: string }} seen @param {Set<string>} adminHosts
 */
export function refuse(req, res, seen, adminHosts) {
  const refused = refusal(req.url) ?? bodyRefusal(req.headers, adminHosts.has(hostname(seen.host)))
  if (!refused) return false
  res.writeHead(refused.status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...answerHeaders(seen.proto),
  })
  res.end(JSON.stringify(refused.body))
  return true
}
