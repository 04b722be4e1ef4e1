/**
 * `npm run reindex`, resumable: every tenant's search documents rebuilt from the vehicles in batches by vehicle id,
 * each batch committed together with a checkpoint (search_reindex_checkpoints: the tenants finished, the tenant in
 * progress and the last vehicle id written in it). A run that stops midway (killed, a lost connection) leaves its
 * checkpoint; the next run of the same scope continues after the last committed batch instead of starting over.
 *
 *   run 'all'         every tenant in id order, then the documents of tenants that no longer exist are dropped
 *   run 'tenant:<id>' one tenant
 * A tenant's documents are upserted batch by batch (searches meanwhile see each car's old or new document, never
 * none); when its last batch is in, the documents of its cars that no longer exist are deleted in the same
 * transaction that marks the tenant finished. The finished run deletes its checkpoint. Two runs of one scope never
 * overlap: each holds the lease `search-reindex:<scope>` (src/lib/db/leases.ts), renewed while it runs and checked in
 * every batch's transaction, so a run that lost it (frozen past its expiry while another took over) writes nothing
 * more; a killed run's lease expires within LEASE_TTL_MS. Vehicle writes during a run are synced by the hooks as
 * always, so a resumed run is as current as a fresh one.
 */
import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

import type { SearchDoc } from '../../domain/search/types'
import { leaseHolder, withLease, type Lease } from '../../lib/db/leases'
import { allTenantIds, lastPerId, siteConfigFor, vehicleDocBatch, vehicleIdsOf } from '../documents'

import { inTransaction, run } from './db'
import {
  checkpointBatchSql,
  checkpointClearSql,
  checkpointReadSql,
  checkpointStartSql,
  checkpointTenantDoneSql,
  deleteOtherTenantsSql,
  deleteTenantStaleSql,
  upsertSql,
} from './sql'

/** Vehicles read and written per batch. */
export const REINDEX_BATCH = 500
const UPSERT_BATCH = 500

export interface ReindexProgress {
  tenantId: string
  /** 1-based position of the tenant in the run, and the run's tenant count. */
  tenant: number
  tenants: number
  /** Documents written by the run so far (a resumed run's count includes the stopped run's). */
  indexed: number
  /** Vehicles on the platform when the run started (for a percentage), 0 when unknown. */
  expected: number
  /** The batch's first and last vehicle ids (null, null: a tenant's end with no batch left). */
  firstId: string | null
  lastId: string | null
}

export interface ResumableReindexOptions {
  /** One tenant's documents (its own checkpoint), else every tenant's. */
  tenantId?: string
  /** Vehicles per batch (default REINDEX_BATCH). */
  batchSize?: number
  /** Forget a stopped run's checkpoint and start over. */
  restart?: boolean
  /** Told after each committed batch (and each finished tenant). */
  onProgress?: (progress: ReindexProgress) => void
  /** Called after each committed batch with its documents' ids; throwing stops the run there as a kill would. */
  afterBatch?: (batch: { tenantId: string; ids: string[] }) => void | Promise<void>
}

export interface ResumableReindexResult {
  /** Documents written by the whole run, the stopped part of it included. */
  indexed: number
  /** Batches written by this invocation. */
  batches: number
  /** Whether a stopped run's checkpoint was picked up. */
  resumed: boolean
  /** Tenants the checkpoint already had finished (not read again). */
  skippedTenants: number
  /** Tenants whose documents may have changed (for the result cache). */
  touched: string[]
}

interface Checkpoint {
  done_tenants: string[]
  tenant_id: string | null
  after_id: string | null
  indexed: string | number
}

async function upsert(client: PoolClient, docs: SearchDoc[]): Promise<void> {
  const unique = lastPerId(docs)
  for (let i = 0; i < unique.length; i += UPSERT_BATCH) await run(client, upsertSql(unique.slice(i, i + UPSERT_BATCH)))
}

