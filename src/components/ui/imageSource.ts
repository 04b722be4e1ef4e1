import { canOptimise, optimiserImage } from './optimiserImage'

/**
 * A below-the-fold photo's src/srcSet through the optimiser, cut to `widths` (next/image lists every configured
 * width, most of which such a photo never asks for); the plain `src` is the smallest of them that is at least
 * `fallbackWidth`. An image the optimiser cannot fetch (see canOptimise) is returned as it is.
 *
 *   optimisedImage('/demo-images/location-1.jpg', { width: 640, height: 320, sizes: '100vw', widths: [375, 640] })
 *   → { src: '/_next/image?url=…&w=640&q=75', srcSet: '/_next/image?url=…&w=375&q=75 375w, …&w=640&q=75 640w' }
 */
export function optimisedImage(
  src: string,
  opts: { width: number; height: number; sizes: string; widths: number[]; fallbackWidth?: number },
): { src: string; srcSet?: string } {
  if (!canOptimise(src)) return { src }
  // optimiserImage, not next/image's getImageProps: location cards render in client components
  const props = optimiserImage({ src, width: opts.width, sizes: opts.sizes })
  if (!props.srcSet) return { src: props.src }
  const entries = props.srcSet
    .split(', ')
    .map((entry) => ({ url: entry.slice(0, entry.lastIndexOf(' ')), width: Number(/ (\d+)w$/.exec(entry)?.[1]) }))
    .filter((e) => opts.widths.includes(e.width))
  if (entries.length === 0) return { src: props.src, srcSet: props.srcSet }
  const fallbackWidth = opts.fallbackWidth ?? opts.width
  const fallback = entries.find((e) => e.width >= fallbackWidth) ?? entries[entries.length - 1]!
  return { src: fallback.url, srcSet: entries.map((e) => `${e.url} ${e.width}w`).join(', ') }
}
