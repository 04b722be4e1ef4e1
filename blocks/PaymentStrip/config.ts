import type { Block } from 'payload'

import { headedBlock } from '../shared/fields'

/** The accepted payment brands (CMS-14): Mastercard, Visa, Maestro, Google Pay, Apple Pay. */
export const PaymentStripBlock: Block = headedBlock(
  {
    slug: 'paymentStrip',
    interfaceName: 'PaymentStripBlock',
    labels: { singular: 'Payment cards', plural: 'Payment cards' },
  },
  { defaultValue: 'Ways to pay' },
  [{ name: 'text', label: 'Note', type: 'text' }],
)
