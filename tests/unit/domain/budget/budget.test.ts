import { budgetAssumption, COMPARISON_LOAN_AMOUNT, comparisonRateOf } from '@/domain/budget/assumption'
import {
  affordableLoan,
  AMOUNT_BOUNDS,
  BUDGET_PRICE_FLOOR,
  BUDGET_TERM_YEARS,
  budgetMaxPrice,
  budgetSearchHref,
  budgetTooLow,
  budgetTooLowMessages,
  budgetTotal,
  DEFAULT_DEPOSIT,
  DEFAULT_REPAYMENT,
  DEPOSIT_FIELD,
  FALLBACK_MAX_PRICE,
  PERIODS_PER_YEAR,
  quickOptions,
  REPAYMENT_FIELD,
  toAmount,
  type BudgetFinance,
} from '@/domain/budget/budget'
import { builtInQuote } from '@/domain/finance/quote'
import { EMPTY_FINANCE_CONTENT } from '@/domain/finance/content'
import { repayment } from '@/domain/finance/repayment'
import { parseLandingPath, parseSearchParams } from '@/domain/search/urlState'

/** At 0% the interest-bearing budget is the spec's plain sum, which keeps the clamping tests' figures readable. */
const ZERO: BudgetFinance = { annualRatePercent: 0, termYears: 5, establishmentFee: 0 }
/** The brief's example: 9.49% p.a. over 5 years, no fee. */
const AT_949: BudgetFinance = { annualRatePercent: 9.49, termYears: 5, establishmentFee: 0 }

