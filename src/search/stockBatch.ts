/**
 * A batch of stock changes (a dealer's feed): every car's save still runs its hooks, but instead of writing its search
 * document and expiring its cache tags one car at a time, the hooks hand both to the batch
 * (collections/Vehicles/hooks), and `flushStockBatch` applies them once at the end — one search upsert, one purge of
 * the tags' union (each page that shows several of the changed cars is rendered once, not once per car), in which the
 * list pages are purged softly (served stale while rendered again, for at most SOFT_PURGE_MS: src/lib/purgeScope.mjs).
 * The batch travels in the Local API's `context` under STOCK_BATCH; a save without one applies its own at once.
 */
import type { Payload } from 'payload'

import { relationId } from '../domain/ids'
import type { VehicleRecord } from '../domain/search/toSearchDoc'
import { toSearchDoc } from '../domain/search/toSearchDoc'
import type { SearchDoc } from '../domain/search/types'
import { expireTags } from '../lib/expireTag'
import { vehicleListsTag } from '../lib/cacheTags'
import { purgeScope, softListsTag } from '../lib/purgeScope.mjs'

import { siteConfigFor } from './documents'
import { postgresEngine } from './index'
import { mirrorToTypesense } from './typesense/engine'

/** The Local API context key a batch travels under. */
export const STOCK_BATCH = 'stockBatch'

export interface StockBatch {
  /** Cache tags the batch's changes expire. */
  tags: Set<string>
  /** The cars saved, as saved (the last save of a car wins). */
  saved: Map<string, VehicleRecord>
  /** The cars deleted. */
  removed: Set<string>
}

export const newStockBatch = (): StockBatch => ({ tags: new Set(), saved: new Map(), removed: new Set() })

/** The batch a save runs in, if any. @param context the hook's `context` */
export function stockBatchOf(context: Record<string, unknown> | undefined): StockBatch | undefined {
  const batch = context?.[STOCK_BATCH] as StockBatch | undefined
  return batch && batch.tags instanceof Set && batch.saved instanceof Map ? batch : undefined
}

/**
 * Applies a batch: the search documents of the cars saved (built with each tenant's config, read once per tenant) and
 * removed, in one write each, mirrored to Typesense when it is on; then the union of the cache tags, in one expiry.
 * Returns the search documents written.
 */
export async function flushStockBatch(payload: Payload, batch: StockBatch): Promise<number> {
  const engine = postgresEngine(payload)
  const configs = new Map<string, Awaited<ReturnType<typeof siteConfigFor>>>()
  const docs: SearchDoc[] = []
  const gone = new Set(batch.removed)
  for (const [id, vehicle] of batch.saved) {
    const tenantId = relationId(vehicle.tenant)
    if (tenantId === null) {
      gone.add(id)
      continue
    }
    const key = String(tenantId)
    if (!configs.has(key)) configs.set(key, await siteConfigFor(payload, tenantId))
    const cfg = configs.get(key)
    if (cfg) docs.push(toSearchDoc(vehicle, cfg))
    else gone.add(id)
  }
  for (const doc of docs) gone.delete(String(doc.id))
  await engine.upsert(docs)
  await engine.remove([...gone])
  await mirrorToTypesense(payload, async (ts) => {
    await ts.upsert(docs)
    await ts.remove([...gone])
  })
  // the list pages the batch concerns are refreshed softly: served stale while rendered again (src/lib/purgeScope.mjs)
  const tags = [...batch.tags]
  const softly = tags.flatMap((tag) => {
    const tenantId = purgeScope(tag)
    return tenantId && tenantId !== 'all' && tag === vehicleListsTag(tenantId) ? [softListsTag(tenantId)] : []
  })
  expireTags([...tags, ...softly])
  const written = docs.length
  batch.tags.clear()
  batch.saved.clear()
  batch.removed.clear()
  return written
}
