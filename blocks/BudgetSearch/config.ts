import type { Block } from 'payload'

import { labelledOptions } from '../../collections/fields/options'
import type { QuickOptionSet } from '../../src/domain/budget/budget'
import { headedBlock } from '../shared/fields'

/**
 * Budget search (BUD-01..16): body-type pickers (the tenant's body types in stock), monthly / weekly repayment and a
 * deposit → the budget over 5 years → search results within it. The quick options (BUD-08) are a per-block choice.
 */
export const BudgetSearchBlock: Block = headedBlock(
  {
    slug: 'budgetSearch',
    interfaceName: 'BudgetSearchBlock',
    labels: { singular: 'Budget search', plural: 'Budget searches' },
  },
  { defaultValue: 'Search by budget' },
  [
    { name: 'text', label: 'Intro', type: 'textarea' },
    {
      name: 'quickOptions',
      label: 'Quick budget links',
      type: 'select',
      defaultValue: 'standard',
      options: labelledOptions({
        standard: '$5,000 to $70,000',
        premium: '$300,000 to $800,000',
        none: 'None',
      } satisfies Record<QuickOptionSet, string>),
      admin: { description: '"Cars under $X" links below the calculator.' },
    },
  ],
)
