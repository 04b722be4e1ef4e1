/**
 * The image optimiser's URLs (/_next/image) for a photo, as next/image's getImageProps builds them, without importing
 * next/image: in a client component that import brings next/image's <Image> component into the page's script
 * (~10 KB gzip: next/image is CommonJS and is not tree-shaken), which every page loaded and ran before its largest
 * paint. Server components may use either; client components (the gallery, stock cards, location cards)
 * use this. tests/unit/components/ui/optimiserImage.test.ts compares it with getImageProps and checks that
 * IMAGE_CONFIG matches next.config.mjs's `images`.
 *
 *   optimiserImage({ src: '/demo-images/suv-1.jpg', width: 120, height: 80, sizes: '120px' })
 *   → { src: '/_next/image?url=%2Fdemo-images%2Fsuv-1.jpg&w=1000&q=75',
 *       srcSet: '/_next/image?url=%2Fdemo-images%2Fsuv-1.jpg&w=64&q=75 64w, …', sizes: '120px' }
 */

export interface ImageConfig {
  deviceSizes: readonly number[]
  imageSizes: readonly number[]
  qualities: readonly number[]
  path: string
}

/** next.config.mjs `images` (deviceSizes, imageSizes, qualities): the unit test keeps the two in step. */
export const IMAGE_CONFIG: ImageConfig = {
  deviceSizes: [640, 750, 1080, 1280, 1920],
  imageSizes: [64, 128, 256, 375, 600, 1000],
  qualities: [75],
  path: '/_next/image',
}

export interface OptimiserImageInput {
  src: string
  /** The intrinsic width (omit with `fill`). */
  width?: number
  sizes?: string
  quality?: number
  /** Load the file as it is. An image the optimiser cannot fetch (canOptimise) always is. */
  unoptimized?: boolean
}

export interface OptimiserImage {
  src: string
  srcSet?: string
  sizes?: string
}

/** getImageProps' width choice: with `sizes`, every width from the smallest vw share of the smallest device up. */
function widthsFor(config: ImageConfig, width: number | undefined, sizes: string | undefined) {
  const all = [...config.imageSizes, ...config.deviceSizes].sort((a, b) => a - b)
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => parseInt(m[2]!, 10))
    if (shares.length === 0) return { widths: all, kind: 'w' as const }
    const smallest = Math.min(...shares) * 0.01
    return { widths: all.filter((s) => s >= config.deviceSizes[0]! * smallest), kind: 'w' as const }
  }
  if (width === undefined) return { widths: [...config.deviceSizes], kind: 'w' as const }
  const widths = [...new Set([width, width * 2].map((w) => all.find((p) => p >= w) ?? all[all.length - 1]!))]
  return { widths, kind: 'x' as const }
}

/** The quality the optimiser accepts nearest to the asked one. */
function closestQuality(quality: number, config: ImageConfig): number {
  return config.qualities.reduce((best, q) => (Math.abs(q - quality) < Math.abs(best - quality) ? q : best))
}

/**
 * Whether Next's image optimiser (/_next/image) may resize an image, or the page must load it as it is.
 *
 * The optimiser fetches a local image from inside the server without the request's Host header, so it cannot load
 * an upload (/api/media/file/…: media are read on their own tenant's host only) and answers 403; and it refuses any
 * absolute URL (a dealer feed's CDN photo) that is not on an allow-list, with 400. Those are loaded directly: an
 * upload is already resized by Payload (Media image sizes) and a feed's CDN serves its own sizes.
 *
 *   canOptimise('/demo-images/suv-1.jpg')             → true
 *   canOptimise('/api/media/file/hero.jpg')           → false
 *   canOptimise('https://cdn.dealerfeed.com.au/1.jpg') → false
 */
export function canOptimise(src: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//')) return false
  return !src.startsWith('/api/media/')
}

/** A photo's src, srcSet and sizes through the optimiser; one it cannot fetch (canOptimise) as it is. */
export function optimiserImage(input: OptimiserImageInput, config: ImageConfig = IMAGE_CONFIG): OptimiserImage {
  if (input.unoptimized || !canOptimise(input.src)) return { src: input.src }
  const q = closestQuality(input.quality ?? 75, config)
  const url = (w: number) => `${config.path}?url=${encodeURIComponent(input.src)}&w=${w}&q=${q}`
  const { widths, kind } = widthsFor(config, input.width, input.sizes)
  return {
    src: url(widths[widths.length - 1]!),
    srcSet: widths.map((w, i) => `${url(w)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
    sizes: !input.sizes && kind === 'w' ? '100vw' : input.sizes,
  }
}
