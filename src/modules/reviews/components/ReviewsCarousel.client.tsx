'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import { ChevronLeft, ChevronRight } from '@/components/ui/icons'

/**
 * CMS-12: a full list of reviews (12) as a carousel: cards scroll with CSS scroll-snap (touch, trackpad), the arrow
 * buttons step one card (keyboard). Starts at the newest review.
 */
export function ReviewsCarousel({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const track = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })

  useEffect(() => {
    const el = track.current
    if (!el) return
    const update = () =>
      setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 })
    update()
    el.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      el.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])

  const step = (dir: 1 | -1) => {
    const el = track.current
    const card = el?.firstElementChild as HTMLElement | null
    if (!el || !card) return
    el.scrollBy({ left: dir * (card.offsetWidth + 16), behavior: 'smooth' })
  }

  return (
    <div className="reviews-carousel" role="group" aria-roledescription="carousel" aria-labelledby={labelledBy}>
      <ul className="reviews-carousel__track" role="list" ref={track} data-testid="reviews-track">
        {children}
      </ul>
      <div className="reviews-carousel__arrows">
        <button
          type="button"
          className="reviews-carousel__arrow"
          onClick={() => step(-1)}
          disabled={edges.start}
          aria-label="Previous reviews"
        >
          <ChevronLeft size={22} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="reviews-carousel__arrow"
          onClick={() => step(1)}
          disabled={edges.end}
          aria-label="Next reviews"
        >
          <ChevronRight size={22} aria-hidden="true" />
        </button>
      </div>
    </div>
  )
}
