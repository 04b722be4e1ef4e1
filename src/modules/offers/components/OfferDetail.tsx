import { ArrowLeft, ArrowRight, BadgePercent } from '@/components/ui/icons'
import { formatOfferEnds, offerVehicleLine, type OfferView } from '@/domain/offers/offers'
import { cardImageSource } from '@/modules/search/components/VehicleCard'

import { OfferMeta } from './OfferCard'
import { RateDisclosure } from '@/components/ui/RateDisclosure'

const HERO_SIZES = '(max-width: 1024px) calc(100vw - 2rem), 760px'

/**
 * The offer's page (OFF-02, RTE-25): back to all offers, the hero image, category and end date, the name, the
 * manufacturer and model, the whole description, a link to the model (its own page or its stock), and the offer's
 * conditions in full; beside it on wide screens (below on phones) the enquiry form, passed in as `enquiry`.
 */
export function OfferDetail({
  offer,
  timeZone,
  modelLink,
  enquiry,
}: {
  offer: OfferView
  timeZone: string
  /** where the model's button leads, or null */
  modelLink: { href: string; label: string } | null
  enquiry: React.ReactNode
}) {
  const ends = formatOfferEnds(offer.endsAt, timeZone)
  const vehicle = offerVehicleLine(offer)
  const image = offer.imageUrl ? cardImageSource(offer.imageUrl, HERO_SIZES) : null
  const paragraphs = offer.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  return (
    <div className="container offer-page" data-offer-id={offer.id}>
      <p className="offer-page__back">
        <a href="/special-offers">
          <ArrowLeft size={18} aria-hidden="true" />
          All offers
        </a>
      </p>
      <div className="offer-page__grid">
        <article className="offer-page__main" aria-labelledby="offer-title">
          <div className="offer-page__media">
            {image ? (
              // eslint-disable-next-line @next/next/no-img-element -- the optimiser URLs at the hero widths (cardImageSource)
              <img
                {...image}
                sizes={HERO_SIZES}
                alt=""
                width={1200}
                height={800}
                fetchPriority="high"
                decoding="async"
              />
            ) : (
              <div className="offer-card__art" aria-hidden="true">
                <BadgePercent size={72} strokeWidth={1.5} />
              </div>
            )}
          </div>
          <OfferMeta category={offer.category} ends={ends} />
          <h1 id="offer-title" className="offer-page__title">
            {offer.name}
          </h1>
          {vehicle ? <p className="offer-page__vehicle">{vehicle}</p> : null}
          <RateDisclosure disclosure={offer.credit} />
          <div className="offer-page__description" data-testid="offer-description">
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <div className="offer-page__actions">
            <a className="button button--primary" href="#offer-enquiry">
              Enquire about this offer
            </a>
            {modelLink ? (
              <a className="button offers-outline" href={modelLink.href} data-testid="offer-model-link">
                <span>{modelLink.label}</span>
                <ArrowRight size={18} aria-hidden="true" />
              </a>
            ) : null}
          </div>
          {offer.disclaimer ? (
            <section className="offer-page__terms" aria-labelledby="offer-terms">
              <h2 id="offer-terms">Offer conditions</h2>
              <p data-testid="offer-disclaimer">{offer.disclaimer}</p>
            </section>
          ) : null}
        </article>
        <aside className="offer-page__enquiry" id="offer-enquiry" aria-labelledby="offer-enquiry-title">
          <h2 id="offer-enquiry-title">Enquire about this offer</h2>
          <p>Leave your details and our team will get back to you about {offer.name}.</p>
          {enquiry}
        </aside>
      </div>
    </div>
  )
}
