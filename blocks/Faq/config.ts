import type { Block } from 'payload'

import { headingField } from '../shared/fields'

/** A new block's heading, and the one shown when it is left empty. */
export const FAQ_HEADING = 'Frequently asked questions'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    headingField({ defaultValue: FAQ_HEADING }),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
  ],
}
