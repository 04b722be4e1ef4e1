import { labelledOptions, valueOptions } from '../../../../collections/fields/options'

describe('select options', () => {
  it('valueOptions labels each value by itself, in order', () => {
    expect(valueOptions(['new', 'demo', 'used'])).toEqual([
      { label: 'new', value: 'new' },
      { label: 'demo', value: 'demo' },
      { label: 'used', value: 'used' },
    ])
  })

  it('labelledOptions keeps the order written and maps value → label', () => {
    expect(
      labelledOptions({ week: 'Weekly', fortnight: 'Fortnightly', 'buy-online': '/cars/{slug}/buy-online' }),
    ).toEqual([
      { label: 'Weekly', value: 'week' },
      { label: 'Fortnightly', value: 'fortnight' },
      { label: '/cars/{slug}/buy-online', value: 'buy-online' },
    ])
  })
})
