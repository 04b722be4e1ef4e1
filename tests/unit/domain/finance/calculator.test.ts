import {
  AMOUNT_STEP,
  amountHelp,
  amountRange,
  calculatorBounds,
  calculatorResult,
  clampEntry,
  clampHelp,
  DEFAULT_AMOUNT,
  ENQUIRE_FOR_FINANCE,
  FREQUENCY_OPTIONS,
  initialCalculatorState,
  parseEntry,
  updateField,
  type CalculatorState,
} from '@/domain/finance/calculator'
import {
  calculatorDisclaimer,
  disclaimerView,
  pickDisclaimer,
  DISCLAIMER_COLLAPSE_AT,
  INDICATIVE_DISCLAIMER,
} from '@/domain/finance/disclaimer'
import { financeHref } from '@/domain/finance/links'
import { TEMPLATE_DEFAULTS, type SiteConfig } from '@/domain/siteConfig'

const group: SiteConfig['finance'] = TEMPLATE_DEFAULTS.group.finance
const brand: SiteConfig['finance'] = TEMPLATE_DEFAULTS.brand.finance

/**
 * An independent reference: the balance after each period (interest added, then the payment taken), and the
 * payment found by bisection so that the balance after the last period equals the residual. No closed formula.
 */
function simulate(principal: number, annualPct: number, periods: number, ppy: number, payment: number) {
  const rows: { period: number; interest: number; balance: number }[] = []
  let balance = principal
  for (let i = 1; i <= periods; i++) {
    const interest = balance * (annualPct / 100 / ppy)
    balance = balance + interest - payment
    rows.push({ period: i, interest, balance })
  }
  return rows
}

function referencePayment(principal: number, annualPct: number, periods: number, ppy: number, residual = 0): number {
  let lo = 0
  let hi = principal * 2
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2
    const end = simulate(principal, annualPct, periods, ppy, mid).at(-1)!.balance
    if (end > residual) lo = mid
    else hi = mid
  }
  return (lo + hi) / 2
}

const state = (over: Partial<CalculatorState> = {}): CalculatorState => ({
  amount: 30000,
  termYears: 5,
  interest: 10,
  deposit: 0,
  residual: 0,
  frequency: 'month',
  ...over,
})

