import type { Block } from 'payload'

import { labelledOptions } from '../../collections/fields/options'
import { BRAND_CATEGORY_TITLES } from '../../src/domain/brands/brands'
import { headedBlock } from '../shared/fields'

export const BrandsGridBlock: Block = headedBlock(
  { slug: 'brandsGrid', interfaceName: 'BrandsGridBlock', labels: { singular: 'Brands grid', plural: 'Brands grids' } },
  {},
  [
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      options: labelledOptions(BRAND_CATEGORY_TITLES),
      admin: { description: 'Empty shows every category, each under its own heading.' },
    },
  ],
)
