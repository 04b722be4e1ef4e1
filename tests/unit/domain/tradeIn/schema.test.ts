import { MESSAGES } from '@/domain/leads/schema'
import { REGO_INVALID } from '@/domain/tradeIn/rego'
import {
  conditionAnswersSchema,
  TRADE_IN_MESSAGES,
  tradeInStep1Schema,
  valuationRequestSchema,
} from '@/domain/tradeIn/schema'

const NOW = new Date('2026-06-01T00:00:00Z')
const filled = {
  regoState: 'QLD',
  make: 'Toyota',
  model: 'Corolla',
  year: '2022',
  kms: '40,000',
  name: 'Tess',
  last_name: 'Trader',
  email: 'tess@example.com',
  phone: '0412 345 678',
  postcode: '4000',
}
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

describe('trade-in step 1 schema (shared by the form and the server)', () => {
  it('LEAD-04 an empty form gives each field its own message, never zod’s raw wording', () => {
    const r = tradeInStep1Schema({}, NOW).safeParse({ regoState: 'QLD' })
    expect(messages(r)).toEqual({
      make: TRADE_IN_MESSAGES.make,
      model: TRADE_IN_MESSAGES.model,
      year: TRADE_IN_MESSAGES.year,
      kms: MESSAGES.kms,
      name: MESSAGES.name,
      last_name: MESSAGES.lastName,
      email: MESSAGES.email,
      phone: MESSAGES.phone,
      postcode: MESSAGES.postcode,
    })
    for (const m of Object.values(messages(r))) expect(m).not.toMatch(/Invalid input/)
    expect(messages(tradeInStep1Schema({}, NOW).safeParse({ ...filled, year: '', kms: '' }))).toEqual({
      year: TRADE_IN_MESSAGES.year,
      kms: MESSAGES.kms,
    })
  })

  it('LEAD-41 a filled form parses year and kilometres ("40,000") to numbers', () => {
    const r = tradeInStep1Schema({}, NOW).safeParse(filled)
    expect(r.success && r.data).toMatchObject({ year: 2022, kms: 40_000, opt_in: true })
  })

  it('LEAD-42 a rego may be typed with spaces and dashes; a bad one gets the rego message', () => {
    expect(tradeInStep1Schema({}, NOW).safeParse({ ...filled, rego: 'abc-123' }).success).toBe(true)
    expect(tradeInStep1Schema({}, NOW).safeParse({ ...filled, rego: 'ABC 123' }).success).toBe(true)
    expect(messages(tradeInStep1Schema({}, NOW).safeParse({ ...filled, rego: 'AB#1' }))).toEqual({ rego: REGO_INVALID })
  })

  it('LEAD-23 ERR-17 the terms agreement is required where the tenant requires it', () => {
    expect(messages(tradeInStep1Schema({ termsRequired: true }, NOW).safeParse(filled))).toEqual({
      terms_conditions: MESSAGES.terms,
    })
    expect(
      tradeInStep1Schema({ termsRequired: true }, NOW).safeParse({ ...filled, terms_conditions: true }).success,
    ).toBe(true)
  })

  it('a year after next year is refused with the year message', () => {
    expect(messages(tradeInStep1Schema({}, NOW).safeParse({ ...filled, year: '2028' }))).toEqual({
      year: TRADE_IN_MESSAGES.year,
    })
  })
})

describe('condition answers and the valuation request', () => {
  const answers = { accident: 'none', service: 'full', tyres: 'good', body: 'none', interior: 'excellent', keys: 'two' }
  it('LEAD-41 every question needs one of its answers', () => {
    expect(conditionAnswersSchema.safeParse(answers).success).toBe(true)
    expect(messages(conditionAnswersSchema.safeParse({ ...answers, keys: undefined, body: 'dented' }))).toEqual({
      keys: TRADE_IN_MESSAGES.answer,
      body: TRADE_IN_MESSAGES.answer,
    })
  })
  it('LEAD-41 the valuation body takes numbers from the server side too', () => {
    const r = valuationRequestSchema(NOW).safeParse({
      make: 'Toyota',
      model: 'Corolla',
      year: 2010,
      km: 150_000,
      adjustmentAnswers: answers,
    })
    expect(r.success && r.data).toMatchObject({ year: 2010, km: 150_000 })
  })
})
