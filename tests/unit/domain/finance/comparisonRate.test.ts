import { comparisonRate, disclosedComparisonRate } from '@/domain/finance/comparisonRate'
import { STANDARD_COMPARISON_EXAMPLE } from '@/domain/finance/creditAdvert'

const fee = { establishmentFee: 395 }

describe('comparisonRate: the regulations’ method on the $30,000 / 5-year secured example, repaid monthly', () => {
  it('an establishment fee: hand calculations', () => {
    // 8.49% p.a. + $395 establishment fee, financed: $30,395 at 0.0849 / 12 over 60 months → $623.45 a month.
    // Those repayments are worth $30,005.79 at 9.04% (÷ 12 a month) and $29,998.78 at 9.05%: the rate at which they
    // are worth exactly the $30,000 provided is 9.048% → 9.05% p.a. (12 × the monthly rate).
    expect(comparisonRate(8.49, fee)).toBe(9.05)
    // 9.49%: $30,395 → $638.20 a month; worth $30,002.51 at 10.05%, $29,995.57 at 10.06% → 10.05%
    expect(comparisonRate(9.49, fee)).toBe(10.05)
    // 7.99%: $616.16 a month; worth $30,003.95 at 8.54%, $29,996.90 at 8.55% → 8.55%
    expect(comparisonRate(7.99, fee)).toBe(8.55)
    // 9.99%: $645.65 a month; worth $30,004.37 at 10.55%, $29,997.46 at 10.56% → 10.56%
    expect(comparisonRate(9.99, fee)).toBe(10.56)
    // either side of 8.49%, as the calculator shows them: 8.48% → 9.04%, 8.50% → 9.06%
    expect(comparisonRate(8.48, fee)).toBe(9.04)
    expect(comparisonRate(8.5, fee)).toBe(9.06)
  })

  it('a monthly account fee is paid with every repayment', () => {
    // 8.49% + $395 + $8 a month: $623.45 + $8 = $631.45 a month; worth $30,003.68 at 9.59%, $29,996.70 at 9.60%
    expect(comparisonRate(8.49, { establishmentFee: 395, monthlyFee: 8 })).toBe(9.6)
    // $8 a month alone: $30,000 at 8.49% → $615.35 + $8 = $623.35 a month; worth $30,000.87 at 9.04%, $29,993.86 at 9.05%
    expect(comparisonRate(8.49, { establishmentFee: 0, monthlyFee: 8 })).toBe(9.04)
  })

  it('with no fees it is the rate; it never falls as the rate rises (0.5% to 20% in steps of 0.01%)', () => {
    let previous = -Infinity
    for (let cents = 50; cents <= 2000; cents++) {
      const rate = cents / 100
      expect(comparisonRate(rate, { establishmentFee: 0 })).toBe(rate)
      const withFees = comparisonRate(rate, { establishmentFee: 395, monthlyFee: 8 })
      expect(withFees).toBeGreaterThan(rate)
      expect(withFees).toBeGreaterThanOrEqual(previous)
      previous = withFees
    }
  })

  it('the example is the secured $30,000 loan over 5 years unless another is given', () => {
    expect(STANDARD_COMPARISON_EXAMPLE).toMatchObject({ amount: 30000, years: 5, secured: true })
    // the same fee weighs more on a smaller loan
    expect(comparisonRate(8.49, fee, { amount: 10000, years: 5 })).toBeGreaterThan(comparisonRate(8.49, fee))
    // a 0% loan with a fee still has a cost
    expect(comparisonRate(0, fee)).toBeGreaterThan(0)
  })

  it('a stated comparison rate is shown only when it is not below the computed one', () => {
    expect(disclosedComparisonRate(9.05, 8.95)).toBe(9.05)
    expect(disclosedComparisonRate(9.05, 9.2)).toBe(9.2)
    expect(disclosedComparisonRate(9.05, null)).toBe(9.05)
  })
})
