import type { Block } from 'payload'

import { headedBlock, linksField } from '../shared/fields'
import { urlField } from '../../collections/fields/link'

export const HeroBlock: Block = headedBlock(
  { slug: 'hero', interfaceName: 'HeroBlock', labels: { singular: 'Hero / banner', plural: 'Hero banners' } },
  { required: true },
  [
    { name: 'subheading', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    urlField('imageUrl', 'Image URL (used when no upload)'),
    linksField({ maxRows: 2 }),
    {
      name: 'quickSearch',
      label: 'Show the quick search',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'A make, model and budget search in the banner, with the makes and models of your stock. It opens the stock search with what the shopper picked.',
      },
    },
  ],
)
