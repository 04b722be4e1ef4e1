// Every part of Next.js the platform relies on that is not a public interface, in one place (docs/architecture/
// edge-and-page-cache.md "Next internals"). The production server (server/), the data cache (src/lib/dataCache.mjs),
// the search shell's data (src/app/(site)/[host]/search/searchPageState.ts) and the build's compile hints
// (scripts/lib/compileHints.mjs) take these names from here, never spelled out themselves; tests/unit/lib/
// nextInternals.test.ts reads the installed Next's own sources for each one and fails on an upgrade that changes it.
// Plain JavaScript with JSDoc types, so the server (run by Node as it is) and the app (bundled by Next) share it.

/**
 * Request headers Next's client router sends for a client-side navigation, a prefetch or a server action
 * (next/dist/client/components/app-router-headers.js): such a request wants the RSC payload, never a page's HTML, so
 * the edge page cache passes it on (server/pageCache/keys.mjs).
 */
export const NAVIGATION_HEADERS = /** @type {const} */ ([
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-action',
])

/** The query parameter Next's router adds to an RSC request's address (`NEXT_RSC_UNION_QUERY`). */
export const RSC_QUERY = '_rsc'

/**
 * Next's empty error document: a page that calls notFound() is answered 404 with `<html id="__next_error__">` and drawn
 * by the browser (vercel/next.js#62228); the edge renders the tenant's 404 page instead (server/pageCache/fills.mjs).
 * @param {string} head the first bytes of the document
 */
export const isClientErrorDocument = (head) => head.includes('<html id="__next_error__"')

/**
 * The header in which Next stores the cache tags of a stored page or route (`NEXT_CACHE_TAGS_HEADER`), read back by
 * the data cache (src/lib/dataCache.mjs) to expire a stored page with its tags.
 */
export const CACHE_TAGS_HEADER = 'x-next-cache-tags'

/**
 * How Next writes its flight payload into a page: inline scripts `self.__next_f.push([1,"…"])` whose string is JSON
 * text inside a JavaScript string, with &, <, >, U+2028 and U+2029 written as \uXXXX (Next's htmlEscapeJsonString).
 * The search shell (server/searchShell.mjs) writes its data block the same way.
 */
export const FLIGHT_PUSH = 'self.__next_f.push'

/** A string as Next writes it inside a flight payload's inline script (see FLIGHT_PUSH). @param {string} value */
export function flightString(value) {
  return JSON.stringify(JSON.stringify(value))
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/**
 * Where Next's bundle is served from and how a page asks for it: `<script src="/_next/static/chunks/…" async>` tags
 * (create-component-styles-and-scripts, get-layer-assets: `async: true`), which server/lateScripts.mjs moves to the
 * end of a stored page.
 */
export const BUNDLE_PATH = '/_next/static/'

/**
 * Whether Next's incremental cache is set up in this process: `unstable_cache` called outside a request reads it from
 * `globalThis.__incrementalCache`, which Next's server sets as it handles its first request (base-server.js). Until
 * then such a call fails, so the search shell's data over IPC waits for it.
 */
export const incrementalCacheReady = () =>
  Boolean(/** @type {{ __incrementalCache?: unknown }} */ (/** @type {unknown} */ (globalThis)).__incrementalCache)

/**
 * The build's client reference manifests: `<distDir>/server/app/**` files named `…_client-reference-manifest.js`,
 * scripts that assign `globalThis.__RSC_MANIFEST[route]` (`clientModules[…].chunks`, `entryJSFiles`): which chunks
 * each route loads, for their compile hints (scripts/lib/compileHints.mjs).
 */
export const CLIENT_REFERENCE_MANIFEST_SUFFIX = '_client-reference-manifest.js'
export const RSC_MANIFEST_GLOBAL = '__RSC_MANIFEST'
