// A stored page's framework scripts, asked for once the page can paint (Lighthouse mobile).
//
// Next writes its bundle as `<script src="/_next/static/chunks/…" async>` tags in <head>: the browser fetches them
// with the document and runs each the moment it arrives, which (on a phone's CPU) is before the first paint — the
// stylesheet and the first layout come later — so the page's first paint waits for ~400 KB of framework script to be
// compiled and run (Lighthouse's largest-contentful-paint on the home pages: 2.4–3.0 s, most of it that "render
// delay"). Here those tags become one inline script at the end of <body> that adds the same scripts, async, in the same
// order. An inline script runs only once the stylesheets have loaded and everything before it is parsed, so the
// scripts are asked for then, while the browser lays out and paints the page, and run after it (Lighthouse: 1.6–1.7 s).
// Added while the document is still parsing, they still hold its load event, so `load` still means "the framework has
// started" (the e2e suite waits for it). Nothing else changes: the same files, async, from this origin (the policy's
// 'self'); the loader is an inline script like the flight payload's, so the stored policy names its hash (hashCsp).
// Only stored pages are rewritten (pageCache buildEntry); a page Next answers directly keeps its tags.

import { BUNDLE_PATH } from '../src/lib/nextInternals.mjs'

/** One of Next's bundle tags: external, async, from /_next/static/, no other kind (noModule, module) of script. */
const BUNDLE_TAG = /<script\b([^>]*)><\/script>/g

/** @param {string} attrs */
function bundleSrc(attrs) {
  const src = /\ssrc="([^"<>]+\.js)"/.exec(attrs)?.[1]
  if (!src?.startsWith(BUNDLE_PATH)) return null
  if (!/\sasync(?:=""|(?=[\s/]|$))/.test(attrs)) return null
  if (/\s(?:nomodule|type|integrity|crossorigin)\b/i.test(attrs)) return null
  return src
}

/**
 * The page with its async bundle tags replaced by one loader before `</body>`; the page unchanged when it has none
 * or no `</body>`.
 * @param {string} html
 * @returns {string}
 */
export function lateScripts(html) {
  const bodyEnd = html.lastIndexOf('</body>')
  if (bodyEnd === -1) return html
  /** @type {string[]} */
  const srcs = []
  const rest = html.slice(0, bodyEnd).replace(BUNDLE_TAG, (tag, attrs) => {
    const src = bundleSrc(attrs)
    if (!src) return tag
    srcs.push(src)
    return ''
  })
  if (srcs.length === 0) return html
  return `${rest}${loaderScript(srcs)}${html.slice(bodyEnd)}`
}

/**
 * The loader: adds each script to <head>, async, in order. The list is JSON in a script, so `<` is escaped (a path
 * here never has one: the pattern above refuses it).
 * @param {string[]} srcs
 */
export function loaderScript(srcs) {
  const list = JSON.stringify(srcs).replace(/</g, '\\u003c')
  return (
    `<script>${list}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;` +
    `document.head.appendChild(e)})</script>`
  )
}
