/**
 * Registration expiry (spec §4 Other, VDP-69/70).
 *   a future (or today's) date → 'Expires on 12/03/2027' (Australian day/month/year, in Australia/Sydney)
 *   a past date               → 'Unregistered' where the tenant shows it (config.vehicle.showUnregistered), else nothing
 *   no date or not a date     → nothing
 */

import { formatDate } from '../dateFormat'

export function formatAuDate(date: Date): string {
  return formatDate(date, 'dd/mm/yyyy', 'Australia/Sydney')
}

export const UNREGISTERED = 'Unregistered'

export function regoExpiryText(
  regoExpiry: string | null | undefined,
  now: Date,
  showUnregistered: boolean,
): string | null {
  if (!regoExpiry) return null
  const expiry = new Date(regoExpiry)
  if (Number.isNaN(expiry.getTime())) return null
  // A date-only value ('2027-03-12') is the whole day: still registered on that day.
  const endOfDay = /^\d{4}-\d{2}-\d{2}$/.test(regoExpiry.trim())
    ? new Date(expiry.getTime() + 24 * 60 * 60 * 1000 - 1)
    : expiry
  if (endOfDay.getTime() < now.getTime()) return showUnregistered ? UNREGISTERED : null
  return `Expires on ${formatAuDate(expiry)}`
}
