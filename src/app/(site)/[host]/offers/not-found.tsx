import { NotFoundLinks } from '@/modules/layout/components/NotFoundLinks'

/**
 * An offer page that has no live offer (ended, not started, another dealer's, mistyped): a 404, so search engines
 * drop the address, but worded for the shopper who followed last month's email or ad: the offer has ended, and the
 * current offers are one click away (/special-offers always answers, with its own empty state when none are on).
 */
export default function OfferNotFound() {
  return (
    <div className="container section not-found offer-not-found">
      <h1 className="page-title">This offer has ended</h1>
      <p className="not-found__lead">
        Sorry, this offer is no longer available. It may have ended, or the link may be mistyped. Have a look at the
        offers running now.
      </p>
      <p>
        <a className="button button--primary" href="/special-offers">
          See current offers
        </a>
      </p>
      <NotFoundLinks />
    </div>
  )
}
