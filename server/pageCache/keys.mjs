// Which requests the page cache may answer, under which key, and which answers it may store.
//   cacheableRequest(req, adminHosts) → boolean   a GET/HEAD of a tenant page, no session, no draft, no navigation
//   cacheKey(proto, host, url)        → string    proto + host + path + sorted query
//   storableResponse(answer)          → tenantId | null
//   clientDrawn404(answer)            → boolean   Next's empty 404 document (rendered again as the tenant's 404 page)
import { NAVIGATION_HEADERS, RSC_QUERY, isClientErrorDocument } from '../../src/lib/nextInternals.mjs'
import crypto from 'node:crypto'

import { hostname as hostnameOf } from '../edge.mjs'

/** The loopback request that fills the cache carries the edge secret in this header. */
export const FILL_HEADER = 'x-dp-fill'
/** The edge's request for the tenant's 404 page at an address that was not found (src/domain/routes.ts 'page-not-found'). */
export const NOT_FOUND_PAGE_HEADER = 'x-dp-not-found'
/** The header src/proxy.ts puts on a tenant's cacheable pages: `x-dp-page-cache: <tenantId>`. */
export const MARKER_HEADER = 'x-dp-page-cache'
/** The cache's verdict on each answer: HIT, STALE, SHARED, MISS, SHELL or BYPASS. */
export const STATUS_HEADER = 'x-page-cache'
export const MAX_URL_LENGTH = 2000

// '/sitemaps': a tenant's child sitemaps (XML, built at each request with an ETag of their own: docs/seo.md)
const BYPASS_PREFIXES = ['/api', '/admin', '/_next', '/demo-images', '/fonts', '/sitemaps']
const BYPASS_FILES = new Set(['/favicon.ico', '/icons.svg', '/robots.txt', '/sitemap.xml'])

/** A header's value as text: ['a', 'b'] → 'a, b', undefined → ''. @param {unknown} value */
export const headerText = (value) => (Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value))

/** Whether a header's value `a` is the string `b` (compared in constant time). @param {unknown} a @param {string} b */
export function safeEqual(a, b) {
  if (typeof a !== 'string') return false
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}

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
  if (q !== -1 && new URLSearchParams(url.slice(q + 1)).has(RSC_QUERY)) return false
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
  return isClientErrorDocument(res.body.subarray(0, 512).toString('latin1'))
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
