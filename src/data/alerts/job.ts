import 'server-only'

import type { Payload } from 'payload'

import { alertCarOf, alertEmail, WATCHLIST_GROUP, type AlertCar, type AlertGroup } from '@/domain/alerts/email'
import {
  ALERT_JOB_INTERVAL_MS,
  alertDue,
  alertKey,
  MAX_CARS_PER_EMAIL,
  savedQuery,
  savedSearchPath,
  type AlertFrequency,
  type AlertReason,
} from '@/domain/alerts/savedSearch'
import { GARAGE_PATH } from '@/domain/accounts/signIn'
import { ALERT_VISIT_PARAM, ALERT_VISIT_VALUE } from '@/domain/alerts/visit'
import { INSIGHT_METRICS } from '@/domain/insights'
import { priceConfigOf } from '@/domain/price'
import type { SearchDoc } from '@/domain/search/types'
import type { TenantSite } from '@/domain/site'
import { toSearchDoc, type VehicleRecord } from '@/domain/search/toSearchDoc'
import { DROP_SHOWN_DAYS, priceDrop } from '@/domain/vehicle/priceDrop'
import { pgPoolOf } from '@/lib/db/pool'
import { withLease } from '@/lib/db/leases'
import { getSearchEngine } from '@/search'
import { scopeFor } from '@/search/scope'

import { addInsight } from '../insights'
import { startIntervalWorker } from '../intervalWorker'
import { isOptedOut, unsubscribeKey } from '../marketing'
import { siteOrigin, toTenantSite } from '../tenants'
import { signUnsubscribeToken } from '@/domain/marketing/unsubscribeToken'
import type { Tenant } from '../../../payload-types'

/**
 * The alert job (docs/architecture/alerts.md): every ALERT_JOB_INTERVAL_MS in each server process, under one lease
 * (`alerts`: a table row, so one instance of any number runs it, through PgBouncer too; a dead holder's lease expires
 * in seconds and the next tick resumes). For each saved search that is due (instant: every run; daily: after 7 am in
 * the tenant's time zone; weekly: on its weekday), with its emails on, not paused, of a shopper whose email is
 * confirmed and who has not unsubscribed from the tenant:
 *
 *   new matches   cars of the search listed since the search's last run (created_at_timestamp after it)
 *   price drops   cars of the search whose price dropped since its last run, where the car page shows the drop
 *
 * and, at every run, for each shopper who turned on price-drop emails for their watchlist (confirmed email, not
 * unsubscribed): the watched cars whose price dropped since they turned them on and the drop was not yet told.
 *
 * Each (shopper, car, reason) is claimed in sent-alerts first (unique: a car is alerted once for a new match, once per
 * drop and price reached), then one email per shopper per run lists the watched cars and every search's cars (none
 * when nothing is new). A send that
 * fails gives its claims back and leaves its searches' last run, so the next run tries again. Emails carry
 * List-Unsubscribe and List-Unsubscribe-Post (RFC 8058 one-click) to the tenant's unsubscribe, which every alert
 * and newsletter honours (Spam Act 2003).
 */

export const ALERT_LEASE = 'alerts'
export const ALERT_WORKER = 'alert-job'
/** Matches of one search read per run, per reason (the email lists MAX_CARS_PER_EMAIL and says how many more). */
const CANDIDATES = 60

interface DueRow {
  id: number
  tenant_id: number
  customer_id: number
  name: string
  query: string | null
  frequency: AlertFrequency
  last_run_at: Date | null
  created_at: Date
  email: string
}

export interface AlertRun {
  ran: boolean
  searches: number
  emails: number
  cars: number
  failed: number
}

type Send = Payload['sendEmail']

interface Found {
  doc: SearchDoc
  reason: AlertReason
  key: string
}

/** A shopper with price-drop emails for watched cars on, and their watched cars with a drop not yet sent. */
interface WatchRow {
  tenant_id: number
  customer_id: number
  email: string
  vehicle_ids: number[]
}

/** The shopper one email goes to, with what their due searches and their watchlist have to tell. */
interface Shopper {
  customerId: number
  email: string
  searches: DueRow[]
  watchedCarIds: number[]
}

async function tenantSite(payload: Payload, id: number): Promise<TenantSite | null> {
  const doc = (await payload
    .findByID({ collection: 'tenants', id, depth: 1, overrideAccess: true })
    .catch(() => null)) as Tenant | null
  return doc ? toTenantSite(doc) : null
}

