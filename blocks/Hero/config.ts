import type { Block } from 'payload'

import { headingField, linksField } from '../shared/fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero / banner', plural: 'Hero banners' },
  fields: [
    headingField({ required: true }),
    { name: 'subheading', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'imageUrl', label: 'Image URL (used when no upload)', type: 'text' },
    linksField({ maxRows: 2 }),
  ],
}
