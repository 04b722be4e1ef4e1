import type { Block } from 'payload'

import { labelledOptions } from '../../collections/fields/options'
import type { BrandCard } from '../../src/domain/site'
import { headingField } from '../shared/fields'

/** Each brand category's heading in the grid, and its name in the block's settings. */
export const BRAND_CATEGORY_HEADINGS: Record<BrandCard['category'], string> = {
  car: 'Car brands',
  motorcycle: 'Motorcycle brands',
  truck: 'Truck brands',
  group: 'Group brands',
}

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
      options: labelledOptions(BRAND_CATEGORY_HEADINGS),
      admin: { description: 'Empty shows every category, each under its own heading.' },
    },
  ],
}
