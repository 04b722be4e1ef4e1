import { Clock } from '@/components/ui/icons'

import type { SaleCountdown } from '@/domain/marketing/sale'

/**
 * The sale template's banner (campaign pages): a badge, the page's title as the h1, a subheading and the
 * countdown line computed on the server ('Ends in 6 days', with the last day spelled out). After the end date the
 * banner says the sale has ended instead, so a shopper who follows an old link is not misled.
 */
export function SaleHero({
  title,
  badge,
  subheading,
  countdown,
}: {
  title: string
  badge: string | null
  subheading: string | null
  countdown: SaleCountdown
}) {
  return (
    <section className="sale-hero" data-testid="sale-hero">
      <div className="container sale-hero__inner">
        {badge ? <p className="sale-hero__badge">{badge}</p> : null}
        <h1 className="sale-hero__title">{title}</h1>
        {subheading ? <p className="sale-hero__sub">{subheading}</p> : null}
        {countdown.state !== 'open' ? (
          <p
            className={`sale-hero__countdown${countdown.state === 'ended' ? ' sale-hero__countdown--ended' : ''}`}
            data-testid="sale-countdown"
          >
            <Clock size={20} />
            <span>
              <strong>{countdown.text}</strong>
              <span className="sale-hero__ends">
                <span className="sale-hero__sep" aria-hidden="true">
                  {' · '}
                </span>
                {countdown.state === 'ended' ? 'the last day was ' : 'last day '}
                {countdown.endsOn}
              </span>
            </span>
          </p>
        ) : null}
      </div>
    </section>
  )
}

/** The sale's small print, one paragraph per line the marketer typed. */
export function SaleTerms({ terms }: { terms: string }) {
  const paragraphs = terms
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (paragraphs.length === 0) return null
  return (
    <section className="sale-terms container" aria-labelledby="sale-terms-heading" data-testid="sale-terms">
      <h2 id="sale-terms-heading" className="sale-terms__heading">
        Sale terms and conditions
      </h2>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </section>
  )
}
