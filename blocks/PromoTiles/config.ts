import type { Block } from 'payload'

import { headingField } from '../shared/fields'

export const PromoTilesBlock: Block = {
  slug: 'promoTiles',
  interfaceName: 'PromoTilesBlock',
  labels: { singular: 'Promo tiles grid', plural: 'Promo tiles grids' },
  fields: [
    headingField(),
    {
      name: 'tiles',
      type: 'relationship',
      relationTo: 'promo-tiles',
      hasMany: true,
      admin: { description: 'Leave empty to show every current promo tile of this site.' },
    },
    { name: 'limit', type: 'number', min: 1, max: 12, defaultValue: 6 },
  ],
}
