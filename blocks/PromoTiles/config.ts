import type { Block } from 'payload'

import { headedBlock } from '../shared/fields'

export const PromoTilesBlock: Block = headedBlock(
  {
    slug: 'promoTiles',
    interfaceName: 'PromoTilesBlock',
    labels: { singular: 'Promo tiles grid', plural: 'Promo tiles grids' },
  },
  {},
  [
    {
      name: 'tiles',
      type: 'relationship',
      relationTo: 'promo-tiles',
      hasMany: true,
      admin: { description: 'Leave empty to show every current promo tile of this site.' },
    },
    { name: 'limit', type: 'number', min: 1, max: 12, defaultValue: 6 },
  ],
)
