/**
 * `payload run scripts/lib/fleetDocs.ts` (FLEET_TENANTS='[100001, …]'): the search documents and facet cubes of the
 * fleet benchmark's generated tenants (scripts/lib/fleetData.mjs), made by the app's own code: each vehicle row read
 * in id batches straight from PostgreSQL (the Local API reads a thousand times slower than a million rows allow), turned
 * into its document by toSearchDoc with the tenant's resolved site config (siteConfigFor, as `npm run reindex` does),
 * written with the engine's upsertSql, then each tenant's facet cube built with the engine's BUILD_FACET_CUBE_SQL.
 */
import { getPayload } from 'payload'
import pg from 'pg'
import { z } from 'zod'

import config from '../../payload.config'
import { toSearchDoc, type VehicleRecord } from '../../src/domain/search/toSearchDoc'
import { siteConfigFor } from '../../src/search/documents'
import { BUILD_FACET_CUBE_SQL, upsertSql } from '../../src/search/postgres/sql'

const BATCH = 2_000
const NUMERIC = new Set(['year', 'km', 'price', 'before_price', 'offer_price', 'subscription_price', 'seats', 'doors'])
const RENAMED: Record<string, string> = {
  tenant_id: 'tenant',
  location_id: 'location',
  dealership_id: 'dealership',
  standard_equipment: 'standardEquipment',
  youx_quote: 'youxQuote',
  created_at: 'createdAt',
  updated_at: 'updatedAt',
}

/** A vehicles row as the Local API would hand it over at depth 0: camelCase names, numbers, ISO dates. */
function record(row: Record<string, unknown>): VehicleRecord {
  const out: Record<string, unknown> = {}
  for (const [column, value] of Object.entries(row)) {
    const name = RENAMED[column] ?? column
    if (value instanceof Date) out[name] = value.toISOString()
    else if (NUMERIC.has(column) || column === 'photos_count') out[name] = value === null ? null : Number(value)
    else out[name] = value
  }
  return out as unknown as VehicleRecord
}

const tenants = z
  .array(z.number().int().positive())
  .min(1)
  .parse(JSON.parse(process.env.FLEET_TENANTS ?? '[]'))
console.log(`  search documents of ${tenants.length} tenants…`)
const payload = await getPayload({ config })
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
const started = performance.now()
let written = 0
try {
  for (const [i, tenantId] of tenants.entries()) {
    const cfg = await siteConfigFor(payload, tenantId)
    if (!cfg) throw new Error(`tenant ${tenantId} is not there`)
    for (let after = 0; ;) {
      const { rows } = await pool.query(
        'SELECT * FROM vehicles WHERE tenant_id = $1 AND id > $2 ORDER BY id LIMIT $3',
        [tenantId, after, BATCH],
      )
      if (rows.length === 0) break
      const sql = upsertSql(rows.map((row) => toSearchDoc(record(row), cfg)))
      await pool.query(sql.text, sql.values)
      written += rows.length
      after = Number(rows[rows.length - 1]!.id)
    }
    await pool.query(BUILD_FACET_CUBE_SQL, [String(tenantId)])
    if ((i + 1) % 10 === 0 || i === tenants.length - 1)
      console.log(
        `  search documents: ${i + 1}/${tenants.length} tenants, ${written} documents, ${Math.round((performance.now() - started) / 1000)} s`,
      )
  }
  await pool.query('ANALYZE')
} finally {
  await pool.end()
}
process.exit(0)
