// A stored page and how it is sent: the entry built from a render (headers kept, the hash-based CSP, brotli and gzip
// bodies, a weak ETag over the page without its nonce), the encoding a client gets, the ETag of each encoding, and how
// fresh an entry is.
//   buildEntry(answer)              → Promise<Entry>
//   ensureGzip(entry, onSized)      → Promise<Buffer>    gzip compressed on first use
//   chooseEncoding(accept-encoding) → 'br' | 'gzip' | 'identity'
//   entryState(entry, now, ttl, swr)→ 'fresh' | 'stale' | 'expired'
//   pageEtag(html, csp)             → W/"<hash>"          the same for two renders of the same content
//   flightRows(html)                → string[]            the flight data as a set of rows, for pageEtag
//   etagFor / etagMatches           the validators (also used by staticFiles.mjs and imageCache.mjs)
//   notModifiedSince(header, at)    If-Modified-Since against a Last-Modified time
import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { lateScripts } from '../lateScripts.mjs'
import { inlineScripts, scriptHash, withSources } from '../scriptHashes.mjs'

import { STATUS_HEADER, headerText } from './keys.mjs'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/**
 * @typedef {{
 *   key: string, proto: string, host: string, url: string, tenantId: string,
 *   status: number, headers: Record<string, string | string[]>,
 *   body: Buffer, gzip: Buffer | null, br: Buffer, etag: string, storedAt: number, modifiedAt: number, hits: number,
 *   askedAt: number, size: number, deps: ReadonlySet<string> | null,
 *   gzipping?: Promise<Buffer>, shell?: import('../searchShell.mjs').ShellTemplate | null
 * }} Entry
 */

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
// Encodings and validators

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

/** The ETag of one encoding of an entry: "<hash>" identity, "<hash>-gz", "<hash>-br" (W/ kept). @param {string} etag @param {string} encoding */
export const etagFor = (etag, encoding) =>
  encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding === 'gzip' ? 'gz' : encoding}"`

/**
 * Whether If-None-Match names any encoding of this entry (or *), by the weak comparison If-None-Match calls for
 * (W/ ignored on either side). @param {unknown} header @param {string} etag
 */
export function etagMatches(header, etag) {
  const text = headerText(header)
  if (!text) return false
  const base = etag.replace(/^W\//, '').slice(1, -1)
  return text.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '')
    if (tag === '*') return true
    const inner = tag.replace(/^"|"$/g, '')
    return inner === base || inner === `${base}-gz` || inner === `${base}-br`
  })
}

/**
 * The nonces a render's Content-Security-Policy names ('nonce-…' sources).
 *   "script-src 'self' 'nonce-abc'" → ['abc']
 * @param {unknown} csp
 */
export const policyNonces = (csp) =>
  [...headerText(csp).matchAll(/'nonce-([^']+)'/g)].map((m) => /** @type {string} */ (m[1]))

/** Resource hints: React places each in the head or further down, depending on when the component asking finished. */
const RESOURCE_HINT = /<link\b[^>]*\brel="(?:preload|modulepreload|preconnect|dns-prefetch|prefetch)"[^>]*>/gi
/** Every script but structured data (`application/ld+json`): Next's flight data, loaders, the theme snippet. */
const NON_DATA_SCRIPT = /<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi

/**
 * What a page's validator is computed over: its content without what changes from one render to the next when
 * nothing has changed. Found by rendering the same page twice and comparing:
 * - the CSP nonce, in every `nonce` attribute (and wherever else it is repeated), fresh at each render;
 * - resource hints (preload links): React hoists each into the head, or writes it further down when the head has
 *   already gone out, depending on when the component asking for it finished; they say nothing the page's own tags
 *   (an <img>, a stylesheet link) do not, so they are left out;
 * - the order of the head's tags, which follows the same timing: the head counts as a set of tags (sorted);
 * - Next's inline scripts: the flight data repeats the page for hydration with its rows numbered in the order the
 *   server components resolved, so its text differs at each render. It also carries what the HTML does not show
 *   (the props of a client component that renders later: the promotional pop-up, the calculators' rates), so it is
 *   compared as a set of rows with their numbers and references to each other left out (flightRows), after the
 *   body. Structured data scripts (`application/ld+json`) are content and stay.
 * The body's HTML is otherwise the same, byte for byte, for the same content.
 * @param {string} html @param {unknown} csp the render's policy, before its nonce is replaced by hashes
 */
