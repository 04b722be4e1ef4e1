import 'server-only'

import type { Payload } from 'payload'

import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  savedQuery,
  savedSearchPath,
  type AlertFrequency,
  type SaveSearchInput,
  type UpdateSearchInput,
} from '@/domain/alerts/savedSearch'
import type { TenantSite } from '@/domain/site'
import { pgPoolOf } from '@/lib/db/pool'
import { mapLimit } from '@/lib/mapLimit'
import { getSearchEngine } from '@/search'
import { cachedSearch } from '@/search/cache'
import { scopeFor } from '@/search/scope'

import type { ShopperAccount } from '../accounts'
import { toTenantSite } from '../tenants'
import type { Tenant } from '../../../payload-types'

/**
 * A shopper's saved searches on a tenant (docs/architecture/alerts.md): saved from a results page, listed in My
 * garage with how many cars match now, renamed, paused, their emails turned on or off, deleted. Only the shopper's
 * own, on this tenant: every statement names both.
 */

export interface SavedSearchView {
  id: number
  name: string
  query: string
  path: string
  frequency: AlertFrequency
  alerts: boolean
  paused: boolean
  /** Cars matching now (null: the search no longer parses). */
  matches: number | null
  createdAt: string
}

interface Row {
  id: number
  name: string
  query: string | null
  frequency: AlertFrequency
  alerts: boolean | null
  paused: boolean | null
  created_at: Date
}

export async function savedSearchesOf(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
): Promise<SavedSearchView[]> {
  const { rows } = await pgPoolOf(payload).query<Row>(
    `SELECT id, name, query, frequency, alerts, paused, created_at FROM saved_searches
     WHERE tenant_id = $1 AND customer_id = $2 ORDER BY created_at DESC`,
    [tenant.id, account.id],
  )
  const engine = getSearchEngine(payload)
  const scope = scopeFor(tenant)
  return Promise.all(
    rows.map(async (r) => {
      const query = savedQuery(r.query ?? '')
      const matches = query ? (await cachedSearch(engine, scope, { ...query, hitsPerPage: 1 })).count : null
      return {
        id: r.id,
        name: r.name,
        query: r.query ?? '',
        path: savedSearchPath(r.query ?? ''),
        frequency: r.frequency,
        alerts: r.alerts !== false,
        paused: r.paused === true,
        matches,
        createdAt: new Date(r.created_at).toISOString(),
      }
    }),
  )
}

export type SavedSearchResult =
  { ok: true; id: number; message: string } | { ok: false; status: 404 | 409; error: string }

