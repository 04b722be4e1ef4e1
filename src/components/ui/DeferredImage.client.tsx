'use client'

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'

/** How far ahead of the viewport (px) a deferred image starts loading: a third of a phone screen of scrolling. */
export const DEFERRED_IMAGE_MARGIN = 300

/**
 * A waiting photo's source: a transparent 1×1 GIF (42 bytes, inline: no request). HTML requires an <img> to have a
 * `src` (or a `srcset`), and `sizes` only beside a `srcset`; a data: source is allowed by the site's img-src
 * (src/domain/security/headers.ts) and loads nothing from the network, so the photo still waits for the shopper.
 */
export const WAITING_IMAGE_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'src' | 'srcSet' | 'children'> & {
  src: string
  srcSet?: string
  /** The ancestor (a selector for closest()) whose nearness to the viewport loads the photo: 'section' by default. */
  near?: string
  /**
   * The <noscript> copy's one source, instead of src and srcSet (a grid of cards repeats its srcsets in
   * every page's HTML for the few shoppers without JavaScript; one sharp enough source does for them).
   */
  fallback?: string
  /**
   * Once near, fetch at once (`loading="eager"`) instead of leaving the photo to Chromium's lazy loading: for a short
   * carousel whose cards a script scrolls into place once near, so every card shown has its photo, the ones left of
   * the centred location included.
   */
  eager?: boolean
}

/**
 * A below-the-fold photo that asks for its file only when the shopper scrolls near it (Lighthouse mobile).
 * `loading="lazy"` is not enough on a phone: Chromium loads lazy images up to 1250–2500 px ahead, so every promo tile
 * and location photo of a home page was downloaded during the first paint and shared the slow network with it. This
 * renders the <img> with a transparent placeholder as its source and no srcset or sizes (its box is sized by the CSS:
 * give it a block-level box — display: block, or a flex or grid item — and a size or aspect ratio: the placeholder is
 * otherwise a 1×1 inline box), and sets src/srcSet/sizes when its `near` ancestor (the nearest <section> by default, else the image itself) comes within
 * DEFERRED_IMAGE_MARGIN px of the viewport — a carousel's photos load together, so the next card is there before it
 * is swiped in. Without JavaScript the <noscript> copy shows the photo.
 */
export function DeferredImage({
  src,
  srcSet,
  sizes,
  alt = '',
  near = 'section',
  fallback,
  eager = false,
  ...rest
}: Props) {
  const ref = useRef<HTMLImageElement>(null)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const img = ref.current
    if (!img || shown) return
    const target = img.closest(near) ?? img
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true)
          observer.disconnect()
        }
      },
      { rootMargin: `${DEFERRED_IMAGE_MARGIN}px 0px` },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [shown, near])
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- the caller passes the optimiser's URLs (getImageProps / optimisedImage); next/image cannot hold its source back */}
      <img
        ref={ref}
        {...rest}
        alt={alt}
        src={shown ? src : WAITING_IMAGE_SRC}
        srcSet={shown ? srcSet : undefined}
        // `sizes` is only valid beside a srcset
        sizes={shown && srcSet ? sizes : undefined}
        // the placeholder fetches nothing: how to fetch, and a hint for the photo's decode, only once it has a photo
        // (not in every waiting card's HTML)
        loading={shown ? (eager ? 'eager' : 'lazy') : undefined}
        decoding={shown ? 'async' : undefined}
        data-deferred={shown ? 'loaded' : 'waiting'}
      />
      <noscript>
        {fallback ? (
          // eslint-disable-next-line @next/next/no-img-element -- as above
          <img {...rest} alt={alt} src={fallback} loading="lazy" />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- as above
          <img {...rest} alt={alt} src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} loading="lazy" />
        )}
      </noscript>
    </>
  )
}
