/**
 * Dealer insights: what shoppers do on a tenant's site, as daily counts only (docs/architecture/insights.md). The
 * metrics are declared here once; the site adds to them (src/data/insights.ts), the admin's Insights view and each
 * car's "Shopper interest" panel read them. No count names a shopper.
 *
 *   insightPeriod('30', now, 'Australia/Sydney') → { days: 30, from: '2026-10-29', to: '2026-11-27' }
 *   funnelSteps({ searches: 900, views: 300, leads: 12, reservations: 2 })
 *     → [{ key: 'searches', label: 'Searches', count: 900, rate: null }, { key: 'views', …, rate: 0.333 }, …]
 *   funnelSteps(now, before)   each step also with the period before's count and the change on it
 */
import { z } from 'zod'

import { QUERY_MAX } from './alerts/savedSearch'
import { zonedClock } from './dateFormat'

export const INSIGHT_METRICS = {
  /** A search a shopper settled on (one per visitor and search every 30 minutes). */
  search: 'search',
  /** The same, when it found no car; the subject is the search's canonical query. */
  searchEmpty: 'search_empty',
  /** A counted view of a car's page; the subject is the car's id. */
  vehicleView: 'vehicle_view',
  /** An alert email sent. */
  alertEmail: 'alert_email',
  /** A car page opened from an alert email (once per visitor and car every 30 minutes). */
  alertClick: 'alert_click',
} as const
export type InsightMetric = (typeof INSIGHT_METRICS)[keyof typeof INSIGHT_METRICS]

/** Periods the dashboard offers, in days ending today (tenant time). */
export const INSIGHT_PERIODS = [7, 30, 90] as const
export const DEFAULT_INSIGHT_PERIOD = 30
/**
 * A subject longer than this is not counted: the longest search the site reports or saves (QUERY_MAX), so a search
 * with many filters that found nothing is still listed; longer is not a shopper's search.
 */
export const INSIGHT_SUBJECT_MAX = QUERY_MAX

const DAY_MS = 86_400_000

/** The tenant's calendar day of an instant: the day a count is added to. */
export function insightDay(at: Date, timeZone: string): string {
  return zonedClock(at, timeZone).date
}

export interface InsightPeriod {
  days: number
  /** First and last day, inclusive (YYYY-MM-DD, tenant time). */
  from: string
  to: string
}

/** The period asked for ('7', '30', '90'; anything else: the default), ending today in the tenant's time zone. */
export function insightPeriod(asked: string | null | undefined, now: Date, timeZone: string): InsightPeriod {
  const n = Number(asked)
  const days = (INSIGHT_PERIODS as readonly number[]).includes(n) ? n : DEFAULT_INSIGHT_PERIOD
  const to = insightDay(now, timeZone)
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10)
  return { days, from, to }
}

/** The period of as many days just before it (what a period's trend is measured against). */
export function previousPeriod(period: InsightPeriod): InsightPeriod {
  const start = Date.parse(`${period.from}T00:00:00Z`)
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  return { days: period.days, from: day(start - period.days * DAY_MS), to: day(start - DAY_MS) }
}

/** Every day of a period, oldest first. */
export function periodDays(period: InsightPeriod): string[] {
  const start = Date.parse(`${period.from}T00:00:00Z`)
  return Array.from({ length: period.days }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10))
}

export const FUNNEL = [
  { key: 'searches', label: 'Searches' },
  { key: 'views', label: 'Vehicle pages viewed' },
  { key: 'leads', label: 'Enquiries' },
  { key: 'reservations', label: 'Reservations' },
] as const
export type FunnelKey = (typeof FUNNEL)[number]['key']

export interface FunnelStep {
  key: FunnelKey
  label: string
  count: number
  /** This step's count over the step before (null for the first, or when the one before is 0). */
  rate: number | null
  /** The same step's count in the period before (null when not asked). */
  previous: number | null
  /** The change on the period before, as a share of it (0.12: up 12 %; null when it had none or was not asked). */
  change: number | null
}

export function funnelSteps(
  counts: Record<FunnelKey, number>,
  previous: Record<FunnelKey, number> | null = null,
): FunnelStep[] {
  return FUNNEL.map(({ key, label }, i) => {
    const before = i > 0 ? counts[FUNNEL[i - 1]!.key] : 0
    const was = previous ? previous[key] : null
    return {
      key,
      label,
      count: counts[key],
      rate: i > 0 && before > 0 ? counts[key] / before : null,
      previous: was,
      change: was !== null && was > 0 ? (counts[key] - was) / was : null,
    }
  })
}

/** A step's trend in words: 'up 12 % on the 7 days before', 'the same as…', 'none in the 7 days before'. */
export function trendText(
  step: Pick<FunnelStep, 'previous' | 'change'>,
  days: number,
  percent: (n: number) => string,
): string | null {
  if (step.previous === null) return null
  const span = `the ${days} days before`
  if (step.change === null) return `none in ${span}`
  if (step.change === 0) return `the same as ${span}`
  return `${step.change > 0 ? 'up' : 'down'} ${percent(Math.abs(step.change) * 100)}% on ${span}`
}

/** A day's bar of the chart: its height as a share of the period's highest day (0–1). */
export function barHeights(values: readonly number[]): number[] {
  const max = Math.max(0, ...values)
  return values.map((v) => (max > 0 ? v / max : 0))
}

/** POST /api/insights/search: a search the shopper settled on and whether it found any car. */
export const searchInsightSchema = z.strictObject({
  query: z.string().max(QUERY_MAX),
  found: z.boolean(),
})
export type SearchInsightInput = z.infer<typeof searchInsightSchema>