describe('finance calculator: amortisation against a reference table', () => {
  it('FIN-31 textbook loans: $20,000 at 6% over 5 years monthly is $386.66; $200,000 at 6.5% over 30 years is $1,264.14', () => {
    const a = calculatorResult(state({ amount: 20000, interest: 6, termYears: 5 }), {
      establishmentFee: 0,
      roundUp: false,
    })
    expect(a.raw).toBeCloseTo(386.66, 2)
    expect(a.raw).toBeCloseTo(referencePayment(20000, 6, 60, 12), 6)
    const b = calculatorResult(state({ amount: 200000, interest: 6.5, termYears: 30 }), {
      establishmentFee: 0,
      roundUp: false,
    })
    expect(b.raw).toBeCloseTo(1264.14, 2)
  })

  it('FIN-31 the schedule of $20,000 at 6% monthly: first period interest $100, balance $19,713.34; cleared after 60', () => {
    const p = calculatorResult(state({ amount: 20000, interest: 6 }), { establishmentFee: 0, roundUp: false }).raw
    const rows = simulate(20000, 6, 60, 12, p)
    expect(rows[0]!.interest).toBeCloseTo(100, 6)
    expect(rows[0]!.balance).toBeCloseTo(19713.34, 2)
    expect(rows[11]!.balance).toBeCloseTo(16463.94, 2)
    expect(rows[59]!.balance).toBeCloseTo(0, 6)
  })

  it('FIN-31 FIN-35 balloon and establishment fee: $35,000 − $5,000 deposit + $1,360.50 fee at 8.5% over 4 years fortnightly with a $10,000 residual', () => {
    const s = state({
      amount: 35000,
      deposit: 5000,
      residual: 10000,
      interest: 8.5,
      termYears: 4,
      frequency: 'fortnight',
    })
    const r = calculatorResult(s, { establishmentFee: 1360.5, roundUp: false })
    const principal = 35000 - 5000 + 1360.5
    expect(r.financed).toBe(principal)
    expect(r.periods).toBe(104)
    expect(r.raw).toBeCloseTo(referencePayment(principal, 8.5, 104, 26, 10000), 6)
    // the balance left after the last fortnight is the balloon
    expect(simulate(principal, 8.5, 104, 26, r.raw).at(-1)!.balance).toBeCloseTo(10000, 4)
    expect(r.repayment).toBe(Math.round(r.raw))
    expect(r.total).toBe(r.repayment! * 104 + 10000)
  })

  it('FIN-12 FIN-31 FIN-35 the calculator state (amount, term, interest, deposit, residual, frequency); the lender’s establishment fee wins over the tenant’s 1300; its rate and term seed the inputs', () => {
    const lender = {
      interestRate: 8.49,
      comparisonRate: 8.95,
      termYears: 5,
      deposit: 0,
      balloon: 0,
      establishmentFees: 395,
    }
    const s = initialCalculatorState(group, { price: 30000, lender })
    expect(s).toEqual({ amount: 30000, termYears: 5, interest: 8.49, deposit: 0, residual: 0, frequency: 'week' })
    const r = calculatorResult(s, { ...group, establishmentFee: 1300 }, lender)
    expect(r.financed).toBe(30395)
    expect(r.raw).toBeCloseTo(referencePayment(30395, 8.49, 260, 52), 6)
  })

  it('FIN-28 FIN-30 frequencies: weekly 52 /wk, fortnightly 26 /fn, monthly 12 /mo, each amortising to zero', () => {
    for (const { name, periods } of FREQUENCY_OPTIONS) {
      const r = calculatorResult(state({ frequency: name }), group)
      expect(r.periodsPerYear).toBe(periods)
      expect(r.periods).toBe(5 * periods)
      expect(simulate(30000, 10, r.periods, periods, r.raw).at(-1)!.balance).toBeCloseTo(0, 6)
    }
    expect(FREQUENCY_OPTIONS.map((f) => calculatorResult(state({ frequency: f.name }), group).label)).toEqual([
      '/wk',
      '/fn',
      '/mo',
    ])
  })

  it('FIN-34 FIN-33 the repayment is whole dollars: nearest, or up where the site rounds up', () => {
    // $30,000 at 10% over 5 years monthly = 637.41
    expect(calculatorResult(state(), group).repayment).toBe(637)
    expect(calculatorResult(state(), { ...group, roundUp: true }).repayment).toBe(638)
    expect(calculatorResult(state(), group).total).toBe(637 * 60)
  })

  it("FIN-32 ERR-19 a computed repayment of 25 or less gives 'Enquire for Finance' and a blank total", () => {
    // $1,000 over 7 years weekly at 0.5%: 2.77 a week
    const r = calculatorResult(state({ amount: 1000, termYears: 7, interest: 0.5, frequency: 'week' }), group)
    expect(r.enquire).toBe(true)
    expect(r.repayment).toBeNull()
    expect(r.total).toBeNull()
    expect(ENQUIRE_FOR_FINANCE).toBe('Enquire for Finance')
    // exactly at the edge: 25.00 is enquire, 25.01 shows
    expect(calculatorResult(state({ amount: 1300, termYears: 1, interest: 0, frequency: 'week' }), group).enquire).toBe(
      true,
    )
    expect(
      calculatorResult(state({ amount: 1301, termYears: 1, interest: 0, frequency: 'week' }), group).repayment,
    ).toBe(25)
  })

  it('FIN-31 a deposit covering the amount leaves nothing to repay', () => {
    const r = calculatorResult(state({ amount: 20000, deposit: 25000 }), group)
    expect(r.raw).toBe(0)
    expect(r.enquire).toBe(true)
  })
})

