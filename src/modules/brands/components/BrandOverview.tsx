import { SectionHeading } from '@/components/ui/SectionHeading'
import { ArrowRight } from '@/components/ui/icons'
import { OptimisedImg } from '@/components/ui/OptimisedImg'
import {
  BRAND_CATEGORY_TITLES,
  carsCount,
  makeOffersPath,
  makeSearchPath,
  type BrandView,
  type ModelSummary,
} from '@/domain/brands/brands'
import type { LeadLocationOption } from '@/domain/leads/schema'
import type { SiteLocation } from '@/domain/locations/siteLocation'
import type { OfferView } from '@/domain/offers/offers'
import { isLiveHref, type RouteContext } from '@/domain/routes'
import type { TenantSite } from '@/domain/site'
import { LocationCard } from '@/modules/locations/components/LocationCard'

import { BrandEnquiry } from './BrandEnquiry'
import { BrandLogo } from './BrandLogo'
import { ModelCard } from './ModelCard'
import { OfferStrip } from './OfferStrip'

/**
 * RTE-26: a brand's overview — banner with logo and description, the make's models in stock (counts, 'from' prices,
 * each to its explore page), current offers for the make, the locations selling it, and an enquiry.
 */
export function BrandOverview({
  tenant,
  brand,
  make,
  models,
  offers,
  locations,
  leadLocations,
  routes,
}: {
  tenant: TenantSite
  brand: BrandView
  make: string | null
  models: readonly ModelSummary[]
  offers: readonly OfferView[]
  locations: readonly SiteLocation[]
  leadLocations: LeadLocationOption[]
  routes: RouteContext
}) {
  const inStock = models.reduce((n, m) => n + m.count, 0)
  const stockHref = make ? makeSearchPath(make) : null
  const isVehicleBrand = brand.category !== 'group'
  return (
    <div className="brand-page" data-testid="brand-overview">
      <section className="brand-hero" aria-labelledby="brand-title">
        <OptimisedImg src={brand.bannerUrl} alt="" fill priority sizes="100vw" className="brand-hero__img" />
        <div className="container brand-hero__inner">
          {isLiveHref('/brands', routes) ? (
            <nav aria-label="Breadcrumb">
              <a href="/brands" className="brand-hero__back">
                <span aria-hidden>←&nbsp;</span>All brands
              </a>
            </nav>
          ) : null}
          <BrandLogo src={brand.logoUrl} name={brand.title} className="brand-hero__logo" />
          <p className="brand-hero__eyebrow">{BRAND_CATEGORY_TITLES[brand.category].replace(/s$/, '')}</p>
          <h1 id="brand-title" className="brand-hero__title">
            {brand.title}
          </h1>
          {brand.description ? <p className="brand-hero__desc">{brand.description}</p> : null}
          <div className="brand-hero__actions">
            {stockHref && inStock > 0 ? (
              <a href={stockHref} className="button brand-hero__cta" data-testid="brand-stock-link">
                Browse {carsCount(inStock)} in stock
              </a>
            ) : null}
            <a href="#enquire" className="button button--ghost">
              Enquire now
            </a>
          </div>
        </div>
      </section>

      {models.length > 0 && make ? (
        <section className="section" aria-labelledby="brand-models-heading">
          <div className="container">
            <div className="section-head brand-section__head">
              <SectionHeading id="brand-models-heading">{make} models in stock</SectionHeading>
              {stockHref ? (
                <a href={stockHref} className="brand-section__all">
                  View all {make} stock <ArrowRight size={16} aria-hidden />
                </a>
              ) : null}
            </div>
            <ul className="model-grid" role="list" data-testid="brand-models">
              {models.map((m) => (
                <li key={m.slug}>
                  <ModelCard model={m} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : isVehicleBrand ? (
        <section className="section" aria-labelledby="brand-models-heading">
          <div className="container brand-empty">
            <SectionHeading id="brand-models-heading">{brand.title} stock</SectionHeading>
            <p>
              We have no {brand.title} stock listed online right now. Send us an enquiry and our team will find the
              right one for you.
            </p>
          </div>
        </section>
      ) : null}

      <OfferStrip
        offers={offers}
        heading={`${brand.manufacturer?.name ?? brand.title} offers`}
        allHref={brand.manufacturer ? makeOffersPath(brand.manufacturer.slug) : null}
        routes={routes}
      />

      {locations.length > 0 ? (
        <section className="section brand-locations" aria-labelledby="brand-locations-heading">
          <div className="container">
            <SectionHeading id="brand-locations-heading">Where to find {brand.title}</SectionHeading>
            <ul className="brand-locations__list" role="list">
              {locations.map((l) => (
                <li key={l.id}>
                  <LocationCard
                    location={l}
                    byAppointment={tenant.config.hours.closedAsByAppointment}
                    minRating={tenant.config.reviews.minRating}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <BrandEnquiry
        tenant={tenant}
        id="brand-enquiry"
        heading={`Enquire about ${brand.title}`}
        intro="Tell us what you are looking for and one of our team will be in touch."
        category={isVehicleBrand && make ? 'New Car Enquiry' : 'General Enquiry'}
        hiddenFields={{
          ...(brand.manufacturer ? { manufacturer_slug: brand.manufacturer.slug } : {}),
          ...(make ? { 'Vehicle Make': make } : {}),
        }}
        locations={leadLocations}
      />
    </div>
  )
}
