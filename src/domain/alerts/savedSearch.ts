/**
 * Saved searches and the alerts they send (docs/architecture/alerts.md): the rules the garage, the endpoints and the
 * alert job (src/data/alerts) share.
 *
 *   A saved search keeps a results page's whole state as its canonical query string (urlState toSearchParams: the
 *   landing path's filters included, any words typed, no page), a name and how often to hear of it:
 *     instant  within minutes of a match (the job runs every ALERT_JOB_INTERVAL_MS)
 *     daily    one digest a day, at 7 am in the tenant's time zone
 *     weekly   one digest a week, at 7 am on the weekday it was saved
 *   alertDue('daily', lastSentAt, now, 'Australia/Sydney')   → true from 7 am local once a day
 *   A car is alerted once per reason: a new match once, a price drop once per drop (its price_dropped_at).
 */
import { z } from 'zod'

import { wallClockInstant, zonedClock } from '../dateFormat'
import { parseSearchParams, toSearchParams } from '../search/urlState'
import type { VehicleQuery } from '../search/types'

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As soon as they arrive',
  daily: 'Daily (7 am)',
  weekly: 'Weekly',
}

export const ALERT_REASONS = ['new_match', 'price_drop'] as const
export type AlertReason = (typeof ALERT_REASONS)[number]

/** The digest hour, in the tenant's time zone. */
export const DIGEST_HOUR = 7
/** How often the alert job looks (an instant alert arrives within about this). */
export const ALERT_JOB_INTERVAL_MS = 2 * 60 * 1000
/**
 * How far behind a search's last run each run looks again: a car written in a transaction that committed just
 * after the last run read (its listing or drop time earlier than that read) is still found. Sent-alerts keeps a car
 * found twice to one email.
 */
export const ALERT_LOOKBACK_MS = 10 * 60 * 1000
/** Saved searches per account per tenant. */
export const MAX_SAVED_SEARCHES = 20
/** Cars listed in one email (the rest: "and N more" with a link to the search). */
export const MAX_CARS_PER_EMAIL = 12
export const NAME_MAX = 80
export const QUERY_MAX = 2000

export const SAVED_SEARCH_MESSAGES = {
  name: 'Please give this search a name.',
  query: 'This search cannot be saved. Please change it and try again.',
  frequency: 'Please choose how often to hear about new cars.',
  tooMany: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  saved: 'Search saved. We will email you when new cars match.',
  savedQuiet: 'Search saved. Turn on emails in My garage to hear about new cars.',
  notFound: 'That saved search is not yours, or was deleted.',
  unverified: 'Confirm your email (see My garage) to start getting alerts.',
  watchOn: 'We will email you when a car on your watchlist drops in price.',
  watchOff: 'Price-drop emails for your watchlist are off.',
} as const

/** POST /api/account/watch-alerts: price-drop emails for the shopper's watched cars on or off. */
export const watchAlertsSchema = z.strictObject({ on: z.boolean() })

/** The canonical query string of a search as saved: its whole state but the page and page size. */
export function savedQueryString(query: VehicleQuery): string {
  const params = toSearchParams({ ...query, page: 1 })
  params.delete('hitsPerPage')
  return params.toString()
}

/** The search a saved query string names, or null when it no longer parses. */
export function savedQuery(queryString: string): VehicleQuery | null {
  const parsed = parseSearchParams(new URLSearchParams(queryString))
  return parsed.ok ? { ...parsed.query, page: 1 } : null
}

/** The results page of a saved search. */
export const savedSearchPath = (queryString: string) => (queryString ? `/search?${queryString}` : '/search')

const queryString = z
  .string({ error: SAVED_SEARCH_MESSAGES.query })
  .max(QUERY_MAX, SAVED_SEARCH_MESSAGES.query)
  .transform((v) => v.replace(/^\?/, ''))
  .refine((v) => savedQuery(v) !== null, SAVED_SEARCH_MESSAGES.query)
  // stored canonical, so two saves of one search are the same text
  .transform((v) => savedQueryString(savedQuery(v)!))

const name = z
  .string({ error: SAVED_SEARCH_MESSAGES.name })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.name)
  .max(NAME_MAX, SAVED_SEARCH_MESSAGES.name)

const frequency = z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequency })

/** POST /api/account/searches */
export const saveSearchSchema = z.strictObject({ name, query: queryString, frequency, alerts: z.boolean() })
/** POST /api/account/searches/{id}: any of name, frequency, alerts, paused */
export const updateSearchSchema = z
  .strictObject({
    name: name.optional(),
    frequency: frequency.optional(),
    alerts: z.boolean().optional(),
    paused: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change.')

export type SaveSearchInput = z.infer<typeof saveSearchSchema>
export type UpdateSearchInput = z.infer<typeof updateSearchSchema>

/** The most recent digest time (7 am local) at or before `now`, for daily and weekly searches. */
function lastDigestTime(now: Date, timeZone: string, weekday: number | null): Date {
  const { date } = zonedClock(now, timeZone)
  const day = new Date(`${date}T00:00:00Z`)
  for (let back = 0; back < 8; back++) {
    const d = new Date(day.getTime() - back * 86_400_000)
    const iso = d.toISOString().slice(0, 10)
    const at = wallClockInstant(`${iso}T${String(DIGEST_HOUR).padStart(2, '0')}:00`, timeZone)
    if (!at || at.getTime() > now.getTime()) continue
    if (weekday === null || d.getUTCDay() === weekday) return at
  }
  return new Date(0)
}

/**
 * Whether a saved search's alert is due at `now`: instant ones always (the job runs every few minutes); daily ones
 * once the last 7 am (tenant time) has passed since they last sent; weekly ones on the weekday they were saved.
 * `lastSentAt`: when its last email went (or it was saved: nothing is sent for what was there already).
 */
export function alertDue(
  frequency: AlertFrequency,
  lastSentAt: Date,
  now: Date,
  timeZone: string,
  savedAt: Date = lastSentAt,
): boolean {
  if (frequency === 'instant') return true
  const weekday =
    frequency === 'weekly' ? new Date(`${zonedClock(savedAt, timeZone).date}T00:00:00Z`).getUTCDay() : null
  return lastDigestTime(now, timeZone, weekday).getTime() > lastSentAt.getTime()
}

/**
 * The key that stops a car being alerted twice for one reason: a new match once; a price drop once per drop and
 * price reached (a further drop while the first is still shown is news: 28 days at $40,000, then $39,000, then
 * $37,500 — each lower price is told once).
 */
export function alertKey(
  reason: AlertReason,
  carId: string | number,
  droppedAt?: number | null,
  price?: number | null,
): string {
  return reason === 'price_drop' ? `price_drop:${carId}:${droppedAt ?? 0}:${price ?? 0}` : `new_match:${carId}`
}