/** When a car of the tenant last changed (a new car and a price drop both change it), epoch ms; 0 when none. */
async function lastStockChange(payload: Payload, tenantId: number): Promise<number> {
  const { rows } = await pgPoolOf(payload).query<{ at: Date | null }>(
    'SELECT max(updated_at) AS at FROM vehicles WHERE tenant_id = $1',
    [tenantId],
  )
  return rows[0]?.at ? new Date(rows[0].at).getTime() : 0
}

/**
 * The cars a due search has to tell of since `since`: new matches first, then price drops. A tenant none of whose
 * cars changed since then has nothing to tell (`stockChangedAt`): no search is run.
 */
async function findFor(
  payload: Payload,
  tenant: TenantSite,
  row: DueRow,
  since: Date,
  now: Date,
  stockChangedAt: number,
): Promise<Found[]> {
  const query = savedQuery(row.query ?? '')
  if (!query || stockChangedAt < since.getTime() - 1000) return []
  const engine = getSearchEngine(payload)
  const scope = scopeFor(tenant, now)
  const sinceSeconds = Math.floor(since.getTime() / 1000)
  const [fresh, all] = await Promise.all([
    engine.search(scope, {
      ...query,
      // listing times are whole seconds: the second of the last run is looked at again (sent-alerts keeps it once)
      ranges: { ...query.ranges, created_at_timestamp: { min: sinceSeconds } },
      hitsPerPage: CANDIDATES,
    }),
    engine.search(scope, { ...query, hitsPerPage: CANDIDATES * 4 }),
  ])
  const found: Found[] = fresh.hits
    .filter((d) => d.status !== 'sold')
    .map((doc) => ({ doc, reason: 'new_match' as const, key: alertKey('new_match', doc.id) }))
  for (const doc of all.hits) {
    if (doc.status === 'sold' || !doc.price_dropped_at || doc.price_dropped_at < sinceSeconds) continue
    const drop = priceDrop(
      { price: doc.price, was_price: doc.was_price, price_dropped_at: new Date(doc.price_dropped_at * 1000) },
      now,
    )
    if (drop)
      found.push({
        doc,
        reason: 'price_drop',
        key: alertKey('price_drop', doc.id, doc.price_dropped_at, doc.list_price),
      })
  }
  return found
}

/**
 * Watched cars with a drop not yet told to their watcher, per shopper (one statement for every tenant): cars on a
 * watchlist whose price changed since the shopper turned the emails on and that show a drop (within the days a drop
 * is shown), not sold, on the site, with no price-drop alert sent to the shopper since that change.
 */
async function watchedDrops(payload: Payload, now: Date): Promise<WatchRow[]> {
  const { rows } = await pgPoolOf(payload).query<WatchRow>(
    `SELECT c.tenant_id, c.id AS customer_id, c.email, array_agg(v.id ORDER BY v.price_dropped_at DESC) AS vehicle_ids
     FROM customers c
     JOIN watchlist w ON w.customer_id = c.id AND w.tenant_id = c.tenant_id
     JOIN vehicles v ON v.id = w.vehicle_id AND v.tenant_id = c.tenant_id
     WHERE c.watch_alerts AND c.email_verified_at IS NOT NULL
       AND v.price_changed_at >= coalesce(c.watch_alerts_since, $1)
       AND v.price_dropped_at > $1::timestamptz - make_interval(days => $2)
       AND v.status <> 'sold' AND v.show_on_dealer_website
       AND NOT EXISTS (SELECT 1 FROM sent_alerts s WHERE s.customer_id = c.id AND s.vehicle_id = v.id
         AND s.reason = 'price_drop' AND s.created_at >= v.price_changed_at)
     GROUP BY c.tenant_id, c.id, c.email
     ORDER BY c.tenant_id, c.id`,
    [now, DROP_SHOWN_DAYS],
  )
  return rows
}

/** The watched cars' drops the car page shows now, as search documents built with the tenant's config. */
async function findWatched(payload: Payload, tenant: TenantSite, ids: number[], now: Date): Promise<Found[]> {
  if (ids.length === 0) return []
  const found = await payload.find({
    collection: 'vehicles',
    where: { and: [{ tenant: { equals: tenant.id } }, { id: { in: ids.slice(0, CANDIDATES) } }] },
    depth: 0,
    limit: CANDIDATES,
    pagination: false,
    overrideAccess: true,
  })
  const out: Found[] = []
  for (const v of found.docs) {
    const doc = toSearchDoc(v as unknown as VehicleRecord, tenant.config)
    if (doc.status === 'sold' || !doc.price_dropped_at) continue
    const drop = priceDrop(
      { price: doc.price, was_price: doc.was_price, price_dropped_at: new Date(doc.price_dropped_at * 1000) },
      now,
    )
    if (drop)
      out.push({ doc, reason: 'price_drop', key: alertKey('price_drop', doc.id, doc.price_dropped_at, doc.list_price) })
  }
  return out.sort((a, b) => (b.doc.price_dropped_at ?? 0) - (a.doc.price_dropped_at ?? 0))
}

