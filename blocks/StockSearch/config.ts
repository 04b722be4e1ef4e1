import type { Block } from 'payload'

import { STOCK_SEARCH_MAX_HITS } from '../../src/domain/search/stockSearchBlock'
import { DEFAULT_HITS_PER_PAGE } from '../../src/domain/search/types'

/** Code-owned: the settings live here; the component shows the first cars of that search (src/domain/search/stockSearchBlock). */
export const StockSearchBlock: Block = {
  slug: 'stockSearch',
  interfaceName: 'StockSearchBlock',
  labels: { singular: 'Stock search', plural: 'Stock searches' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Find your next car' },
    {
      name: 'carTypes',
      type: 'select',
      hasMany: true,
      options: ['new', 'demo', 'used'].map((v) => ({ label: v, value: v })),
    },
    {
      name: 'hitsPerPage',
      type: 'number',
      min: 1,
      max: STOCK_SEARCH_MAX_HITS,
      defaultValue: DEFAULT_HITS_PER_PAGE,
    },
  ],
}
