import type { Block } from 'payload'

import { headingField } from '../shared/fields'

/**
 * Blog cards (CMS-19/20): the newest posts of the blog, or of one category, as cards (image at width 375,
 * date dd MMMM yyyy, heading, READ MORE) with a link to the blog. Nothing when the tenant has no post to show.
 */
export const BlogCardsBlock: Block = {
  slug: 'blogCards',
  interfaceName: 'BlogCardsBlock',
  labels: { singular: 'Blog cards', plural: 'Blog cards' },
  fields: [
    headingField({ defaultValue: 'From our blog' }),
    {
      name: 'category',
      label: 'Only posts of this category',
      type: 'relationship',
      relationTo: 'post-categories',
      admin: { description: 'Empty: the newest posts of the whole blog.' },
    },
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
}
