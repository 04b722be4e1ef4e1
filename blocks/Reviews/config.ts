import type { Block } from 'payload'

import { headedBlock, narrowingField } from '../shared/fields'

/**
 * Dealer reviews (CMS-08..13): the summary stars and up to 12 review cards (newest first) with the dealer's
 * replies — a carousel when full (12), a grid when fewer. Only reviews at or above the tenant's minimum rating and
 * not hidden are shown. Nothing at all when there is none to show.
 */
export const ReviewsBlock: Block = headedBlock(
  { slug: 'reviews', interfaceName: 'ReviewsBlock', labels: { singular: 'Reviews', plural: 'Reviews' } },
  { defaultValue: 'What our customers say' },
  [
    narrowingField({
      name: 'location',
      relationTo: 'locations',
      label: 'Only reviews of this location',
      whenEmpty: 'the newest reviews of all your locations.',
    }),
  ],
)
