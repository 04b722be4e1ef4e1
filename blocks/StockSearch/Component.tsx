import { SectionHeading } from '@/components/ui/SectionHeading'
import { ChevronRight } from '@/components/ui/icons'

import { searchStock } from '@/data/search'
import { cardConfig, toCardView } from '@/domain/search/cardView'
import { stockSearchBlock } from '@/domain/search/stockSearchBlock'
import { StockResults } from '@/modules/search/components/StockResults'
import { CardsCreditNote, VehicleCard } from '@/modules/search/components/VehicleCard'

/** The carousel's card width: min(78vw, 290px) (site.css .stock-row__list). */
const ROW_CARD_SIZES = '(max-width: 372px) 78vw, 290px'

import type { StockSearchBlock as StockSearchData } from '../../payload-types'
import type { BlockContext } from '../types'

/**
 * Below its first card, the carousel's photos are DeferredImages that load together once the row comes within 300 px
 * of the viewport (after hydration), not during the first paint: Chromium's lazy loading fetched all seven of a
 * phone's row (~50 KB) before the hero painted, and Lighthouse's simulated slow network counted them.
 *
 * Code-owned block: the first `hitsPerPage` cars of the tenant's stock of the block's car types (all when none),
 * in the default order or newest first, with a link to the results page for the same filters. As a carousel: one
 * row of in-stock cars that scrolls sideways (scroll-snap; the page itself never does).
 */
export async function StockSearchComponent({ block, tenant, headingLevel }: { block: StockSearchData } & BlockContext) {
  const { query, viewAllHref, carTypes } = stockSearchBlock(block)
  const sorted = block.sort === 'newest' ? { ...query, sortBy: 'created_at:desc' as const } : query
  const heading = block.heading || 'Find your next car'
  if (block.layout !== 'carousel') {
    const result = await searchStock(tenant, sorted)
    return <StockResults {...{ heading, headingLevel, result, tenant, carTypes, viewAllHref }} now={new Date()} />
  }
  const result = await searchStock(tenant, { ...sorted, hitsPerPage: Math.min(60, sorted.hitsPerPage + 6) })
  const hits = result.hits.filter((h) => h.status !== 'sold').slice(0, sorted.hitsPerPage)
  if (hits.length === 0) return null
  const now = new Date()
  const cfg = cardConfig(tenant.config)
  const headingId = `stock-row-${block.id ?? 'latest'}`
  return (
    <section className="section stock-row" data-block="stockRow" aria-labelledby={headingId}>
      <div className="container stock-row__head">
        <SectionHeading level={headingLevel} id={headingId}>
          {heading}
        </SectionHeading>
        <a href={viewAllHref} className="stock-row__all" data-testid="stock-row-view-all">
          View all
          <span className="visually-hidden"> {heading.toLowerCase()}</span>
          <ChevronRight aria-hidden size={18} />
        </a>
      </div>
      <ul className="stock-row__list" role="list" data-testid="latest-arrivals">
        {hits.map((hit, i) => (
          <li key={hit.id} className="stock-row__item">
            {/* the first card is in a phone's first screen; the rest wait for the row to come near (see above) */}
            <VehicleCard
              card={toCardView(hit, cfg, now)}
              sizes={ROW_CARD_SIZES}
              load={i === 0 ? 'lazy' : 'deferred'}
              near=".stock-row"
            />
          </li>
        ))}
      </ul>
      <div className="container">
        <CardsCreditNote cards={hits.map((hit) => toCardView(hit, cfg, now))} />
      </div>
    </section>
  )
}
