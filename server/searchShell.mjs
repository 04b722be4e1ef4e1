// The search shell: how the edge answers a search address no render has cached yet while the workers are
// busy, at less than the cost of a JSON answer instead of a page render.
//
// A search address is its landing path (/search, /search/used-cars, /search/toyota/hilux…) and a query string. Every
// landing path's first page is in the page cache (warmed after each stock change, or rendered once on demand); a new
// query string on it is not. Rendering it takes a Next worker ~20 ms of CPU (two cores: ~80 such pages a second),
// while the same answer as data costs a fraction of that: the app's searchShellData
// (src/app/(site)/[host]/search/searchPageState.ts), asked of a worker over IPC, or GET /api/search/state when a
// worker cannot answer that way. So when another uncached search is being answered, arrived within SEARCH_BURST_MS, or
// renders are under way (`busy`, pageCache/shells.mjs), the edge sends the landing path's cached page with this
// address's data:
//   - the <title>, description and canonical of the address, in the head and in the flight payload's copy of the
//     metadata (computed as the page would; the changed script's CSP hash is made anew);
//   - a style that hides the landing page's results (`.search`, with a "Loading results…" line in their place);
//   - a JSON data block (`<script type="application/json" id="dp-search-state">`) with the address's first answer in
//     the form the results page's client component gets it (SearchExperience.client.tsx takes it over in a layout
//     effect as it hydrates, removes the style and shows this address's results: no request, no flash);
//   - for a browser without JavaScript, a refresh after a few seconds: by then the address is usually rendered and
//     cached (pageCache/idleFills.mjs renders shelled addresses in the background: a repeated one at once when a
//     render slot is free, the others after a quiet spell).
// The answer is never stored; it says `x-page-cache: SHELL` and `cache-control: no-store`.
// PAGE_CACHE_SEARCH_SHELL=busy (default) | always | off. A request carrying `x-dp-search-shell: <shellToken()>` (an
// HMAC of PAYLOAD_SECRET, for tests and operators) gets a shell whenever one can be made.
import { flightString } from '../src/lib/nextInternals.mjs'
import crypto from 'node:crypto'

import { inlineScriptSpans, scriptHash, scriptHashOf } from './scriptHashes.mjs'

/** The data block's and the pending style's ids (SHELL_STATE_ID / SHELL_PENDING_ID in SearchExperience.client.tsx). */
export const STATE_ID = 'dp-search-state'
export const PENDING_ID = 'dp-search-pending'
/** The request header that asks for a shell (with shellToken()) and the one the state route reads the path from. */
export const SHELL_HEADER = 'x-dp-search-shell'
export const SEARCH_PATH_HEADER = 'x-dp-search-path'
/** Seconds before a browser without JavaScript asks again. */
export const NOSCRIPT_REFRESH_S = 4

/** @typedef {'busy' | 'always' | 'off'} ShellMode */

/** PAGE_CACHE_SEARCH_SHELL → mode (anything else: 'busy'). @param {Record<string, string | undefined>} env @returns {ShellMode} */
export function shellMode(env = process.env) {
  const v = String(env.PAGE_CACHE_SEARCH_SHELL ?? '')
    .trim()
    .toLowerCase()
  if (/^(off|0|false|no)$/.test(v)) return 'off'
  if (v === 'always') return 'always'
  return 'busy'
}

/** The token that asks for a shell: HMAC-SHA256(PAYLOAD_SECRET, 'dealer-platform:search-shell'), hex. Null without a secret. @param {string | undefined} secret */
export function shellToken(secret = process.env.PAYLOAD_SECRET) {
  if (!secret) return null
  return crypto.createHmac('sha256', secret).update('dealer-platform:search-shell').digest('hex')
}

/** Whether a path is a search address's: /search or /search/…  @param {string} path */
export function isSearchPath(path) {
  return path === '/search' || path.startsWith('/search/')
}

const escapeHtml = (/** @type {string} */ value) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** JSON safe inside a <script> element: no `<` (so no `</script>` or `<!--`), and the line separators escaped too. @param {unknown} value */
export function scriptJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * A shell's data: the head's texts and the address's state, as an object (the state route's answer) or already as
 * the data block's text (`stateJson`, scriptJson of it: what a worker sends over IPC, see packShellData).
 * @typedef {{ title: string, description: string, canonical: string }} ShellHead
 * @typedef {{ head: ShellHead, state: Record<string, unknown> } | { head: ShellHead, stateJson: string }} ShellData
 */

