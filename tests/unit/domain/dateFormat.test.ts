import {
  formatDate,
  formatDateTime,
  formatZonedDateTime,
  wallClockInstant,
  zonedClock,
  type DateStyle,
} from '@/domain/dateFormat'
import { formatNumber } from '@/domain/numberFormat'

const ZONES = ['Australia/Sydney', 'Australia/Brisbane', 'Australia/Perth'] as const

// 13:30 UTC on 25 Nov 2026 is past midnight in Sydney (AEDT, +11) but still the 25th in Brisbane (+10) and Perth (+8)
const LATE_NOVEMBER = new Date('2026-11-25T13:30:00Z')
// a short month en-AU writes with four letters, mid-morning on the east coast
const SEPTEMBER = new Date('2026-09-30T01:09:00Z')
// midnight 1 July on the east coast is still 30 June in Perth
const END_OF_JUNE = new Date('2026-06-30T14:00:00Z')

describe('dates and times in a time zone (the one date formatting module)', () => {
  it.each([
    [
      LATE_NOVEMBER,
      'Australia/Sydney',
      '26/11/2026',
      '26 Nov 2026',
      '26 November 2026',
      '26 November 2026',
      'Thursday 26 November 2026',
    ],
    [
      LATE_NOVEMBER,
      'Australia/Brisbane',
      '25/11/2026',
      '25 Nov 2026',
      '25 November 2026',
      '25 November 2026',
      'Wednesday 25 November 2026',
    ],
    [
      LATE_NOVEMBER,
      'Australia/Perth',
      '25/11/2026',
      '25 Nov 2026',
      '25 November 2026',
      '25 November 2026',
      'Wednesday 25 November 2026',
    ],
    [
      SEPTEMBER,
      'Australia/Sydney',
      '30/09/2026',
      '30 Sept 2026',
      '30 September 2026',
      '30 September 2026',
      'Wednesday 30 September 2026',
    ],
    [
      SEPTEMBER,
      'Australia/Perth',
      '30/09/2026',
      '30 Sept 2026',
      '30 September 2026',
      '30 September 2026',
      'Wednesday 30 September 2026',
    ],
    [
      END_OF_JUNE,
      'Australia/Sydney',
      '01/07/2026',
      '1 July 2026',
      '1 July 2026',
      '01 July 2026',
      'Wednesday 1 July 2026',
    ],
    [
      END_OF_JUNE,
      'Australia/Brisbane',
      '01/07/2026',
      '1 July 2026',
      '1 July 2026',
      '01 July 2026',
      'Wednesday 1 July 2026',
    ],
    [
      END_OF_JUNE,
      'Australia/Perth',
      '30/06/2026',
      '30 June 2026',
      '30 June 2026',
      '30 June 2026',
      'Tuesday 30 June 2026',
    ],
  ])('%s in %s reads %s, %s, %s, %s, %s', (at, zone, numeric, short, long, twoDigitDay, weekday) => {
    expect(formatDate(at, 'dd/mm/yyyy', zone)).toBe(numeric)
    expect(formatDate(at, 'd mmm yyyy', zone)).toBe(short)
    expect(formatDate(at, 'd mmmm yyyy', zone)).toBe(long)
    expect(formatDate(at, 'dd mmmm yyyy', zone)).toBe(twoDigitDay)
    expect(formatDate(at, 'dddd d mmmm yyyy', zone)).toBe(weekday)
  })

  it('a date-time in a zone, or in the viewer’s own zone when none is named', () => {
    expect(formatDateTime(LATE_NOVEMBER, 'Australia/Sydney')).toBe('26 Nov 2026, 12:30 am')
    expect(formatDateTime(LATE_NOVEMBER, 'Australia/Brisbane')).toBe('25 Nov 2026, 11:30 pm')
    expect(formatDateTime(LATE_NOVEMBER, 'Australia/Perth')).toBe('25 Nov 2026, 9:30 pm')
    expect(formatDateTime(SEPTEMBER, 'Australia/Sydney')).toBe('30 Sept 2026, 11:09 am')
    expect(formatDateTime(END_OF_JUNE.getTime(), 'Australia/Perth')).toBe('30 June 2026, 10:00 pm')
    expect(formatDateTime(SEPTEMBER)).toBe(
      new Intl.DateTimeFormat('en-AU', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(SEPTEMBER),
    )
  })

  it('a date-time with the zone’s abbreviation and three-letter months', () => {
    const at = new Date('2026-11-25T01:09:00Z')
    expect(formatZonedDateTime(at, 'Australia/Sydney')).toBe('25 Nov 2026, 12:09 pm AEDT')
    expect(formatZonedDateTime(at, 'Australia/Brisbane')).toBe('25 Nov 2026, 11:09 am AEST')
    expect(formatZonedDateTime(at, 'Australia/Perth')).toBe('25 Nov 2026, 9:09 am AWST')
    expect(formatZonedDateTime(SEPTEMBER, 'Australia/Sydney')).toBe('30 Sep 2026, 11:09 am AEST')
    expect(formatZonedDateTime(END_OF_JUNE, 'Australia/Perth')).toBe('30 Jun 2026, 10:00 pm AWST')
  })

  it('the wall clock in a zone: date, 24-hour time, weekday and minutes after midnight', () => {
    expect(zonedClock(LATE_NOVEMBER, 'Australia/Sydney')).toEqual({
      date: '2026-11-26',
      time: '00:30',
      weekday: 4,
      minutes: 30,
    })
    expect(zonedClock(LATE_NOVEMBER, 'Australia/Brisbane')).toEqual({
      date: '2026-11-25',
      time: '23:30',
      weekday: 3,
      minutes: 23 * 60 + 30,
    })
    expect(zonedClock(LATE_NOVEMBER, 'Australia/Perth')).toEqual({
      date: '2026-11-25',
      time: '21:30',
      weekday: 3,
      minutes: 21 * 60 + 30,
    })
    expect(zonedClock(END_OF_JUNE, 'Australia/Perth')).toEqual({
      date: '2026-06-30',
      time: '22:00',
      weekday: 2,
      minutes: 1320,
    })
  })

  // Every formatter here replaced one written inline; across a year of instants (every 25 hours, so every hour of the
  // day comes round) in each zone, each gives exactly the text its inline original gave.
  it('gives the same text as the inline Intl formatters it replaced, across a year, in three zones', () => {
    const DATE_TIME = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' } as const
    for (const zone of ZONES) {
      const intl = (options: Intl.DateTimeFormatOptions, locale = 'en-AU') =>
        new Intl.DateTimeFormat(locale, { ...options, timeZone: zone })
      const numeric = intl({ day: '2-digit', month: '2-digit', year: 'numeric' })
      const short = intl({ day: 'numeric', month: 'short', year: 'numeric' })
      const long = intl({ day: 'numeric', month: 'long', year: 'numeric' })
      const longStyle = intl({ dateStyle: 'long' })
      const twoDigitDay = intl({ day: '2-digit', month: 'long', year: 'numeric' })
      const weekdayLong = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
      const was: Record<DateStyle, (d: Date) => string> = {
        'dd/mm/yyyy': (d) => numeric.format(d),
        'd mmm yyyy': (d) => short.format(d).replace(/\./g, ''),
        'd mmmm yyyy': (d) => long.format(d),
        'dd mmmm yyyy': (d) => {
          const p = Object.fromEntries(twoDigitDay.formatToParts(d).map((x) => [x.type, x.value]))
          return `${p.day} ${p.month} ${p.year}`
        },
        'dddd d mmmm yyyy': (d) => weekdayLong.format(d).replace(',', ''),
      }
      const dateTime = intl(DATE_TIME)
      const isoDate = intl({}, 'en-CA')
      const clock = intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      const weekday = intl({ weekday: 'short' })
      let i = 0
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 25 * 3_600_000, i++) {
        const d = new Date(t)
        for (const style of Object.keys(was) as DateStyle[]) expect(formatDate(d, style, zone)).toBe(was[style](d))
        expect(formatDate(d, 'd mmmm yyyy', zone)).toBe(longStyle.format(d))
        expect(formatDateTime(d, zone)).toBe(dateTime.format(d))
        if (i % 20 === 0)
          expect(formatDateTime(d, zone)).toBe(d.toLocaleString('en-AU', { ...DATE_TIME, timeZone: zone }))
        const c = zonedClock(d, zone)
        expect(c.date).toBe(isoDate.format(d))
        expect(c.time).toBe(clock.format(d))
        expect(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][c.weekday]).toBe(weekday.format(d))
      }
    }
  })
})

