import { clockTime, GROUP_STATS, localDay, statsFigures, todaysHours } from '@/domain/site'

describe('statsFigures (CMS-03: the stats banner never contradicts the site)', () => {
  const counts = { locations: 6, brands: 9 }

  it('CMS-03 keeps figures marketing wrote', () => {
    expect(statsFigures([{ value: '30+', label: 'Years' }], counts)).toEqual([{ value: '30+', label: 'Years' }])
  })

  it('CMS-03 counts an empty Locations or Brands figure from the site data', () => {
    expect(
      statsFigures(
        [
          { value: '', label: 'Locations' },
          { value: null, label: 'Brands' },
          { value: ' ', label: 'Dealerships' },
        ],
        counts,
      ),
    ).toEqual([
      { value: '6', label: 'Locations' },
      { value: '9', label: 'Brands' },
      { value: '6', label: 'Dealerships' },
    ])
  })

  it('CMS-03 drops an empty figure it cannot count, a zero count and a figure without a label', () => {
    expect(
      statsFigures(
        [
          { value: '', label: 'Years' },
          { value: '', label: 'Brands' },
          { value: '5', label: '' },
        ],
        { locations: 2, brands: 0 },
      ),
    ).toEqual([])
  })

  it('CMS-03 (deliberately changed): the group defaults count locations and brands instead of 50+ and 40+', () => {
    expect(statsFigures(GROUP_STATS, counts)).toEqual([
      { value: '6', label: 'Locations' },
      { value: '9', label: 'Brands' },
      { value: '30+', label: 'Years' },
    ])
  })
})

describe("todaysHours: a location's hours today, in its own time zone", () => {
  const rows = [
    { weekday: 1, status: 'Open', open: '08:30', close: '17:30' },
    { weekday: 6, status: 'Open', open: '09:00', close: '12:00' },
    { weekday: 0, status: 'Closed' },
  ]
  // Monday 23 Nov 2026 01:00 UTC: Monday 12:00 in Sydney, Monday 09:00 in Perth.
  const mondayUtc = new Date('2026-11-23T01:00:00Z')

  it('formats the open window of the weekday', () => {
    expect(todaysHours(rows, [], mondayUtc, 'Australia/Perth')).toBe('Open today 8:30 am – 5:30 pm')
  })

  it('uses the location time zone for the day', () => {
    // Sunday 22 Nov 14:30 UTC: Sunday 10:30 pm in Perth, Monday 1:30 am in Sydney.
    const sundayUtcMondaySydney = new Date('2026-11-22T14:30:00Z')
    expect(todaysHours(rows, [], sundayUtcMondaySydney, 'Australia/Perth')).toBe('Closed today')
    expect(todaysHours(rows, [], sundayUtcMondaySydney, 'Australia/Sydney')).toBe('Open today 8:30 am – 5:30 pm')
  })

  it('says closed on a closed or unlisted day', () => {
    expect(todaysHours(rows, [], new Date('2026-11-29T02:00:00Z'), 'Australia/Brisbane')).toBe('Closed today')
    expect(todaysHours(rows, [], new Date('2026-11-25T02:00:00Z'), 'Australia/Brisbane')).toBe('Closed today')
  })

  it('a special day wins over the weekday', () => {
    expect(todaysHours(rows, [{ date: '2026-11-23', status: 'Closed' }], mondayUtc, 'Australia/Sydney')).toBe(
      'Closed today',
    )
    expect(
      todaysHours(
        rows,
        [{ date: '2026-11-23T00:00:00.000Z', status: 'Open', start_hour: '10:00', end_hour: '14:00' }],
        mondayUtc,
        'Australia/Sydney',
      ),
    ).toBe('Open today 10:00 am – 2:00 pm')
  })

  it('falls back to the documented default hours when the location lists none', () => {
    expect(todaysHours([], [], mondayUtc, 'Australia/Sydney')).toBe('Open today 9:00 am – 5:00 pm')
    expect(todaysHours(null, null, new Date('2026-11-29T02:00:00Z'), 'Australia/Sydney')).toBe('Closed today')
  })

  it('clockTime and localDay', () => {
    expect(clockTime('00:15')).toBe('12:15 am')
    expect(clockTime('12:00')).toBe('12:00 pm')
    expect(clockTime('9:00')).toBeNull()
    expect(localDay(mondayUtc, 'Australia/Sydney')).toEqual({ date: '2026-11-23', weekday: 1 })
  })
})
