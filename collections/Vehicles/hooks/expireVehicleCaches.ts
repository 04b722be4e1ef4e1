import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { vehicleChangeTags } from '../../../src/lib/cacheTags'
import { expireTags } from '../../../src/lib/expireTag'
import { stockBatchOf } from '../../../src/search/stockBatch'

/** Expires the tags now, or — in a stock batch (src/search/stockBatch.ts) — adds them to the batch's. */
function expire(tags: string[], context: Record<string, unknown>): void {
  const batch = stockBatchOf(context)
  if (batch) for (const tag of tags) batch.tags.add(tag)
  else expireTags(tags)
}

/** Expire what a car's change concerns, after it is saved or deleted (not during a seed: context.disableRevalidate). */
export const expireVehicleCachesAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, operation, context }) => {
  if (!context.disableRevalidate) expire(vehicleChangeTags(operation === 'create' ? null : previousDoc, doc), context)
  return doc
}

export const expireVehicleCachesAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate) expire(vehicleChangeTags(doc, null), context)
  return doc
}
