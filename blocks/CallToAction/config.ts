import type { Block } from 'payload'

import { headedBlock, linksField } from '../shared/fields'

export const CallToActionBlock: Block = headedBlock(
  {
    slug: 'cta',
    interfaceName: 'CallToActionBlock',
    labels: { singular: 'Call to action', plural: 'Calls to action' },
  },
  { required: true },
  [{ name: 'text', type: 'textarea' }, linksField({ minRows: 1, maxRows: 3 })],
)
