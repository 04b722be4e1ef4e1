import {
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
} from '@/domain/budget/budget'
import { parseLandingPath, parseSearchParams } from '@/domain/search/urlState'

describe('budget search rules', () => {
  it('BUD-02 total = repayment × 12 (monthly) or × 52 (weekly) × 5 years + deposit', () => {
    expect(PERIODS_PER_YEAR).toEqual({ monthly: 12, weekly: 52 })
    expect(budgetTotal({ frequency: 'monthly', repayment: 600, deposit: 2000 })).toBe(600 * 12 * 5 + 2000)
    expect(budgetTotal({ frequency: 'monthly', repayment: 600, deposit: 2000 })).toBe(38_000)
    expect(budgetTotal({ frequency: 'weekly', repayment: 200, deposit: 2000 })).toBe(200 * 52 * 5 + 2000)
    expect(budgetTotal({ frequency: 'weekly', repayment: 200, deposit: 2000 })).toBe(54_000)
    expect(budgetTotal({ frequency: 'weekly', repayment: 0, deposit: 7500 })).toBe(7500)
    expect(budgetTotal({ frequency: 'monthly', repayment: 123.45, deposit: 0 })).toBe(7407)
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

  it('BUD-07 the term shown and used is 5 years', () => {
    expect(BUDGET_TERM_YEARS).toBe(5)
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
    expect(budgetTotal({ frequency: 'monthly', repayment: 5_000_000, deposit: -1 })).toBe(1_000_000 * 60)
  })

  it('BUD-12 a NaN repayment or deposit becomes 0', () => {
    expect(toAmount(NaN)).toBe(0)
    expect(toAmount('abc')).toBe(0)
    expect(toAmount('')).toBe(0)
    expect(toAmount(undefined)).toBe(0)
    expect(toAmount(null)).toBe(0)
    expect(budgetTotal({ frequency: 'monthly', repayment: 'x', deposit: 2000 })).toBe(2000)
    expect(budgetTotal({ frequency: 'weekly', repayment: 200, deposit: NaN })).toBe(52_000)
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
