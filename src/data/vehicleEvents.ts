import 'server-only'

import type { TenantSite } from '@/domain/site'
import { INSIGHT_METRICS } from '@/domain/insights'
import { detailViewEventId } from '@/domain/tracking'
import { onceWithin } from '@/lib/sharedLimits'

import { addInsight } from './insights'
import { dbPool, payloadClient } from './payload'

export interface ViewCount {
  views: number
  car_fields: { id: string; photos_count: number | null; updated_at: string }
}

/**
 * One counted view (or recorded reveal) per visitor and car every 30 minutes: a reload or a loop inflates nothing,
 * whichever instance each request reaches (src/lib/sharedLimits.ts onceWithin).
 */
const ONCE_WINDOW_MS = 30 * 60 * 1000
const once = onceWithin('vehicle-events', ONCE_WINDOW_MS)

/** True the first time `key` is seen in the window (and remembers it); false for repeats. */
export function firstInWindow(key: string, now = Date.now()): Promise<boolean> {
  return once.first(key, now)
}

/**
 * VDP-71: count a view of the tenant's car and answer { views, car_fields }, or null for no such car.
 * A single UPDATE … RETURNING on the vehicles table: no collection hooks (a view is not a stock change, so it must
 * not expire caches or re-index search). LEAD-58: a counted view of a used car is also recorded as tracking event 4
 * (after the answer is ready; a failure is logged, never answered).
 */
export async function recordView(
  tenant: TenantSite,
  slug: string,
  visitor: string,
  now = Date.now(),
  { fromAlert = false }: { fromAlert?: boolean } = {},
): Promise<ViewCount | null> {
  const pool = await dbPool()
  const count = await firstInWindow(`view:${tenant.id}:${slug}:${visitor}`, now)
  const columns = `"id", "views", "photos_count", "updated_at", "car_type", "dealership_id"`
  const sql = count
    ? `UPDATE "vehicles" SET "views" = COALESCE("views", 0) + 1
         WHERE "tenant_id" = $1 AND "slug" = $2 AND "show_on_dealer_website" = true
       RETURNING ${columns}`
    : `SELECT ${columns} FROM "vehicles"
         WHERE "tenant_id" = $1 AND "slug" = $2 AND "show_on_dealer_website" = true LIMIT 1`
  // Payload stores number fields as Postgres numeric, which node-postgres returns as strings.
  const res = await pool.query<{
    id: number
    views: string | number | null
    photos_count: string | number | null
    updated_at: Date
    car_type: string | null
    dealership_id: number | null
  }>(sql, [tenant.id, slug])
  const row = res.rows[0]
  if (!row) return null
  if (count) {
    // the dealer's insights: the car's view of the day, and an alert email opened (aggregate counts only)
    const at = new Date(now)
    const insights = [addInsight(pool, tenant, INSIGHT_METRICS.vehicleView, { subject: String(row.id), now: at })]
    if (fromAlert) insights.push(addInsight(pool, tenant, INSIGHT_METRICS.alertClick, { now: at }))
    await Promise.all(insights).catch((error) => console.warn('View insight could not be counted', error))
  }
  const viewEvent = detailViewEventId(row.car_type)
  if (count && viewEvent !== null) {
    recordEvent(tenant, {
      eventId: viewEvent,
      name: 'used_car_view',
      vehicleId: String(row.id),
      dealershipId: row.dealership_id === null ? null : String(row.dealership_id),
      data: { car_id: String(row.id), website_id: String(tenant.id) },
    }).catch((error) => console.warn('Used-car view analytics failed', error))
  }
  return {
    views: Number(row.views ?? 0),
    car_fields: {
      id: String(row.id),
      photos_count: row.photos_count === null ? null : Number(row.photos_count),
      updated_at: new Date(row.updated_at).toISOString(),
    },
  }
}

/** Records a tracking event of the tenant on the server (the analytics-events collection). */
export async function recordEvent(
  tenant: TenantSite,
  event: {
    eventId: number
    name: string
    vehicleId?: string | null
    dealershipId?: string | null
    data?: Record<string, unknown>
  },
): Promise<void> {
  const payload = await payloadClient()
  await payload.create({
    collection: 'analytics-events',
    data: {
      tenant: Number(tenant.id),
      event_id: event.eventId,
      name: event.name,
      vehicle: event.vehicleId ? Number(event.vehicleId) : null,
      dealership: event.dealershipId ? Number(event.dealershipId) : null,
      data: event.data ?? null,
    },
    overrideAccess: true,
    depth: 0,
  })
}
