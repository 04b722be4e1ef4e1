// The inline scripts of an HTML document and their CSP hashes: what the page cache (pageCache/entries.mjs) names in a
// stored page's policy instead of its render's nonce, and what a search shell (searchShell.mjs) names for the scripts
// it changed.
import crypto from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/dgi

/**
 * Every inline script (a <script> without src) of an HTML document: its text exactly as written and where that text
 * starts and ends in the document.
 * @param {string} html @returns {{ text: string, start: number, end: number }[]}
 */
export function inlineScriptSpans(html) {
  /** @type {{ text: string, start: number, end: number }[]} */
  const out = []
  const re = new RegExp(SCRIPT)
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (/\bsrc\s*=/i.test(m[1] ?? '')) continue
    const [start, end] = /** @type {[number, number]} */ (m.indices?.[2] ?? [0, 0])
    out.push({ text: m[2] ?? '', start, end })
  }
  return out
}

/** The text of every inline script (a <script> without src) in an HTML document, exactly as written. @param {string} html */
export const inlineScripts = (html) => inlineScriptSpans(html).map((s) => s.text)

/** 'sha256-<base64>' of a script's text (UTF-8), as CSP computes it. @param {string} text */
export const scriptHash = (text) => `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`

/**
 * scriptHash of a script whose UTF-8 text comes in pieces: the same hash as of their concatenation, without making it.
 * @param {readonly Uint8Array[]} pieces
 */
export function scriptHashOf(pieces) {
  const hash = crypto.createHash('sha256')
  for (const piece of pieces) hash.update(piece)
  return `sha256-${hash.digest('base64')}`
}

/**
 * The policy with the sources `replaced` matches, in each directive that has one, replaced by `hashes()` (each
 * 'sha256-…', deduplicated, in order); every other source kept. A policy without such a source is unchanged.
 * @param {string} csp @param {RegExp} replaced a whole source, e.g. /^'nonce-[^']*'$/ @param {() => string[]} hashes
 */
export function withSources(csp, replaced, hashes) {
  const has = (/** @type {string} */ directive) =>
    directive
      .trim()
      .split(/\s+/)
      .some((p) => replaced.test(p))
  if (!csp.split(';').some(has)) return csp
  const sources = [...new Set(hashes())].map((h) => `'${h}'`)
  return csp
    .split(';')
    .map((directive) => {
      if (!has(directive)) return directive
      const lead = /^\s*/.exec(directive)?.[0] ?? ''
      const kept = directive
        .trim()
        .split(/\s+/)
        .filter((p) => !replaced.test(p))
      return `${lead}${[...kept, ...sources].join(' ')}`
    })
    .join(';')
}
