import { FREQUENCY_LABELS, periodsPerYear, repayment } from '@/domain/finance/repayment'

/** Simulates the loan period by period: the balance left after the last payment. */
function balanceAfter(principal: number, annualRatePercent: number, n: number, ppy: number, payment: number): number {
  let balance = principal
  for (let i = 0; i < n; i++) balance = balance * (1 + annualRatePercent / 100 / ppy) - payment
  return balance
}

const base = { amount: 30000, deposit: 0, establishmentFee: 0, annualRatePercent: 10, years: 6, periodsPerYear: 52 }

describe('repayment (amortised loan)', () => {
  it('FIN-31 $30,000 at 10% over 6 years weekly repays about $127.96 a week and clears the loan', () => {
    const p = repayment(base)
    expect(p).toBeCloseTo(127.957, 2)
    expect(balanceAfter(30000, 10, 312, 52, p)).toBeCloseTo(0, 6)
  })

  it('FIN-28 monthly (12) and fortnightly (26) periods amortise to zero too', () => {
    for (const ppy of [12, 26, 52]) {
      const p = repayment({ ...base, periodsPerYear: ppy })
      expect(balanceAfter(30000, 10, 6 * ppy, ppy, p)).toBeCloseTo(0, 6)
    }
    expect(repayment({ ...base, periodsPerYear: 12 })).toBeGreaterThan(repayment({ ...base, periodsPerYear: 26 }) * 2)
  })

  it('FIN-31 the loan is on amount less deposit plus establishment fee', () => {
    const withFees = repayment({ ...base, deposit: 5000, establishmentFee: 1300 })
    expect(withFees).toBeCloseTo(repayment({ ...base, amount: 26300 }), 10)
  })

  it('FIN-31 a zero rate divides the principal evenly: $10,000 over 5 years monthly is $166.67', () => {
    expect(repayment({ ...base, amount: 10000, annualRatePercent: 0, years: 5, periodsPerYear: 12 })).toBeCloseTo(
      166.667,
      3,
    )
  })

  it('FIN-31 a residual (balloon) is left owing after the last payment', () => {
    const p = repayment({ ...base, years: 5, periodsPerYear: 12, residual: 9000 })
    expect(p).toBeCloseTo(521.188, 3)
    expect(balanceAfter(30000, 10, 60, 12, p)).toBeCloseTo(9000, 4)
    expect(repayment({ ...base, annualRatePercent: 0, years: 5, periodsPerYear: 12, residual: 9000 })).toBeCloseTo(
      350,
      6,
    )
  })

  it('FIN-31 a term of half a year (step 0.5) counts 26 weekly periods', () => {
    const p = repayment({ ...base, years: 0.5 })
    expect(balanceAfter(30000, 10, 26, 52, p)).toBeCloseTo(0, 6)
  })

  it('FIN-31 a deposit covering the amount, or no term, gives 0', () => {
    expect(repayment({ ...base, deposit: 30000 })).toBe(0)
    expect(repayment({ ...base, deposit: 40000 })).toBe(0)
    expect(repayment({ ...base, years: 0 })).toBe(0)
  })
})

describe('frequencies', () => {
  it('FIN-30 labels are /wk, /fn, /mo, /yr', () => {
    expect(FREQUENCY_LABELS).toEqual({ week: '/wk', fortnight: '/fn', month: '/mo', year: '/yr' })
  })

  it('FIN-28 weekly 52, fortnightly 26, monthly 12 periods per year', () => {
    expect(periodsPerYear('week')).toBe(52)
    expect(periodsPerYear('fortnight')).toBe(26)
    expect(periodsPerYear('month')).toBe(12)
  })
})