describe('budget search rules', () => {
  it('BUD-02 (deliberate difference: counts interest) the budget is the loan the repayment services at the tenant rate and term, plus the deposit', () => {
    expect(PERIODS_PER_YEAR).toEqual({ monthly: 12, weekly: 52 })
    // $600 a month, 9.49% p.a., 5 years: r = 0.0949 / 12 = 0.00790833, n = 60,
    // (1 + r)^60 = 1.604213, (1 + r)^-60 = 0.623358, loan = 600 × (1 − 0.623358) / 0.00790833 = 600 × 47.62591
    // = 28,575.55; plus the $2,000 deposit = 30,575 (the spec's formula said 38,000)
    expect(affordableLoan(600, 'monthly', AT_949)).toBeCloseTo(28_575.55, 1)
    expect(budgetTotal({ frequency: 'monthly', repayment: 600, deposit: 2000 }, AT_949)).toBe(30_575)
    // the group template's defaults, 10% over 6 years: r = 0.1 / 12 = 0.00833333, n = 72, (1 + r)^-72 = 0.549776,
    // loan = 600 × 0.450224 / 0.00833333 = 32,387.20; + 2,000 = 34,387
    const group = { annualRatePercent: 10, termYears: 6, establishmentFee: 0 }
    expect(budgetTotal({ frequency: 'monthly', repayment: 600, deposit: 2000 }, group)).toBe(34_387)
    // weekly $200 at 10% over 6 years: r = 0.1 / 52 = 0.00192308, n = 312, (1 + r)^-312 = 0.549091,
    // loan = 200 × 0.450909 / 0.00192308 = 46,890.69; + 2,000 = 48,890
    expect(budgetTotal({ frequency: 'weekly', repayment: 200, deposit: 2000 }, group)).toBe(48_890)
    // at 0% the loan is the plain sum of the repayments: the spec's figures
    expect(budgetTotal({ frequency: 'monthly', repayment: 600, deposit: 2000 }, ZERO)).toBe(38_000)
    expect(budgetTotal({ frequency: 'weekly', repayment: 200, deposit: 2000 }, ZERO)).toBe(54_000)
    expect(budgetTotal({ frequency: 'weekly', repayment: 0, deposit: 7500 }, AT_949)).toBe(7500)
    // whole dollars, rounded down: 123.45 × 60 = 7,407
    expect(budgetTotal({ frequency: 'monthly', repayment: 123.45, deposit: 0 }, ZERO)).toBe(7407)
  })

  it('BUD-02 (deliberate difference: counts interest) the establishment fee is financed, as repayments are worked out', () => {
    // the $395 fee is part of the loan (repayment() adds it to the principal), so the car can cost 395 less:
    // 28,575.55 − 395 = 28,180.55; + 2,000 = 30,180
    const withFee = { ...AT_949, establishmentFee: 395 }
    const total = budgetTotal({ frequency: 'monthly', repayment: 600, deposit: 2000 }, withFee)
    expect(total).toBe(30_180)
    // and the finance maths, asked for a car at that budget, answers at most the repayment entered
    const monthly = repayment({
      amount: total,
      deposit: 2000,
      establishmentFee: 395,
      annualRatePercent: 9.49,
      years: 5,
      periodsPerYear: 12,
    })
    expect(monthly).toBeLessThanOrEqual(600)
    expect(monthly).toBeGreaterThan(599.98)
    // a repayment too small to cover the fee buys nothing on finance
    expect(affordableLoan(5, 'monthly', withFee)).toBe(0)
  })

  it('BUD-07 (deliberate difference: the tenant term) the assumption shown: rate, term and comparison rate', () => {
    expect(BUDGET_TERM_YEARS).toBe(5)
    const cfg = {
      defaultRate: 9.49,
      defaultTermYears: 5,
      establishmentFee: 0,
      monthlyFee: 0,
      content: EMPTY_FINANCE_CONTENT,
    }
    expect(budgetAssumption(cfg)).toEqual({
      annualRatePercent: 9.49,
      termYears: 5,
      establishmentFee: 0,
      comparisonRate: 9.49,
      text: 'Based on 9.49% p.a. over 5 years, comparison rate 9.49% p.a.',
    })
    expect(budgetAssumption({ ...cfg, defaultRate: 10, defaultTermYears: 6 }).text).toBe(
      'Based on 10.00% p.a. over 6 years, comparison rate 10.00% p.a.',
    )
    expect(budgetAssumption({ ...cfg, defaultTermYears: 1 }).text).toMatch(/ over 1 year, /)
  })

  it('the comparison rate: the one computed on $30,000 (as the built-in quote does), or the tenant’s single stated one when higher', () => {
    const cfg = {
      defaultRate: 9.49,
      defaultTermYears: 5,
      establishmentFee: 395,
      monthlyFee: 0,
      content: EMPTY_FINANCE_CONTENT,
    }
    // $30,000 + $395 fee at 9.49% over 5 years monthly: r = 0.0949 / 12, n = 60, payment = 30,395 × r /
    // (1 − (1 + r)^-60) = $638.20 a month; those payments are worth $30,002.51 at 10.05% and $29,995.57 at 10.06%:
    // a comparison rate of 10.05%
    expect(COMPARISON_LOAN_AMOUNT).toBe(30_000)
    expect(comparisonRateOf(cfg)).toBe(10.05)
    expect(comparisonRateOf(cfg)).toBe(
      builtInQuote({ purchasePrice: 30_000, loanTerm: 5 }, { ...cfg, roundUp: false })?.comparisonRate,
    )
    expect(budgetAssumption(cfg).text).toBe(
      'Based on 9.49% p.a. over 5 years with a $395 establishment fee financed, comparison rate 10.05% p.a.',
    )
    // a single comparison rate in the tenant's finance content wins when higher, never when it understates
    const stated = { ...cfg, content: { ...EMPTY_FINANCE_CONTENT, comparisonRange: { from: 10.12, to: 10.12 } } }
    expect(comparisonRateOf(stated)).toBe(10.12)
    const low = { ...cfg, content: { ...EMPTY_FINANCE_CONTENT, comparisonRange: { from: 9.95, to: 9.95 } } }
    expect(comparisonRateOf(low)).toBe(10.05)
    // a provider's range is not the comparison rate of this rate: worked out instead
    const range = { ...cfg, content: { ...EMPTY_FINANCE_CONTENT, comparisonRange: { from: 8.38, to: 19.42 } } }
    expect(comparisonRateOf(range)).toBe(10.05)
    // the tenant's monthly account fee is in it too: $638.20 + $8 = $646.20 a month, worth $30,002.21 at 10.59% and
    // $29,995.31 at 10.60% → 10.59%; paid beside the repayment, so the budget's repayment maths leaves it out
    const monthly = { ...cfg, monthlyFee: 8 }
    expect(comparisonRateOf(monthly)).toBe(10.59)
    expect(comparisonRateOf(monthly)).toBe(
      builtInQuote({ purchasePrice: 30_000, loanTerm: 5 }, { ...monthly, roundUp: false })?.comparisonRate,
    )
    expect(budgetAssumption(monthly).text).toBe(
      'Based on 9.49% p.a. over 5 years with a $395 establishment fee financed plus $8 monthly account fee, comparison rate 10.59% p.a.',
    )
    expect(budgetAssumption({ ...monthly, establishmentFee: 0 }).text).toBe(
      'Based on 9.49% p.a. over 5 years plus $8 monthly account fee, comparison rate 10.03% p.a.',
    )
  })

  it('BUD-03 BUD-04 the defaults: 600 monthly or 200 weekly, deposit 2000', () => {
    expect(DEFAULT_REPAYMENT).toEqual({ monthly: 600, weekly: 200 })
    expect(DEFAULT_DEPOSIT).toBe(2000)
  })

  it('BUD-05 BUD-06 the search lists prices above 1000 up to the budget, or up to 100000 with no budget', () => {
    expect(BUDGET_PRICE_FLOOR).toBe(1000)
    expect(FALLBACK_MAX_PRICE).toBe(100_000)
    expect(budgetMaxPrice(38_000)).toBe(38_000)
    expect(budgetMaxPrice(0)).toBe(100_000)
  })

  it('BUD-08 quick options run $5,000–$70,000, or $300,000–$800,000 where the block is set to premium', () => {
    const standard = quickOptions('standard')
    expect(standard[0]).toBe(5_000)
    expect(standard.at(-1)).toBe(70_000)
    const premium = quickOptions('premium')
    expect(premium[0]).toBe(300_000)
    expect(premium.at(-1)).toBe(800_000)
    expect(quickOptions('none')).toEqual([])
    expect(quickOptions(null)).toEqual(standard)
    expect(quickOptions('nonsense')).toEqual(standard)
    for (const set of [standard, premium]) expect([...set]).toEqual([...set].sort((a, b) => a - b))
  })

  it('BUD-11 repayment and deposit are numeric and clamped to 0–1,000,000', () => {
    expect(AMOUNT_BOUNDS).toEqual({ min: 0, max: 1_000_000 })
    expect(toAmount(-50)).toBe(0)
    expect(toAmount(2_000_000)).toBe(1_000_000)
    expect(toAmount('750')).toBe(750)
    expect(toAmount(' 1500 ')).toBe(1500)
    expect(budgetTotal({ frequency: 'monthly', repayment: 5_000_000, deposit: -1 }, ZERO)).toBe(1_000_000 * 60)
  })

  it('BUD-12 a NaN repayment or deposit becomes 0', () => {
    expect(toAmount(NaN)).toBe(0)
    expect(toAmount('abc')).toBe(0)
    expect(toAmount('')).toBe(0)
    expect(toAmount(undefined)).toBe(0)
    expect(toAmount(null)).toBe(0)
    expect(budgetTotal({ frequency: 'monthly', repayment: 'x', deposit: 2000 }, AT_949)).toBe(2000)
    expect(budgetTotal({ frequency: 'weekly', repayment: 200, deposit: NaN }, ZERO)).toBe(52_000)
  })

  it('BUD-13 BUD-14 a budget below the cheapest car of the type is too low (inputs invalid, button disabled)', () => {
    expect(budgetTooLow(38_000, 12_990)).toBe(false)
    expect(budgetTooLow(12_990, 12_990)).toBe(false)
    expect(budgetTooLow(12_989, 12_990)).toBe(true)
    expect(budgetTooLow(2000, 12_990)).toBe(true)
    // no budget worked out: the 100,000 fallback is what is searched
    expect(budgetTooLow(0, 99_000)).toBe(false)
    expect(budgetTooLow(0, 120_000)).toBe(true)
    // no car of the type at all
    expect(budgetTooLow(500_000, null)).toBe(true)
  })

  it("BUD-15 ERR-16 too low shows '0 {type}s Found' and 'No {type}s found for this budget'", () => {
    expect(budgetTooLowMessages('SUVs')).toEqual({ count: '0 SUVs Found', message: 'No SUVs found for this budget' })
    expect(budgetTooLowMessages('Sedans')).toEqual({
      count: '0 Sedans Found',
      message: 'No sedans found for this budget',
    })
    expect(budgetTooLowMessages('People Movers').message).toBe('No people movers found for this budget')
  })

  it('BUD-16 the number fields carry min, max and step', () => {
    for (const field of [REPAYMENT_FIELD, DEPOSIT_FIELD]) {
      expect(field.min).toBe(0)
      expect(field.max).toBe(1_000_000)
      expect(field.step).toBeGreaterThan(0)
    }
  })

  it('BUD-01 BUD-05 the results link is the search URL state: body landing path + range[price]=1001:{budget}', () => {
    const href = budgetSearchHref('SUV', 38_000)
    expect(href).toBe('/search/suv?range%5Bprice%5D=1001%3A38000')
    const url = new URL(href, 'http://x.localhost')
    const parsed = parseSearchParams(url.searchParams)
    expect(parsed.ok && parsed.query.ranges.price).toEqual({ min: 1001, max: 38_000 })
    const landing = parseLandingPath(url.pathname.split('/').slice(2), {
      makes: [],
      models: {},
      dealerships: [],
      bodies: ['SUV'],
    })
    expect(landing?.refinements).toEqual({ body: ['SUV'] })
    expect(budgetSearchHref(null, 100_000)).toBe('/search?range%5Bprice%5D=1001%3A100000')
    expect(budgetSearchHref('peopleMover', 54_000)).toBe('/search/people-mover?range%5Bprice%5D=1001%3A54000')
  })
})
