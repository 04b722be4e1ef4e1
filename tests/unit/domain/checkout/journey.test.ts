import { journeyCar } from '@/domain/checkout/car'
import {
  BLOCK_MESSAGES,
  DEPOSIT_PROBLEMS,
  JOURNEY_STEPS,
  orderDepositProblem,
  journeyLeadFields,
  journeyStep,
  journeySummary,
  missingBefore,
  parseStep,
  readJourneyData,
  stepAfter,
  stepBefore,
  type JourneyAnswers,
  type JourneyData,
  type SummaryDeposit,
} from '@/domain/checkout/journey'
import { leadFieldsSchema } from '@/domain/leads/schema'
import { TEMPLATE_DEFAULTS, type SiteConfig } from '@/domain/siteConfig'
import { vehiclePageModel } from '@/domain/vehicle/pageModel'

import { vehicleDetail } from '../../../helpers/vehicleDetail'

const NOW = new Date('2026-11-22T00:00:00Z')

/** The group template with buy online on. */
function site(features: Partial<SiteConfig['features']> = {}) {
  const base = TEMPLATE_DEFAULTS.group
  return {
    name: 'Harbour Auto Group',
    config: { ...base, features: { ...base.features, buyOnline: true, ...features } },
  }
}

const ANSWERS: JourneyAnswers = {
  car: {},
  'trade-in': {
    has_trade_in: 'yes',
    rego: '',
    rego_state: '',
    make: 'Mazda',
    model: 'CX-5',
    year: '2018',
    kms: '85000',
  },
  payment: { method: 'finance', finance_contact: true },
  delivery: { method: 'pickup', postcode: '' },
  details: {
    first_name: 'Sam',
    last_name: 'Shopper',
    email: 'sam@example.com',
    phone: '0412 345 678',
    postcode: '2150',
    licence_number: '12345678',
    licence_state: 'NSW',
  },
  deposit: { choice: 'later', reference: '' },
}

describe('the journey steps', () => {
  it('RTE-12 runs car → trade-in → payment → delivery → details → deposit → summary', () => {
    expect(JOURNEY_STEPS).toEqual(['car', 'trade-in', 'payment', 'delivery', 'details', 'deposit', 'summary'])
    expect(stepAfter('car')).toBe('trade-in')
    expect(stepAfter('summary')).toBe('summary')
    expect(stepBefore('car')).toBeNull()
    expect(stepBefore('summary')).toBe('deposit')
  })

  it('resumes at the first step without answers, and at the summary once every step is done', () => {
    expect(journeyStep({})).toBe('car')
    expect(journeyStep({ car: {}, 'trade-in': ANSWERS['trade-in'] })).toBe('payment')
    expect(journeyStep(ANSWERS)).toBe('summary')
  })

  it('refuses a step whose earlier steps are not done, naming the first one missing', () => {
    expect(missingBefore('car', {})).toBeNull()
    expect(missingBefore('details', { car: {} })).toBe('trade-in')
    expect(missingBefore('summary', { ...ANSWERS, delivery: undefined })).toBe('delivery')
    expect(missingBefore('summary', ANSWERS)).toBeNull()
  })
})

describe('the step schemas', () => {
  it('trade-in: none, a registration with its state, or make, model, year and kilometres', () => {
    expect(parseStep('trade-in', { has_trade_in: 'no' })).toMatchObject({ ok: true })
    expect(parseStep('trade-in', { has_trade_in: 'yes', rego: 'abc 123', rego_state: 'NSW' })).toMatchObject({
      ok: true,
      answers: { rego: 'ABC123', rego_state: 'NSW' },
    })
    expect(
      parseStep('trade-in', { has_trade_in: 'yes', make: 'Mazda', model: 'CX-5', year: '2018', kms: '85,000' }),
    ).toMatchObject({ ok: true, answers: { kms: '85000' } })
    const missing = parseStep('trade-in', { has_trade_in: 'yes', make: 'Mazda' })
    expect(missing.ok).toBe(false)
    if (!missing.ok) expect(Object.keys(missing.fieldErrors).sort()).toEqual(['kms', 'model', 'year'])
    expect(parseStep('trade-in', {})).toEqual({
      ok: false,
      fieldErrors: { has_trade_in: 'Please choose whether you have a car to trade in.' },
    })
  })

  it('payment: cash or finance; the finance team call only with finance', () => {
    expect(parseStep('payment', { method: 'cash', finance_contact: true })).toEqual({
      ok: true,
      answers: { method: 'cash', finance_contact: false },
    })
    expect(parseStep('payment', { method: 'finance', finance_contact: true })).toMatchObject({
      answers: { finance_contact: true },
    })
    expect(parseStep('payment', { method: 'lease' }).ok).toBe(false)
  })

  it('delivery: pick-up, or delivery to a 4-digit postcode', () => {
    expect(parseStep('delivery', { method: 'pickup', postcode: '9999' })).toEqual({
      ok: true,
      answers: { method: 'pickup', postcode: '' },
    })
    expect(parseStep('delivery', { method: 'delivery', postcode: '20' })).toEqual({
      ok: false,
      fieldErrors: { postcode: 'Invalid postcode. Please enter a 4-digit number.' },
    })
  })

  it("details: the lead form's rules and messages, a bounded licence number and an Australian state", () => {
    expect(parseStep('details', ANSWERS.details)).toMatchObject({ ok: true, answers: { licence_number: '12345678' } })
    const bad = parseStep('details', {
      ...ANSWERS.details,
      email: 'nope',
      phone: '123',
      licence_number: 'x'.repeat(30),
      licence_state: 'XX',
    })
    expect(bad).toEqual({
      ok: false,
      fieldErrors: {
        email: 'Please enter a valid email address, e.g. name@example.com.',
        phone: 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432.',
        licence_number: "Please enter your driver's licence number: 4 to 10 letters or numbers.",
        licence_state: 'Please choose the state that issued your licence.',
      },
    })
  })

  it('refuses fields that are not part of a step, and bounds every text', () => {
    expect(parseStep('car', { price: 1 })).toEqual({
      ok: false,
      fieldErrors: { price: 'This field is not part of the step.' },
    })
    expect(parseStep('trade-in', { has_trade_in: 'yes', make: 'M'.repeat(61) }).ok).toBe(false)
    expect(parseStep('deposit', { choice: 'paid' }).ok).toBe(false)
    expect(parseStep('deposit', { choice: 'paid', reference: 'RSV-12AB' }).ok).toBe(true)
  })

  it('reads saved data back, dropping a step that no longer parses', () => {
    const data = readJourneyData({ answers: { car: {}, payment: { method: 'barter' } } })
    expect(data.answers).toEqual({ car: {} })
    expect(readJourneyData(null).answers).toEqual({})
  })
})

