import type { Block } from 'payload'

import { labelledOptions } from '../../collections/fields/options'
import { CAR_TYPE_LABELS } from '../../src/domain/carTypes'
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
      label: 'Car types',
      type: 'select',
      hasMany: true,
      options: labelledOptions(CAR_TYPE_LABELS),
    },
    {
      name: 'hitsPerPage',
      label: 'Number of cars',
      type: 'number',
      min: 1,
      max: STOCK_SEARCH_MAX_HITS,
      defaultValue: DEFAULT_HITS_PER_PAGE,
    },
    {
      name: 'sort',
      label: 'Order',
      type: 'select',
      defaultValue: 'default',
      options: labelledOptions({ default: 'Featured first (as the search page)', newest: 'Newest arrivals first' }),
    },
    {
      name: 'layout',
      label: 'Layout',
      type: 'select',
      defaultValue: 'grid',
      options: labelledOptions({ grid: 'Grid', carousel: 'Carousel (one scrolling row)' }),
      admin: { description: 'A carousel suits a "Latest arrivals" row: shoppers swipe through it on a phone.' },
    },
  ],
}
