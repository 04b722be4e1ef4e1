import type { Block } from 'payload'

import { linkFields } from '../../collections/fields/link'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero / banner', plural: 'Hero banners' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'imageUrl', label: 'Image URL (used when no upload)', type: 'text' },
    { name: 'links', type: 'array', maxRows: 2, fields: linkFields() },
  ],
}