describe('finance calculator: bounds, steps, clamping', () => {
  it('FIN-14 FIN-15 FIN-18 the amount runs from the configured min to max in steps of 500', () => {
    expect(amountRange(group, 30000)).toEqual({ min: 1000, max: 100000, step: 500 })
    expect(amountRange(brand, 30000)).toEqual({ min: 1000, max: 250000, step: 500 })
    expect(amountRange({ ...group, amountMin: 5000 }, null)).toEqual({ min: 5000, max: 100000, step: AMOUNT_STEP })
  })

  it('FIN-16 where the max follows the price, a price above 100000 makes the max 1.05 × price', () => {
    const follows = { ...group, amountMaxFollowsPrice: true }
    expect(amountRange(follows, 120000).max).toBe(126000)
    expect(amountRange(follows, 100000).max).toBe(100000)
    expect(amountRange(follows, 150990).max).toBe(158540)
    expect(amountRange(group, 120000).max).toBe(100000)
  })

  it('FIN-14 FIN-15 FIN-16 per layout: group and used 100,000, brand 250,000, 1.05 × a price above 100,000 where it follows', () => {
    const used = TEMPLATE_DEFAULTS.used.finance
    expect(amountRange(used, 145990).max).toBe(100000)
    expect(amountRange(brand, 145990).max).toBe(250000)
    expect(amountRange({ ...group, amountMaxFollowsPrice: true }, 145990).max).toBe(153290)
    expect(amountRange({ ...brand, amountMaxFollowsPrice: true }, 145990).max).toBe(153290)
  })

  it('FIN-20 FIN-22 FIN-23 FIN-25 FIN-26 term 1..max step 0.5; interest from config step 0.5; deposit and residual 0..250000 step 0.5', () => {
    const b = calculatorBounds({ ...group, maxTermYears: 5, interestMin: 9.95, interestMax: 19.95 }, 30000)
    expect(b.termYears).toEqual({ min: 1, max: 5, step: 0.5 })
    expect(b.interest).toEqual({ min: 9.95, max: 19.95, step: 0.5 })
    expect(b.deposit).toEqual({ min: 0, max: 250000, step: 0.5 })
    expect(b.residual).toEqual({ min: 0, max: 250000, step: 0.5 })
    expect(calculatorBounds(group).termYears.max).toBe(7)
    expect(calculatorBounds(group).interest).toEqual({ min: 0.5, max: 15, step: 0.5 })
  })

  it('FIN-17 FIN-27 amounts of 0 or below become 0; other out-of-range entries clamp to min or max', () => {
    const b = calculatorBounds(group, 30000)
    expect(clampEntry('amount', 0, b)).toBe(0)
    expect(clampEntry('amount', -500, b)).toBe(0)
    expect(clampEntry('amount', Number.NaN, b)).toBe(0)
    expect(clampEntry('amount', 400, b)).toBe(1000)
    expect(clampEntry('amount', 150000, b)).toBe(100000)
    expect(clampEntry('amount', 45990, b)).toBe(45990)
    expect(clampEntry('termYears', 10, b)).toBe(7)
    expect(clampEntry('termYears', 0, b)).toBe(1)
    expect(clampEntry('interest', 0.1, b)).toBe(0.5)
    expect(clampEntry('interest', 22, b)).toBe(15)
    expect(clampEntry('deposit', -1, b)).toBe(0)
    expect(clampEntry('deposit', 300000, b)).toBe(250000)
    expect(clampEntry('residual', 260000, b)).toBe(250000)
    expect(updateField(state(), 'termYears', 9, b).termYears).toBe(7)
  })

  it('ERR-18: every field says when it clamped an entry, with the bound in its own unit', () => {
    const b = calculatorBounds(group, 30000)
    expect(clampHelp('termYears', 10, b.termYears)).toBe('Cannot be less than 1 year or more than 7 years')
    expect(clampHelp('interest', 22, b.interest)).toBe('Cannot be less than 0.5% or more than 15%')
    expect(clampHelp('deposit', 300000, b.deposit)).toBe('Cannot be less than $0 or more than $250,000')
    expect(clampHelp('residual', -1, b.residual)).toBe('Cannot be less than $0 or more than $250,000')
    // an entry inside the range (or at a bound of a field other than the amount) changes nothing: no message
    expect(clampHelp('termYears', 7, b.termYears)).toBeNull()
    expect(clampHelp('deposit', 0, b.deposit)).toBeNull()
    expect(clampHelp('interest', undefined, b.interest)).toBeNull()
    // the amount keeps FIN-19's at-or-beyond rule
    expect(clampHelp('amount', 150000, b.amount)).toBe('Cannot be less than $1,000 or more than $100,000')
    expect(clampHelp('amount', 45990, b.amount)).toBeNull()
  })

  it("FIN-19 ERR-18 help text at or beyond a bound: 'Cannot be less than $1,000 or more than $100,000'", () => {
    const r = amountRange(group, 30000)
    const text = 'Cannot be less than $1,000 or more than $100,000'
    expect(amountHelp(1000, r)).toBe(text)
    expect(amountHelp(100000, r)).toBe(text)
    expect(amountHelp(150000, r)).toBe(text)
    expect(amountHelp(0, r)).toBe(text)
    expect(amountHelp(1500, r)).toBeNull()
    expect(amountHelp(99500, r)).toBeNull()
    expect(amountHelp(200, amountRange({ ...brand, amountMin: 5000 }))).toBe(
      'Cannot be less than $5,000 or more than $250,000',
    )
  })

  it('FIN-13 FIN-21 FIN-24 FIN-29 defaults: the car price (else 30000), the tenant’s term, rate and frequency', () => {
    expect(initialCalculatorState(group, { price: 45990 })).toEqual({
      amount: 45990,
      termYears: 6,
      interest: 10,
      deposit: 0,
      residual: 0,
      frequency: 'week',
    })
    expect(initialCalculatorState(brand, {})).toEqual({
      amount: DEFAULT_AMOUNT,
      termYears: 5,
      interest: 8.5,
      deposit: 0,
      residual: 0,
      frequency: 'week',
    })
    expect(initialCalculatorState(group, { price: null, defaultAmount: 25000 }).amount).toBe(25000)
    expect(initialCalculatorState({ ...group, defaultFrequency: 'month' }).frequency).toBe('month')
    // a price above the max starts clamped
    expect(initialCalculatorState(group, { price: 180000 }).amount).toBe(100000)
    expect(initialCalculatorState({ ...group, amountMaxFollowsPrice: true }, { price: 180000 }).amount).toBe(180000)
  })

  it('parses typed entries: dollars, commas and percent signs', () => {
    expect(parseEntry('$30,000')).toBe(30000)
    expect(parseEntry('7.5%')).toBe(7.5)
    expect(parseEntry('')).toBeNaN()
    expect(parseEntry('abc')).toBeNaN()
  })
})

