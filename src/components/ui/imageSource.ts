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

/** Props for next/image: `unoptimized` when the optimiser cannot fetch the image (see canOptimise). */
export function imageSourceProps(src: string): { src: string; unoptimized?: true } {
  return canOptimise(src) ? { src } : { src, unoptimized: true }
}
