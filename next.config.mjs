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
  // Types are checked once by `npm run typecheck` (part of `npm test`), not again in every build.
  typescript: { ignoreBuildErrors: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