/** Whether the state route's or a worker's answer has the shape the shell needs. @param {unknown} data @returns {data is ShellData} */
export function isShellData(data) {
  if (!data || typeof data !== 'object') return false
  const { head, state, stateJson } =
    /** @type {{ head?: Partial<Record<keyof ShellHead, unknown>>, state?: { query?: unknown, view?: unknown }, stateJson?: unknown }} */ (
      data
    )
  const hasState =
    typeof stateJson === 'string'
      ? stateJson.startsWith('{"') && stateJson.includes('"query":') && stateJson.includes('"view":')
      : !!state && typeof state === 'object' && !!state.query && !!state.view
  return (
    !!head &&
    typeof head.title === 'string' &&
    typeof head.description === 'string' &&
    typeof head.canonical === 'string' &&
    hasState
  )
}

/**
 * A worker's shell data as it crosses to the edge: the state as the data block's text, made in the worker (the edge
 * answers every client and should not parse the state over IPC only to write it out again). Anything else as it is.
 * @param {unknown} data @returns {unknown}
 */
export function packShellData(data) {
  if (!data || typeof data !== 'object') return data
  const { head, state } = /** @type {{ head?: unknown, state?: unknown }} */ (data)
  return state && typeof state === 'object' ? { head, stateJson: scriptJson(state) } : data
}

/** The data block's text of a shell's data. @param {ShellData} data */
const stateText = (data) => ('stateJson' in data ? data.stateJson : scriptJson(data.state))

