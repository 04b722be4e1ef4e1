import 'server-only'

import type { Payload } from 'payload'

import { alertEmail, type AlertCar, type AlertGroup } from '@/domain/alerts/email'
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
import { priceConfigOf } from '@/domain/price'
import type { SearchDoc } from '@/domain/search/types'
import type { TenantSite } from '@/domain/site'
import { priceDrop } from '@/domain/vehicle/priceDrop'
import { pgPoolOf } from '@/lib/db/pool'
import { withLease } from '@/lib/db/leases'
import { getSearchEngine } from '@/search'
import { scopeFor } from '@/search/scope'

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
 * Each (shopper, car, reason) is claimed in sent-alerts first (unique: a car is alerted once for a new match, once per
 * price drop), then one email per shopper per run lists every search's cars (none when nothing is new). A send that
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
    if (drop) found.push({ doc, reason: 'price_drop', key: alertKey('price_drop', doc.id, doc.price_dropped_at) })
  }
  return found
}

/** Claim the keys no earlier run sent to this shopper; answers the keys claimed now. */
async function claim(
  payload: Payload,
  tenantId: number,
  customerId: number,
  items: { found: Found; searchId: number }[],
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
  return {
    name: d.name,
    url: `${origin}/cars/${d.slug}`,
    imageUrl: d.primary_image_url ? new URL(d.primary_image_url, origin).toString() : null,
    km: d.km ?? null,
    price: d.price ?? null,
    offer_price: d.offer_price ?? null,
    before_price: d.before_price ?? null,
    subscription_price: d.subscription_price ?? null,
    preorder: d.preorder ?? null,
    was_price: d.was_price ?? null,
    price_dropped_at: d.price_dropped_at ? new Date(d.price_dropped_at * 1000) : null,
    reason: found.reason,
  }
}

/** One shopper's due searches on one tenant: found, claimed, emailed (or not: nothing new, unsubscribed). */
async function alertShopper(
  payload: Payload,
  tenant: TenantSite,
  rows: DueRow[],
  now: Date,
  send: Send,
  run: AlertRun,
  stockChangedAt: number,
): Promise<void> {
  const email = rows[0]!.email
  const pool = pgPoolOf(payload)
  const ids = rows.map((r) => r.id)
  const markRun = () => pool.query('UPDATE saved_searches SET last_run_at = $2 WHERE id = ANY($1::int[])', [ids, now])
  if (await isOptedOut(payload, tenant.id, email)) return void (await markRun())
  const perSearch: { row: DueRow; found: Found[] }[] = []
  for (const row of rows) {
    const found = await findFor(payload, tenant, row, row.last_run_at ?? row.created_at, now, stockChangedAt)
    perSearch.push({ row, found })
  }
  // a car found by two searches (or twice) is claimed and listed once, under the first
  const seen = new Set<string>()
  const items = perSearch.flatMap(({ row, found }) =>
    found.filter((f) => !seen.has(f.key) && seen.add(f.key)).map((f) => ({ found: f, searchId: row.id })),
  )
  const claimed = await claim(payload, Number(tenant.id), rows[0]!.customer_id, items)
  const origin = siteOrigin(tenant)
  const groups: AlertGroup[] = perSearch
    .map(({ row, found }) => {
      const mine = found.filter((f) => claimed.has(f.key) && items.some((i) => i.found === f))
      return {
        search: row.name,
        searchUrl: `${origin}${savedSearchPath(row.query ?? '')}`,
        cars: mine.slice(0, MAX_CARS_PER_EMAIL).map((f) => toCar(origin, f)),
        more: Math.max(0, mine.length - MAX_CARS_PER_EMAIL),
      }
    })
    .filter((g) => g.cars.length > 0)
  if (groups.length === 0) return void (await markRun())

  const token = signUnsubscribeToken({ tenantId: tenant.id, email }, unsubscribeKey())
  const unsubscribePage = `${origin}/pages/unsubscribe?token=${encodeURIComponent(token)}`
  const oneClick = `${origin}/api/marketing/unsubscribe?token=${encodeURIComponent(token)}`
  const mail = alertEmail({
    siteName: tenant.name,
    brandColour: tenant.theme.primary,
    groups,
    garageUrl: `${origin}${GARAGE_PATH}`,
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
      rows[0]!.customer_id,
      [...claimed],
    ])
    run.failed++
    payload.logger.error({ err: error, tenant: tenant.slug }, 'alert email could not be sent')
    return
  }
  await markRun()
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
    const byTenant = new Map<number, DueRow[]>()
    for (const r of rows) byTenant.set(r.tenant_id, [...(byTenant.get(r.tenant_id) ?? []), r])
    for (const [tenantId, tenantRows] of byTenant) {
      const tenant = await tenantSite(payload, tenantId)
      if (!tenant) continue
      const due = tenantRows.filter((r) =>
        alertDue(r.frequency, r.last_run_at ?? r.created_at, now, tenant.config.timeZone, r.created_at),
      )
      run.searches += due.length
      if (due.length === 0) continue
      const stockChangedAt = await lastStockChange(payload, tenantId)
      const byShopper = new Map<number, DueRow[]>()
      for (const r of due) byShopper.set(r.customer_id, [...(byShopper.get(r.customer_id) ?? []), r])
      for (const shopperRows of byShopper.values()) {
        try {
          await alertShopper(payload, tenant, shopperRows, now, send, run, stockChangedAt)
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