/** The lease a run of `scope` holds ('all' or 'tenant:<id>'). */
export const reindexLeaseName = (scope: string) => `search-reindex:${scope}`

export async function resumableReindex(
  payload: Payload,
  pool: Pool,
  opts: ResumableReindexOptions = {},
): Promise<ResumableReindexResult> {
  const scope = opts.tenantId === undefined ? 'all' : `tenant:${opts.tenantId}`
  const name = reindexLeaseName(scope)
  const held = await withLease(pool, name, (lease) => reindexScope(payload, pool, scope, lease, opts))
  if (held) return held.value
  const holder = await leaseHolder(pool, name)
  throw new Error(`Another reindex of ${scope} is running${holder ? ` (${holder.holder})` : ''}.`)
}

async function reindexScope(
  payload: Payload,
  pool: Pool,
  scope: string,
  lease: Lease,
  opts: ResumableReindexOptions,
): Promise<ResumableReindexResult> {
  const batchSize = Math.max(1, Math.trunc(opts.batchSize ?? REINDEX_BATCH))
  if (opts.restart) await run(pool, checkpointClearSql(scope))
  await run(pool, checkpointStartSql(scope))
  const cp = (await run<Checkpoint>(pool, checkpointReadSql(scope))).rows[0]!
  const done = new Set(cp.done_tenants)
  const resumed = done.size > 0 || cp.tenant_id !== null
  let indexed = Number(cp.indexed)

  const tenants = opts.tenantId !== undefined ? [String(opts.tenantId)] : await allTenantIds(payload)
  const expected = (await payload.count({ collection: 'vehicles', overrideAccess: true })).totalDocs
  const touched: string[] = []
  let batches = 0
  let skippedTenants = 0
  for (const [position, tenantId] of tenants.entries()) {
    if (done.has(tenantId)) {
      skippedTenants++
      continue
    }
    const progress = (firstId: string | null, lastId: string | null) =>
      opts.onProgress?.({
        tenantId,
        tenant: position + 1,
        tenants: tenants.length,
        indexed,
        expected,
        firstId,
        lastId,
      })
    touched.push(tenantId)
    const cfg = await siteConfigFor(payload, tenantId)
    let after = cp.tenant_id === tenantId ? cp.after_id : null
    if (cfg) {
      for (;;) {
        const batch = await vehicleDocBatch(payload, tenantId, cfg, after, batchSize)
        if (batch.lastId === null) break
        await inTransaction(pool, 'BEGIN', async (client) => {
          await lease.fence(client)
          await upsert(client, batch.docs)
          await run(client, checkpointBatchSql(scope, tenantId, batch.lastId!, batch.docs.length))
        })
        batches++
        indexed += batch.docs.length
        progress(batch.docs[0] ? String(batch.docs[0].id) : null, batch.lastId)
        await opts.afterBatch?.({ tenantId, ids: batch.docs.map((d) => String(d.id)) })
        after = batch.lastId
        if (batch.docs.length < batchSize) break
      }
    }
    // The tenant's end: documents of cars it no longer has go (all of them when the tenant is gone).
    const keep = cfg ? await vehicleIdsOf(payload, tenantId) : []
    await inTransaction(pool, 'BEGIN', async (client) => {
      await lease.fence(client)
      await run(client, deleteTenantStaleSql(tenantId, keep))
      await run(client, checkpointTenantDoneSql(scope, tenantId))
    })
    progress(null, null)
  }
  // Tenants that no longer exist lose their documents (a run of every tenant), and the finished run its checkpoint.
  const gone = await inTransaction(pool, 'BEGIN', async (client) => {
    await lease.fence(client)
    const deleted =
      opts.tenantId === undefined ? (await run<{ tenant_id: string }>(client, deleteOtherTenantsSql(tenants))).rows : []
    await run(client, checkpointClearSql(scope))
    return deleted.map((r) => r.tenant_id)
  })
  touched.push(...gone)
  return { indexed, batches, resumed, skippedTenants, touched: [...new Set(touched)] }
}
