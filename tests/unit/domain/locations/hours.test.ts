import {
  BY_APPOINTMENT,
  formatTime,
  openState,
  rowText,
  timeZoneForState,
  wallClock,
  weekLines,
  type HoursRow,
} from '@/domain/locations/hours'

const weekday = (d: number, open = '08:30', close = '17:30'): HoursRow => ({ weekday: d, status: 'Open', open, close })
const standard: HoursRow[] = [
  weekday(1),
  weekday(2),
  weekday(3),
  weekday(4),
  weekday(5),
  { weekday: 6, status: 'Open', open: '09:00', close: '13:00' },
  { weekday: 0, status: 'Closed' },
]

describe('opening hours (LOC-14..17)', () => {
  it('LOC-14: a row has weekday 0-6, status, open and close; times read as 12-hour', () => {
    expect(formatTime('18:00')).toBe('6pm')
    expect(formatTime('08:30')).toBe('8:30am')
    expect(formatTime('12:00')).toBe('12pm')
    expect(formatTime('00:00')).toBe('12am')
    expect(rowText(weekday(1))).toBe('8:30am – 5:30pm')
    expect(rowText({ weekday: 2, status: 'Open', formated_hours: '9am till late' })).toBe('9am till late')
  })

  it('LOC-15/16: Mon-Fri is weekdays 1-5 and collapses when all five are equal; Saturday 6; Sunday 0 last', () => {
    expect(weekLines(standard)).toEqual([
      { label: 'Mon–Fri', text: '8:30am – 5:30pm', weekdays: [1, 2, 3, 4, 5] },
      { label: 'Saturday', text: '9am – 1pm', weekdays: [6] },
      { label: 'Sunday', text: 'Closed', weekdays: [0] },
    ])
  })

  it('LOC-16: no collapse when one weekday differs', () => {
    const rows = standard.map((r) => (r.weekday === 4 ? weekday(4, '08:30', '21:00') : r))
    const lines = weekLines(rows)
    expect(lines.map((l) => l.label)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(lines[3]!.text).toBe('8:30am – 9pm')
  })

  it('LOC-17: Closed reads By appointment only for tenants that say so (missing days too)', () => {
    const lines = weekLines(standard.slice(0, 6), { byAppointment: true })
    expect(lines.at(-1)).toEqual({ label: 'Sunday', text: BY_APPOINTMENT, weekdays: [0] })
    expect(weekLines(standard).at(-1)!.text).toBe('Closed')
  })
})

describe('open now in the location’s own time zone', () => {
  it('derives the zone from the state', () => {
    expect(timeZoneForState('NSW')).toBe('Australia/Sydney')
    expect(timeZoneForState('qld')).toBe('Australia/Brisbane')
    expect(timeZoneForState('WA')).toBe('Australia/Perth')
    expect(timeZoneForState('VIC')).toBe('Australia/Melbourne')
    expect(timeZoneForState(null)).toBe('Australia/Brisbane')
  })

  it('NSW observes daylight saving and QLD does not: the same instant is an hour apart in summer, equal in winter', () => {
    // 2026-01-14 (Wednesday) 07:00 UTC: Sydney AEDT +11 → 18:00, Brisbane AEST +10 → 17:00
    const summer = new Date('2026-01-14T07:00:00Z')
    expect(wallClock(summer, 'Australia/Sydney')).toEqual({ weekday: 3, minutes: 18 * 60 })
    expect(wallClock(summer, 'Australia/Brisbane')).toEqual({ weekday: 3, minutes: 17 * 60 })
    expect(openState(standard, summer, 'Australia/Sydney')).toEqual({ open: false, text: 'Opens 8:30am tomorrow' })
    expect(openState(standard, summer, 'Australia/Brisbane')).toEqual({ open: true, text: 'Open until 5:30pm today' })
    // 2026-07-15 (Wednesday) 07:00 UTC: both +10 → 17:00
    const winter = new Date('2026-07-15T07:00:00Z')
    expect(wallClock(winter, 'Australia/Sydney')).toEqual(wallClock(winter, 'Australia/Brisbane'))
    expect(openState(standard, winter, 'Australia/Sydney').open).toBe(true)
  })

  it('Perth (WA, +8): before opening reads Opens … today; Saturday afternoon reads Opens … Monday', () => {
    // 2026-01-14 23:00 UTC = Thursday 07:00 in Perth
    expect(openState(standard, new Date('2026-01-14T23:00:00Z'), 'Australia/Perth')).toEqual({
      open: false,
      text: 'Opens 8:30am today',
    })
    // 2026-01-17 07:00 UTC = Saturday 15:00 in Perth: Sunday closed → Monday
    expect(openState(standard, new Date('2026-01-17T07:00:00Z'), 'Australia/Perth')).toEqual({
      open: false,
      text: 'Opens 8:30am Monday',
    })
    expect(openState([], new Date(), 'Australia/Perth')).toEqual({ open: false, text: 'Closed' })
  })
})
