import type { Block } from 'payload'

import { headedBlock } from '../shared/fields'

/**
 * CMS-03, deliberately changed: the banner must never contradict the site's own data, so a Locations or Brands
 * figure left empty is counted from the tenant's visible locations and brands (src/domain/site.ts statsFigures).
 */
export const StatsBannerBlock: Block = headedBlock(
  {
    slug: 'statsBanner',
    interfaceName: 'StatsBannerBlock',
    labels: { singular: 'Stats banner', plural: 'Stats banners' },
  },
  {},
  [
    {
      name: 'stats',
      label: 'Figures',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      admin: {
        description:
          'Leave a value empty on a "Locations" or "Brands" figure and the site counts it from your locations and brands, so it always matches what shoppers see. With no figures at all the banner shows your location and brand counts and 30+ years.',
      },
      fields: [
        { name: 'value', label: 'Figure (e.g. 30+)', type: 'text' },
        { name: 'label', label: 'Label (e.g. Years)', type: 'text', required: true },
      ],
    },
  ],
)
