import { formatDateTime, formatZonedDateTime } from '../../../src/domain/dateFormat'
import { DEFAULT_TIME_ZONE } from '../../../src/domain/timeZones'

/** The admin's date display, Australian style: '1 Dec 2026, 9:00 am' (the admin's own config uses the same). */
export const ADMIN_DATE_FORMAT = 'd MMM yyyy, h:mm a'

/** A moment in the viewer's own zone, '1 Dec 2026, 9:00 am'; no date (or not a date) → '—'. */
export function formatAdminDate(iso: string | null): string {
  const time = iso ? Date.parse(iso) : NaN
  return Number.isNaN(time) ? '—' : formatDateTime(time)
}

/**
 * A moment in a dealership's time zone, with the zone's abbreviation so no one mistakes it for their own clock:
 *   formatZonedDate('2026-11-25T01:09:00Z', 'Australia/Sydney') → '25 Nov 2026, 12:09 pm AEDT'
 *   formatZonedDate('2026-11-25T01:09:00Z', 'Australia/Perth')  → '25 Nov 2026, 9:09 am AWST'
 * No date (or not a date) → '—'.
 */
export function formatZonedDate(iso: string | Date | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  const time = iso instanceof Date ? iso.getTime() : typeof iso === 'string' ? Date.parse(iso) : NaN
  return Number.isNaN(time) ? '—' : formatZonedDateTime(time, timeZone)
}
