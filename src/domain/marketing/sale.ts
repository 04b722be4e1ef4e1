/**
 * The sale-page template's countdown line (campaign pages at /pages/{slug}), computed on the server from the
 * page's end date in the dealer's time zone. Day granularity on purpose: the edge may serve the page's HTML for a
 * few minutes, and a ticking clock would be wrong in a cached copy.
 *
 *   saleCountdown('2026-06-30T14:00:00.000Z', new Date('2026-06-25T01:00:00Z'), 'Australia/Sydney')
 *     → { state: 'running', text: 'Ends in 6 days', endsOn: 'Tuesday 30 June 2026' }
 *   … on the last day → 'Ends today'; the day before → 'Ends tomorrow'; after the end → { state: 'ended', 'Sale ended' }
 */

import { formatDate, zonedClock } from '../dateFormat'

export type SaleCountdown =
  | { state: 'running'; text: string; endsOn: string; daysLeft: number }
  | { state: 'ended'; text: string; endsOn: string }
  | { state: 'open'; text: null; endsOn: null }

/** The calendar day of an instant in a zone as a UTC midnight number, so two days subtract to whole days. */
function dayNumber(at: Date, timeZone: string): number {
  return Date.parse(`${zonedClock(at, timeZone).date}T00:00:00Z`) / 86_400_000
}

/**
 * Where a sale stands. The end is exclusive (a sale ending at midnight has the day before as its last day, like
 * offers); a missing or unreadable end date is an open-ended sale with no countdown.
 */
export function saleCountdown(endsAt: string | null | undefined, now: Date, timeZone: string): SaleCountdown {
  const t = endsAt ? Date.parse(endsAt) : NaN
  if (Number.isNaN(t)) return { state: 'open', text: null, endsOn: null }
  const last = new Date(t - 1)
  const endsOn = formatDate(last, 'dddd d mmmm yyyy', timeZone)
  if (now.getTime() >= t) return { state: 'ended', text: 'Sale ended', endsOn }
  const daysLeft = dayNumber(last, timeZone) - dayNumber(now, timeZone)
  const text = daysLeft <= 0 ? 'Ends today' : daysLeft === 1 ? 'Ends tomorrow' : `Ends in ${daysLeft} days`
  return { state: 'running', text, endsOn, daysLeft }
}