describe('whether a car can be bought online', () => {
  it('RES-08 open for an in-stock car on a tenant with buy online and a payment provider', () => {
    expect(journeyCar(site(), vehicleDetail(), 'test', NOW).block).toBeNull()
  })

  it('closed with the reason: switch off, no provider, the Buy Online button’s car rules, no price', () => {
    const block = (s: ReturnType<typeof site>, over = {}, provider: string | null = 'test') =>
      journeyCar(s, vehicleDetail(over), provider, NOW).block
    expect(block(site({ buyOnline: false }))).toBe('feature_off')
    expect(block(site(), {}, null)).toBe('no_payments')
    expect(block(site(), { status: 'sold' })).toBe('not_in_stock')
    expect(block(site(), { reserved: true })).toBe('reserved')
    expect(block(site(), { tag: 'Test Drive Only' })).toBe('test_drive_only')
    expect(block(site(), { price: null })).toBe('no_price')
    expect(BLOCK_MESSAGES.reserved).toBe('This car is already reserved by another buyer.')
  })
})

describe('the summary', () => {
  const car = vehicleDetail({ price: 30_000, priceType: 'drive_away' })
  const jc = journeyCar(site(), car, 'test', NOW)
  const data: JourneyData = { answers: ANSWERS, deliveryEstimate: null }

  it("totals the car's drive-away price: $30,000 as the vehicle page shows it", () => {
    const summary = journeySummary(jc.summary, data, null)
    // by hand: the car is priced $30,000 drive away, no offer, no subscription
    expect(summary.total).toBe(30_000)
    expect(summary.totalText).toBe('$30,000')
    expect(summary.totalLabel).toBe('Total price (drive away)')
    expect(jc.priceText).toBe(vehiclePageModel(site(), car, NOW).price?.text)
  })

  it("the weekly repayment, rate and comparison rate are the vehicle page's for the same car", () => {
    const page = vehiclePageModel(site(), car, NOW)
    // by hand: $30,000 at the lender's 9.5 % over the group's 6 years = 30000 × (0.095/52) / (1 − (1 + 0.095/52)^−312)
    const r = 0.095 / 52
    const weekly = Math.round((30_000 * r) / (1 - (1 + r) ** -312))
    expect(weekly).toBe(126)
    expect(jc.summary.finance).toEqual({ weekly, rate: 9.5, comparisonRate: 10.1 })
    expect(jc.summary.finance?.weekly).toBe(page.weekly)
    expect(jc.disclosure).toEqual(page.disclosure)
  })

  it('lists every choice and the deposit state', () => {
    const rows = journeySummary(jc.summary, data, null).rows
    expect(rows.map((r) => r.key)).toEqual(['car', 'trade-in', 'payment', 'delivery', 'details', 'deposit'])
    expect(rows.find((r) => r.key === 'trade-in')?.value).toBe('2018 Mazda CX-5, 85,000 km')
    // the repayment is never stated without its rate and comparison rate (the vehicle page's)
    expect(rows.find((r) => r.key === 'payment')?.value).toBe(
      'Finance: $126 per week at 9.50% p.a. (comparison rate 10.10% p.a., based on a secured loan of $30,000 over ' +
        '5 years); the finance team will contact you',
    )
    expect(rows.find((r) => r.key === 'delivery')?.value).toBe(
      'Pick up from Harbour Toyota Parramatta, 1 Church St, Parramatta',
    )
    expect(rows.find((r) => r.key === 'deposit')?.value).toBe(
      'No deposit paid. Online deposits are not available right now; the dealer will contact you.',
    )
    const held = journeySummary(jc.summary, data, { reference: 'RSV-1', status: 'held', heldUntil: null })
    expect(held.deposit).toBe('Deposit paid: car held (reference RSV-1)')
  })

  it('LEAD-38 keeps every trade-in answer in the lead: the registration and the car’s make, model, year and km', () => {
    const trade = { ...ANSWERS['trade-in']!, rego: '1ABC234', rego_state: 'WA' as const }
    const withRego: JourneyData = { answers: { ...ANSWERS, 'trade-in': trade }, deliveryEstimate: null }
    const fields = journeyLeadFields(7, car.slug, journeySummary(jc.summary, withRego, null), withRego, null)
    expect(fields).toMatchObject({
      rego: '1ABC234',
      regoState: 'WA',
      make: 'Mazda',
      model: 'CX-5',
      year: '2018',
      kms: '85000',
    })
    expect(leadFieldsSchema({ messageRequired: true }).safeParse(fields).success).toBe(true)
  })

  it('RTE-12 with delivery, the total is the car and the $199 delivery: the lines add up to the total', () => {
    const delivered: JourneyData = {
      answers: { ...ANSWERS, delivery: { method: 'delivery', postcode: '2000' } },
      deliveryEstimate: { price: 199, name: 'Sydney metro' },
    }
    const summary = journeySummary(jc.summary, delivered, null)
    expect(summary.lines).toEqual([
      { key: 'car', label: 'Car price (drive away)', amount: 30_000, text: '$30,000' },
      { key: 'delivery', label: 'Delivery (Sydney metro)', amount: 199, text: '$199' },
    ])
    // by hand: $30,000 + $199 = $30,199
    expect(summary.total).toBe(30_199)
    expect(summary.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(summary.total)
    expect(summary.totalText).toBe('$30,199')
    expect(summary.totalLabel).toBe('Total price (drive away, with delivery)')
    // the lead names the car's own price and the order's total
    const fields = journeyLeadFields(7, car.slug, summary, delivered, null)
    expect(fields.drive_away_price).toBe('$30,000')
    expect(fields.message).toContain('Total price (drive away, with delivery): $30,199')
    // pick-up, or a delivery the dealer quotes: only the car
    expect(journeySummary(jc.summary, data, null).lines.map((l) => l.key)).toEqual(['car'])
    const quoted = { ...delivered, deliveryEstimate: { unavailable: 'The dealer will quote delivery.' } }
    expect(journeySummary(jc.summary, quoted, null).total).toBe(30_000)
  })

  it('an order is sent only with its deposit held, or plainly without one; never after a failed payment', () => {
    const dep = (status: SummaryDeposit['status'], failureMessage: string | null = null): SummaryDeposit => ({
      reference: 'R-1',
      status,
      heldUntil: null,
      failureMessage,
    })
    const paid = { choice: 'paid' as const, reference: 'R-1' }
    expect(orderDepositProblem(dep('held'), paid)).toBeNull()
    expect(orderDepositProblem(null, { choice: 'later', reference: '' })).toBeNull()
    expect(orderDepositProblem(dep('pending'), paid)).toBe(DEPOSIT_PROBLEMS.unpaid)
    expect(orderDepositProblem(dep('pending', 'Your card was declined.'), paid)).toBe(
      'Your deposit did not go through: Your card was declined. Try another card to send your order.',
    )
    for (const ended of ['failed', 'expired', 'refunded', 'released'] as const)
      expect(orderDepositProblem(dep(ended), paid)).toBe(DEPOSIT_PROBLEMS.ended)
    // a deposit was started but its reservation is gone: not sent as if paid
    expect(orderDepositProblem(null, paid)).toBe(DEPOSIT_PROBLEMS.ended)
  })

  it("becomes lead fields the lead intake's schema accepts", () => {
    const summary = journeySummary(jc.summary, data, null)
    const fields = journeyLeadFields(7, car.slug, summary, data, null)
    const parsed = leadFieldsSchema({ messageRequired: true }).safeParse(fields)
    expect(parsed.success).toBe(true)
    // the lead (and so its emails) states the repayment with its rates, as the summary does
    expect(fields.message).toContain(
      'Payment method: Finance: $126 per week at 9.50% p.a. (comparison rate 10.10% p.a., based on a secured loan',
    )
    expect(fields).toMatchObject({
      journey_id: '7',
      drive_away_price: '$30,000',
      payment_method: 'finance',
      finance_contact: true,
      'do-you-have-a-trade-in': 'Yes',
      make: 'Mazda',
      licence_state: 'NSW',
      delivery_method: 'pickup',
    })
  })
})
