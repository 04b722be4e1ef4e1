import { initials, previewText, type ReviewView } from '@/domain/reviews/reviews'

import { ReadMore } from './ReadMore.client'

const SOURCE_NAMES: Record<ReviewView['source'], string | null> = {
  google: 'Google',
  facebook: 'Facebook',
  manual: null,
  import: null,
}

function ReviewText({ text, className }: { text: string; className: string }) {
  const { truncated } = previewText(text)
  return truncated ? <ReadMore full={text} className={className} /> : <p className={className}>{text}</p>
}

/**
 * One review (CMS-13): the customer's photo or initials, name, when ("3 months ago", the date in words on hover and
 * for screen readers), the stars, the text with "Read more" when long, and the dealer's reply.
 */
export function ReviewCard({ review: r, dealerName }: { review: ReviewView; dealerName: string }) {
  const source = SOURCE_NAMES[r.source]
  return (
    <article className="review-card" data-testid="review-card" aria-label={`Review by ${r.customerName}`}>
      <header className="review-card__head">
        {r.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a 44 px reviewer photo from Payload or the review source
          <img className="review-card__avatar" src={r.imageUrl} alt="" width={44} height={44} loading="lazy" />
        ) : (
          <span className="review-card__avatar review-card__avatar--initials" aria-hidden="true">
            {initials(r.customerName)}
          </span>
        )}
        <div className="review-card__who">
          <h3 className="review-card__name">{r.customerName}</h3>
          <p className="review-card__when">
            <time dateTime={r.reviewDate.slice(0, 10)} title={r.reviewDateInWords}>
              {r.createdAtTimeAgoInWords}
            </time>
            {source ? <span className="review-card__source"> · on {source}</span> : null}
          </p>
        </div>
      </header>
      {/* the five stars are one element drawn by the CSS (--rating whole stars lit): 12 cards on a home page */}
      <p
        className="review-card__stars"
        role="img"
        aria-label={`Rated ${r.rating} out of 5`}
        style={{ '--rating': Math.max(0, Math.min(5, Math.round(r.rating))) } as React.CSSProperties}
      />
      {r.text ? <ReviewText text={r.text} className="review-card__text" /> : null}
      {r.replyText ? (
        <div className="review-card__reply">
          <p className="review-card__reply-head">
            Reply from {dealerName}
            {r.replyDateInWords ? <span className="review-card__reply-date"> · {r.replyDateInWords}</span> : null}
          </p>
          <ReviewText text={r.replyText} className="review-card__reply-text" />
        </div>
      ) : null}
    </article>
  )
}
