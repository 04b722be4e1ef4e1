import { ratingDisplay } from '@/domain/locations/rating'
import { showsStars } from '@/domain/reviews/reviews'

/** LOC-04: a Google-style rating — at most 4 full stars plus a partial, one decimal, the review count. */
export function Stars({
  average,
  count,
  className,
  minRating = 0,
}: {
  average: number | null
  count: number | null
  className?: string
  /** CMS-11: no stars for an average below the tenant's minimum (src/domain/reviews showsStars). */
  minRating?: number
}) {
  const r = ratingDisplay(average, count)
  if (!r || !showsStars({ count, averageRating: average }, minRating)) return null
  return (
    <p className={['loc-rating', className].filter(Boolean).join(' ')} aria-label={r.label} role="img">
      <span className="loc-rating__value" aria-hidden="true">
        {r.value}
      </span>
      <span className="loc-rating__stars" aria-hidden="true">
        {r.fills.map((f, i) => (
          <span key={i} className="loc-star" style={{ '--fill': `${Math.round(f * 100)}%` } as React.CSSProperties} />
        ))}
      </span>
      <span className="loc-rating__count" aria-hidden="true">
        {r.count}
      </span>
    </p>
  )
}