export function validatorContent(html, csp) {
  let content = html
  // a nonce is 128 random bits in base64: it matches nothing else on the page
  for (const nonce of policyNonces(csp)) if (nonce.length >= 8) content = content.split(nonce).join('')
  const flight = flightRows(content)
  content = content.replace(NON_DATA_SCRIPT, '').replace(RESOURCE_HINT, '')
  const bodyAt = content.search(/<body[\s>]/i)
  if (bodyAt >= 0) {
    const headTags = content
      .slice(0, bodyAt)
      .split(/(?=<)/)
      .map((tag) => tag.trim())
      .sort()
    content = `${headTags.join('\n')}\n${content.slice(bodyAt)}`
  }
  return flight.length > 0 ? `${content}\n${flight.join('\n')}` : content
}

/** A chunk of Next's flight data in the page: `self.__next_f.push([1,"<JSON string>"])`. */
const FLIGHT_PUSH = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g
/** A row's number at the start of its line (`1f:I[…]`). */
const FLIGHT_ROW_ID = /^[0-9a-f]+:/
/**
 * A reference to another row: a whole JSON string `"$1f"`, `"$L1f"`, `"$@1f"`, `"$1f:props:children"`. React writes
 * a string of the page's own that starts with `$` as `"$$…"`, so text is never taken for one.
 */
const FLIGHT_REF = /"\$[A-Za-z@]?[0-9a-f]+(?::[^"]*)?"/g

/**
 * The flight data of a page (nonces already removed) as its rows, sorted, without the numbers that depend on the order
 * the server components resolved: two renders of the same content give the same list; any prop that changed changes
 * a row.
 *   '…push([1,"2:I[9]\\n1:[\\"$\\",\\"$L2\\"]"])…' → ['I[9]', '["$","$#"]']
 * @param {string} html
 * @returns {string[]}
 */
export function flightRows(html) {
  let text = ''
  for (const match of html.matchAll(FLIGHT_PUSH)) {
    try {
      text += JSON.parse(/** @type {string} */ (match[1]))
    } catch {
      text += match[1] // not a JSON string after all: compared as it stands
    }
  }
  if (!text) return []
  return text
    .split('\n')
    .map((row) => row.replace(FLIGHT_ROW_ID, '').replace(FLIGHT_REF, '"$#"'))
    .filter(Boolean)
    .sort()
}

/**
 * A page's validator: the SHA-256 of its content (validatorContent), so the page rendered again with nothing changed
 * (after its 60 s, after a purge for another car's edit) keeps its ETag and a crawler's If-None-Match gets 304, while
 * any change to what the page shows or says (a price, a title, its structured data) changes it. Weak (`W/`): equal
 * tags promise the same content, not the same bytes (the nonces, the flight data and the head's order differ).
 *   pageEtag('<script nonce="n1">a()</script><p>$24,990</p>', "script-src 'nonce-n1'")
 *     === pageEtag('<script nonce="n2">b()</script><p>$24,990</p>', "script-src 'nonce-n2'")
 * @param {string} html @param {unknown} csp
 */
export function pageEtag(html, csp) {
  const digest = crypto.createHash('sha256').update(validatorContent(html, csp), 'utf8').digest('base64url')
  return `W/"${digest.slice(0, 27)}"`
}

/**
 * Whether If-Modified-Since is at or after `modifiedAt` (HTTP dates have whole seconds); false when absent or not a
 * date. Only asked when the request has no If-None-Match.
 * @param {unknown} header @param {number} modifiedAt ms
 */
export function notModifiedSince(header, modifiedAt) {
  const since = Date.parse(headerText(header))
  return Number.isFinite(since) && Math.floor(modifiedAt / 1000) * 1000 <= since
}

// ---------------------------------------------------------------------------------------------------------------------
// Entries

/** Headers a stored page never keeps (and a fill never forwards): per connection, or set again when it is sent. */
export const HOP_BY_HOP = new Set([
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
 * page only ever asked for once (a search state) costs one compression, not two — and a weak ETag over the content
 * (pageEtag). `modifiedAt` (Last-Modified) is `now` here; the store keeps an earlier one while the ETag is unchanged.
 * `deps` are the cache tags the render read (src/lib/renderDeps.ts), null when not known: a purge of a precise tag drops
 * the entries that read it (purge.mjs).
 * @param {{ key: string, proto: string, host: string, url: string, tenantId: string, status: number,
 *   headers: import('node:http').OutgoingHttpHeaders, body: Buffer, now: number, withGzip?: boolean,
 *   deps?: ReadonlySet<string> | null }} input
 * @returns {Promise<Entry>}
 */
export async function buildEntry(input) {
  const { key, proto, host, url, tenantId, status, headers, body, now, withGzip = true, deps = null } = input
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
  const etag = pageEtag(html, csp)
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
    modifiedAt: now,
    hits: 0,
    askedAt: 0,
    size: page.length + (gz?.length ?? 0) + br.length + headerBytes + key.length + 256 + (deps?.size ?? 0) * 48,
    deps,
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