/** Claim the keys no earlier run sent to this shopper; answers the keys claimed now. */
async function claim(
  payload: Payload,
  tenantId: number,
  customerId: number,
  items: { found: Found; searchId: number | null }[],
): Promise<Set<string>> {
  if (items.length === 0) return new Set()
  const { rows } = await pgPoolOf(payload).query<{ key: string }>(
    `INSERT INTO sent_alerts (tenant_id, customer_id, vehicle_id, saved_search_id, reason, key, updated_at, created_at)
     SELECT $1, $2, x.vehicle_id, x.saved_search_id, x.reason::enum_sent_alerts_reason, x.key, now(), now()
     FROM jsonb_to_recordset($3::jsonb) AS x(vehicle_id int, saved_search_id int, reason text, key text)
     ON CONFLICT (customer_id, key) DO NOTHING
     RETURNING key`,
    [
      tenantId,
      customerId,
      JSON.stringify(
        items.map(({ found, searchId }) => ({
          vehicle_id: Number(found.doc.id),
          saved_search_id: searchId,
          reason: found.reason,
          key: found.key,
        })),
      ),
    ],
  )
  return new Set(rows.map((r) => r.key))
}

function toCar(origin: string, found: Found): AlertCar {
  const d = found.doc
  return alertCarOf(
    d,
    {
      // the visit it brings is counted as an alert opened (src/data/insights.ts)
      url: `${origin}/cars/${d.slug}?${ALERT_VISIT_PARAM}=${ALERT_VISIT_VALUE}`,
      imageUrl: d.primary_image_url ? new URL(d.primary_image_url, origin).toString() : null,
    },
    found.reason,
  )
}

