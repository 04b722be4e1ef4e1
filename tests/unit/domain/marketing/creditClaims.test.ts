import {
  advertPublishIssues,
  disclosureFromFields,
  findCreditClaims,
  statesCredit,
} from '@/domain/marketing/creditClaims'

describe('findCreditClaims: does this text state a credit rate or repayment?', () => {
  it.each([
    ['Finance from 8.99% p.a.', 8.99, 'annual'],
    ['Used car finance from 8.99% p.a.', 8.99, 'annual'],
    ['RAV4 Hybrid 4.99% comparison rate', 4.99, 'comparison'],
    ['BT-50 XTR 3.99% finance', 3.99, 'annual'],
    ['Business finance from 6.49% p.a. on NPR trucks.', 6.49, 'annual'],
    ['0% finance on selected models', 0, 'annual'],
    ['Rates from 5.5%', 5.5, 'annual'],
    ['comparison rate of 5.49%', 5.49, 'comparison'],
    ['Low-rate finance at 2.9% pa', 2.9, 'annual'],
    ['6.29 % per annum fixed', 6.29, 'annual'],
  ])('%p states %p%% as an %s rate', (text, value, kind) => {
    const { rates } = findCreditClaims(text)
    expect(rates).toHaveLength(1)
    expect(rates[0]).toMatchObject({ value, kind })
  })

  it('reads both rates of a disclaimer and tells them apart', () => {
    const { rates } = findCreditClaims('Finance offer: 4.99% p.a. (comparison rate 5.49% p.a.) over 5 years.')
    expect(rates.map((r) => [r.value, r.kind])).toEqual([
      [4.99, 'annual'],
      [5.49, 'comparison'],
    ])
  })

  it.each([
    ['$99 per week', '$99 per week'],
    ['Drive away from $149/wk', '$149/wk'],
    ['Only $600 a month', '$600 a month'],
    ['weekly repayments of $144', 'weekly repayments of $144'],
    ['Repayments from $1,250', 'Repayments from $1,250'],
    ['$89 weekly*', '$89 weekly'],
  ])('%p states a repayment', (text, phrase) => {
    expect(findCreditClaims(text).repayments).toContain(phrase)
    expect(statesCredit(text)).toBe(true)
  })

  it.each([
    '0% deposit',
    'Your deposit is 100% refundable within 48 hours.',
    'Save $2,000 on runout stock',
    'HiLux SR5 from $64,990 drive away',
    'Save up to 20% on accessories',
    'From 10% off genuine parts',
    'Low-rate finance on new cars',
    'Competitive rates, fast approvals',
    'Free riding gear voucher worth $500',
    '5 years free servicing',
    '100% finance available',
  ])('%p states no credit rate or repayment', (text) => {
    expect(findCreditClaims(text)).toEqual({ rates: [], repayments: [] })
    expect(statesCredit(text)).toBe(false)
  })
})

const COMPLETE = { annual_rate: 4.99, comparison_rate: 5.49, loan_amount: 30000, term_years: 5, secured: true }

describe('advertPublishIssues: may this advertisement be published?', () => {
  it('refuses a headline that states a rate with no structured rates, naming the field', () => {
    const issues = advertPublishIssues([{ field: 'name', label: 'Name', text: 'Finance from 8.99% p.a.' }], {})
    expect(issues).toEqual([{ field: 'name', message: expect.stringContaining('“8.99% p.a.”') }])
  })

  it('refuses a repayment in the text with no rates', () => {
    const issues = advertPublishIssues([{ field: 'description', label: 'Description', text: 'From $99 per week' }], {})
    expect(issues[0]).toMatchObject({ field: 'description', message: expect.stringContaining('a repayment') })
  })

  it('refuses a headline calling the annual rate the comparison rate', () => {
    const texts = [{ field: 'name', label: 'Name', text: 'RAV4 Hybrid 4.99% comparison rate' }]
    expect(advertPublishIssues(texts, COMPLETE)).toEqual([
      { field: 'name', message: expect.stringMatching(/4\.99% as the comparison rate.*5\.49%/) },
    ])
  })

  it('refuses a rate in the text that is neither structured rate', () => {
    const issues = advertPublishIssues([{ field: 'text', label: 'Text', text: 'Finance from 3.99% p.a.' }], COMPLETE)
    expect(issues.map((i) => i.field)).toEqual(['text'])
  })

  it('accepts text that repeats the structured rates, and text with no rate at all', () => {
    const texts = [
      { field: 'name', label: 'Name', text: 'RAV4 Hybrid 4.99% p.a. finance' },
      { field: 'disclaimer', label: 'Conditions', text: '4.99% p.a. (comparison rate 5.49% p.a.) over 5 years.' },
    ]
    expect(advertPublishIssues(texts, COMPLETE)).toEqual([])
    expect(advertPublishIssues([{ field: 'name', label: 'Name', text: 'Capped price servicing' }], {})).toEqual([])
  })

  it('refuses an annual rate without its comparison rate, and a comparison rate without its example loan', () => {
    expect(advertPublishIssues([], { annual_rate: 8.99 }).map((i) => i.field)).toEqual(['credit.comparison_rate'])
    expect(advertPublishIssues([], { annual_rate: 8.99, comparison_rate: 9.45 }).map((i) => i.field)).toEqual([
      'credit.loan_amount',
    ])
    expect(
      advertPublishIssues([], { annual_rate: 8.99, comparison_rate: 9.45, loan_amount: 30000 }).map((i) => i.field),
    ).toEqual(['credit.term_years'])
    expect(advertPublishIssues([], { comparison_rate: 9.45, loan_amount: 30000, term_years: 5 })).toEqual([
      { field: 'credit.annual_rate', message: expect.stringContaining('annual rate') },
    ])
  })

  it('refuses a repayment without the annual rate', () => {
    const fields = advertPublishIssues([], { repayment_amount: 144, repayment_frequency: 'week' }).map((i) => i.field)
    expect(fields).toContain('credit.annual_rate')
  })

  it('accepts complete structured rates with or without a repayment, and makes the disclosure the site shows', () => {
    expect(advertPublishIssues([], COMPLETE)).toEqual([])
    expect(advertPublishIssues([], { ...COMPLETE, repayment_amount: 121, repayment_frequency: 'week' })).toEqual([])
    expect(disclosureFromFields(COMPLETE)).toEqual({
      annualRate: 4.99,
      comparisonRate: 5.49,
      comparisonExample: { amount: 30000, years: 5, secured: true },
      repayment: null,
    })
    expect(disclosureFromFields({})).toBeNull()
    expect(disclosureFromFields(null)).toBeNull()
  })
})

describe('advertPublishIssues: a headline rate is no more prominent than its comparison rate', () => {
  const credit = { annual_rate: 8.99, comparison_rate: 9.45, loan_amount: 30000, term_years: 5 }

  it('refuses a headline that states the annual rate alone, even with the structured rates', () => {
    const issues = advertPublishIssues(
      [{ field: 'title', label: 'Title', text: 'Finance from 8.99% p.a.', headline: true }],
      credit,
    )
    expect(issues).toEqual([{ field: 'title', message: expect.stringContaining('9.45% comparison rate') }])
  })

  it('accepts a headline that states both rates, and body text that states the annual rate', () => {
    const both = 'Finance from 8.99% p.a. (9.45% p.a. comparison rate)'
    expect(advertPublishIssues([{ field: 'title', label: 'Title', text: both, headline: true }], credit)).toEqual([])
    const body = { field: 'description', label: 'Description', text: 'Finance from 8.99% p.a. on any used car.' }
    expect(advertPublishIssues([body], credit)).toEqual([])
  })
})
