import { ArrowRight, BadgePercent, Clock } from '@/components/ui/icons'
import {
  OFFER_DESCRIPTION_LIMIT,
  OFFER_DISCLAIMER_LIMIT,
  formatOfferEnds,
  offerPath,
  offerVehicleLine,
  type OfferView,
} from '@/domain/offers/offers'
import { cardImageSource } from '@/modules/search/components/VehicleCard'

import { MoreText } from './MoreText'
import { RateDisclosure } from '@/components/ui/RateDisclosure'

/** The card image's display width: one column on phones, two on tablets, three on desktops. */
export const OFFER_CARD_SIZES = '(max-width: 640px) calc(100vw - 2rem), (max-width: 1024px) 50vw, 400px'

/** The card's two long texts, each cut at its limit with View more / View less. */
const LONG_TEXTS = [
  { field: 'description', limit: OFFER_DESCRIPTION_LIMIT, what: 'description' },
  { field: 'disclaimer', limit: OFFER_DISCLAIMER_LIMIT, what: 'conditions' },
] as const

/**
 * An offer card on /special-offers (OFF-01): image, category, end date, name (the link to the offer's page), the
 * manufacturer and model, the description cut at 160 and the conditions at 200 with View more / View less (OFF-03,
 * OFF-04), and one button to the offer.
 */
export function OfferCard({ offer, eager = false, timeZone }: { offer: OfferView; eager?: boolean; timeZone: string }) {
  const href = offerPath(offer)
  const ends = formatOfferEnds(offer.endsAt, timeZone)
  const vehicle = offerVehicleLine(offer)
  const titleId = `offer-${offer.id}`
  const image = offer.imageUrl ? cardImageSource(offer.imageUrl, OFFER_CARD_SIZES) : null
  return (
    <article className="offer-card" aria-labelledby={titleId} data-testid="offer-card" data-offer-id={offer.id}>
      <div className="offer-card__media">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the optimiser URLs at the card widths, as stock cards (cardImageSource)
          <img
            {...image}
            sizes={OFFER_CARD_SIZES}
            alt=""
            width={600}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <div className="offer-card__art" aria-hidden="true">
            <BadgePercent size={56} strokeWidth={1.5} />
          </div>
        )}
      </div>
      <div className="offer-card__body">
        <OfferMeta category={offer.category} ends={ends} />
        <h2 className="offer-card__title" id={titleId}>
          <a href={href}>{offer.name}</a>
        </h2>
        {vehicle ? <p className="offer-card__vehicle">{vehicle}</p> : null}
        <RateDisclosure disclosure={offer.credit} variant="compact" />
        {LONG_TEXTS.map(({ field, limit, what }) => (
          <MoreText
            key={field}
            text={offer[field]}
            limit={limit}
            what={`the ${what} of ${offer.name}`}
            className={`offer-card__${field}`}
            testId={`offer-${field}`}
          />
        ))}
        <a className="button button--primary offer-card__cta" href={href}>
          <span>View offer</span>
          <span className="visually-hidden">: {offer.name}</span>
          <ArrowRight size={18} aria-hidden="true" />
        </a>
      </div>
    </article>
  )
}

/** An offer's category and "Ends 30 June 2027" (OFF-03), on its card and its page. */
export function OfferMeta({ category, ends }: { category: string; ends: string | null }) {
  return (
    <p className="offer-card__meta">
      <span className="offer-card__category">{category}</span>
      {ends ? (
        <span className="offer-card__ends">
          <Clock size={16} aria-hidden="true" />
          {ends}
        </span>
      ) : null}
    </p>
  )
}
