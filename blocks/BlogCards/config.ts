import type { Block } from 'payload'

import { headedBlock, narrowingField } from '../shared/fields'

/**
 * Blog cards (CMS-19/20): the newest posts of the blog, or of one category, as cards (image at width 375,
 * date dd MMMM yyyy, heading, READ MORE) with a link to the blog. Nothing when the tenant has no post to show.
 */
export const BlogCardsBlock: Block = headedBlock(
  { slug: 'blogCards', interfaceName: 'BlogCardsBlock', labels: { singular: 'Blog cards', plural: 'Blog cards' } },
  { defaultValue: 'From our blog' },
  [
    narrowingField({
      name: 'category',
      relationTo: 'post-categories',
      label: 'Only posts of this category',
      whenEmpty: 'the newest posts of the whole blog.',
    }),
    {
      name: 'limit',
      label: 'Number of posts',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: 12,
      admin: { description: '1 to 12; three fill a row on a computer.' },
    },
  ],
)
