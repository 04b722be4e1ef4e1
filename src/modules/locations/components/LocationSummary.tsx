import { directionsUrl, LOCATION_TYPE_LABELS, type SiteLocation } from '@/domain/locations/siteLocation'

import { LocationContactLines } from './LocationCard'
import { MapCard } from './MapCard'
import { Stars } from './Stars'

/** The location page's banner: rating (LOC-04), image or map card, address, de-duplicated phones (LOC-18), directions. */
export function LocationSummary({ location: l, minRating }: { location: SiteLocation; minRating?: number }) {
  return (
    <section className="loc-summary" aria-label={`${l.name} details`}>
      <div className="loc-summary__media">
        {l.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- tenant images come from Payload or a tenant URL; sized by CSS
          <img src={l.imageUrl} alt="" width={640} height={320} />
        ) : (
          <MapCard location={l} />
        )}
      </div>
      <div className="loc-summary__body">
        {l.type ? <p className="loc-card__type">{LOCATION_TYPE_LABELS[l.type]}</p> : null}
        <Stars average={l.averageRating} count={l.reviewCount} className="loc-rating--banner" minRating={minRating} />
        <LocationContactLines location={l} />
        <p className="loc-card__actions">
          <a
            className="button button--primary loc-card__btn"
            href={directionsUrl(l)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Get Directions<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </section>
  )
}
