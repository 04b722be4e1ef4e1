import type { Block } from 'payload'

import { DEFAULT_AMOUNT } from '../../src/domain/finance/calculator'
import { DEFAULT_HEADINGS, headedBlock } from '../shared/fields'

/** Code-owned: bounds come from the tenant's finance settings; the calculator UI is React. */
export const FinanceCalculatorBlock: Block = headedBlock(
  {
    slug: 'financeCalculator',
    interfaceName: 'FinanceCalculatorBlock',
    labels: { singular: 'Finance calculator', plural: 'Finance calculators' },
  },
  { defaultValue: DEFAULT_HEADINGS.financeCalculator },
  [{ name: 'defaultAmount', type: 'number', min: 0, defaultValue: DEFAULT_AMOUNT }],
)
