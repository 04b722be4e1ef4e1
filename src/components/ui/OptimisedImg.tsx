import type { CSSProperties } from 'react'
import { preload } from 'react-dom'

import { optimiserImage } from './optimiserImage'

export interface OptimisedImgProps {
  /** Nothing is rendered without one (a brand with no banner, a car with no photo). */
  src: string | null | undefined
  alt: string
  /** The intrinsic size (omit both with `fill`). */
  width?: number
  height?: number
  /** Fill the positioned parent (absolute, 100 % × 100 %), as next/image's `fill`. */
  fill?: boolean
  sizes?: string
  quality?: number
  /** Load it as it is. An image the optimiser cannot fetch (canOptimise) always is. */
  unoptimized?: boolean
  /** The page's largest paint: preloaded, eager, high fetch priority (next/image's `priority`). */
  priority?: boolean
  decoding?: 'sync' | 'async'
  className?: string
}

const FILL: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' }

/**
 * A photo through Next's image optimiser with next/image's URLs and attributes (optimiserImage), rendered as a plain
 * <img> with no client code: next/image's <Image> is a client component, and one <Image> anywhere in the app put its
 * ~8 KB of script (gzip) into a chunk every page loaded before its largest paint. Server or client.
 */
export function OptimisedImg({
  src,
  alt,
  width,
  height,
  fill,
  sizes,
  quality,
  unoptimized,
  priority,
  decoding = 'async',
  className,
}: OptimisedImgProps) {
  if (!src) return null
  const photo = optimiserImage({ src, width: fill ? undefined : width, sizes, quality, unoptimized })
  if (priority) {
    preload(photo.src, { as: 'image', imageSrcSet: photo.srcSet, imageSizes: photo.sizes, fetchPriority: 'high' })
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimiser's URLs as next/image builds them, without its client script
    <img
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={photo.sizes}
      alt={alt}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={decoding}
      className={className}
      style={fill ? FILL : undefined}
    />
  )
}
