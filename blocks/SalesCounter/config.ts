import type { Block } from 'payload'

import { headedBlock } from '../shared/fields'

/** The sales-this-month counter (CMS-15..18): the figure is worked out from the date in Brisbane, not typed in. */
export const SalesCounterBlock: Block = headedBlock(
  {
    slug: 'salesCounter',
    interfaceName: 'SalesCounterBlock',
    labels: { singular: 'Sales counter', plural: 'Sales counters' },
  },
  {},
  [
    { name: 'label', label: 'Label', type: 'text', defaultValue: 'vehicles sold this month' },
    {
      name: 'base',
      label: 'Starting figure',
      type: 'number',
      min: 0,
      defaultValue: 0,
      admin: {
        description:
          'Added to the running figure: 192 a day through the month, one more every 7½ minutes (Brisbane time).',
      },
    },
  ],
)