describe('formatNumber (counts and figures)', () => {
  it('writes en-AU numbers: thousands separators, up to three decimals', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(7)).toBe('7')
    expect(formatNumber(1234)).toBe('1,234')
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatNumber(-1200)).toBe('-1,200')
    expect(formatNumber(1000.5)).toBe('1,000.5')
    expect(formatNumber(2.34567)).toBe('2.346')
  })

  it('is what toLocaleString("en-AU") gives for the counts and limits it replaced', () => {
    for (const n of [0, 1, 12, 999, 1000, 5000, 10_000, 45_210, 123_456, 250_000, 1_000_000])
      expect(formatNumber(n)).toBe(n.toLocaleString('en-AU'))
  })
})

describe('wallClockInstant (a booking time typed at a location)', () => {
  it('LEAD-11 reads the wall clock in the zone, daylight saving included', () => {
    // by hand: Sydney is UTC+11 in December (AEDT), UTC+10 in June (AEST); Perth UTC+8, Brisbane UTC+10 all year
    expect(wallClockInstant('2026-12-01T10:30', 'Australia/Sydney')?.toISOString()).toBe('2026-11-30T23:30:00.000Z')
    expect(wallClockInstant('2026-06-01T10:30', 'Australia/Sydney')?.toISOString()).toBe('2026-06-01T00:30:00.000Z')
    expect(wallClockInstant('2026-12-01T10:30', 'Australia/Perth')?.toISOString()).toBe('2026-12-01T02:30:00.000Z')
    expect(wallClockInstant('2026-12-01T10:30', 'Australia/Brisbane')?.toISOString()).toBe('2026-12-01T00:30:00.000Z')
    // the clock reads back the same
    const at = wallClockInstant('2027-04-04T09:00', 'Australia/Sydney')!
    expect(zonedClock(at, 'Australia/Sydney')).toMatchObject({ date: '2027-04-04', time: '09:00' })
    expect(formatZonedDateTime(wallClockInstant('2026-12-01T10:30', 'Australia/Sydney')!, 'Australia/Sydney')).toBe(
      '01 Dec 2026, 10:30 am AEDT',
    )
  })

  it('answers null for text that is no time', () => {
    expect(wallClockInstant('tomorrow', 'Australia/Sydney')).toBeNull()
    expect(wallClockInstant('', 'Australia/Sydney')).toBeNull()
  })
})
