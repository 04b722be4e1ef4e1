import Link from 'next/link'

import { DeferredImage } from '@/components/ui/DeferredImage.client'
import { Clock, MapPin, Phone } from '@/components/ui/icons'
import { optimisedImage } from '@/components/ui/imageSource'
import { weekLines } from '@/domain/locations/hours'
import { formatDistance } from '@/domain/locations/nearest'
import { telHref } from '@/domain/locations/phones'
import { directionsUrl, LOCATION_TYPE_LABELS, type SiteLocation } from '@/domain/locations/siteLocation'

import { MapCard } from './MapCard'
import { Stars } from './Stars'

/** A card's photo: a carousel card is ~85% of a phone, a grid card at most ~26rem; 1.75× phones ask for ~640 px. */
const LOCATION_PHOTO = {
  width: 640,
  height: 320,
  sizes: '(max-width: 700px) 85vw, 420px',
  widths: [375, 640, 750],
  fallbackWidth: 640,
}

/**
 * LOC-01: a location card — image (else a locally drawn map card), name, type, address, phone(s), hours collapsed
 * to Mon–Fri when equal, Get Directions and View Location. `distanceKm` adds the dealer locator's distance.
 */
export function LocationCard({
  location: l,
  byAppointment = false,
  minRating = 0,
  distanceKm,
  headingLevel = 3,
  className,
  tabIndex,
  deferImage = false,
}: {
  location: SiteLocation
  byAppointment?: boolean
  /** CMS-11: the tenant's minimum rating (Tenants → Reviews); below it the card shows no stars. */
  minRating?: number
  distanceKm?: number
  headingLevel?: 2 | 3
  className?: string
  tabIndex?: number
  /**
   * The photo waits until the card's section nears the viewport (a block far down a page: DeferredImage), then loads
   * with its carousel's others (a location carousel is short: a group's locations).
   */
  deferImage?: boolean
}) {
  const H = `h${headingLevel}` as 'h2' | 'h3'
  const href = `/contact-us/${encodeURIComponent(l.slug)}`
  return (
    <article
      className={['loc-card', className].filter(Boolean).join(' ')}
      aria-labelledby={`loc-${l.id}-name`}
      tabIndex={tabIndex}
    >
      <div className="loc-card__media">
        {l.imageUrl && deferImage ? (
          <DeferredImage
            {...optimisedImage(l.imageUrl, LOCATION_PHOTO)}
            sizes={LOCATION_PHOTO.sizes}
            width={640}
            height={320}
            eager
          />
        ) : l.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- optimisedImage gives the optimiser's URLs cut to a card's widths; uploads and tenant URLs load as they are
          <img
            {...optimisedImage(l.imageUrl, LOCATION_PHOTO)}
            sizes={LOCATION_PHOTO.sizes}
            alt=""
            loading="lazy"
            fetchPriority="low"
            decoding="async"
            width={640}
            height={320}
          />
        ) : (
          <MapCard location={l} />
        )}
      </div>
      <div className="loc-card__body">
        <p className="loc-card__meta">
          {l.type ? <span className="loc-card__type">{LOCATION_TYPE_LABELS[l.type]}</span> : null}
          {distanceKm !== undefined ? (
            <span className="loc-card__distance">{formatDistance(distanceKm)} away</span>
          ) : null}
        </p>
        <H id={`loc-${l.id}-name`} className="loc-card__name">
          {l.name}
        </H>
        <Stars average={l.averageRating} count={l.reviewCount} minRating={minRating} />
        <LocationContactLines location={l} />
        {l.hours.length > 0 ? (
          <div className="loc-card__line">
            <Clock size={18} aria-hidden="true" className="loc-card__icon" />
            <dl className="loc-hours-list" aria-label={`${l.name} opening hours`}>
              {weekLines(l.hours, { byAppointment }).map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{line.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        <p className="loc-card__actions">
          <a
            className="button button--secondary loc-card__btn"
            href={directionsUrl(l)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Get Directions<span className="visually-hidden"> to {l.name} (opens in a new tab)</span>
          </a>
          <Link className="button button--primary loc-card__btn" href={href}>
            View Location<span className="visually-hidden">: {l.name}</span>
          </Link>
        </p>
      </div>
    </article>
  )
}

/** A location's address and its de-duplicated phone numbers (LOC-18), each a line with its icon; on cards and banners. */
export function LocationContactLines({ location: l }: { location: SiteLocation }) {
  return (
    <>
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
    </>
  )
}
