import { DEFAULT_TIME_ZONE } from '../../../src/domain/timeZones'

/** The admin's date display, Australian style: '1 Dec 2026, 9:00 am' (the admin's own config uses the same). */
export const ADMIN_DATE_FORMAT = 'd MMM yyyy, h:mm a'

const FORMAT = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

export function formatAdminDate(iso: string | null): string {
  const time = iso ? Date.parse(iso) : NaN
  return Number.isNaN(time) ? '—' : FORMAT.format(time)
}

const zoned = new Map<string, Intl.DateTimeFormat>()
// three letters every month, as ADMIN_DATE_FORMAT's 'MMM' (en-AU's own short months say 'June' and 'Sept')
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A moment in a dealership's time zone, with the zone's abbreviation so no one mistakes it for their own clock:
 *   formatZonedDate('2026-11-25T01:09:00Z', 'Australia/Sydney') → '25 Nov 2026, 12:09 pm AEDT'
 *   formatZonedDate('2026-11-25T01:09:00Z', 'Australia/Perth')  → '25 Nov 2026, 9:09 am AWST'
 * No date (or not a date) → '—'.
 */
export function formatZonedDate(iso: string | Date | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  const time = iso instanceof Date ? iso.getTime() : typeof iso === 'string' ? Date.parse(iso) : NaN
  if (Number.isNaN(time)) return '—'
  let format = zoned.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    })
    zoned.set(timeZone, format)
  }
  const parts = format.formatToParts(time)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const dayPeriod = part('dayPeriod').toLowerCase().replace(/\./g, '')
  const month = MONTHS[Number(part('month')) - 1] ?? part('month')
  return `${part('day')} ${month} ${part('year')}, ${part('hour')}:${part('minute')} ${dayPeriod} ${part('timeZoneName')}`
}
