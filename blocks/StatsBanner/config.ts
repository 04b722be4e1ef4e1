import type { Block } from 'payload'

import { headingField } from '../shared/fields'

export const StatsBannerBlock: Block = {
  slug: 'statsBanner',
  interfaceName: 'StatsBannerBlock',
  labels: { singular: 'Stats banner', plural: 'Stats banners' },
  fields: [
    headingField(),
    {
      name: 'stats',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      admin: { description: 'Empty uses the group figures: 50+ locations, 40+ brands, 30+ years, 59 franchises.' },
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
      ],
    },
  ],
}
