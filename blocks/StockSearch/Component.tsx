import { searchStock } from '@/data/search'
import { stockSearchBlock } from '@/domain/search/stockSearchBlock'
import { StockResults } from '@/modules/search/components/StockResults'

import type { StockSearchBlock as StockSearchData } from '../../payload-types'
import type { BlockContext } from '../types'

/**
 * Code-owned block: the first `hitsPerPage` cars of the tenant's stock of the block's car types (all when none),
 * in the default order, with a link to the results page for the same filters.
 */
export async function StockSearchComponent({ block, tenant, headingLevel }: { block: StockSearchData } & BlockContext) {
  const { query, viewAllHref, carTypes } = stockSearchBlock(block)
  const result = await searchStock(tenant, query)
  return (
    <StockResults
      heading={block.heading || 'Find your next car'}
      headingLevel={headingLevel}
      result={result}
      tenant={tenant}
      carTypes={carTypes}
      viewAllHref={viewAllHref}
      now={new Date()}
    />
  )
}
