/**
 * The one private part of Next the running app relies on (docs/architecture/edge-and-page-cache.md "Next internals"):
 * `unstable_cache` outside a request finds Next's incremental cache on `globalThis.__incrementalCache`, which Next's
 * server sets as it handles requests — the search shell's data answered to the edge over IPC
 * (src/app/(site)/[host]/search/searchPageState.ts) waits for it. A Next upgrade that renames or drops it fails here,
 * before the edge silently falls back to asking over HTTP.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const nextDir = path.dirname(require.resolve('next/package.json'))
const source = (file: string) => fs.readFileSync(path.join(nextDir, file), 'utf8')

describe('Next internals the app relies on', () => {
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
