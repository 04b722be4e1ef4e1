/**
 * Dates, times and date-times as Australians read them, in a given IANA time zone: the one module that builds an
 * Intl.DateTimeFormat (numbers: numberFormat.ts; dollars and kilometres: price.ts). ESLint bans `Intl.*` and
 * `toLocale*String` everywhere else, so a format is written once, named after what it shows, and cached per zone.
 *
 *   formatDate(at, 'dd/mm/yyyy', 'Australia/Sydney')        → '12/03/2027'
 *   formatDate(at, 'd mmm yyyy', 'Australia/Sydney')        → '31 Dec 2026'
 *   formatDate(at, 'd mmmm yyyy', 'Australia/Perth')        → '12 March 2026'
 *   formatDate(at, 'dd mmmm yyyy', 'Australia/Sydney')      → '05 March 2026'
 *   formatDate(at, 'dddd d mmmm yyyy', 'Australia/Sydney')  → 'Tuesday 30 June 2026'
 *   formatDateTime(at, 'Australia/Brisbane')                → '30 Sept 2026, 11:09 am' (the viewer's zone when none)
 *   formatZonedDateTime(at, 'Australia/Perth')              → '25 Nov 2026, 9:09 am AWST'
 *   zonedClock(at, 'Australia/Sydney')                      → { date: '2026-11-25', time: '12:09', weekday: 3, minutes: 729 }
 *   w3cDateTime(at)                                         → '2026-11-25T01:09:00Z' (sitemaps' lastmod; UTC, seconds)
 * The text is en-AU's own (its short September is 'Sept'), except where a style says otherwise.
 */

/** An instant: a Date or epoch milliseconds. */
export type Instant = Date | number

/** The date styles the site shows, named by their pattern. */
export type DateStyle = 'dd/mm/yyyy' | 'd mmm yyyy' | 'd mmmm yyyy' | 'dd mmmm yyyy' | 'dddd d mmmm yyyy'

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  'dd/mm/yyyy': { day: '2-digit', month: '2-digit', year: 'numeric' },
  'd mmm yyyy': { day: 'numeric', month: 'short', year: 'numeric' },
  'd mmmm yyyy': { day: 'numeric', month: 'long', year: 'numeric' },
  'dd mmmm yyyy': { day: '2-digit', month: 'long', year: 'numeric' },
  'dddd d mmmm yyyy': { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
}

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
}

const ZONED_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
}

const CLOCK_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

// A formatter costs tens of microseconds to build (and the first of a page loads the locale's data): one per use
// and zone, built on first use.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(name: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  const key = `${name}|${timeZone ?? ''}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', timeZone ? { ...options, timeZone } : options)
    formatters.set(key, format)
  }
  return format
}

function partsOf(format: Intl.DateTimeFormat, at: Instant): Record<string, string> {
  const parts: Record<string, string> = {}
  for (const p of format.formatToParts(at)) if (p.type !== 'literal') parts[p.type] = p.value
  return parts
}

/**
 * A calendar date in a zone, in one of the site's styles. 'd mmm yyyy' drops the full stop some engines put after a
 * short month ('Sept.'), 'dddd d mmmm yyyy' the comma some put after the weekday; 'dd mmmm yyyy' is always
 * day, month, year with spaces.
 */
export function formatDate(at: Instant, style: DateStyle, timeZone: string): string {
  const format = formatter(style, DATE_OPTIONS[style], timeZone)
  switch (style) {
    case 'd mmm yyyy':
      return format.format(at).replace(/\./g, '')
    case 'dddd d mmmm yyyy':
      return format.format(at).replace(',', '')
    case 'dd mmmm yyyy': {
      const parts = partsOf(format, at)
      return `${parts.day} ${parts.month} ${parts.year}`
    }
    default:
      return format.format(at)
  }
}

/** A moment as '22 Nov 2026, 1:44 pm', in the zone given, or the viewer's own zone when none is given. */
export function formatDateTime(at: Instant, timeZone?: string): string {
  return formatter('date-time', DATE_TIME_OPTIONS, timeZone).format(at)
}

/**
 * A moment as a W3C Datetime in UTC to the second, as sitemaps want `lastmod`: '2026-11-25T01:09:00Z'. Null for an
 * invalid date.
 */
export function w3cDateTime(at: Instant): string | null {
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? null : `${date.toISOString().slice(0, 19)}Z`
}

// three letters every month, as the admin's 'd MMM yyyy' picker shows them (en-AU's own short months say 'June' and
// 'Sept')
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A moment in a zone with the zone's abbreviation, so no one mistakes it for their own clock:
 *   formatZonedDateTime('2026-11-25T01:09:00Z' as a Date, 'Australia/Sydney') → '25 Nov 2026, 12:09 pm AEDT'
 *   formatZonedDateTime(same, 'Australia/Perth')                             → '25 Nov 2026, 9:09 am AWST'
 */
export function formatZonedDateTime(at: Instant, timeZone: string): string {
  const part = partsOf(formatter('zoned', ZONED_OPTIONS, timeZone), at)
  const dayPeriod = (part.dayPeriod ?? '').toLowerCase().replace(/\./g, '')
  const month = MONTHS[Number(part.month) - 1] ?? part.month ?? ''
  return `${part.day ?? ''} ${month} ${part.year ?? ''}, ${part.hour ?? ''}:${part.minute ?? ''} ${dayPeriod} ${part.timeZoneName ?? ''}`
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** The wall clock of an instant in a zone. */
export interface ZonedClock {
  /** 'YYYY-MM-DD' */
  date: string
  /** 'HH:MM', 24-hour */
  time: string
  /** 0 Sunday … 6 Saturday */
  weekday: number
  /** minutes after midnight */
  minutes: number
}

/**
 * What a clock on the wall in the zone reads at the instant:
 *   zonedClock(new Date('2026-11-25T01:09:00Z'), 'Australia/Perth') → { date: '2026-11-25', time: '09:09', weekday: 3,
 *   minutes: 549 }
 */
export function zonedClock(at: Instant, timeZone: string): ZonedClock {
  const part = partsOf(formatter('clock', CLOCK_OPTIONS, timeZone), at)
  const hour = part.hour ?? ''
  const minute = part.minute ?? ''
  return {
    date: `${part.year ?? ''}-${part.month ?? ''}-${part.day ?? ''}`,
    time: `${hour}:${minute}`,
    weekday: WEEKDAYS.indexOf((part.weekday ?? '').slice(0, 3)),
    minutes: Number(hour) * 60 + Number(minute),
  }
}

/**
 * The instant a wall clock in the zone shows 'YYYY-MM-DDTHH:MM' (a booking time typed at a location), or null when
 * the text is not such a time:
 *   wallClockInstant('2026-12-01T10:30', 'Australia/Sydney') → 2026-11-30T23:30:00Z (AEDT, UTC+11)
 * A time skipped by daylight saving reads as the hour after; a repeated one as its first occurrence.
 */
export function wallClockInstant(wall: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(wall.trim())
  if (!m) return null
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]))
  if (Number.isNaN(asUtc)) return null
  // the zone's offset at a guess, then once more at the corrected instant (an offset change between the two)
  const offsetAt = (at: number) => {
    const c = zonedClock(at, timeZone)
    const [y, mo, d] = c.date.split('-').map(Number)
    return Date.UTC(y!, mo! - 1, d!, Math.floor(c.minutes / 60), c.minutes % 60) - Math.floor(at / 60_000) * 60_000
  }
  const first = asUtc - offsetAt(asUtc)
  return new Date(asUtc - offsetAt(first))
}
