import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getSearchPromoTiles } from '@/data/content'
import { displayedCount, searchStock } from '@/data/search'
import { getSearchVocabulary } from '@/data/searchVocabulary'
import { resolveHost } from '@/data/tenants'
import { BRAND_PROMO_POSITION, pickBrandPromo, placePromoTiles } from '@/domain/search/promoPlacement'
import { KM_SLIDER, PRICE_SLIDER, yearSlider } from '@/domain/search/range'
import { collapseSoldRuns } from '@/domain/search/soldRuns'
import type { CarType } from '@/domain/search/types'
import { buildSearchPath, initialSearchState, parseLandingPath } from '@/domain/search/urlState'
import { CompareTray } from '@/modules/saved/components/CompareTray.client'
import { PromoCard } from '@/modules/search/components/PromoCard'
import {
  ClearFilters,
  FacetList,
  FilterDrawer,
  KeywordSearch,
  RangeFilter,
  SearchControls,
  SortSelect,
} from '@/modules/search/components/SearchControls.client'
import { VehicleCard } from '@/modules/search/components/VehicleCard'
import { facetGroups } from '@/modules/search/facetGroups'
import { EMPTY_RESULTS_TEXT } from '@/modules/search/messages'

type Props = {
  params: Promise<{ host: string; segments?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Resolves tenant, landing route and URL state into one query. Invalid parameters are reported, not fatal. */
async function load({ params, searchParams }: Props) {
  const { host, segments = [] } = await params
  const resolved = await resolveHost(host)
  if (resolved.kind !== 'tenant') return null
  const tenant = resolved.tenant
  const vocabulary = await getSearchVocabulary(tenant)
  const landing = parseLandingPath(segments, vocabulary)
  if (!landing) return null
  // SRP-20: the landing path's filters and the URL are the persisted state; a bad parameter is reported on the
  // page and only its own attribute falls back.
  const { query, errors } = initialSearchState(await searchParams, { refinements: landing.refinements })
  return { tenant, vocabulary, landing, query, errors }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load(props)
  if (!loaded) return {}
  const { landing, query, vocabulary, tenant } = loaded
  return {
    title: landing.title,
    description: `${landing.title} at ${tenant.name}: browse new, demo and used stock.`,
    alternates: { canonical: buildSearchPath(query, vocabulary) },
  }
}

export default async function SearchPage(props: Props) {
  const loaded = await load(props)
  if (!loaded) notFound()
  const { tenant, vocabulary, landing, query, errors } = loaded
  const now = new Date()
  const [result, promos] = await Promise.all([searchStock(tenant, query), getSearchPromoTiles(tenant.id)])
  // SRP-34: counts above 1999 show the tenant's configured stock count, else the summed car-type facet counts.
  const shown = displayedCount(tenant, result)
  // SRP-10: brands configured for it show one code-owned tile at 8 unless a CMS tile takes that slot.
  const brandPromo = pickBrandPromo(tenant.config)
  const cells = placePromoTiles(collapseSoldRuns(result.hits), promos, {
    carTypes: (query.refinements.car_type ?? []) as CarType[],
    now,
    reserved: brandPromo ? { position: BRAND_PROMO_POSITION, tile: brandPromo } : null,
  })
  const groups = facetGroups(result.facets, query.refinements)
  const pageHref = (page: number) => buildSearchPath({ ...query, page }, vocabulary)
  const filters = (
    <>
      <RangeFilter attribute="price" label="Price" bounds={PRICE_SLIDER} unit="dollars" />
      <RangeFilter attribute="year" label="Year" bounds={yearSlider(now)} unit="year" />
      <RangeFilter attribute="km" label="Kilometres" bounds={KM_SLIDER} unit="km" />
      {groups.map((g) => (
        <FacetList key={g.attribute} group={g} />
      ))}
    </>
  )

  return (
    <SearchControls query={query} vocabulary={vocabulary}>
      <div className="container section">
        <h1 className="page-title">{landing.title}</h1>
        <KeywordSearch />
        {errors.length > 0 ? (
          <div className="notice" role="alert">
            Some search settings in the address were ignored: {errors.map((e) => e.message).join('; ')}
          </div>
        ) : null}
        <div className="search__layout">
          <aside className="search__filters" aria-label="Filters">
            <h2 className="visually-hidden">Filters</h2>
            {filters}
          </aside>
          <section className="search__results" aria-labelledby="result-count">
            <div className="search__toolbar">
              <FilterDrawer>{filters}</FilterDrawer>
              <h2 id="result-count" className="search__count" data-testid="result-count" aria-live="polite">
                {shown.toLocaleString('en-AU')} {shown === 1 ? 'vehicle' : 'vehicles'}
              </h2>
              <SortSelect />
            </div>
            {cells.length === 0 ? (
              <div className="empty" data-testid="empty-state">
                <p>{EMPTY_RESULTS_TEXT}</p>
                <ClearFilters />
              </div>
            ) : (
              <ul className="results-grid" role="list">
                {cells.map((cell, i) =>
                  cell.kind === 'hit' ? (
                    <li key={`v-${cell.hit.id}`}>
                      <VehicleCard hit={cell.hit} tenant={tenant} priority={i < 2} now={now} />
                    </li>
                  ) : (
                    <li key={`p-${cell.tile.id}`}>
                      <PromoCard tile={cell.tile} />
                    </li>
                  ),
                )}
              </ul>
            )}
            {result.pages > 1 ? (
              <nav className="pagination" aria-label="Pages">
                <ul role="list">
                  {query.page > 1 ? (
                    <li>
                      <a href={pageHref(query.page - 1)} rel="prev">
                        Previous<span className="visually-hidden"> page</span>
                      </a>
                    </li>
                  ) : null}
                  {pageNumbers(query.page, result.pages).map((n) => (
                    <li key={n}>
                      {n === query.page ? (
                        <span aria-current="page">{n}</span>
                      ) : (
                        <a href={pageHref(n)}>
                          <span className="visually-hidden">Page </span>
                          {n}
                        </a>
                      )}
                    </li>
                  ))}
                  {query.page < result.pages ? (
                    <li>
                      <a href={pageHref(query.page + 1)} rel="next">
                        Next<span className="visually-hidden"> page</span>
                      </a>
                    </li>
                  ) : null}
                </ul>
              </nav>
            ) : null}
          </section>
        </div>
      </div>
      {tenant.config.features.compare ? <CompareTray /> : null}
    </SearchControls>
  )
}

/** Up to seven page numbers around the current page. */
function pageNumbers(current: number, pages: number): number[] {
  const start = Math.max(1, Math.min(current - 3, pages - 6))
  return Array.from({ length: Math.min(7, pages) }, (_, i) => start + i)
}
