'use client'

import { useId, type ReactNode } from 'react'

import { CarouselArrows, useCarouselTrack } from '@/components/ui/Carousel.client'

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
  const { track, edges, step } = useCarouselTrack({ centre: true })

  return (
    <section className="loc-carousel" aria-roledescription="carousel" aria-labelledby={titleId}>
      <div className="loc-carousel__head">
        <Heading id={titleId}>{title}</Heading>
        <CarouselArrows
          className="loc-carousel"
          edges={edges}
          step={step}
          previousLabel="Previous location"
          nextLabel="Next location"
        />
      </div>
      <ul className="carousel__track loc-carousel__track" role="list" ref={track} data-testid="loc-carousel-track">
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
