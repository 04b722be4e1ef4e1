import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { resolveSiteConfig, type TenantOverrides } from '../../../src/domain/siteConfig'
import { reindexSearch } from '../../../src/search'

/**
 * Search documents carry values derived from the tenant's flags (shown price, price band, weekly figure), so when
 * the resolved site config of a tenant changes, its documents are rebuilt (reading in the request's transaction,
 * so the new flags are used). A new tenant has no vehicles yet. Seeds pass `context.skipSearchSync`.
 */
export const reindexTenantSearch: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.skipSearchSync || operation !== 'update' || !previousDoc) return doc
  const before = JSON.stringify(resolveSiteConfig(previousDoc as unknown as TenantOverrides))
  const after = JSON.stringify(resolveSiteConfig(doc as unknown as TenantOverrides))
  if (before === after) return doc
  await reindexSearch(req.payload, String(doc.id), { req })
  return doc
}

/** A deleted tenant keeps no search documents (reindexing a tenant that is gone empties it). */
export const removeTenantSearch: CollectionAfterDeleteHook = async ({ doc, id, req, context }) => {
  if (context.skipSearchSync) return doc
  await reindexSearch(req.payload, String(doc?.id ?? id), { req })
  return doc
}
