import { EMPTY_FINANCE_CONTENT, financeContent, formatFee, formatRate } from '@/domain/finance/content'
import { resolveSiteConfig } from '@/domain/siteConfig'

import { FINANCE_CONTENT } from '../../../../tenants-seed/financeContent'

describe('tenant finance content', () => {
  it('FIN-36 a fixed-fee brand lists its inclusions: $395, $6, $8 and $912.25 (a fee keeps its cents)', () => {
    const content = financeContent(FINANCE_CONTENT['coastal-mazda'])
    expect(content.inclusions.map((f) => [f.label, formatFee(f.amount)])).toEqual([
      ['Establishment fee', '$395'],
      ['Security registration fee', '$6'],
      ['Monthly account fee', '$8'],
      ['Dealer agency fee', '$912.25'],
    ])
    expect(formatFee(1360.5)).toBe('$1,360.50')
  })

  it('FIN-37 one provider shows the comparison-rate range 8.38% to 19.42%', () => {
    const content = financeContent(FINANCE_CONTENT.harbour)
    expect(content.comparisonRange).toEqual({ from: 8.38, to: 19.42 })
    expect(formatRate(8.38)).toBe('8.38%')
    expect(formatRate(19.42)).toBe('19.42%')
    expect(financeContent({ comparison_rate_from: 9, comparison_rate_to: 5 }).comparisonRange).toEqual({
      from: 9,
      to: 9,
    })
  })

  it('FIN-38 every seeded tenant has example disclaimers based on a 5-year term', () => {
    for (const tenant of Object.values(FINANCE_CONTENT)) {
      const { disclaimers } = financeContent(tenant)
      expect(disclaimers.some((d) => /5-year (term|secured)/.test(d))).toBe(true)
    }
  })

  it('FIN-39 FIN-40 FIN-41 the example loans: 6.29%/8.19% no deposit, $30,000 over 5 years, 10.0% deposit 30.0% final', () => {
    const all = Object.values(FINANCE_CONTENT).flatMap((t) => financeContent(t).disclaimers)
    expect(all.some((d) => d.includes('6.29% p.a.') && d.includes('8.19% p.a.') && /no deposit/.test(d))).toBe(true)
    expect(all.some((d) => d.includes('5-year secured consumer loan of $30,000'))).toBe(true)
    expect(all.some((d) => d.includes('10.0% deposit') && d.includes('30.0% final payment'))).toBe(true)
  })

  it('drops incomplete rows and resolves into SiteConfig.finance.content (empty by default)', () => {
    expect(
      financeContent({
        fee_inclusions: [
          { label: ' ', amount: 5 },
          { label: 'Fee', amount: null },
          { label: 'Ok', amount: 0 },
        ],
        example_disclaimers: [{ text: '' }, { text: ' Text ' }],
      }),
    ).toEqual({ inclusions: [{ label: 'Ok', amount: 0 }], comparisonRange: null, disclaimers: ['Text'] })
    expect(resolveSiteConfig({ template: 'group' }).finance.content).toEqual(EMPTY_FINANCE_CONTENT)
    expect(
      resolveSiteConfig({ template: 'brand', finance: FINANCE_CONTENT['coastal-mazda'] }).finance.content.inclusions,
    ).toHaveLength(4)
  })
})
