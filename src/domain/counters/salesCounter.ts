/**
 * The sales-this-month counter (spec §9 Other, CMS-15..18): a figure that grows through the month, worked out from
 * the day of month and time of day in Brisbane time — 192 a day, one step each 450 s (86,400 / 450 = 192, so the
 * steps of one day add up to exactly a day's 192), and the page refreshes the figure each 150 s. Pure: the block's
 * server render and its client refresh call the same function, so the cached HTML's number is corrected on load.
 *
 *   salesThisMonth(new Date('2026-11-22T14:00:00Z'))  // Brisbane 23 Nov 00:00 → 23 × 192 + 0 = 4416
 *   salesThisMonth(new Date('2026-11-22T14:07:30Z'))  // Brisbane 23 Nov 00:07:30 → 4416 + 1 = 4417
 */

import { numberFormat } from '../numberFormat'

/** CMS-15. */
export const SALES_PER_DAY = 192
/** CMS-16. */
export const SALES_STEP_SECONDS = 450
/** CMS-17. */
export const SALES_REFRESH_SECONDS = 150
/** CMS-18: Brisbane keeps UTC+10 all year (Queensland has no daylight saving), so a fixed offset is exact. */
export const BRISBANE_UTC_OFFSET_HOURS = 10

/** The Brisbane wall-clock day of month and seconds since midnight at `now`. */
export function brisbaneClock(now: Date): { dayOfMonth: number; secondsOfDay: number } {
  const shifted = new Date(now.getTime() + BRISBANE_UTC_OFFSET_HOURS * 3_600_000)
  return {
    dayOfMonth: shifted.getUTCDate(),
    secondsOfDay: shifted.getUTCHours() * 3600 + shifted.getUTCMinutes() * 60 + shifted.getUTCSeconds(),
  }
}

/** CMS-15/16/18: day of month × 192 plus one per 450 s elapsed today (Brisbane), plus the block's base figure. */
export function salesThisMonth(now: Date, base = 0): number {
  const { dayOfMonth, secondsOfDay } = brisbaneClock(now)
  const start = Number.isFinite(base) && base > 0 ? Math.floor(base) : 0
  return start + dayOfMonth * SALES_PER_DAY + Math.floor(secondsOfDay / SALES_STEP_SECONDS)
}

const COUNT = numberFormat({ maximumFractionDigits: 0 })

/** 4417 → '4,417'. */
export function formatCount(n: number): string {
  return COUNT.format(n)
}
