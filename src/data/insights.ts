import 'server-only'

import type { Payload } from 'payload'

import { savedQuery, savedQueryString } from '@/domain/alerts/savedSearch'
import {
  INSIGHT_METRICS,
  INSIGHT_SUBJECT_MAX,
  insightDay,
  periodDays,
  previousPeriod,
  type FunnelKey,
  type InsightMetric,
  type InsightPeriod,
} from '@/domain/insights'
import { selectionHeading } from '@/domain/search/selection'
import type { TenantSite } from '@/domain/site'
import { pgPoolOf } from '@/lib/db/pool'
import { onceWithin } from '@/lib/sharedLimits'

/**
 * Dealer insights (docs/architecture/insights.md): the site adds to a tenant's daily counts (`insight_counts`: tenant,
 * day in its time zone, metric, subject), and the admin reads them with the tenant's leads, reservations, watchlists
 * and cars. Aggregate only: no row or answer names a shopper.
 */

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<unknown> }

/** Add `n` to one count of the tenant's day (one upsert). */
export async function addInsight(
  db: Queryable,
  tenant: Pick<TenantSite, 'id'> & { config: { timeZone: string } },
  metric: InsightMetric,
  { subject = '', n = 1, now = new Date() }: { subject?: string; n?: number; now?: Date } = {},
): Promise<void> {
  if (n <= 0 || subject.length > INSIGHT_SUBJECT_MAX) return
  await db.query(
    `INSERT INTO insight_counts (tenant_id, day, metric, subject, count) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tenant_id, day, metric, subject) DO UPDATE SET count = insight_counts.count + EXCLUDED.count`,
    [tenant.id, insightDay(now, tenant.config.timeZone), metric, subject, n],
  )
}

/** A search is counted once per visitor and search every 30 minutes, whichever instance each request reaches. */
const searchOnce = onceWithin('insight-search', 30 * 60 * 1000)

/**
 * A search a shopper settled on: counted, and when it found nothing, counted under its canonical query. A query
 * that does not parse is not a search of this site: answers false (nothing counted).
 */
export async function recordSearch(
  payload: Payload,
  tenant: TenantSite,
  input: { query: string; found: boolean },
  visitor: string,
  now = new Date(),
): Promise<boolean> {
  const query = savedQuery(input.query)
  if (!query) return false
  const canonical = savedQueryString(query)
  if (!(await searchOnce.first(`${tenant.id}:${visitor}:${canonical}`, now.getTime()))) return true
  const pool = pgPoolOf(payload)
  await addInsight(pool, tenant, INSIGHT_METRICS.search, { now })
  if (!input.found) await addInsight(pool, tenant, INSIGHT_METRICS.searchEmpty, { subject: canonical, now })
  return true
}

export interface DayCounts {
  day: string
  searches: number
  views: number
  leads: number
  reservations: number
}

export interface TenantInsights {
  period: InsightPeriod
  totals: Record<FunnelKey, number>
  /** The same counts over the period of as many days just before (the trend). */
  previous: Record<FunnelKey, number>
  days: DayCounts[]
  /** Searches that found nothing, most asked first: what shoppers want and the dealer lacks. */
  foundNothing: { query: string; heading: string; count: number }[]
  mostWatched: { id: number; name: string; slug: string; watchers: number }[]
  /** In-stock cars listed for at least a week, fewest views in the period first. */
  leastViewed: { id: number; name: string; slug: string; views: number; daysInStock: number }[]
  alerts: { emails: number; opened: number }
}

const LEAD_COUNTED = `status <> 'suspected_spam'`
/** A reservation counts once its deposit was taken (held, then converted, released or refunded). */
const RESERVATION_COUNTED = `status IN ('held', 'converted', 'released', 'refunded')`

