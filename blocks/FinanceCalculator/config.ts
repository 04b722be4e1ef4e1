import type { Block } from 'payload'

/** Code-owned: bounds come from the tenant's finance settings; the calculator UI is React. */
export const FinanceCalculatorBlock: Block = {
  slug: 'financeCalculator',
  interfaceName: 'FinanceCalculatorBlock',
  labels: { singular: 'Finance calculator', plural: 'Finance calculators' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Finance calculator' },
    { name: 'defaultAmount', type: 'number', min: 0, defaultValue: 30000 },
  ],
}