describe('finance disclaimer and link', () => {
  it('FIN-44 the disclaimer collapses to 197 characters where configured, else shows whole', () => {
    const long = 'Repayment is indicative only and not a formal quote. '.repeat(6)
    const v = disclaimerView(long, true)
    expect(DISCLAIMER_COLLAPSE_AT).toBe(197)
    expect(v.collapsed).not.toBeNull()
    expect(v.collapsed!.length).toBeLessThanOrEqual(198)
    expect(v.collapsed!.endsWith('…')).toBe(true)
    expect(long.trim().startsWith(v.collapsed!.slice(0, -1))).toBe(true)
    expect(disclaimerView(long, false).collapsed).toBeNull()
    expect(disclaimerView('x'.repeat(197), true).collapsed).toBeNull()
    expect(disclaimerView('x'.repeat(198), true).collapsed).toBe(`${'x'.repeat(197)}…`)
  })

  it('FIN-42 the lender’s disclaimer wins over the site’s; blank is none', () => {
    expect(pickDisclaimer('Lender text', 'Site text')).toBe('Lender text')
    expect(pickDisclaimer('  ', 'Site text')).toBe('Site text')
    expect(pickDisclaimer(null, null)).toBeNull()
  })

  it('FIN-42 every calculator says its repayment is indicative, not a formal quote: the indicative text without a lender’s or site’s own', () => {
    expect(calculatorDisclaimer('Lender text', 'Site text')).toBe('Lender text')
    expect(calculatorDisclaimer(null, 'Site text')).toBe('Site text')
    expect(calculatorDisclaimer(null, '  ')).toBe(INDICATIVE_DISCLAIMER)
    expect(INDICATIVE_DISCLAIMER).toMatch(/indicative only and are not a formal quote/)
  })

  it('RTE-17 RTE-18 the Get Finance link carries the car in its query and ends with #finance-form', () => {
    expect(
      financeHref('/finance', {
        preferredDealership: 'harbour-toyota',
        vehiclePriceBudget: 45990,
        carId: 12,
        carType: 'used',
        vin: 'JTMABC123',
      }),
    ).toBe(
      '/finance?preferredDealership=harbour-toyota&vehiclePriceBudget=45990&car_id=12&car_type=used&vin=JTMABC123#finance-form',
    )
    expect(financeHref(null, {})).toBe('/finance#finance-form')
    expect(financeHref('/apply-for-finance?src=vdp#x', { carId: '7', vin: '' })).toBe(
      '/apply-for-finance?src=vdp&car_id=7#finance-form',
    )
    expect(financeHref('javascript:alert(1)', {})).toBe('/finance#finance-form')
  })
})
