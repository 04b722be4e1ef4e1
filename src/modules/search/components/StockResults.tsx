import { SectionHeading } from '@/components/ui/SectionHeading'
import { formatNumber } from '@/domain/numberFormat'
import { cardConfig, toCardView } from '@/domain/search/cardView'
import { displayCount, sumFacet } from '@/domain/search/facets'
import type { CarType, SearchResult } from '@/domain/search/types'
import type { TenantSite } from '@/domain/site'

import { packCards } from '../packedCards'

import { StockGrid } from './StockGrid.client'

export interface StockResultsProps {
  heading: string
  headingLevel: 1 | 2
  result: Pick<SearchResult, 'hits' | 'count' | 'facets'>
  tenant: TenantSite
  carTypes: CarType[]
  /** The results page with the same filters. */
  viewAllHref: string
  now: Date
}

/**
 * A fixed slice of stock on a content page (the stock search block): the first cards of a search, sold runs
 * collapsed as on the results page, and a link to the results page with the same filters, counting them (SRP-34).
 * The cards travel packed to StockGrid; no promo tiles; no card image is preloaded (the block sits below a
 * page's first content).
 */
export function StockResults({ heading, headingLevel, result, tenant, carTypes, viewAllHref, now }: StockResultsProps) {
  const shown = displayCount(result.count, {
    configuredStockCount: tenant.config.stock.stockCount,
    facetSum: sumFacet(result.facets.car_type),
  })
  return (
    <section className="container section stock-search" data-block="stockSearch">
      <SectionHeading level={headingLevel}>{heading}</SectionHeading>
      {result.hits.length > 0 ? (
        <StockGrid
          cards={packCards(result.hits.map((hit) => toCardView(hit, cardConfig(tenant.config), now)))}
          carTypes={carTypes}
          now={now.toISOString()}
        />
      ) : (
        <p className="empty">No vehicles to show here right now.</p>
      )}
      <p className="stock-search__more">
        <a className="button button--primary" href={viewAllHref} data-testid="stock-search-view-all">
          {shown > 0 ? `View all ${formatNumber(shown)} ${shown === 1 ? 'vehicle' : 'vehicles'}` : 'Browse all stock'}
        </a>
      </p>
    </section>
  )
}