/** One shopper on one tenant: their due searches and watched cars found, claimed, emailed (or not: nothing new). */
async function alertShopper(
  payload: Payload,
  tenant: TenantSite,
  shopper: Shopper,
  now: Date,
  send: Send,
  run: AlertRun,
  stockChangedAt: () => Promise<number>,
): Promise<void> {
  const { email, searches: rows } = shopper
  const pool = pgPoolOf(payload)
  const ids = rows.map((r) => r.id)
  const markRun = async () => {
    if (ids.length > 0)
      await pool.query('UPDATE saved_searches SET last_run_at = $2 WHERE id = ANY($1::int[])', [ids, now])
  }
  if (await isOptedOut(payload, tenant.id, email)) return void (await markRun())
  const perSearch: { row: DueRow; found: Found[] }[] = []
  for (const row of rows) {
    const found = await findFor(payload, tenant, row, row.last_run_at ?? row.created_at, now, await stockChangedAt())
    perSearch.push({ row, found })
  }
  const watched = await findWatched(payload, tenant, shopper.watchedCarIds, now)
  // a car found twice (on the watchlist and by a search, or by two searches) is claimed and listed once, first
  // under the watchlist
  const seen = new Set<string>()
  const once = (found: Found[]) => found.filter((f) => !seen.has(f.key) && seen.add(f.key))
  const watchedItems = once(watched).map((f) => ({ found: f, searchId: null }))
  const items = [
    ...watchedItems,
    ...perSearch.flatMap(({ row, found }) => once(found).map((f) => ({ found: f, searchId: row.id }))),
  ]
  const claimed = await claim(payload, Number(tenant.id), shopper.customerId, items)
  const origin = siteOrigin(tenant)
  const garageUrl = `${origin}${GARAGE_PATH}`
  const listed = (found: Found[]) => found.filter((f) => claimed.has(f.key) && items.some((i) => i.found === f))
  const group = (found: Found[], head: Omit<AlertGroup, 'cars' | 'more'>): AlertGroup => ({
    ...head,
    cars: found.slice(0, MAX_CARS_PER_EMAIL).map((f) => toCar(origin, f)),
    more: Math.max(0, found.length - MAX_CARS_PER_EMAIL),
  })
  const groups: AlertGroup[] = [
    group(listed(watched), { search: WATCHLIST_GROUP, searchUrl: garageUrl, watchlist: true }),
    ...perSearch.map(({ row, found }) =>
      group(listed(found), { search: row.name, searchUrl: `${origin}${savedSearchPath(row.query ?? '')}` }),
    ),
  ].filter((g) => g.cars.length > 0)
  if (groups.length === 0) return void (await markRun())

  const token = signUnsubscribeToken({ tenantId: tenant.id, email }, unsubscribeKey())
  const unsubscribePage = `${origin}/pages/unsubscribe?token=${encodeURIComponent(token)}`
  const oneClick = `${origin}/api/marketing/unsubscribe?token=${encodeURIComponent(token)}`
  const mail = alertEmail({
    siteName: tenant.name,
    brandColour: tenant.theme.primary,
    groups,
    garageUrl,
    unsubscribeUrl: unsubscribePage,
    prices: priceConfigOf(tenant.config),
    now,
  })
  try {
    await send({
      to: email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
  } catch (error) {
    // given back: the next run finds and sends them again
    await pool.query('DELETE FROM sent_alerts WHERE customer_id = $1 AND key = ANY($2::text[])', [
      shopper.customerId,
      [...claimed],
    ])
    run.failed++
    payload.logger.error({ err: error, tenant: tenant.slug }, 'alert email could not be sent')
    return
  }
  await markRun()
  await addInsight(pool, tenant, INSIGHT_METRICS.alertEmail, { now }).catch((error: unknown) =>
    payload.logger.warn({ err: error, tenant: tenant.slug }, 'alert email insight could not be counted'),
  )
  run.emails++
  run.cars += groups.reduce((n, g) => n + g.cars.length + g.more, 0)
}

/** One run of the alert job (see the top of this file); `send` is the mail adapter (tests pass one that fails). */
export async function runAlerts(
  payload: Payload,
  { now = new Date(), send = payload.sendEmail.bind(payload) }: { now?: Date; send?: Send } = {},
): Promise<AlertRun> {
  const pool = pgPoolOf(payload)
  const run: AlertRun = { ran: false, searches: 0, emails: 0, cars: 0, failed: 0 }
  const held = await withLease(pool, ALERT_LEASE, async () => {
    run.ran = true
    const { rows } = await pool.query<DueRow>(
      `SELECT s.id, s.tenant_id, s.customer_id, s.name, s.query, s.frequency, s.last_run_at, s.created_at, c.email
       FROM saved_searches s JOIN customers c ON c.id = s.customer_id AND c.tenant_id = s.tenant_id
       WHERE s.alerts AND NOT s.paused AND c.email_verified_at IS NOT NULL
       ORDER BY s.tenant_id, s.customer_id, s.id`,
    )
    const watchRows = await watchedDrops(payload, now)
    const byTenant = new Map<number, { searches: DueRow[]; watched: WatchRow[] }>()
    const ofTenant = (id: number) => byTenant.get(id) ?? byTenant.set(id, { searches: [], watched: [] }).get(id)!
    for (const r of rows) ofTenant(r.tenant_id).searches.push(r)
    for (const w of watchRows) ofTenant(w.tenant_id).watched.push(w)
    for (const [tenantId, mine] of byTenant) {
      const tenant = await tenantSite(payload, tenantId)
      if (!tenant) continue
      const due = mine.searches.filter((r) =>
        alertDue(r.frequency, r.last_run_at ?? r.created_at, now, tenant.config.timeZone, r.created_at),
      )
      run.searches += due.length
      const shoppers = new Map<number, Shopper>()
      const shopperOf = (customerId: number, email: string) => {
        const known = shoppers.get(customerId) ?? { customerId, email, searches: [], watchedCarIds: [] }
        shoppers.set(customerId, known)
        return known
      }
      for (const r of due) shopperOf(r.customer_id, r.email).searches.push(r)
      for (const w of mine.watched) shopperOf(w.customer_id, w.email).watchedCarIds.push(...w.vehicle_ids)
      // read once per tenant, only when a due search needs it
      let changed: Promise<number> | null = null
      const stockChangedAt = () => (changed ??= lastStockChange(payload, tenantId))
      for (const shopper of shoppers.values()) {
        try {
          await alertShopper(payload, tenant, shopper, now, send, run, stockChangedAt)
        } catch (error) {
          run.failed++
          payload.logger.error({ err: error, tenant: tenant.slug }, 'alerts for a shopper failed')
        }
      }
    }
  })
  return held ? run : { ...run, ran: false }
}

/** Starts the alert job in this server process (src/instrumentation.ts; ALERT_JOB=0 turns it off). */
export function startAlertJob(intervalMs = ALERT_JOB_INTERVAL_MS): void {
  startIntervalWorker(ALERT_WORKER, intervalMs, 'alert job run', (payload) => runAlerts(payload))
}
