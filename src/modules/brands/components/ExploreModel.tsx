import { SectionHeading } from '@/components/ui/SectionHeading'
import { ArrowRight } from '@/components/ui/icons'
import { OptimisedImg } from '@/components/ui/OptimisedImg'
import {
  brandOverviewPath,
  carsCount,
  makeOffersPath,
  modelOverview,
  modelSearchPath,
  type BrandView,
  type ModelRef,
} from '@/domain/brands/brands'
import type { LeadLocationOption } from '@/domain/leads/schema'
import type { OfferView } from '@/domain/offers/offers'
import { formatDollars } from '@/domain/price'
import type { RouteContext } from '@/domain/routes'
import { carTypeLabel } from '@/domain/carTypes'
import type { CardView } from '@/domain/search/cardView'
import type { SearchHit } from '@/domain/search/types'
import type { TenantSite } from '@/domain/site'
import { CardsCreditNote, VehicleCard } from '@/modules/search/components/VehicleCard'

import { BrandEnquiry } from './BrandEnquiry'
import { BrandLogo } from './BrandLogo'
import { OfferStrip } from './OfferStrip'

/** How many cars of the model the page lists (the rest are one click away on the results page). */
const LISTED = 6

/**
 * RTE-26: the explore-model page — model hero with price range, body type and years, the variants in stock (by
 * badge, with 'from' prices), the first cars in stock, offers for the model and an enquiry about it.
 */
export function ExploreModel({
  tenant,
  model,
  brand,
  stock,
  cards,
  offers,
  leadLocations,
  routes,
}: {
  tenant: TenantSite
  model: ModelRef
  brand: BrandView | null
  stock: readonly SearchHit[]
  /** The listed cars' card views (built by the page: they need the tenant's card settings and the time). */
  cards: readonly CardView[]
  offers: readonly OfferView[]
  leadLocations: LeadLocationOption[]
  routes: RouteContext
}) {
  const name = `${model.make} ${model.model}`
  const overview = modelOverview(stock)
  const hero = stock.find((s) => s.primary_image_url)?.primary_image_url ?? null
  const searchHref = modelSearchPath(model.make, model.model)
  const range = overview.priceRange
  const facts: { label: string; value: string }[] = [
    ...(range
      ? [
          {
            label: 'Price range',
            value:
              range.min === range.max
                ? formatDollars(range.min)
                : `${formatDollars(range.min)} – ${formatDollars(range.max)}`,
          },
        ]
      : []),
    ...(overview.bodies.length > 0 ? [{ label: 'Body type', value: overview.bodies.join(', ') }] : []),
    ...(overview.years
      ? [
          {
            label: 'Years',
            value:
              overview.years.min === overview.years.max
                ? String(overview.years.min)
                : `${overview.years.min}–${overview.years.max}`,
          },
        ]
      : []),
    { label: 'In stock', value: overview.carTypes.map((t) => carTypeLabel(t)).join(', ') || 'None right now' },
  ]
  return (
    <div className="brand-page" data-testid="explore-model">
      <section className="model-hero" aria-labelledby="model-title">
        <div className="container model-hero__inner">
          <div className="model-hero__text">
            {brand ? (
              <a href={brandOverviewPath(brand.slug)} className="model-hero__brand">
                <BrandLogo src={brand.logoUrl} name={brand.title} className="model-hero__logo" />
                <span className="visually-hidden">{brand.title} overview</span>
              </a>
            ) : null}
            <h1 id="model-title" className="model-hero__title">
              {name}
            </h1>
            <p className="model-hero__lead">
              {overview.count > 0 ? `${carsCount(overview.count)} in stock` : 'None in stock right now'}
              {range ? (
                <>
                  {' · '}from <strong>{formatDollars(range.min)}</strong>
                </>
              ) : null}
            </p>
            <div className="model-hero__actions">
              {overview.count > 0 ? (
                <a href={searchHref} className="button button--primary" data-testid="model-stock-link">
                  View all {carsCount(overview.count)}
                </a>
              ) : null}
              <a href="#enquire" className="button brand-button--outline">
                Enquire about the {model.model}
              </a>
            </div>
          </div>
          <div className="model-hero__media">
            <OptimisedImg
              src={hero}
              alt={name}
              fill
              priority
              sizes="(max-width: 800px) calc(100vw - 2rem), 560px"
              className="model-hero__img"
            />
          </div>
        </div>
        <div className="container">
          <dl className="model-facts" data-testid="model-facts">
            {facts.map((f) => (
              <div key={f.label} className="model-facts__item">
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {overview.variants.length > 0 ? (
        <section className="section" aria-labelledby="model-variants-heading">
          <div className="container">
            <SectionHeading id="model-variants-heading">{model.model} variants in stock</SectionHeading>
            <ul className="variant-list" role="list" data-testid="model-variants">
              {overview.variants.map((v) => (
                <li key={v.name} className="variant-list__item">
                  <span className="variant-list__name">{v.name}</span>
                  <span className="variant-list__count">{carsCount(v.count)}</span>
                  <span className="variant-list__price">
                    {v.fromPrice !== null ? `From ${formatDollars(v.fromPrice)}` : 'Price on enquiry'}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {cards.length > 0 ? (
        <section className="section model-stock" aria-labelledby="model-stock-heading">
          <div className="container">
            <div className="section-head brand-section__head">
              <SectionHeading id="model-stock-heading">{name} in stock</SectionHeading>
              {overview.count > cards.length ? (
                <a href={searchHref} className="brand-section__all">
                  View all {carsCount(overview.count)} <ArrowRight size={16} aria-hidden />
                </a>
              ) : null}
            </div>
            <ul className="model-stock__list" role="list">
              {cards.slice(0, LISTED).map((card) => (
                <li key={card.id}>
                  <VehicleCard card={card} />
                </li>
              ))}
            </ul>
            <CardsCreditNote cards={cards.slice(0, LISTED)} />
          </div>
        </section>
      ) : null}

      <OfferStrip
        offers={offers}
        heading={`${name} offers`}
        allHref={brand?.manufacturer ? makeOffersPath(brand.manufacturer.slug) : null}
        routes={routes}
      />

      <BrandEnquiry
        tenant={tenant}
        id="model-enquiry"
        heading={`Enquire about the ${name}`}
        intro={`Ask about availability, test drives or finance on the ${model.model}.`}
        category={overview.carTypes.includes('new') ? 'New Car Enquiry' : 'General Enquiry'}
        hiddenFields={{
          ...(brand?.manufacturer ? { manufacturer_slug: brand.manufacturer.slug } : {}),
          'Vehicle Make': model.make,
          'Vehicle Model': model.model,
        }}
        locations={leadLocations}
        defaultMessage={`Hi, I'm interested in the ${name}.`}
      />
    </div>
  )
}
