import { SectionHeading } from '@/components/ui/SectionHeading'
import { ArrowRight, Tag } from '@/components/ui/icons'
import { formatOfferEnds, offerPath, type OfferView } from '@/domain/offers/offers'
import { isLiveHref, type RouteContext } from '@/domain/routes'
import { RateDisclosure } from '@/components/ui/RateDisclosure'

/**
 * The current offers for a make or model: name, category and end date; each opens its offer page and the strip's
 * 'All offers' link opens the filtered offers list, only where those routes are live (no link to a 404).
 */
export function OfferStrip({
  offers,
  heading,
  allHref,
  routes,
}: {
  offers: readonly OfferView[]
  heading: string
  allHref: string | null
  routes: RouteContext
}) {
  if (offers.length === 0) return null
  const all = allHref && isLiveHref(allHref, routes) ? allHref : null
  return (
    <section className="section brand-offers" aria-labelledby="brand-offers-heading">
      <div className="container">
        <div className="section-head brand-section__head">
          <SectionHeading id="brand-offers-heading">{heading}</SectionHeading>
          {all ? (
            <a href={all} className="brand-section__all">
              All offers <ArrowRight size={16} aria-hidden />
            </a>
          ) : null}
        </div>
        <ul className="offer-strip" role="list">
          {offers.map((o) => {
            const href = offerPath(o)
            const ends = formatOfferEnds(o.endsAt)
            return (
              <li key={o.id} className="offer-strip__item" data-testid="brand-offer">
                <p className="offer-strip__category">
                  <Tag size={14} aria-hidden /> {o.category}
                </p>
                <h3 className="offer-strip__name">
                  {isLiveHref(href, routes) ? (
                    <a href={href} className="offer-strip__link">
                      {o.name}
                    </a>
                  ) : (
                    o.name
                  )}
                </h3>
                <RateDisclosure disclosure={o.credit} variant="compact" />
                {ends ? <p className="offer-strip__ends">{ends}</p> : null}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
