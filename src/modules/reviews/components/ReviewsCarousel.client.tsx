'use client'

import { type ReactNode } from 'react'

import { CarouselArrows, useCarouselTrack } from '@/components/ui/Carousel.client'

/**
 * CMS-12: a full list of reviews (12) as a carousel: cards scroll with CSS scroll-snap (touch, trackpad), the arrow
 * buttons step one card (keyboard). Starts at the newest review.
 */
export function ReviewsCarousel({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const { track, edges, step } = useCarouselTrack()
  return (
    <div className="reviews-carousel" role="group" aria-roledescription="carousel" aria-labelledby={labelledBy}>
      <ul className="carousel__track reviews-carousel__track" role="list" ref={track} data-testid="reviews-track">
        {children}
      </ul>
      <CarouselArrows
        className="reviews-carousel"
        edges={edges}
        step={step}
        previousLabel="Previous reviews"
        nextLabel="Next reviews"
      />
    </div>
  )
}
