import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { QuickSearch } from '@blocks/Hero/QuickSearch.client'

describe('the home quick search (hydration without number formatting)', () => {
  it('RTE-01 the budget options read as en-AU money, written out (no formatter built while the page hydrates)', () => {
    const html = renderToStaticMarkup(createElement(QuickSearch, { makes: ['Toyota'], models: { Toyota: ['HiLux'] } }))
    const budget = html.slice(html.indexOf('id="qs-budget"'), html.indexOf('</select>', html.indexOf('id="qs-budget"')))
    const options = [...budget.matchAll(/<option value=":(\d+)">([^<]*(?:<!-- -->)?[^<]*)<\/option>/g)].map((m) => ({
      value: Number(m[1]),
      label: m[2]!.replace('<!-- -->', ''),
    }))
    expect(options.map((o) => o.value)).toEqual([15000, 20000, 30000, 40000, 50000, 75000, 100000])
    for (const { value, label } of options) expect(label).toBe(`Up to $${value.toLocaleString('en-AU')}`)
  })
})
