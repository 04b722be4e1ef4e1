import { publishWindow } from '../../../../collections/fields/schedule'
import { ADMIN_DATE_FORMAT } from '../../../../collections/shared/admin/dates'

describe('publishWindow', () => {
  it('is starts_at then expires_at, labelled Starts and Ends for marketers, plain Australian dates by default', () => {
    const [starts, ends] = publishWindow()
    expect([starts?.name, ends?.name]).toEqual(['starts_at', 'expires_at'])
    expect([starts?.label, ends?.label]).toEqual(['Starts', 'Ends'])
    expect(starts?.type).toBe('date')
    expect(starts?.admin?.date).toEqual({ pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' })
    expect(ends?.admin?.description).toMatch(/Taken off the site/)
  })

  it('withTime lets the admin pick a time of day on both, shown as 1 Dec 2026, 9:00 am', () => {
    for (const field of publishWindow({ withTime: true }))
      expect(field.admin?.date).toEqual({ pickerAppearance: 'dayAndTime', displayFormat: ADMIN_DATE_FORMAT })
  })
})
