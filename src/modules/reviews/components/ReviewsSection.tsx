import { useId } from 'react'

import type { ReviewSummary, ReviewView } from '@/domain/reviews/reviews'
import { Stars } from '@/modules/locations/components/Stars'

import { ReviewCard } from './ReviewCard'
import { ReviewsCarousel } from './ReviewsCarousel.client'

/**
 * Dealer reviews (CMS-08..13): a heading with the summary stars (shown only when `showStars`: the average is at or
 * above the tenant's minimum, CMS-11), then the review cards — a carousel when the list is full (12, CMS-12), a grid
 * otherwise. Nothing when there is no review to show.
 */
export function ReviewsSection({
  heading,
  headingLevel = 2,
  summary,
  showStars,
  reviews,
  full,
  dealerName,
  className,
}: {
  heading: string
  headingLevel?: 1 | 2
  summary: ReviewSummary
  showStars: boolean
  reviews: ReviewView[]
  full: boolean
  dealerName: string
  className?: string
}) {
  const headingId = useId()
  if (reviews.length === 0) return null
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const cards = reviews.map((r) => (
    <li key={r.id} className="reviews__item">
      <ReviewCard review={r} dealerName={dealerName} />
    </li>
  ))
  return (
    <section
      className={['reviews', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-testid="reviews"
    >
      <div className="reviews__head">
        <Heading id={headingId} className="reviews__heading">
          {heading}
        </Heading>
        {showStars ? (
          <Stars average={summary.averageRating} count={summary.count} className="reviews__summary" />
        ) : null}
      </div>
      {full ? (
        <ReviewsCarousel labelledBy={headingId}>{cards}</ReviewsCarousel>
      ) : (
        <ul className="reviews__grid card-grid" role="list">
          {cards}
        </ul>
      )}
    </section>
  )
}
