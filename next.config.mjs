import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets two builds (say, two e2e runs on different ports) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Spec: image loader defaults are width 640, quality 75 (CONST-03).
  images: {
    qualities: [75],
    deviceSizes: [640, 750, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 375, 600, 1000],
    localPatterns: [{ pathname: '/demo-images/**' }, { pathname: '/api/media/file/**' }],
  },
  poweredByHeader: false,
  // Metadata (title, description, canonical, Open Graph) is rendered in <head> for every client, never streamed into
  // <body> after it. Next streams it for clients it does not take for "HTML-limited" bots, Googlebot included; the edge
  // page cache stores whichever render fills it first and serves that copy to everyone, crawlers too. Matching every
  // user agent turns streaming metadata off (Next's documented way); a request without a User-Agent is given one by
  // src/proxy.ts, since Next streams for those whatever this says. Cost: the <head> waits for generateMetadata, whose
  // loaders are the page's own, cached (docs/architecture/edge-and-page-cache.md#metadata-in-the-head).
  htmlLimitedBots: /.*/,
  // One copy of Payload per server process. Bundled, Payload is compiled into each server layer that imports it, and
  // src/instrumentation.ts (the publish schedule and the lead worker start there) is its own layer: the instance it
  // creates first is then cached for every route, so a route's `instanceof ValidationError` no longer matched the
  // errors that instance threw, and the REST answer lost the field details the admin shows inline (its body carried
  // only "The following field is invalid: …"). Loaded from node_modules, every layer shares the same classes; this is
  // what `next dev` does already (withPayload externalises these packages there).
  serverExternalPackages: ['payload', '@payloadcms/db-postgres', '@payloadcms/drizzle', 'ioredis'],
  // Next's data cache through its public cache handler interface: in memory per process, or shared by every instance in
  // Redis when REDIS_URL is set (src/lib/dataCache.mjs).
  cacheHandler: fileURLToPath(new URL('./src/lib/dataCache.mjs', import.meta.url)),
  // Security headers for what src/proxy.ts does not see (Next's assets, optimised images, demo images, favicon);
  // the proxy sets these and the Content-Security-Policy on pages and API answers (src/domain/security/headers.ts).
  // HSTS only when the edge (server/edge.mjs, which replaces any client-sent X-Forwarded-Proto) says https.
  async headers() {
    const base = [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ]
    const hsts = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }
    /** @type {{ type: 'header'; key: string; value: string }[]} */
    const httpsOnly = [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }]
    const sources = [
      '/_next/static/:path*',
      '/_next/image',
      '/demo-images/:path*',
      '/favicon.ico',
      '/icons.svg',
      '/fonts/:file*',
      '/robots.txt',
      '/sitemap.xml',
    ]
    return [
      ...sources.flatMap((source) => [
        { source, headers: base },
        { source, has: httpsOnly, headers: [hsts] },
      ]),
      // The icon sprite is always referenced with its content hash (?v=…, src/components/ui/iconSprite.ts).
      { source: '/icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // The brand faces are named by their content hash (scripts/build-fonts.mjs).
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ]
  },
  // Types are checked once by `npm run typecheck` (part of `npm test`), not again in every build.
  typescript: { ignoreBuildErrors: true },
  // Turbopack keeps a cache of the build on disk (.next/cache/turbopack, ~360 MB) so the next build of this checkout
  // takes a third of the time. A build that has no next one (CI's clean machine, the Docker image) sets
  // NEXT_BUILD_CACHE=0: writing the cache costs that build a third more CPU (168 → 239 CPU-s) and the image its size.
  experimental: { turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== '0' },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
