/**
 * The parts of Next the platform relies on that are not a public interface, all named in src/lib/nextInternals.mjs
 * (docs/architecture/edge-and-page-cache.md "Next internals"): each checked against the installed Next's own sources,
 * so an upgrade that renames or drops one fails here, before the edge silently stops caching, hinting or shelling.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import {
  BUNDLE_PATH,
  CACHE_TAGS_HEADER,
  CLIENT_REFERENCE_MANIFEST_SUFFIX,
  FLIGHT_PUSH,
  NAVIGATION_HEADERS,
  RSC_MANIFEST_GLOBAL,
  RSC_QUERY,
  flightString,
  isClientErrorDocument,
} from '@/lib/nextInternals.mjs'

const require = createRequire(import.meta.url)
const nextDir = path.dirname(require.resolve('next/package.json'))
const source = (file: string) => fs.readFileSync(path.join(nextDir, file), 'utf8')
const quoted = (value: string) => new RegExp(`['"]${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`)

describe('Next internals the platform relies on', () => {
  it("the router's navigation headers and RSC query parameter (the page cache passes such requests on)", () => {
    const headers = source('dist/client/components/app-router-headers.js')
    for (const name of NAVIGATION_HEADERS) expect(headers).toMatch(quoted(name))
    expect(headers).toMatch(new RegExp(`NEXT_RSC_UNION_QUERY = ['"]${RSC_QUERY}['"]`))
  })

  it("the empty error document a notFound() page is answered with (the edge renders the tenant's 404 page instead)", () => {
    expect(source('dist/server/app-render/app-render.js')).toMatch(/id: ['"]__next_error__['"]/)
    expect(isClientErrorDocument('<!DOCTYPE html><html id="__next_error__"><head>')).toBe(true)
    expect(isClientErrorDocument('<!DOCTYPE html><html lang="en-AU">')).toBe(false)
  })

  it('the header a stored page keeps its cache tags in (the data cache expires it with them)', () => {
    expect(source('dist/lib/constants.js')).toMatch(new RegExp(`NEXT_CACHE_TAGS_HEADER = ['"]${CACHE_TAGS_HEADER}['"]`))
  })

  it("the flight payload's inline scripts and their string escaping (the search shell writes its data the same way)", () => {
    expect(source('dist/server/app-render/use-flight-response.js')).toContain(FLIGHT_PUSH)
    const escape = source('dist/shared/lib/htmlescape.js')
    for (const line of ["'&': '\\\\u0026'", "'<': '\\\\u003c'", "'>': '\\\\u003e'", "'\\u2028': '\\\\u2028'"])
      expect(escape).toContain(line)
    expect(flightString('a<b&')).toBe('\\"a\\u003cb\\u0026\\"')
  })

  it('the bundle is asked for by async script tags from /_next/static/ (moved to the end of a stored page)', () => {
    expect(source('dist/server/app-render/get-layer-assets.js')).toMatch(/async: true/)
    expect(source('dist/shared/lib/constants.js')).toMatch(/['"]static['"]/)
    expect(BUNDLE_PATH).toBe('/_next/static/')
  })

  it("the build's client reference manifests and the global they fill (the compile hints read them)", () => {
    expect(source('dist/shared/lib/constants.js')).toMatch(
      /CLIENT_REFERENCE_MANIFEST = ['"]client-reference-manifest['"]/,
    )
    expect(CLIENT_REFERENCE_MANIFEST_SUFFIX).toBe('_client-reference-manifest.js')
    expect(source('dist/server/load-components.js')).toContain(`${RSC_MANIFEST_GLOBAL}[`)
  })

  it('unstable_cache outside a request reads globalThis.__incrementalCache, and the server sets it', () => {
    expect(source('dist/server/web/spec-extension/unstable-cache.js')).toMatch(
      /workStore\.incrementalCache\)\s*\|\|\s*globalThis\.__incrementalCache/,
    )
    expect(source('dist/server/base-server.js')).toMatch(/globalThis\.__incrementalCache\s*=\s*incrementalCache/)
  })

  it("Next's data cache goes through the cacheHandler of next.config.mjs (src/lib/dataCache.mjs), a public option", async () => {
    const config = (await import('../../../next.config.mjs')).default as { cacheHandler?: string }
    expect(config.cacheHandler).toMatch(/src\/lib\/dataCache\.mjs$/)
    expect(fs.existsSync(config.cacheHandler!)).toBe(true)
  })
})
