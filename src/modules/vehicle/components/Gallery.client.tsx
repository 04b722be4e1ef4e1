'use client'

/**
 * Gallery: the photo view of the media viewer (VDP-04..07, VDP-72).
 *
 * Props
 *   images   the car's photos: `url` for the large image, `thumbUrl` for thumbnails (image.url / image.thumb.url)
 *   name     the car's name, used in the images' alt text and the fullscreen dialog's title
 * Behaviour: previous/next buttons (wrapping), and left/right arrow keys while focus is on one of the gallery's
 * buttons (the labelled carousel region itself is not a focus stop); a thumbnail strip only with more than 3 images; 'View fullscreen' opens a modal at z-index 1400 where left/right keys navigate and Escape closes, with
 * focus trapped and given back. The first image is loaded with priority (it is the page's largest paint).
 * The index starts at 0 on every mount: the media viewer unmounts the gallery when another view is chosen (VDP-09).
 */
import { ChevronLeft, ChevronRight } from '@/components/ui/icons'
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { preload } from 'react-dom'

import { DeferredImage } from '@/components/ui/DeferredImage.client'
import { Dialog } from '@/components/ui/Dialog.client'
import { optimiserImage } from '@/components/ui/optimiserImage'
import { FULLSCREEN_Z_INDEX, showThumbnails, wrapIndex } from '@/domain/vehicle/media'
import type { VehicleImage } from '@/domain/vehicle/types'

/**
 * A thumbnail's photo: asked for once the page has hydrated and the strip is near the viewport (DeferredImage), not
 * during the first paint — Chromium gave the strip's dozen thumbnails high priority next to the main photo, and
 * Lighthouse's simulated slow network counted them before the largest paint.
 */
function Thumb({ src }: { src: string }) {
  const photo = optimiserImage({ src: src, width: 120, sizes: '120px' })
  return <DeferredImage {...photo} width={120} height={80} near="ul" />
}

/**
 * The stage's photo: a plain <img> with the optimiser's URLs (optimiserImage, as next/image builds them). Not
 * next/image: its <Image> component (~10 KB of script) was loaded and run before the largest paint. The
 * first photo is the page's LCP: preloaded (a link in the head, high priority), eager, and decoded in the page's
 * first frame (next/image's default 'async' let a frame go without it).
 */
function StagePhoto({ src, alt: text, first }: { src: string; alt: string; first: boolean }) {
  const photo = optimiserImage({ src: src, width: 900, sizes: '(max-width: 900px) 100vw, 60vw' })
  if (first) {
    preload(photo.src, { as: 'image', imageSrcSet: photo.srcSet, imageSizes: photo.sizes, fetchPriority: 'high' })
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimiser's URLs (optimiserImage) without next/image's script
    <img
      {...photo}
      alt={text}
      width={900}
      height={600}
      fetchPriority={first ? 'high' : undefined}
      loading={first ? undefined : 'lazy'}
      decoding={first ? 'sync' : 'async'}
      className="vd-gallery__image"
    />
  )
}

/** The fullscreen dialog's photo: it fills the stage (the CSS box), loaded when the dialog opens. */
function FullscreenPhoto({ src, alt: text }: { src: string; alt: string }) {
  const photo = optimiserImage({ src: src, sizes: '100vw' })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimiser's URLs (optimiserImage) without next/image's script
    <img
      {...photo}
      alt={text}
      decoding="async"
      className="vd-fullscreen__image"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
    />
  )
}

export interface GalleryProps {
  images: VehicleImage[]
  name: string
}

const SWIPE_PX = 40

function alt(name: string, index: number, count: number): string {
  return `${name}, photo ${index + 1} of ${count}`
}

export function Gallery({ images, name }: GalleryProps) {
  const [index, setIndex] = useState(0)
  const [fullscreen, setFullscreen] = useState(false)
  const swipeFrom = useRef<number | null>(null)
  const count = images.length

  if (count === 0) {
    return (
      <div className="vd-gallery vd-gallery--empty" role="img" aria-label={`${name}: photos coming soon`}>
        <p>Photos coming soon</p>
      </div>
    )
  }

  const go = (delta: number) => setIndex((i) => wrapIndex(i + delta, count))
  // Left/right on any of the gallery's buttons turns the photo (the buttons are the gallery's focus stops).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      go(-1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      go(1)
    }
  }
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeFrom.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current
    swipeFrom.current = null
    if (from === null) return
    const dx = event.clientX - from
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1)
  }
  const current = images[index]!

  return (
    <div className="vd-gallery" role="region" aria-roledescription="carousel" aria-label={`${name} photos`}>
      <div className="vd-gallery__stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <StagePhoto key={current.url} src={current.url} alt={alt(name, index, count)} first={index === 0} />
        {count > 1 ? (
          <>
            <button
              type="button"
              className="vd-gallery__nav vd-gallery__nav--prev"
              aria-label="Previous photo"
              onClick={() => go(-1)}
              onKeyDown={onKeyDown}
            >
              <ChevronLeft size={26} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="vd-gallery__nav vd-gallery__nav--next"
              aria-label="Next photo"
              onClick={() => go(1)}
              onKeyDown={onKeyDown}
            >
              <ChevronRight size={26} aria-hidden="true" />
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="vd-gallery__fullscreen"
          onClick={() => setFullscreen(true)}
          onKeyDown={onKeyDown}
        >
          View fullscreen<span className="visually-hidden"> photos of {name}</span>
        </button>
        <p className="vd-gallery__count" aria-live="polite">
          {index + 1} / {count}
        </p>
      </div>

      {showThumbnails(count) ? (
        <ul className="vd-gallery__thumbs" aria-label="Choose a photo">
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button
                type="button"
                className="vd-gallery__thumb"
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                onKeyDown={onKeyDown}
              >
                <Thumb src={image.thumbUrl || image.url} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <Dialog
        open={fullscreen}
        onClose={() => setFullscreen(false)}
        title={`${name} photos`}
        hideTitle
        className="vd-fullscreen"
        zIndex={FULLSCREEN_Z_INDEX}
        closeLabel="Close fullscreen photos"
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
            event.preventDefault()
            go(event.key === 'ArrowLeft' ? -1 : 1)
          }
        }}
      >
        <div className="vd-fullscreen__stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
          <FullscreenPhoto key={current.url} src={current.url} alt={alt(name, index, count)} />
        </div>
        <div className="vd-fullscreen__controls">
          <button
            type="button"
            className="vd-fullscreen__nav"
            aria-label="Previous photo"
            onClick={() => go(-1)}
            disabled={count < 2}
          >
            <ChevronLeft size={26} aria-hidden="true" />
          </button>
          <p className="vd-fullscreen__count" aria-live="polite">
            {index + 1} / {count}
          </p>
          <button
            type="button"
            className="vd-fullscreen__nav"
            aria-label="Next photo"
            onClick={() => go(1)}
            disabled={count < 2}
          >
            <ChevronRight size={26} aria-hidden="true" />
          </button>
        </div>
      </Dialog>
    </div>
  )
}
