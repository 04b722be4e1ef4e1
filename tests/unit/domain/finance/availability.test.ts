import {
  calculatorAvailable,
  financeAvailability,
  hasNoNullRates,
  selectLender,
  type FinanceVehicle,
} from '@/domain/finance/availability'
import { carQuote } from '@/domain/finance/carQuote'
import { TEMPLATE_DEFAULTS, type FinanceAvailabilityRule } from '@/domain/siteConfig'

const NOW = new Date('2026-11-22T10:00:00Z')
const lender = { interestRate: 8.49, comparisonRate: 8.95, paymentWeek: 142, paymentMonth: 615, termYears: 5 }
const car = (over: Partial<FinanceVehicle> = {}): FinanceVehicle => ({
  year: 2022,
  price: 30000,
  status: 'in_stock',
  make: 'Toyota',
  financeLenders: { angle: lender },
  ...over,
})
const cfg = (rule: FinanceAvailabilityRule, over: Partial<typeof TEMPLATE_DEFAULTS.group.finance> = {}) => ({
  ...TEMPLATE_DEFAULTS.group.finance,
  availabilityRule: rule,
  ...over,
})
const available = (v: FinanceVehicle, rule: FinanceAvailabilityRule, over = {}) =>
  financeAvailability(v, cfg(rule, over), NOW).available

describe('finance availability', () => {
  it('FIN-01 needs lender data with no null rates', () => {
    expect(available(car({ financeLenders: null }), 'in_stock')).toBe(false)
    expect(available(car({ financeLenders: {} }), 'in_stock')).toBe(false)
    expect(available(car({ financeLenders: { angle: { ...lender, interestRate: null } } }), 'in_stock')).toBe(false)
    expect(available(car({ financeLenders: { angle: { ...lender, comparisonRate: null } } }), 'in_stock')).toBe(false)
    expect(available(car(), 'in_stock')).toBe(true)
    expect(hasNoNullRates({ interestRate: 9, paymentWeek: null })).toBe(true)
    expect(
      financeAvailability(car({ financeLenders: { angle: { interestRate: null } } }), cfg('in_stock'), NOW),
    ).toMatchObject({ reason: 'null_rate' })
  })

  it('FIN-01 the tenant’s provider key picks its lender; without one the first lender is used', () => {
    const lenders = { manual: { interestRate: 9 }, angle: lender }
    expect(selectLender(lenders, 'angle')).toEqual({ provider: 'angle', lender })
    expect(selectLender(lenders, null)?.provider).toBe('manual')
    expect(selectLender(lenders, 'nissan_finance')).toBeNull()
    expect(available(car({ financeLenders: lenders }), 'in_stock', { providerKey: 'nissan_finance' })).toBe(false)
  })

  it('FIN-02 an excluded make never shows finance (case-insensitive)', () => {
    expect(available(car({ make: 'Tesla' }), 'in_stock', { excludedMakes: ['tesla'] })).toBe(false)
    expect(available(car({ make: 'toyota' }), 'in_stock', { excludedMakes: ['Tesla'] })).toBe(true)
  })

  it('FIN-03 an excluded dealership site shows no finance', () => {
    expect(financeAvailability(car(), cfg('in_stock', { excludedSite: true }), NOW)).toMatchObject({
      available: false,
      reason: 'excluded_site',
    })
  })

  it('FIN-04 FIN-08 year_price_comparison: year newer than current year − 12, price above 500, in stock, comparison rate', () => {
    expect(available(car(), 'year_price_comparison')).toBe(true)
    expect(available(car({ year: 2015 }), 'year_price_comparison')).toBe(true)
    expect(available(car({ year: 2014 }), 'year_price_comparison')).toBe(false)
    expect(available(car({ year: null }), 'year_price_comparison')).toBe(false)
    expect(available(car({ price: 500 }), 'year_price_comparison')).toBe(false)
    expect(available(car({ price: 501 }), 'year_price_comparison')).toBe(true)
    expect(available(car({ status: 'sold' }), 'year_price_comparison')).toBe(false)
    const { comparisonRate: _c, ...noComparison } = lender
    expect(available(car({ financeLenders: { angle: noComparison } }), 'year_price_comparison')).toBe(false)
  })

  it('FIN-05 in_stock: only the status matters', () => {
    expect(available(car({ year: 1990, price: 0 }), 'in_stock')).toBe(true)
    expect(available(car({ status: 'sold' }), 'in_stock')).toBe(false)
  })

  it('FIN-06 price_weekly: price above 500, in stock, weekly payment present', () => {
    expect(available(car(), 'price_weekly')).toBe(true)
    expect(available(car({ price: 400 }), 'price_weekly')).toBe(false)
    expect(available(car({ financeLenders: { angle: { ...lender, paymentWeek: undefined } } }), 'price_weekly')).toBe(
      false,
    )
  })

  it('FIN-07 price_monthly: price above 500, in stock, monthly payment present', () => {
    expect(available(car(), 'price_monthly')).toBe(true)
    expect(available(car({ price: null }), 'price_monthly')).toBe(false)
    expect(available(car({ financeLenders: { angle: { interestRate: 8, paymentWeek: 100 } } }), 'price_monthly')).toBe(
      false,
    )
  })

  it('FIN-09 coming_soon counts as in stock', () => {
    for (const rule of ['in_stock', 'year_price_comparison', 'price_weekly', 'price_monthly'] as const) {
      expect(available(car({ status: 'coming_soon' }), rule)).toBe(true)
    }
  })

  it('answers the lender it judged, for the calculator to use', () => {
    expect(financeAvailability(car(), cfg('in_stock'), NOW)).toEqual({ available: true, provider: 'angle', lender })
  })

  it('FIN-01 FIN-13 one rule for the calculator: every car with a repayment figure has it; without a figure, finance availability decides', () => {
    const group = TEMPLATE_DEFAULTS.group.finance
    const priced = (amount: number) => ({ kind: 'price' as const, amount })
    const none = financeAvailability(car({ financeLenders: null }), cfg('in_stock'), NOW)
    const some = financeAvailability(car({ price: 115_990 }), cfg('in_stock'), NOW)
    // no lender data: not 'available' by FIN-01, yet the car has a figure (the tenant's defaults) → the calculator
    const quoted = carQuote({ price: priced(30_000) }, group)
    expect(none.available).toBe(false)
    expect(quoted).not.toBeNull()
    expect(calculatorAvailable(quoted, none)).toBe(true)
    // a price above the calculator's maximum: no figure; lender data makes finance available → the calculator
    const beyond = carQuote({ price: priced(115_990) }, group)
    expect(beyond).toBeNull()
    expect(calculatorAvailable(beyond, some)).toBe(true)
    // neither: no calculator
    expect(calculatorAvailable(null, none)).toBe(false)
  })
})
