/**
 * The stock changes a dealer's feed makes all day — a price, a status, the km — written many cars to one statement.
 * Through the Local API each car's save costs some 50 ms (it reads the car, validates every field, writes each table
 * and reads it back); a feed changing 1 % of a fleet's stock a minute is thousands of saves a minute. The fields here
 * have no hooks or validation of their own beyond their type (the feed's rows are checked by
 * src/domain/inventory/feed.ts), so they are written in one UPDATE per BULK_ROWS cars; what the vehicle hooks do
 * after a save — the cache tags to expire, the search document to write — is handed to the stock batch
 * (src/search/stockBatch.ts), exactly as the hooks hand it in a batch. Any other change goes through the Local API.
 */
import type { Payload } from 'payload'

import type { Vehicle } from '../../payload-types'

import { vehicleChangeTags } from '../lib/cacheTags'
import { pgPoolOf } from '../lib/db/pool'
import type { VehicleRecord } from '../domain/search/toSearchDoc'
import { priceChangeOf } from '../domain/vehicle/priceDrop'
import type { StockBatch } from '../search/stockBatch'

/** Each field written in bulk, with its column's type (migrations: the vehicles table). */
const BULK_FIELDS = {
  price: 'numeric',
  km: 'numeric',
  status: 'enum_vehicles_status',
  sold: 'boolean',
  sold_date_timestamp: 'timestamptz',
  dealercomments: 'varchar',
  colour: 'varchar',
  regplate: 'varchar',
  tag: 'varchar',
  // price history, as the vehicle hook keeps it (collections/Vehicles/hooks/notePriceChange.ts)
  was_price: 'numeric',
  price_dropped_at: 'timestamptz',
  price_changed_at: 'timestamptz',
} as const

/** Cars per statement. */
const BULK_ROWS = 500

export type Fields = Record<string, unknown>

/** Whether a car's change touches only fields written in bulk. @param update the fields that change */
export const isBulkUpdate = (update: Fields): boolean =>
  Object.keys(update).length > 0 && Object.keys(update).every((k) => Object.hasOwn(BULK_FIELDS, k))

/** The change with its price history when it changes the price (src/domain/vehicle/priceDrop.ts). */
function withPriceHistory(current: Vehicle, update: Fields, now: Date): Fields {
  const history = 'price' in update ? priceChangeOf(current, update.price as number | null, now) : null
  return history ? { ...update, ...history } : update
}

/** One statement: each named field of each car set from its row of the JSON (a field not in the row is kept). */
const UPDATE_SQL = `UPDATE vehicles AS v SET ${Object.entries(BULK_FIELDS)
  .map(
    ([field, type]) =>
      `"${field}" = CASE WHEN d.doc ? '${field}' THEN (d.doc->>'${field}')::${type} ELSE v."${field}" END`,
  )
  .join(', ')}, updated_at = $3::timestamptz
  FROM jsonb_to_recordset($1::jsonb) AS d(id integer, doc jsonb)
  WHERE v.id = d.id AND v.tenant_id = $2
  RETURNING v.id`

/**
 * Writes these cars' changes (each isBulkUpdate) of one tenant and hands their effects to `batch`; returns the ids
 * written (a car deleted meanwhile is not among them).
 */
export async function applyBulkUpdates(
  payload: Payload,
  tenantId: number,
  changes: readonly { current: Vehicle; update: Fields }[],
  batch: StockBatch,
): Promise<Set<number>> {
  const written = new Set<number>()
  // as Payload stamps a save: the time it is written
  const now = new Date()
  const pool = pgPoolOf(payload)
  for (let i = 0; i < changes.length; i += BULK_ROWS) {
    const chunk = changes.slice(i, i + BULK_ROWS)
    const rows = chunk.map(({ current, update }) => ({ id: current.id, doc: withPriceHistory(current, update, now) }))
    const result = await pool.query<{ id: number }>(UPDATE_SQL, [JSON.stringify(rows), tenantId, now.toISOString()])
    for (const row of result.rows) written.add(Number(row.id))
    for (const { current, update } of chunk) {
      if (!written.has(Number(current.id))) continue
      const after = { ...current, ...withPriceHistory(current, update, now), updatedAt: now.toISOString() }
      for (const tag of vehicleChangeTags(current as unknown as Fields, after as unknown as Fields)) batch.tags.add(tag)
      batch.saved.set(String(current.id), after as unknown as VehicleRecord)
    }
  }
  return written
}
