import { selectLender } from '@/domain/finance/availability'
import { calculatorResult, initialCalculatorState } from '@/domain/finance/calculator'
import { pickDisclaimer } from '@/domain/finance/disclaimer'
import { TEMPLATE_DEFAULTS } from '@/domain/siteConfig'

// A car's finance_lenders as the feed delivers it: one entry per provider key, each with the spec's fields.
const lenders = {
  angle: {
    deposit: 3000,
    termYears: 5,
    termMonths: 60,
    termWeeks: 260,
    term60: 60,
    interestRate: 7.99,
    comparisonRate: 8.49,
    establishmentFees: 395,
    paymentWeek: 139,
    paymentMonth: 603,
    balloon: 6000,
    totalPayable: 42_140,
    financeProvider: 'Angle Finance',
    disclaimer: 'Angle Finance: example based on a 5-year term.',
  },
  nissan_finance: {
    interestRate: 5.99,
    comparisonRate: 6.49,
    termMonths: 48,
    establishmentFees: 0,
    financeProvider: 'Nissan Financial Services',
  },
  manual: { interestRate: 9.5, comparisonRate: 9.9, termYears: 3 },
}

describe('lender data per provider', () => {
  it('FIN-10 FIN-11 the tenant’s provider key (angle, nissan_finance, manual) picks that lender’s data for the car, and its fields seed the calculator', () => {
    const group = TEMPLATE_DEFAULTS.group.finance
    const angle = selectLender(lenders, 'angle')!
    expect(angle.provider).toBe('angle')
    const s = initialCalculatorState(group, { price: 40_000, lender: angle.lender })
    expect(s).toMatchObject({ amount: 40_000, termYears: 5, interest: 7.99, deposit: 3000, residual: 6000 })
    // the lender's establishment fee is financed: 40,000 − 3,000 + 395
    expect(calculatorResult(s, group, angle.lender).financed).toBe(37_395)
    expect(pickDisclaimer(angle.lender.disclaimer, 'Site disclaimer')).toBe(
      'Angle Finance: example based on a 5-year term.',
    )

    const nissan = selectLender(lenders, 'nissan_finance')!
    // a term given in months only
    expect(initialCalculatorState(group, { price: 30_000, lender: nissan.lender })).toMatchObject({
      termYears: 4,
      interest: 5.99,
    })
    expect(pickDisclaimer(nissan.lender.disclaimer as string | undefined, 'Site disclaimer')).toBe('Site disclaimer')
    expect(selectLender(lenders, 'manual')!.lender.termYears).toBe(3)
    // a provider the car has no data for gives no lender (and so no finance)
    expect(selectLender(lenders, 'macquarie')).toBeNull()
  })
})
