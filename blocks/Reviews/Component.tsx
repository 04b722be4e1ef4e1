import { reviewsBlockData } from '@/data/reviews'
import { showsStars } from '@/domain/reviews/reviews'
import { ReviewsSection } from '@/modules/reviews/components/ReviewsSection'

import type { ReviewsBlock } from '../../payload-types'
import type { BlockContext } from '../types'

const idOf = (v: number | { id: number } | null | undefined) => (typeof v === 'number' ? v : (v?.id ?? null))

/**
 * Dealer reviews (CMS-08..13): the summary stars of the tenant's (or one location's) reviews and the newest 12 shown
 * at or above the tenant's minimum rating, not hidden. Nothing when there is none to show.
 */
export async function ReviewsComponent({ block, tenant, headingLevel }: { block: ReviewsBlock } & BlockContext) {
  const scope = { locationId: idOf(block.location) }
  const minRating = tenant.config.reviews.minRating
  const { summary, reviews, full } = await reviewsBlockData(tenant.id, scope, { minRating })
  return (
    <div className="container section" data-block="reviews">
      <ReviewsSection
        heading={block.heading?.trim() || 'What our customers say'}
        headingLevel={headingLevel}
        summary={summary}
        showStars={showsStars(summary, minRating)}
        reviews={reviews}
        full={full}
        dealerName={tenant.name}
      />
    </div>
  )
}
