import type { Block } from 'payload'

import { linkFields } from '../../collections/fields/link'

export const CallToActionBlock: Block = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'links', type: 'array', minRows: 1, maxRows: 3, fields: linkFields() },
  ],
}
