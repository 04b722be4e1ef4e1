import { publishWindow } from '../../../../collections/fields/schedule'

describe('publishWindow', () => {
  it('is starts_at then expires_at, plain dates by default', () => {
    expect(publishWindow()).toEqual([
      { name: 'starts_at', type: 'date' },
      { name: 'expires_at', type: 'date' },
    ])
  })

  it('withTime lets the admin pick a time of day on both', () => {
    const admin = { date: { pickerAppearance: 'dayAndTime' } }
    expect(publishWindow({ withTime: true })).toEqual([
      { name: 'starts_at', type: 'date', admin },
      { name: 'expires_at', type: 'date', admin },
    ])
  })
})
