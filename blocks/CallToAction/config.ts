import type { Block } from 'payload'

import { headingField, linksField } from '../shared/fields'

export const CallToActionBlock: Block = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    headingField({ required: true }),
    { name: 'text', type: 'textarea' },
    linksField({ minRows: 1, maxRows: 3 }),
  ],
}
