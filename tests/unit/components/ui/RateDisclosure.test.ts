import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { CreditNote, RateDisclosure } from '@/components/ui/RateDisclosure'
import {
  COMPARISON_RATE_WARNING,
  STANDARD_COMPARISON_EXAMPLE,
  type CreditDisclosure,
} from '@/domain/finance/creditAdvert'

const complete: CreditDisclosure = {
  repayment: { amount: 474, frequency: 'week' },
  annualRate: 8.5,
  comparisonRate: 8.91,
  comparisonExample: STANDARD_COMPARISON_EXAMPLE,
  basis: { amount: 145990, deposit: 0, years: 5 },
}
const render = (props: Parameters<typeof RateDisclosure>[0]) =>
  renderToStaticMarkup(createElement(RateDisclosure, props))
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'")

describe('RateDisclosure', () => {
  it('shows the repayment, the rate p.a., the comparison rate labelled as one, the example and the warning together', () => {
    const html = render({ disclosure: complete })
    expect(text(html)).toBe(
      `$474 per week · 8.50% p.a. · 8.91% p.a. comparison rateComparison rate based on a secured loan of $30,000 over 5 years. ${COMPARISON_RATE_WARNING}`,
    )
    expect(html).toContain('data-testid="rate-disclosure-repayment"')
    expect(html).toContain('data-testid="rate-disclosure-comparison"')
  })

  it('draws the comparison rate in the same type as the rate and the repayment (no less prominent)', () => {
    const html = render({ disclosure: complete })
    const figureClasses = [
      ...html.matchAll(/<span class="([^"]+)" data-testid="rate-disclosure-(repayment|rate|comparison)"/g),
    ].map((m) => m[1])
    expect(figureClasses).toEqual(['rate-disclosure__figure', 'rate-disclosure__figure', 'rate-disclosure__figure'])
  })

  it('a rate without a repayment renders the rate, comparison rate and warning', () => {
    const html = render({ disclosure: { ...complete, repayment: null }, testId: 'offer-rate' })
    expect(html).not.toContain('per week')
    expect(html).toContain('data-testid="offer-rate-rate"')
    expect(text(html)).toContain('8.91% p.a. comparison rate')
    expect(text(html)).toContain(COMPARISON_RATE_WARNING)
  })

  it('a card in a list (noted) keeps its three figures in one type, the comparison rate marked †; the list’s note states the example and warning once per example', () => {
    const html = render({ disclosure: complete, variant: 'compact', noted: true })
    expect(text(html)).toBe('$474 per week8.50% p.a.8.91% p.a. comparison rate†')
    // three figures in one type (the separators are CSS)
    expect(html.match(/<b>/g)).toHaveLength(3)
    expect(html).not.toContain('WARNING')
    const other = { ...complete, comparisonExample: { amount: 10_000, years: 3, secured: false } }
    const note = renderToStaticMarkup(createElement(CreditNote, { disclosures: [complete, complete, null, other] }))
    expect(note.match(/<p>/g)).toHaveLength(2)
    expect(text(note)).toBe(
      `† Comparison rate based on a secured loan of $30,000 over 5 years. ${COMPARISON_RATE_WARNING}` +
        `† Comparison rate based on an unsecured loan of $10,000 over 3 years. ${COMPARISON_RATE_WARNING}`,
    )
    // no complete disclosure, no note
    expect(
      renderToStaticMarkup(createElement(CreditNote, { disclosures: [null, { ...complete, annualRate: null }] })),
    ).toBe('')
  })

  it('shows the assumptions when asked', () => {
    expect(text(render({ disclosure: complete, showBasis: true }))).toContain(
      'Based on $145,990 over 5 years, no deposit, $0 final payment.',
    )
  })

  it('renders nothing for an incomplete disclosure: no repayment without its rate and comparison rate', () => {
    expect(render({ disclosure: { ...complete, comparisonRate: null } })).toBe('')
    expect(render({ disclosure: { ...complete, annualRate: null } })).toBe('')
    expect(render({ disclosure: { ...complete, comparisonExample: null } })).toBe('')
    expect(render({ disclosure: null })).toBe('')
  })

  it('the compact variant is marked for cards', () => {
    expect(render({ disclosure: complete, variant: 'compact' })).toContain('rate-disclosure--compact')
  })
})
