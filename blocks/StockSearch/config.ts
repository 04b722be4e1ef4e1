import type { Block } from 'payload'

/** Code-owned: the settings live here, the search UI is React (filled in by the stock search work). */
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
    { name: 'hitsPerPage', type: 'number', min: 1, max: 60, defaultValue: 21 },
  ],
}
