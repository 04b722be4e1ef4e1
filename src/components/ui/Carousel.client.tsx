'use client'

import { useEffect, useRef, useState, type RefObject } from 'react'

import { ChevronLeft, ChevronRight } from '@/components/ui/icons'

/** Gap between carousel cards in px (the tracks' CSS `gap: 1rem`): one arrow press moves a card plus the gap. */
const CARD_GAP = 16

/** How far from the viewport (px) a carousel starts measuring itself (and, with `centre`, scrolls to its middle card). */
export const CAROUSEL_MEASURE_MARGIN = 600

/**
 * A scroll-snap carousel's track: which ends it is at (for disabling the arrows) and a one-card step. Cards scroll with
 * CSS scroll-snap (touch, trackpad); the arrows step one card (keyboard). `centre` starts it on the middle card.
 * The first measurement (and the centring) waits until the track comes within CAROUSEL_MEASURE_MARGIN px of the
 * viewport: reading a track's widths while the page hydrates would force a layout inside hydration's longest task.
 * Until then the arrows are as the server drew them (at the start, Next enabled).
 */
export function useCarouselTrack({ centre = false }: { centre?: boolean } = {}): {
  track: RefObject<HTMLUListElement | null>
  edges: { start: boolean; end: boolean }
  step: (dir: 1 | -1) => void
} {
  const track = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })

  useEffect(() => {
    const el = track.current
    if (!el) return
    const update = () =>
      setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 })
    let measured = false
    const measure = () => {
      if (measured) return
      measured = true
      near?.disconnect()
      if (centre) {
        const mid = el.children[Math.floor((el.children.length - 1) / 2)] as HTMLElement | undefined
        if (mid) el.scrollLeft = mid.offsetLeft - (el.clientWidth - mid.offsetWidth) / 2
      }
      update()
      el.addEventListener('scroll', update, { passive: true })
      window.addEventListener('resize', update)
    }
    const near =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && measure(), {
            rootMargin: `${CAROUSEL_MEASURE_MARGIN}px 0px`,
          })
    if (near) near.observe(el)
    else measure()
    // a shopper who tabs or points into the track before it came near (a jump link) gets it measured at once
    el.addEventListener('focusin', measure)
    el.addEventListener('pointerdown', measure)
    return () => {
      near?.disconnect()
      el.removeEventListener('focusin', measure)
      el.removeEventListener('pointerdown', measure)
      el.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [centre])

  const step = (dir: 1 | -1) => {
    const el = track.current
    const card = el?.firstElementChild as HTMLElement | null
    if (!el || !card) return
    el.scrollBy({ left: dir * (card.offsetWidth + CARD_GAP), behavior: 'smooth' })
  }

  return { track, edges, step }
}

/** The previous / next buttons of a carousel, disabled at its ends. */
export function CarouselArrows({
  className,
  edges,
  step,
  previousLabel,
  nextLabel,
}: {
  /** BEM block: the wrapper gets `{className}__arrows`, each button `carousel__arrow` (carousel.css) and `{className}__arrow`. */
  className: string
  edges: { start: boolean; end: boolean }
  step: (dir: 1 | -1) => void
  previousLabel: string
  nextLabel: string
}) {
  return (
    <div className={`${className}__arrows`}>
      <button
        type="button"
        className={`carousel__arrow ${className}__arrow`}
        onClick={() => step(-1)}
        disabled={edges.start}
        aria-label={previousLabel}
      >
        <ChevronLeft size={22} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`carousel__arrow ${className}__arrow`}
        onClick={() => step(1)}
        disabled={edges.end}
        aria-label={nextLabel}
      >
        <ChevronRight size={22} aria-hidden="true" />
      </button>
    </div>
  )
}
