import type { Block } from 'payload'

import { headedBlock } from '../shared/fields'

/**
 * The sales-this-month counter (CMS-15..18): the site's real sales this month, counted from the stock (cars marked sold
 * this month); nothing shows before the month's first sale. Not typed in, never added to.
 */
export const SalesCounterBlock: Block = headedBlock(
  {
    slug: 'salesCounter',
    interfaceName: 'SalesCounterBlock',
    labels: { singular: 'Sales counter', plural: 'Sales counters' },
  },
  {},
  [{ name: 'label', label: 'Label', type: 'text', defaultValue: 'vehicles sold this month' }],
)
