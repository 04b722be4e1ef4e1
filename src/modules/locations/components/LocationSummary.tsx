import { MapPin, Phone } from '@/components/ui/icons'
import { telHref } from '@/domain/locations/phones'
import { directionsUrl, LOCATION_TYPE_LABELS, type SiteLocation } from '@/domain/locations/siteLocation'

import { MapCard } from './MapCard'
import { Stars } from './Stars'
import '../locations.css'

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
        {l.address ? (
          <p className="loc-card__line">
            <MapPin size={18} aria-hidden="true" className="loc-card__icon" />
            <span>{l.address}</span>
          </p>
        ) : null}
        {l.phones.length > 0 ? (
          <p className="loc-card__line">
            <Phone size={18} aria-hidden="true" className="loc-card__icon" />
            <span className="loc-card__phones">
              {l.phones.map((p) => (
                <a key={p} href={telHref(p)}>
                  {p}
                </a>
              ))}
            </span>
          </p>
        ) : null}
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