/** Save a search (at most MAX_SAVED_SEARCHES per account and tenant; the same search saved again is updated). */
export async function saveSearch(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
  input: SaveSearchInput,
): Promise<SavedSearchResult> {
  const pool = pgPoolOf(payload)
  const message = input.alerts ? SAVED_SEARCH_MESSAGES.saved : SAVED_SEARCH_MESSAGES.savedQuiet
  const same = await pool.query<{ id: number }>(
    'SELECT id FROM saved_searches WHERE tenant_id = $1 AND customer_id = $2 AND query = $3',
    [tenant.id, account.id, input.query],
  )
  if (same.rows[0]) {
    await pool.query(
      'UPDATE saved_searches SET name = $2, frequency = $3, alerts = $4, paused = false, updated_at = now() WHERE id = $1',
      [same.rows[0].id, input.name, input.frequency, input.alerts],
    )
    return { ok: true, id: same.rows[0].id, message }
  }
  // the bound and the insert in one statement: two saves at once cannot both pass it
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO saved_searches (tenant_id, customer_id, name, query, frequency, alerts, paused, updated_at, created_at)
     SELECT $1, $2, $3, $4, $5, $6, false, now(), now()
     WHERE (SELECT count(*) FROM saved_searches WHERE tenant_id = $1 AND customer_id = $2) < $7
     RETURNING id`,
    [tenant.id, account.id, input.name, input.query, input.frequency, input.alerts, MAX_SAVED_SEARCHES],
  )
  if (!rows[0]) return { ok: false, status: 409, error: SAVED_SEARCH_MESSAGES.tooMany }
  return { ok: true, id: rows[0].id, message }
}

/** Rename, re-time, pause or resume a saved search, or turn its emails on or off. */
export async function updateSavedSearch(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
  id: number,
  input: UpdateSearchInput,
): Promise<SavedSearchResult> {
  const { rowCount } = await pgPoolOf(payload).query(
    `UPDATE saved_searches SET name = coalesce($4, name), frequency = coalesce($5, frequency),
       alerts = coalesce($6, alerts), paused = coalesce($7, paused), updated_at = now()
     WHERE id = $1 AND tenant_id = $2 AND customer_id = $3`,
    [
      id,
      tenant.id,
      account.id,
      input.name ?? null,
      input.frequency ?? null,
      input.alerts ?? null,
      input.paused ?? null,
    ],
  )
  if (!rowCount) return { ok: false, status: 404, error: SAVED_SEARCH_MESSAGES.notFound }
  return { ok: true, id, message: input.paused === true ? 'Alerts paused.' : 'Saved.' }
}

export async function deleteSavedSearch(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
  id: number,
): Promise<SavedSearchResult> {
  const { rowCount } = await pgPoolOf(payload).query(
    'DELETE FROM saved_searches WHERE id = $1 AND tenant_id = $2 AND customer_id = $3',
    [id, tenant.id, account.id],
  )
  if (!rowCount) return { ok: false, status: 404, error: SAVED_SEARCH_MESSAGES.notFound }
  return { ok: true, id, message: 'Saved search deleted.' }
}

/**
 * The shopper's price-drop emails for watched cars on or off (their own consent, given in My garage; the confirmed
 * email is the other half of the double opt-in). Turning them on starts from now: a drop before it is not sent.
 */
export async function setWatchAlerts(
  payload: Payload,
  account: ShopperAccount,
  on: boolean,
  now = new Date(),
): Promise<boolean> {
  const { rows } = await pgPoolOf(payload).query<{ watch_alerts: boolean }>(
    `UPDATE customers SET watch_alerts = $2,
       watch_alerts_since = CASE WHEN $2 AND NOT coalesce(watch_alerts, false) THEN $3 ELSE watch_alerts_since END
     WHERE id = $1 RETURNING watch_alerts`,
    [account.id, on, now],
  )
  return rows[0]?.watch_alerts === true
}

/** Distinct saved queries of a tenant looked at for one car (the most common first). */
const MATCHES_QUERIES = 2000

/**
 * How many of the tenant's saved searches one car matches now (the admin's shopper-interest panel): each distinct
 * saved query asked of the engine for that car alone (its listing second as a range, so the read is a handful of
 * rows), as the alert job reads it; null when the car is not on the site. Shoppers' searches stay unnamed: a count.
 */
export async function savedSearchesMatching(
  payload: Payload,
  vehicleId: number,
  now = new Date(),
): Promise<number | null> {
  const pool = pgPoolOf(payload)
  const { rows: docs } = await pool.query<{ tenant_id: string; created_at_timestamp: string }>(
    'SELECT tenant_id, created_at_timestamp FROM search_documents WHERE id = $1',
    [String(vehicleId)],
  )
  const doc = docs[0]
  if (!doc || !/^\d+$/.test(doc.tenant_id)) return null
  const tenantDoc = (await payload
    .findByID({ collection: 'tenants', id: Number(doc.tenant_id), depth: 1, overrideAccess: true })
    .catch(() => null)) as Tenant | null
  if (!tenantDoc) return null
  const scope = scopeFor(toTenantSite(tenantDoc), now)
  const { rows } = await pool.query<{ query: string | null; n: number }>(
    `SELECT query, count(*)::int AS n FROM saved_searches WHERE tenant_id = $1 GROUP BY query ORDER BY n DESC LIMIT $2`,
    [Number(doc.tenant_id), MATCHES_QUERIES],
  )
  const at = Number(doc.created_at_timestamp)
  const engine = getSearchEngine(payload)
  const counts = await mapLimit(rows, 3, async (r) => {
    const query = savedQuery(r.query ?? '')
    if (!query) return 0
    const own = query.ranges.created_at_timestamp
    const ranges = {
      ...query.ranges,
      created_at_timestamp: { min: Math.max(own?.min ?? at, at), max: Math.min(own?.max ?? at, at) },
    }
    const { hits } = await engine.changedSince(scope, { ...query, ranges }, 0, 100)
    return hits.some((h) => h.id === String(vehicleId)) ? r.n : 0
  })
  return counts.reduce((a, b) => a + b, 0)
}
