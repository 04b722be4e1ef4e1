import { truncateText } from '@/domain/offers/offers'

/**
 * A text cut at `limit` characters with View more / View less (OFF-03: 160 for a description, OFF-04: 200 for a
 * disclaimer). A <details>, so it works without JavaScript and the page's HTML stays shareable by the page cache:
 * closed, the cut text and 'View more'; open, the whole text and 'View less' below it (offers.css). `what` names
 * the text for screen readers ('View more: conditions of …'), as a card holds two of these.
 */
export function MoreText({
  text,
  limit,
  what,
  className,
  testId,
}: {
  text: string
  limit: number
  what: string
  className?: string
  testId?: string
}) {
  const t = truncateText(text, limit)
  if (!t.full) return null
  const cls = ['offer-more', className].filter(Boolean).join(' ')
  if (!t.truncated)
    return (
      <div className={cls} data-testid={testId}>
        <p className="offer-more__text">{t.full}</p>
      </div>
    )
  return (
    <div className={cls} data-testid={testId} data-truncated="">
      <p className="offer-more__text offer-more__short">{t.text}</p>
      <details className="offer-more__details">
        <summary className="offer-more__toggle">
          <span className="offer-more__closed">View more</span>
          <span className="offer-more__open">View less</span>
          <span className="visually-hidden">: {what}</span>
        </summary>
        <p className="offer-more__text offer-more__full">{t.full}</p>
      </details>
    </div>
  )
}
