import {
  COMPARISON_RATE_WARNING,
  STANDARD_COMPARISON_EXAMPLE,
  comparisonExampleText,
  creditAdvertIssues,
  disclosurePlainText,
  disclosureText,
  formatAnnualRate,
  isCompleteDisclosure,
  monthlyFeeText,
  repaymentText,
  type CreditDisclosure,
} from '@/domain/finance/creditAdvert'

const complete: CreditDisclosure = {
  repayment: { amount: 171, frequency: 'week' },
  annualRate: 8.5,
  comparisonRate: 8.91,
  comparisonExample: STANDARD_COMPARISON_EXAMPLE,
}
const codes = (d: CreditDisclosure) => creditAdvertIssues(d).map((i) => i.code)

describe('credit advertising rule (National Credit Code ss 160–164, ASIC RG 178)', () => {
  it('a repayment with its rate, a comparison rate and the example it is based on is complete', () => {
    expect(creditAdvertIssues(complete)).toEqual([])
    expect(isCompleteDisclosure(complete)).toBe(true)
  })

  it('a repayment without the annual rate is incomplete', () => {
    expect(codes({ ...complete, annualRate: null })).toContain('repayment_without_rate')
    expect(isCompleteDisclosure({ ...complete, annualRate: null })).toBe(false)
  })

  it('an annual rate without a comparison rate is incomplete', () => {
    expect(codes({ ...complete, comparisonRate: null })).toEqual(['rate_without_comparison_rate'])
  })

  it('a comparison rate without the example loan it is based on is incomplete', () => {
    expect(codes({ ...complete, comparisonExample: null })).toEqual(['comparison_rate_without_example'])
    expect(codes({ ...complete, comparisonExample: { amount: 0, years: 5, secured: true } })).toEqual([
      'example_invalid',
    ])
  })

  it('a rate on its own (no repayment) needs the comparison rate too', () => {
    const rateOnly: CreditDisclosure = {
      annualRate: 4.99,
      comparisonRate: 5.49,
      comparisonExample: STANDARD_COMPARISON_EXAMPLE,
    }
    expect(creditAdvertIssues(rateOnly)).toEqual([])
    expect(codes({ ...rateOnly, comparisonRate: null })).toEqual(['rate_without_comparison_rate'])
  })

  it('nonsense figures are issues: a $0 repayment, a negative rate, a rate over 100%', () => {
    expect(codes({ ...complete, repayment: { amount: 0, frequency: 'week' } })).toEqual(['repayment_invalid'])
    expect(codes({ ...complete, annualRate: -1 })).toEqual(['rate_invalid'])
    expect(codes({ ...complete, comparisonRate: 120 })).toEqual(['comparison_rate_invalid'])
  })

  it('nothing stated is nothing to disclose, and not a disclosure to render', () => {
    const none: CreditDisclosure = { annualRate: null, comparisonRate: null, comparisonExample: null }
    expect(creditAdvertIssues(none)).toEqual([])
    expect(isCompleteDisclosure(none)).toBe(false)
  })

  it('every issue carries a message a person can act on', () => {
    for (const issue of creditAdvertIssues({
      repayment: { amount: 99, frequency: 'week' },
      annualRate: null,
      comparisonRate: 7,
      comparisonExample: null,
    })) {
      expect(issue.message.length).toBeGreaterThan(20)
    }
  })
})

describe('the words a complete disclosure shows', () => {
  it('repayment, rate p.a., comparison rate labelled as such, the example and the warning', () => {
    const t = disclosureText({
      ...complete,
      annualRate: 8.5,
      comparisonRate: 8.91,
      comparisonExample: STANDARD_COMPARISON_EXAMPLE,
    })
    expect(t).toEqual({
      repayment: '$171 per week',
      annualRate: '8.50% p.a.',
      comparisonRate: '8.91% p.a. comparison rate',
      example: 'Comparison rate based on a secured loan of $30,000 over 5 years.',
      warning: COMPARISON_RATE_WARNING,
      basis: null,
    })
    expect(COMPARISON_RATE_WARNING).toBe(
      'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
    )
  })

  it('the basis says the amount, term, deposit, fees and final payment the repayment assumes', () => {
    const t = disclosureText({
      ...(complete as Required<typeof complete>),
      annualRate: 8.5,
      comparisonRate: 8.91,
      comparisonExample: STANDARD_COMPARISON_EXAMPLE,
      basis: { amount: 145990, deposit: 0, years: 5, fees: 1300 },
    })
    expect(t.basis).toBe('Based on $145,990 over 5 years, no deposit, $1,300 fees included, $0 final payment.')
  })

  it('FIN-36 the basis line names a monthly account fee, with its cents, as paid beside the repayment', () => {
    const t = disclosureText({
      ...(complete as Required<typeof complete>),
      annualRate: 8.49,
      comparisonRate: 9.6,
      comparisonExample: STANDARD_COMPARISON_EXAMPLE,
      basis: { amount: 30000, deposit: 0, years: 5, fees: 395, monthlyFee: 7.95 },
    })
    expect(t.basis).toBe(
      'Based on $30,000 over 5 years, no deposit, $395 fees included, $0 final payment, plus $7.95 monthly account fee.',
    )
    expect(monthlyFeeText(8)).toBe('plus $8 monthly account fee')
    expect(monthlyFeeText(0)).toBeNull()
  })

  it('formats rates with two decimals and terms in years', () => {
    expect(formatAnnualRate(10)).toBe('10.00% p.a.')
    expect(comparisonExampleText({ amount: 10000, years: 3, secured: false })).toBe(
      'based on an unsecured loan of $10,000 over 3 years',
    )
    expect(comparisonExampleText({ amount: 30000, years: 1, secured: true })).toBe(
      'based on a secured loan of $30,000 over 1 year',
    )
  })

  it('one plain-text line for print, PDF and feeds', () => {
    const line = disclosurePlainText({
      ...complete,
      annualRate: 8.5,
      comparisonRate: 8.91,
      comparisonExample: STANDARD_COMPARISON_EXAMPLE,
    })
    expect(line).toBe(
      `$171 per week · 8.50% p.a. · 8.91% p.a. comparison rate Comparison rate based on a secured loan of $30,000 over 5 years. ${COMPARISON_RATE_WARNING}`,
    )
  })

  it('a repayment in words always carries its annual rate and comparison rate, and the example when given', () => {
    const r = { repayment: { amount: 425, frequency: 'week' as const }, annualRate: 8.49, comparisonRate: 9.05 }
    expect(repaymentText(r)).toBe('$425 per week at 8.49% p.a. (comparison rate 9.05% p.a.)')
    expect(repaymentText({ ...r, repayment: { amount: 1840, frequency: 'month' } }, STANDARD_COMPARISON_EXAMPLE)).toBe(
      '$1,840 per month at 8.49% p.a. (comparison rate 9.05% p.a., based on a secured loan of $30,000 over 5 years)',
    )
  })
})