/** The tenant's insights over a period (the admin's Insights view). */
export async function tenantInsights(
  payload: Payload,
  tenant: { id: number; timeZone: string },
  period: InsightPeriod,
): Promise<TenantInsights> {
  const pool = pgPoolOf(payload)
  const args = [tenant.id, period.from, period.to, tenant.timeZone]
  // the funnel's counts are read from the period before on (the trend)
  const before = previousPeriod(period)
  const funnelArgs = [tenant.id, before.from, period.to, tenant.timeZone]
  const localDay = (col: string) => `(${col} AT TIME ZONE $4)::date`
  const [counts, leads, reservations, empty, watched, least] = await Promise.all([
    pool.query<{ day: string; metric: string; n: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, metric, sum(count) AS n FROM insight_counts
       WHERE tenant_id = $1 AND day BETWEEN $2 AND $3 AND metric IN ('search', 'vehicle_view', 'alert_email', 'alert_click')
       GROUP BY day, metric`,
      funnelArgs.slice(0, 3),
    ),
    pool.query<{ day: string; n: string }>(
      `SELECT to_char(${localDay('created_at')}, 'YYYY-MM-DD') AS day, count(*) AS n FROM leads
       WHERE tenant_id = $1 AND ${LEAD_COUNTED} AND ${localDay('created_at')} BETWEEN $2 AND $3 GROUP BY 1`,
      funnelArgs,
    ),
    pool.query<{ day: string; n: string }>(
      `SELECT to_char(${localDay('created_at')}, 'YYYY-MM-DD') AS day, count(*) AS n FROM reservations
       WHERE tenant_id = $1 AND ${RESERVATION_COUNTED} AND ${localDay('created_at')} BETWEEN $2 AND $3 GROUP BY 1`,
      funnelArgs,
    ),
    pool.query<{ subject: string; n: string }>(
      `SELECT subject, sum(count) AS n FROM insight_counts
       WHERE tenant_id = $1 AND day BETWEEN $2 AND $3 AND metric = 'search_empty'
       GROUP BY subject ORDER BY n DESC, subject LIMIT 20`,
      args.slice(0, 3),
    ),
    pool.query<{ id: number; name: string; slug: string; n: string }>(
      `SELECT v.id, v.name, v.slug, count(*) AS n FROM watchlist w JOIN vehicles v ON v.id = w.vehicle_id
       WHERE w.tenant_id = $1 AND v.status <> 'sold' GROUP BY v.id ORDER BY n DESC, v.id LIMIT 10`,
      [tenant.id],
    ),
    pool.query<{ id: number; name: string; slug: string; n: string; days: string }>(
      `SELECT v.id, v.name, v.slug, coalesce(sum(c.count), 0) AS n,
              floor(extract(epoch FROM now() - v.created_at) / 86400) AS days
       FROM vehicles v
       LEFT JOIN insight_counts c ON c.tenant_id = v.tenant_id AND c.metric = 'vehicle_view'
         AND c.subject = v.id::text AND c.day BETWEEN $2 AND $3
       WHERE v.tenant_id = $1 AND v.status = 'in_stock' AND v.show_on_dealer_website
         AND v.created_at <= now() - interval '7 days'
       GROUP BY v.id ORDER BY n ASC, v.created_at ASC LIMIT 10`,
      args.slice(0, 3),
    ),
  ])
  const byDay = new Map<string, DayCounts>(
    periodDays(period).map((day) => [day, { day, searches: 0, views: 0, leads: 0, reservations: 0 }]),
  )
  const alerts = { emails: 0, opened: 0 }
  const previous: Record<FunnelKey, number> = { searches: 0, views: 0, leads: 0, reservations: 0 }
  // a day of the period, or the period before's sum
  const dayOf = (day: string) => byDay.get(day) ?? (day < period.from ? previous : null)
  for (const r of counts.rows) {
    const d = dayOf(r.day)
    const n = Number(r.n)
    const inPeriod = r.day >= period.from
    if (r.metric === 'search' && d) d.searches += n
    else if (r.metric === 'vehicle_view' && d) d.views += n
    else if (r.metric === 'alert_email' && inPeriod) alerts.emails += n
    else if (r.metric === 'alert_click' && inPeriod) alerts.opened += n
  }
  for (const r of leads.rows) {
    const d = dayOf(r.day)
    if (d) d.leads += Number(r.n)
  }
  for (const r of reservations.rows) {
    const d = dayOf(r.day)
    if (d) d.reservations += Number(r.n)
  }
  const days = [...byDay.values()]
  const sum = (k: keyof Omit<DayCounts, 'day'>) => days.reduce((n, d) => n + d[k], 0)
  return {
    period,
    totals: { searches: sum('searches'), views: sum('views'), leads: sum('leads'), reservations: sum('reservations') },
    previous,
    days,
    foundNothing: empty.rows.map((r) => {
      const q = savedQuery(r.subject)
      return { query: r.subject, heading: q ? selectionHeading(q) : r.subject, count: Number(r.n) }
    }),
    mostWatched: watched.rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, watchers: Number(r.n) })),
    leastViewed: least.rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      views: Number(r.n),
      daysInStock: Number(r.days),
    })),
    alerts,
  }
}

export interface VehicleInsights {
  watchers: number
  /** Saved searches that alerted a shopper about this car. */
  savedSearches: number
  /** Page views counted since the car was listed, and in the last 30 days. */
  views: number
  views30: number
  leads: number
  reservations: number
  daysInStock: number
  /** Every change of its price (the database records each, whatever made it), newest first: the last PRICE_CHANGES_SHOWN. */
  priceChanges: { at: string; from: number | null; to: number | null }[]
  priceChangeCount: number
}

/** Price changes a car's panel lists (the count says how many in all). */
export const PRICE_CHANGES_SHOWN = 5

/** One car's shopper interest (the admin's panel on a vehicle), or null for no such car of the tenant. */
export async function vehicleInsights(payload: Payload, vehicleId: number): Promise<VehicleInsights | null> {
  const { rows } = await pgPoolOf(payload).query<{
    watchers: string
    searches: string
    views: string | null
    views30: string
    leads: string
    reservations: string
    days: string
    changes: { at: string; from: string | null; to: string | null }[] | null
    change_count: string
  }>(
    `SELECT
       (SELECT count(*) FROM watchlist w WHERE w.vehicle_id = v.id) AS watchers,
       (SELECT count(DISTINCT s.saved_search_id) FROM sent_alerts s WHERE s.vehicle_id = v.id) AS searches,
       v.views,
       (SELECT coalesce(sum(c.count), 0) FROM insight_counts c WHERE c.tenant_id = v.tenant_id
          AND c.metric = 'vehicle_view' AND c.subject = v.id::text AND c.day > (now() - interval '30 days')::date) AS views30,
       (SELECT count(*) FROM leads l WHERE l.vehicle_id = v.id AND l.${LEAD_COUNTED}) AS leads,
       (SELECT count(*) FROM reservations r WHERE r.vehicle_id = v.id AND r.${RESERVATION_COUNTED}) AS reservations,
       floor(extract(epoch FROM now() - v.created_at) / 86400) AS days,
       (SELECT json_agg(json_build_object('at', p.changed_at, 'from', p.from_price, 'to', p.to_price) ORDER BY p.changed_at DESC)
          FROM (SELECT * FROM vehicle_price_changes p WHERE p.vehicle_id = v.id ORDER BY p.changed_at DESC, p.id DESC LIMIT $2) p) AS changes,
       (SELECT count(*) FROM vehicle_price_changes p WHERE p.vehicle_id = v.id) AS change_count
     FROM vehicles v WHERE v.id = $1`,
    [vehicleId, PRICE_CHANGES_SHOWN],
  )
  const r = rows[0]
  if (!r) return null
  return {
    watchers: Number(r.watchers),
    savedSearches: Number(r.searches),
    views: Number(r.views ?? 0),
    views30: Number(r.views30),
    leads: Number(r.leads),
    reservations: Number(r.reservations),
    daysInStock: Math.max(0, Number(r.days)),
    priceChanges: (r.changes ?? []).map((c) => ({
      at: new Date(c.at).toISOString(),
      from: c.from === null ? null : Number(c.from),
      to: c.to === null ? null : Number(c.to),
    })),
    priceChangeCount: Number(r.change_count),
  }
}
