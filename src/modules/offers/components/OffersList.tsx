import { SearchX } from '@/components/ui/icons'
import type { OfferFacet, OfferFacets, OfferFilters, OfferView } from '@/domain/offers/offers'

import { OfferCard } from './OfferCard'

/** ERR-01 / ERR-02: the empty offers search. */
export const NO_OFFERS_TITLE = 'No Results Available'
export const NO_OFFERS_TEXT =
  'There appears to be no offers currently available that meet the conditions of your search'

/** The filters in the order shown: the URL key, the label, the 'any' choice and where its options come from. */
const FILTERS = [
  { name: 'manufacturer', label: 'Manufacturer', all: 'All manufacturers', facet: 'manufacturers' },
  { name: 'model', label: 'Model', all: 'All models', facet: 'models' },
  { name: 'category', label: 'Category', all: 'All categories', facet: 'categories' },
] as const satisfies readonly { name: keyof OfferFilters; label: string; all: string; facet: keyof OfferFacets }[]

function FilterSelect({
  name,
  label,
  all,
  facets,
  value,
}: {
  name: keyof OfferFilters
  label: string
  all: string
  facets: OfferFacet[]
  value?: string
}) {
  const id = `offer-filter-${name}`
  return (
    <div className="offer-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{all}</option>
        {facets.map((f) => (
          <option key={f.value} value={f.value}>
            {f.count > 0 ? `${f.label} (${f.count})` : f.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * The offers screen (/special-offers, RTE-24, OFF-01, OFF-05): a heading, the filters (manufacturer, model,
 * category) as a GET form — the address is the state, so it works without JavaScript, can be shared and is kept by
 * the page cache — then the cards, or the spec's empty state with 'Clear Filters' back to /special-offers.
 */
export function OffersList({
  tenantName,
  offers,
  total,
  filters,
  facets,
  timeZone,
}: {
  tenantName: string
  /** the live offers the filters match */
  offers: OfferView[]
  /** how many live offers the tenant has in all */
  total: number
  filters: OfferFilters
  facets: OfferFacets
  timeZone: string
}) {
  const filtered = Boolean(filters.manufacturer || filters.model || filters.category)
  return (
    <div className="container offers-page">
      <header className="offers-page__head">
        <h1>Special offers</h1>
        <p>
          The latest manufacturer and dealer offers at {tenantName}: drive-away deals, low-rate finance and servicing
          bonuses. Every offer runs for a limited time.
        </p>
      </header>
      {total > 0 ? (
        <form className="offer-filters" method="get" action="/special-offers" role="search" aria-label="Filter offers">
          {FILTERS.map(({ facet, ...f }) => (
            <FilterSelect key={f.name} {...f} facets={facets[facet]} value={filters[f.name]} />
          ))}
          <div className="offer-filters__actions">
            <button type="submit" className="button button--primary">
              Show offers
            </button>
            {filtered ? (
              <a className="button offers-outline" href="/special-offers">
                Clear filters
              </a>
            ) : null}
          </div>
        </form>
      ) : null}
      {offers.length > 0 ? (
        <>
          <p className="offers-page__count" data-testid="offers-count">
            {offers.length === 1 ? '1 offer' : `${offers.length} offers`}
            {filtered ? ' match your search' : ''}
          </p>
          <ul className="offers-grid" role="list">
            {offers.map((offer, i) => (
              <li key={offer.id}>
                <OfferCard offer={offer} eager={i === 0} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="offers-empty" data-testid="offers-empty">
          <SearchX size={48} strokeWidth={1.5} aria-hidden="true" />
          {filtered ? (
            <>
              <h2>{NO_OFFERS_TITLE}</h2>
              <p>{NO_OFFERS_TEXT}</p>
              <a className="button button--primary" href="/special-offers">
                Clear Filters
              </a>
            </>
          ) : (
            <>
              <h2>No offers on right now</h2>
              <p>There are no offers running at the moment. New offers appear here as soon as they start.</p>
              <a className="button button--primary" href="/search">
                Browse our stock
              </a>
            </>
          )}
        </div>
      )}
    </div>
  )
}