const unescapeHtml = (/** @type {string} */ value) =>
  value.replace(/&(?:(amp)|(lt)|(gt)|(quot)|#x([0-9a-f]+)|#(\d+));/gi, (_, amp, lt, gt, quot, hex, dec) =>
    amp ? '&' : lt ? '<' : gt ? '>' : quot ? '"' : String.fromCodePoint(hex ? parseInt(hex, 16) : Number(dec)),
  )

export { flightString }

/**
 * @typedef {{
 *   parts: string[], fills: ((data: ShellData) => string)[],
 *   hashes: string[], changed: { parts: string[], fills: number[], encoded?: Buffer[] }[], encoded?: Buffer[],
 * }} ShellTemplate
 * A landing page cut where a shell differs: parts[0] + fills[0](data) + parts[1] + … + parts[n]; the CSP hashes of
 * its inline scripts no cut falls in (`hashes`), and the scripts a cut falls in (`changed`: the same kind of template,
 * over indices of `fills`). Made once per cached landing page (pageCache/shells.mjs keeps it on the entry), so a shell
 * costs a concatenation and one script's hash, not a parse.
 */

/**
 * The landing page's HTML as a template for the shells of other addresses: the title, description and canonical in
 * the head and in the flight payload's copy of the metadata (which React applies as it hydrates: left alone, the
 * title would turn back into the landing page's), and before </head> the pending style, the no-script refresh and
 * the data block. The inline scripts change, so the caller recomputes the policy's hashes (rehashCsp). Null when the
 * page does not look like a results page (no `</head>`, no results container): the caller renders instead.
 * @param {string} html the cached landing page @returns {ShellTemplate | null}
 */
export function shellTemplate(html) {
  const headEnd = html.indexOf('</head>')
  if (headEnd === -1 || !html.includes('class="search')) return null
  const head = html.slice(0, headEnd)
  /** @type {{ start: number, end: number, fill: (data: ShellData) => string }[]} */
  const cuts = []
  /** @type {[RegExp, (h: ShellHead) => string, (text: string) => string, string][]} the head's element, the flight's key */
  const swaps = [
    [/<title>([^<]*)<\/title>/, (h) => h.title, (t) => `<title>${escapeHtml(t)}</title>`, 'children'],
    [
      /<meta name="description" content="([^"]*)"\/?>/,
      (h) => h.description,
      (t) => `<meta name="description" content="${escapeHtml(t)}"/>`,
      'content',
    ],
    [
      /<link rel="canonical" href="([^"]*)"\/?>/,
      (h) => h.canonical,
      (t) => `<link rel="canonical" href="${escapeHtml(t)}"/>`,
      'href',
    ],
  ]
  for (const [pattern, pick, element, key] of swaps) {
    const found = pattern.exec(head)
    if (!found) continue
    cuts.push({ start: found.index, end: found.index + found[0].length, fill: (data) => element(pick(data.head)) })
    const landing = `${flightString(key)}:${flightString(unescapeHtml(found[1] ?? ''))}`
    for (let at = html.indexOf(landing, headEnd); at !== -1; at = html.indexOf(landing, at + landing.length))
      cuts.push({
        start: at,
        end: at + landing.length,
        fill: (data) => `${flightString(key)}:${flightString(pick(data.head))}`,
      })
  }
  cuts.push({
    start: headEnd,
    end: headEnd,
    fill: (data) =>
      `<style id="${PENDING_ID}">.search{visibility:hidden}.search::before{content:"Loading results\\2026";` +
      `visibility:visible;display:block;padding:2rem 1rem;text-align:center}</style>` +
      `<noscript><meta http-equiv="refresh" content="${NOSCRIPT_REFRESH_S}"/></noscript>` +
      `<script type="application/json" id="${STATE_ID}">${stateText(data)}</script>`,
  })
  cuts.sort((a, b) => a.start - b.start)
  const parts = []
  let from = 0
  for (const cut of cuts) {
    parts.push(html.slice(from, cut.start))
    from = cut.end
  }
  parts.push(html.slice(from))
  /** @type {string[]} */
  const hashes = []
  /** @type {{ parts: string[], fills: number[] }[]} */
  const changed = []
  for (const script of inlineScriptSpans(html)) {
    const inside = cuts.flatMap((c, i) => (c.start >= script.start && c.end <= script.end ? [i] : []))
    if (inside.length === 0) {
      hashes.push(scriptHash(script.text))
      continue
    }
    const own = []
    let at = script.start
    for (const i of inside) {
      own.push(html.slice(at, /** @type {(typeof cuts)[number]} */ (cuts[i]).start))
      at = /** @type {(typeof cuts)[number]} */ (cuts[i]).end
    }
    own.push(html.slice(at, script.end))
    changed.push({ parts: own, fills: inside })
  }
  return { parts, fills: cuts.map((c) => c.fill), hashes, changed }
}

/**
 * A shell from a template: its HTML as UTF-8 (the template's parts are encoded once, so a shell never builds or
 * encodes the whole page as a string), and the CSP hashes of its inline scripts (the unchanged ones' and those the
 * cuts fell in, made anew).
 * @param {ShellTemplate} template @param {ShellData} data @returns {{ body: Buffer, hashes: string[] }}
 */
export function fillShell(template, data) {
  const { parts, fills, hashes, changed } = template
  const encoded = (template.encoded ??= parts.map((p) => Buffer.from(p, 'utf8')))
  const values = fills.map((fill) => Buffer.from(fill(data), 'utf8'))
  /** @type {Buffer[]} */
  const chunks = [/** @type {Buffer} */ (encoded[0])]
  values.forEach((value, i) => chunks.push(value, /** @type {Buffer} */ (encoded[i + 1])))
  // a changed script's hash over its pieces as UTF-8 (its parts encoded once, like the page's)
  const more = changed.map((script) => {
    const own = (script.encoded ??= script.parts.map((p) => Buffer.from(p, 'utf8')))
    /** @type {Buffer[]} */
    const pieces = [/** @type {Buffer} */ (own[0])]
    script.fills.forEach((fill, j) =>
      pieces.push(/** @type {Buffer} */ (values[fill]), /** @type {Buffer} */ (own[j + 1])),
    )
    return scriptHashOf(pieces)
  })
  return { body: Buffer.concat(chunks), hashes: [...hashes, ...more] }
}

/** The landing page's HTML made into the shell of another address (shellTemplate + fillShell), or null. @param {string} html @param {ShellData} data */
export function shellHtml(html, data) {
  const template = shellTemplate(html)
  return template && fillShell(template, data).body.toString('utf8')
}
