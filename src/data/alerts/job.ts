import 'server-only'

import type { Payload } from 'payload'

import { alertCarOf, alertEmail, WATCHLIST_GROUP, type AlertCar, type AlertGroup } from '@/domain/alerts/email'
import {
  ALERT_JOB_INTERVAL_MS,
  ALERT_LOOKBACK_MS,
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
import { mapLimit } from '@/lib/mapLimit'
import { withLease } from '@/lib/db/leases'
import { getSearchEngine } from '@/search'
import { scopeFor } from '@/search/scope'

import { addInsight } from '../insights'
import { startIntervalWorker } from '../intervalWorker'
import { optedOutAmong, unsubscribeKey } from '../marketing'
import { siteOrigin, toTenantSite } from '../tenants'
import { normaliseEmail, signUnsubscribeToken } from '@/domain/marketing/unsubscribeToken'
import type { Tenant } from '../../../payload-types'

/**
 * The alert job (docs/architecture/alerts.md): every ALERT_JOB_INTERVAL_MS in each server process, under one lease
 * (`alerts`: a table row, so one instance of any number runs it, through PgBouncer too; a dead holder's lease expires
 * in seconds and the next tick resumes). For each saved search that is due (instant: every run; daily: after 7 am in
 * the tenant's time zone; weekly: on its weekday), with its emails on, not paused, of a shopper whose email is
 * confirmed and who has not unsubscribed from the tenant, one engine read (SearchEngine.changedSince) of the
 * search's matches changed since its last run (ALERT_LOOKBACK_MS before it):
 *
 *   new matches   cars of the search listed since then
 *   price drops   cars of the search whose price dropped since then, where the car page shows the drop
 *
 * and, at every run, for each shopper who turned on price-drop emails for their watchlist (confirmed email, not
 * unsubscribed): the watched cars whose price dropped since they turned them on and the drop was not yet told.
 *
 * Shoppers go in batches of SHOPPERS_PER_BATCH: their (shopper, car, reason) claimed in sent-alerts in one statement
 * (unique: a car is alerted once for a new match, once per drop and price reached), then one email per shopper lists
 * the watched cars and every search's cars (none when nothing is new), then one statement gives back the claims of
 * the sends that failed (their searches' last run is left, so the next run tries again), one marks the rest's
 * searches run and one counts the emails. Opt-outs and watched cars are read once per tenant. A process that dies
 * between a batch's claim and its sends loses that batch's alerts (the lease passes on; the claims stand). Emails
 * carry List-Unsubscribe and List-Unsubscribe-Post (RFC 8058 one-click) to the tenant's unsubscribe, which every
 * alert and newsletter honours (Spam Act 2003).
 */

export const ALERT_LEASE = 'alerts'
export const ALERT_WORKER = 'alert-job'
/** Matches of one search read per run (the email lists MAX_CARS_PER_EMAIL and says how many more). */
const CANDIDATES = 200
/** Shoppers whose claims, last-run marks and email count are written in one statement each. */
const SHOPPERS_PER_BATCH = 100
/** Saved searches read from the engine at once. */
const SEARCHES_IN_FLIGHT = 3

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
  /** Shoppers with a due search or a watched drop (emailed or not). */
  shoppers: number
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

/** A shopper's finds, ready to claim: their searches' cars and watched cars, each car once. */
interface Planned {
  shopper: Shopper
  /** `unread`: the search's matches changed since beyond those read (the email's "and N more" counts them). */
  perSearch: { row: DueRow; found: Found[]; unread: number }[]
  watched: Found[]
  items: { found: Found; searchId: number | null }[]
}

/** What one batch of a tenant's shoppers has to write back. */
interface BatchOutcome {
  /** Searches whose run is done (emailed, nothing new, or opted out). */
  ran: number[]
  /** Claims to give back: the shopper's send failed. */
  giveBack: { customerId: number; keys: string[] }[]
  emails: number
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

/** The drop the car page shows now, as a find (null: none shown, or sold). */
function dropOf(doc: SearchDoc, now: Date): Found | null {
  if (doc.status === 'sold' || !doc.price_dropped_at) return null
  const drop = priceDrop(
    { price: doc.price, was_price: doc.was_price, price_dropped_at: new Date(doc.price_dropped_at * 1000) },
    now,
  )
  return drop
    ? { doc, reason: 'price_drop', key: alertKey('price_drop', doc.id, doc.price_dropped_at, doc.list_price) }
    : null
}

/**
 * The cars a due search has to tell of since `since`: new matches first (newest first), then price drops (latest
 * first). A tenant none of whose cars changed since then has nothing to tell (`stockChangedAt`): no search is run.
 */
async function findFor(
  payload: Payload,
  tenant: TenantSite,
  row: DueRow,
  since: Date,
  now: Date,
  stockChangedAt: number,
): Promise<{ found: Found[]; unread: number }> {
  const query = savedQuery(row.query ?? '')
  if (!query || stockChangedAt < since.getTime() - 1000) return { found: [], unread: 0 }
  const sinceSeconds = Math.floor(since.getTime() / 1000)
  const changed = await getSearchEngine(payload).changedSince(scopeFor(tenant, now), query, sinceSeconds, CANDIDATES)
  const fresh: Found[] = []
  const dropped: Found[] = []
  for (const doc of changed.hits) {
    if (doc.status === 'sold') continue
    // listed since: a new match, at the price it has now
    if (doc.created_at_timestamp >= sinceSeconds)
      fresh.push({ doc, reason: 'new_match', key: alertKey('new_match', doc.id) })
    else if ((doc.price_dropped_at ?? 0) >= sinceSeconds) {
      const drop = dropOf(doc, now)
      if (drop) dropped.push(drop)
    }
  }
  dropped.sort((a, b) => (b.doc.price_dropped_at ?? 0) - (a.doc.price_dropped_at ?? 0))
  return { found: [...fresh, ...dropped], unread: Math.max(0, changed.count - changed.hits.length) }
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

/** The watched cars' drops the car page shows now, by car id, as search documents built with the tenant's config. */
async function findWatched(
  payload: Payload,
  tenant: TenantSite,
  ids: number[],
  now: Date,
): Promise<Map<number, Found>> {
  const out = new Map<number, Found>()
  const unique = [...new Set(ids)]
  for (let i = 0; i < unique.length; i += WATCHED_READ) {
    const chunk = unique.slice(i, i + WATCHED_READ)
    const found = await payload.find({
      collection: 'vehicles',
      where: { and: [{ tenant: { equals: tenant.id } }, { id: { in: chunk } }] },
      depth: 0,
      limit: chunk.length,
      pagination: false,
      overrideAccess: true,
    })
    for (const v of found.docs) {
      const drop = dropOf(toSearchDoc(v as unknown as VehicleRecord, tenant.config), now)
      if (drop) out.set(Number(v.id), drop)
    }
  }
  return out
}
const WATCHED_READ = 500

/** A shopper's watched cars with a drop, latest first (at most CANDIDATES). */
const watchedOf = (shopper: Shopper, drops: Map<number, Found>): Found[] =>
  shopper.watchedCarIds
    .map((id) => drops.get(id))
    .filter((f): f is Found => f !== undefined)
    .slice(0, CANDIDATES)
    .sort((a, b) => (b.doc.price_dropped_at ?? 0) - (a.doc.price_dropped_at ?? 0))

/** Claim, for a batch of shoppers, the keys no earlier run sent them; answers the keys claimed now by shopper. */
async function claim(payload: Payload, tenantId: number, planned: Planned[]): Promise<Map<number, Set<string>>> {
  const rows = planned.flatMap(({ shopper, items }) =>
    items.map(({ found, searchId }) => ({
      customer_id: shopper.customerId,
      vehicle_id: Number(found.doc.id),
      saved_search_id: searchId,
      reason: found.reason,
      key: found.key,
    })),
  )
  const claimed = new Map<number, Set<string>>()
  if (rows.length === 0) return claimed
  const result = await pgPoolOf(payload).query<{ customer_id: number; key: string }>(
    `INSERT INTO sent_alerts (tenant_id, customer_id, vehicle_id, saved_search_id, reason, key, updated_at, created_at)
     SELECT $1, x.customer_id, x.vehicle_id, x.saved_search_id, x.reason::enum_sent_alerts_reason, x.key, now(), now()
     FROM jsonb_to_recordset($2::jsonb) AS x(customer_id int, vehicle_id int, saved_search_id int, reason text, key text)
     ON CONFLICT (customer_id, key) DO NOTHING
     RETURNING customer_id, key`,
    [tenantId, JSON.stringify(rows)],
  )
  for (const r of result.rows) {
    const keys = claimed.get(r.customer_id) ?? claimed.set(r.customer_id, new Set()).get(r.customer_id)!
    keys.add(r.key)
  }
  return claimed
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

/** One shopper's due searches and watched cars, found; each car once (first under the watchlist). */
async function plan(
  payload: Payload,
  tenant: TenantSite,
  shopper: Shopper,
  now: Date,
  watchedDropsOf: Map<number, Found>,
  stockChangedAt: () => Promise<number>,
): Promise<Planned> {
  const perSearch: Planned['perSearch'] = []
  for (const row of shopper.searches) {
    // never before the search was saved: what was listed then is not news
    const since = new Date(
      Math.max(row.created_at.getTime(), (row.last_run_at ?? row.created_at).getTime() - ALERT_LOOKBACK_MS),
    )
    perSearch.push({ row, ...(await findFor(payload, tenant, row, since, now, await stockChangedAt())) })
  }
  const watched = watchedOf(shopper, watchedDropsOf)
  const seen = new Set<string>()
  const once = (found: Found[]) => found.filter((f) => !seen.has(f.key) && seen.add(f.key))
  const items = [
    ...once(watched).map((f) => ({ found: f, searchId: null })),
    ...perSearch.flatMap(({ row, found }) => once(found).map((f) => ({ found: f, searchId: row.id }))),
  ]
  return { shopper, perSearch, watched, items }
}

/** The email of a planned shopper, from what was claimed for them now (null: nothing new). */
function emailFor(tenant: TenantSite, p: Planned, claimed: Set<string>, now: Date) {
  const origin = siteOrigin(tenant)
  const garageUrl = `${origin}${GARAGE_PATH}`
  const listed = (found: Found[]) => found.filter((f) => claimed.has(f.key) && p.items.some((i) => i.found === f))
  const group = (found: Found[], head: Omit<AlertGroup, 'cars' | 'more'>, unread = 0): AlertGroup => ({
    ...head,
    cars: found.slice(0, MAX_CARS_PER_EMAIL).map((f) => toCar(origin, f)),
    more: Math.max(0, found.length - MAX_CARS_PER_EMAIL) + unread,
  })
  const groups: AlertGroup[] = [
    group(listed(p.watched), { search: WATCHLIST_GROUP, searchUrl: garageUrl, watchlist: true }),
    ...p.perSearch.map(({ row, found, unread }) =>
      group(listed(found), { search: row.name, searchUrl: `${origin}${savedSearchPath(row.query ?? '')}` }, unread),
    ),
  ].filter((g) => g.cars.length > 0)
  if (groups.length === 0) return null
  const token = signUnsubscribeToken({ tenantId: tenant.id, email: p.shopper.email }, unsubscribeKey())
  const mail = alertEmail({
    siteName: tenant.name,
    brandColour: tenant.theme.primary,
    groups,
    garageUrl,
    unsubscribeUrl: `${origin}/pages/unsubscribe?token=${encodeURIComponent(token)}`,
    prices: priceConfigOf(tenant.config),
    now,
  })
  const oneClick = `${origin}/api/marketing/unsubscribe?token=${encodeURIComponent(token)}`
  return {
    mail,
    cars: groups.reduce((n, g) => n + g.cars.length + g.more, 0),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

/** One batch of a tenant's shoppers: found, claimed, emailed; then its writes back in three statements. */
async function alertBatch(
  payload: Payload,
  tenant: TenantSite,
  batch: Shopper[],
  context: {
    now: Date
    send: Send
    run: AlertRun
    optedOut: Set<string>
    watchedDropsOf: Map<number, Found>
    stockChangedAt: () => Promise<number>
  },
): Promise<void> {
  const { now, send, run } = context
  const pool = pgPoolOf(payload)
  const outcome: BatchOutcome = { ran: [], giveBack: [], emails: 0 }
  const searchIds = (s: Shopper) => s.searches.map((r) => r.id)
  const mailed: Shopper[] = []
  for (const shopper of batch) {
    // an unsubscribed shopper's searches are marked run: what they would have told is not kept for later
    if (context.optedOut.has(normaliseEmail(shopper.email) ?? '')) outcome.ran.push(...searchIds(shopper))
    else mailed.push(shopper)
  }
  const planned = (
    await mapLimit(mailed, SEARCHES_IN_FLIGHT, (shopper) =>
      plan(payload, tenant, shopper, now, context.watchedDropsOf, context.stockChangedAt).catch((error: unknown) => {
        run.failed++
        payload.logger.error({ err: error, tenant: tenant.slug }, 'alerts for a shopper failed')
        return null
      }),
    )
  ).filter((p): p is Planned => p !== null)
  const claimed = await claim(payload, Number(tenant.id), planned)
  for (const p of planned) {
    const keys = claimed.get(p.shopper.customerId) ?? new Set<string>()
    const email = keys.size > 0 ? emailFor(tenant, p, keys, now) : null
    if (!email) {
      outcome.ran.push(...searchIds(p.shopper))
      continue
    }
    try {
      await send({
        to: p.shopper.email,
        subject: email.mail.subject,
        text: email.mail.text,
        html: email.mail.html,
        headers: email.headers,
      })
    } catch (error) {
      // given back: the next run finds and sends them again
      outcome.giveBack.push({ customerId: p.shopper.customerId, keys: [...keys] })
      run.failed++
      payload.logger.error({ err: error, tenant: tenant.slug }, 'alert email could not be sent')
      continue
    }
    outcome.ran.push(...searchIds(p.shopper))
    outcome.emails++
    run.emails++
    run.cars += email.cars
  }
  if (outcome.giveBack.length > 0)
    await pool.query(
      `DELETE FROM sent_alerts s USING jsonb_to_recordset($1::jsonb) AS x(customer_id int, keys text[])
       WHERE s.customer_id = x.customer_id AND s.key = ANY(x.keys)`,
      [JSON.stringify(outcome.giveBack.map((g) => ({ customer_id: g.customerId, keys: g.keys })))],
    )
  if (outcome.ran.length > 0)
    await pool.query('UPDATE saved_searches SET last_run_at = $2 WHERE id = ANY($1::int[])', [outcome.ran, now])
  await addInsight(pool, tenant, INSIGHT_METRICS.alertEmail, { n: outcome.emails, now }).catch((error: unknown) =>
    payload.logger.warn({ err: error, tenant: tenant.slug }, 'alert email insight could not be counted'),
  )
}

/** One run of the alert job (see the top of this file); `send` is the mail adapter (tests pass one that fails). */
export async function runAlerts(
  payload: Payload,
  { now = new Date(), send = payload.sendEmail.bind(payload) }: { now?: Date; send?: Send } = {},
): Promise<AlertRun> {
  const pool = pgPoolOf(payload)
  const run: AlertRun = { ran: false, searches: 0, shoppers: 0, emails: 0, cars: 0, failed: 0 }
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
      try {
        await alertTenant(payload, tenantId, mine, { now, send, run })
      } catch (error) {
        run.failed++
        payload.logger.error({ err: error, tenant: tenantId }, 'alerts for a tenant failed')
      }
    }
  })
  return held ? run : { ...run, ran: false }
}

/** One tenant's due searches and watched drops, in batches of shoppers. */
async function alertTenant(
  payload: Payload,
  tenantId: number,
  mine: { searches: DueRow[]; watched: WatchRow[] },
  { now, send, run }: { now: Date; send: Send; run: AlertRun },
): Promise<void> {
  const tenant = await tenantSite(payload, tenantId)
  if (!tenant) return
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
  if (shoppers.size === 0) return
  const all = [...shoppers.values()]
  run.shoppers += all.length
  const optedOut = await optedOutAmong(
    payload,
    tenant.id,
    all.map((s) => s.email),
  )
  const watchedDropsOf = await findWatched(
    payload,
    tenant,
    all.flatMap((s) => s.watchedCarIds),
    now,
  )
  // read once per tenant, only when a due search needs it
  let changed: Promise<number> | null = null
  const stockChangedAt = () => (changed ??= lastStockChange(payload, tenantId))
  for (let i = 0; i < all.length; i += SHOPPERS_PER_BATCH)
    await alertBatch(payload, tenant, all.slice(i, i + SHOPPERS_PER_BATCH), {
      now,
      send,
      run,
      optedOut,
      watchedDropsOf,
      stockChangedAt,
    })
}

/** Starts the alert job in this server process (src/instrumentation.ts; ALERT_JOB=0 turns it off). */
export function startAlertJob(intervalMs = ALERT_JOB_INTERVAL_MS): void {
  startIntervalWorker(ALERT_WORKER, intervalMs, 'alert job run', (payload) => runAlerts(payload))
}
