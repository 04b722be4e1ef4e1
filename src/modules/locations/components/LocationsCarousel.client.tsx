'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { ChevronLeft, ChevronRight } from '@/components/ui/icons'

/**
 * LOC-01..03: the 'Our Locations' carousel. Cards scroll with CSS scroll-snap (touch), the arrow buttons step one card
 * (keyboard; the cards themselves are focusable and scroll into view), it starts centred on the middle card (LOC-02),
 * and the swipe hint shows only with 3 or fewer cards (LOC-03 — as the spec says).
 */
export function LocationsCarousel({
  title,
  count,
  children,
  headingLevel = 2,
}: {
  title: string
  count: number
  children: ReactNode
  headingLevel?: 1 | 2
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const titleId = useId()
  const track = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })

  useEffect(() => {
    const el = track.current
    if (!el) return
    const mid = el.children[Math.floor((el.children.length - 1) / 2)] as HTMLElement | undefined
    if (mid) el.scrollLeft = mid.offsetLeft - (el.clientWidth - mid.offsetWidth) / 2 - el.offsetLeft * 0
    const update = () =>
      setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 })
    update()
    el.addEventListener('scroll', update, { passive: true })
    return () => el.removeEventListener('scroll', update)
  }, [])

  const step = (dir: 1 | -1) => {
    const el = track.current
    const card = el?.firstElementChild as HTMLElement | null
    if (!el || !card) return
    el.scrollBy({ left: dir * (card.offsetWidth + 16), behavior: 'smooth' })
  }

  return (
    <section className="loc-carousel" aria-roledescription="carousel" aria-labelledby={titleId}>
      <div className="loc-carousel__head">
        <Heading id={titleId}>{title}</Heading>
        <div className="loc-carousel__arrows">
          <button
            type="button"
            className="loc-carousel__arrow"
            onClick={() => step(-1)}
            disabled={edges.start}
            aria-label="Previous location"
          >
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="loc-carousel__arrow"
            onClick={() => step(1)}
            disabled={edges.end}
            aria-label="Next location"
          >
            <ChevronRight size={22} aria-hidden="true" />
          </button>
        </div>
      </div>
      <ul className="loc-carousel__track" role="list" ref={track} data-testid="loc-carousel-track">
        {children}
      </ul>
      {count > 1 && count <= 3 ? (
        <p className="loc-carousel__hint" data-testid="swipe-hint">
          Swipe to see all locations
        </p>
      ) : null}
    </section>
  )
}
