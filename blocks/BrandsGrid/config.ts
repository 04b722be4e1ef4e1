import type { Block } from 'payload'

import { labelledOptions } from '../../collections/fields/options'
import { BRAND_CATEGORY_TITLES } from '../../src/domain/brands/brands'
import { headingField } from '../shared/fields'

export const BrandsGridBlock: Block = {
  slug: 'brandsGrid',
  interfaceName: 'BrandsGridBlock',
  labels: { singular: 'Brands grid', plural: 'Brands grids' },
  fields: [
    headingField(),
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      options: labelledOptions(BRAND_CATEGORY_TITLES),
      admin: { description: 'Empty shows every category, each under its own heading.' },
    },
  ],
}
