import { FREQUENCY_LABELS, periodsPerYear, repayment, weeklyEstimate, weeklyFigure } from '@/domain/finance/repayment'
import { priceDisplay } from '@/domain/price'
import { TEMPLATE_DEFAULTS } from '@/domain/siteConfig'

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

describe('weeklyFigure', () => {
  const group = TEMPLATE_DEFAULTS.group.finance
  const brand = TEMPLATE_DEFAULTS.brand.finance

  it('FIN-34 $30,000 at the group default 10% over 6 years: $128 a week, whole dollars', () => {
    expect(weeklyFigure(30000, group)).toBe(128)
  })

  it('FIN-34 the brand default 8.5% over 5 years: $30,000 → $142 a week', () => {
    expect(weeklyFigure(30000, brand)).toBe(142)
  })

  it('FIN-33 rounds up on sites configured for it, to the nearest dollar otherwise', () => {
    // $100,000 → 426.52 a week
    expect(weeklyFigure(100000, group)).toBe(427)
    expect(weeklyFigure(100000, { ...group, roundUp: true })).toBe(427)
    // $31,300 → 133.50 a week
    expect(weeklyFigure(31300, group)).toBe(134)
    // $30,000 → 127.96: nearest 128; a whole-dollar figure is not pushed up by float noise
    expect(weeklyFigure(10400 * 6, { defaultRate: 0, defaultTermYears: 6, establishmentFee: 0, roundUp: true })).toBe(
      200,
    )
    expect(weeklyFigure(10410 * 6, { defaultRate: 0, defaultTermYears: 6, establishmentFee: 0, roundUp: true })).toBe(
      201,
    )
    expect(weeklyFigure(10410 * 6, { defaultRate: 0, defaultTermYears: 6, establishmentFee: 0, roundUp: false })).toBe(
      200,
    )
  })

  it("FIN-32 a computed repayment of 25 or less gives null ('Enquire for Finance'): $5,850 → 24.95, $5,900 → 25.16", () => {
    expect(weeklyFigure(5850, group)).toBeNull()
    expect(weeklyFigure(5900, group)).toBe(25)
    expect(weeklyFigure(6000, group)).toBe(26)
  })

  it('FIN-31 the tenant establishment fee is financed: $30,000 + $1,300 at 10%/6y → $134', () => {
    expect(weeklyFigure(30000, { ...group, establishmentFee: 1300 })).toBe(134)
  })

  it('finance eligibility: price must be above 500; none, 0, NaN or 500 give null', () => {
    expect(weeklyFigure(500, { ...group, defaultRate: 0, defaultTermYears: 1 })).toBeNull()
    expect(weeklyFigure(null, group)).toBeNull()
    expect(weeklyFigure(undefined, group)).toBeNull()
    expect(weeklyFigure(0, group)).toBeNull()
    expect(weeklyFigure(Number.NaN, group)).toBeNull()
    // 1,400 over 1 year at 0% is 26.92 a week: above 500 and above 25
    expect(weeklyFigure(1400, { ...group, defaultRate: 0, defaultTermYears: 1 })).toBe(27)
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

describe('weeklyEstimate', () => {
  const group = TEMPLATE_DEFAULTS.group.finance
  const cfg = { subscriptions: true, pricesVisible: true, noPriceText: 'Enquire for price.' }

  it('SRP-05 FIN-34 the estimate of a shown price or offer: $30,000 → $128, an offer of $27,990 → $119', () => {
    expect(weeklyEstimate(priceDisplay({ price: 30_000 }, cfg), group)).toBe(128)
    expect(weeklyEstimate(priceDisplay({ price: 30_000, offer_price: 27_990 }, cfg), group)).toBe(119)
  })

  it('PRC-01 PRC-05 PRC-06 VDP-54 none for a subscription, PREORDER, the no-price text or no shown price', () => {
    expect(weeklyEstimate(priceDisplay({ price: 30_000, subscription_price: 30_000 }, cfg), group)).toBeNull()
    expect(weeklyEstimate(priceDisplay({ preorder: true }, cfg), group)).toBeNull()
    expect(weeklyEstimate(priceDisplay({ price: 30_000 }, { ...cfg, pricesVisible: false }), group)).toBeNull()
    expect(weeklyEstimate(null, group)).toBeNull()
  })
})
