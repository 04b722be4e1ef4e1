import {
  DECLINE_MESSAGES,
  comparableRetail,
  eligibility,
  estimateTradeIn,
  isComparable,
  type Comparable,
} from '@/domain/tradeIn/estimate'
import { CONDITION_QUESTIONS, MAX_DEDUCTION, checkAnswers } from '@/domain/tradeIn/questions'
import {
  REGO_INVALID,
  REGO_STATES,
  REGO_STATE_INVALID,
  checkRego,
  isValidRego,
  normaliseRego,
} from '@/domain/tradeIn/rego'
import { TRADE_IN_SUBCATEGORY } from '@/domain/tradeIn/provider'

const NOW = new Date('2026-06-01T00:00:00Z')
const car = { make: 'Toyota', model: 'Corolla', year: 2022, km: 40_000 }
const stock: Comparable[] = [
  { make: 'Toyota', model: 'Corolla', year: 2022, km: 40_000, price: 30_000 },
  { make: 'toyota', model: 'corolla', year: 2021, km: 50_000, price: 27_000, marketMin: 26_000, marketMax: 30_000 },
  { make: 'Toyota', model: 'Corolla', year: 2023, km: 30_000, price: 33_000 },
  { make: 'Honda', model: 'Civic', year: 2022, km: 40_000, price: 10_000 },
  { make: 'Toyota', model: 'Corolla', year: 2019, km: 40_000, price: 5_000 },
  { make: 'Toyota', model: 'Corolla', year: 2022, km: 90_000, price: 5_000 },
]
const allBest = Object.fromEntries(CONDITION_QUESTIONS.map((q) => [q.id, q.options[0]!.value]))

describe('trade-in eligibility (LEAD-47)', () => {
  it('LEAD-47 gives an estimate at exactly 7 years old and declines at 8', () => {
    expect(eligibility({ year: 2019, km: 10_000 }, NOW)).toBeNull()
    expect(eligibility({ year: 2018, km: 10_000 }, NOW)).toBe('too-old')
  })
  it('LEAD-47 gives an estimate at exactly 100,000 km and declines at 100,001 km', () => {
    expect(eligibility({ year: 2024, km: 100_000 }, NOW)).toBeNull()
    expect(eligibility({ year: 2024, km: 100_001 }, NOW)).toBe('too-many-km')
  })
  it('LEAD-47 a declined car gets a reason and a message, never an offer', () => {
    const r = estimateTradeIn({ ...car, year: 2018 }, stock, 0, NOW)
    expect(r).toEqual({ kind: 'declined', reason: 'too-old', message: DECLINE_MESSAGES['too-old'] })
    const k = estimateTradeIn({ ...car, km: 100_001 }, stock, 0, NOW)
    expect(k.kind === 'declined' && k.reason).toBe('too-many-km')
  })
})

describe('trade-in estimator', () => {
  it('compares the same make and model within 2 years and 40,000 km', () => {
    expect(stock.map((c) => isComparable(car, c))).toEqual([true, true, true, false, false, false])
  })
  it('moves a comparable 4% per year and 0.5% per 5,000 km, averaging in the market mid-point', () => {
    expect(comparableRetail(car, stock[0]!)).toBe(30_000)
    expect(comparableRetail(car, stock[1]!)).toBeCloseTo(27_500 * 1.04 * 1.01, 6)
    expect(comparableRetail(car, stock[2]!)).toBeCloseTo(33_000 * 0.96 * 0.99, 6)
  })
  it('offers the median retail less 12% margin and $1,500 reconditioning, with a ±5% range', () => {
    expect(estimateTradeIn(car, stock, 0, NOW)).toEqual({
      kind: 'estimate',
      offerPrice: 24_900,
      low: 23_700,
      high: 26_100,
      retail: 30_000,
      comparables: 3,
      adjustment: 0,
    })
  })
  it('applies the condition adjustment and rounds the offer down to $100', () => {
    const r = estimateTradeIn(car, stock, -10, NOW)
    expect(r).toMatchObject({ kind: 'estimate', offerPrice: 22_400, low: 21_300, high: 23_500 })
  })
  it('declines with too few comparables', () => {
    const r = estimateTradeIn(car, stock.slice(0, 1), 0, NOW)
    expect(r.kind === 'declined' && r.reason).toBe('not-enough-data')
  })
  it('declines an offer under $1,000', () => {
    const cheap = stock.slice(0, 2).map((c) => ({ ...c, price: 2_000, marketMin: null, marketMax: null }))
    const r = estimateTradeIn(car, cheap, 0, NOW)
    expect(r.kind === 'declined' && r.reason).toBe('too-low')
  })
})

describe('condition questions', () => {
  it('asks about accidents, service history, tyres, body, interior and keys', () => {
    expect(CONDITION_QUESTIONS.map((q) => q.id)).toEqual(['accident', 'service', 'tyres', 'body', 'interior', 'keys'])
  })
  it('sums the answers’ adjustments', () => {
    expect(checkAnswers(allBest)).toEqual({ ok: true, adjustment: 0 })
    expect(checkAnswers({ ...allBest, accident: 'minor', keys: 'one' })).toEqual({ ok: true, adjustment: -7 })
  })
  it('floors the total deduction at 40%', () => {
    const worst = Object.fromEntries(CONDITION_QUESTIONS.map((q) => [q.id, q.options.at(-1)!.value]))
    expect(checkAnswers(worst)).toEqual({ ok: true, adjustment: MAX_DEDUCTION })
  })
  it('reports missing and invalid answers', () => {
    expect(checkAnswers({ ...allBest, tyres: 'bald', keys: '' })).toEqual({
      ok: false,
      missing: ['keys'],
      invalid: ['tyres'],
    })
  })
})

describe('rego and state', () => {
  it('accepts 1 to 9 letters or digits, ignoring spaces and dashes', () => {
    expect(normaliseRego(' abc-123 ')).toBe('ABC123')
    expect(isValidRego('A')).toBe(true)
    expect(isValidRego('ABCDE1234')).toBe(true)
    expect(isValidRego('ABCDE12345')).toBe(false)
    expect(isValidRego('')).toBe(false)
    expect(isValidRego('AB#1')).toBe(false)
  })
  it('accepts the eight states and territories only', () => {
    expect(REGO_STATES).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])
    expect(checkRego('abc 123', 'qld')).toEqual({ ok: true, rego: 'ABC123', state: 'QLD' })
    expect(checkRego('ABC123', 'NZ')).toEqual({ ok: false, errors: { regoState: REGO_STATE_INVALID } })
    expect(checkRego('', 'VIC')).toEqual({ ok: false, errors: { rego: REGO_INVALID } })
  })
  it('LEAD-44 names the accepted-offer subcategory', () => {
    expect(TRADE_IN_SUBCATEGORY.accepted).toBe('3. Offer Accepted')
  })
})
