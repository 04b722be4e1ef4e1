import type { Block } from 'payload'

import { DEFAULT_HEADINGS, headedBlock } from '../shared/fields'

export const FaqBlock: Block = headedBlock(
  { slug: 'faq', interfaceName: 'FaqBlock', labels: { singular: 'FAQ', plural: 'FAQs' } },
  { defaultValue: DEFAULT_HEADINGS.faq },
  [
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
)
