import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { VehicleRecord } from '../../../src/domain/search/toSearchDoc'
import { postgresEngine } from '../../../src/search'
import { stockBatchOf } from '../../../src/search/stockBatch'
import { mirrorToTypesense } from '../../../src/search/typesense/engine'

/**
 * Keep the vehicle's search document in step (docs/architecture/search.md "The search document"): after a change,
 * upsert it built with its tenant's site config (read in the request's transaction); after a delete, remove it. Bulk
 * loads pass `context.skipSearchSync` and reindex once at the end.
 *
 * The document is written on the search engine's own connection, so it is visible before Payload commits the
 * vehicle; if that transaction then rolls back, the next change or `npm run reindex` puts it right. In a stock batch
 * (src/search/stockBatch.ts: a feed import) the car is handed to the batch, which writes every document at its end.
 */
export const syncSearchDocumentAfterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (context.skipSearchSync) return doc
  const batch = stockBatchOf(context)
  if (batch) {
    batch.saved.set(String(doc.id), doc as VehicleRecord)
    return doc
  }
  const engine = postgresEngine(req.payload)
  const searchDoc = await engine.docFor(doc as VehicleRecord, req)
  if (searchDoc) await engine.upsert([searchDoc])
  else await engine.remove([String(doc.id)])
  await mirrorToTypesense(req.payload, (ts) => (searchDoc ? ts.upsert([searchDoc]) : ts.remove([String(doc.id)])))
  return doc
}

export const syncSearchDocumentAfterDelete: CollectionAfterDeleteHook = async ({ doc, id, req, context }) => {
  if (context.skipSearchSync) return doc
  const batch = stockBatchOf(context)
  if (batch) {
    const key = String(doc?.id ?? id)
    batch.saved.delete(key)
    batch.removed.add(key)
    return doc
  }
  await postgresEngine(req.payload).remove([String(doc?.id ?? id)])
  await mirrorToTypesense(req.payload, (ts) => ts.remove([String(doc?.id ?? id)]))
  return doc
}
