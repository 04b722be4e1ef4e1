import type { Block } from 'payload'

import { DEFAULT_AMOUNT } from '../../src/domain/finance/calculator'
import { headingField } from '../shared/fields'

/** A new block's heading, and the one shown when it is left empty. */
export const FINANCE_CALCULATOR_HEADING = 'Finance calculator'

/** Code-owned: bounds come from the tenant's finance settings; the calculator UI is React. */
export const FinanceCalculatorBlock: Block = {
  slug: 'financeCalculator',
  interfaceName: 'FinanceCalculatorBlock',
  labels: { singular: 'Finance calculator', plural: 'Finance calculators' },
  fields: [
    headingField({ defaultValue: FINANCE_CALCULATOR_HEADING }),
    { name: 'defaultAmount', type: 'number', min: 0, defaultValue: DEFAULT_AMOUNT },
  ],
}
