import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { TENANTS_TAG } from '../../../src/lib/cacheTags'
import { expireTag } from '../../../src/lib/expireTag'
import { clearHostTenantCache } from '../../access'

/** A tenant's host, template, theme or flags changed: drop the host map and that tenant's settings. */
export const expireTenantCachesAfterChange: CollectionAfterChangeHook = ({ doc, context }) => {
  clearHostTenantCache()
  if (!context.disableRevalidate) {
    expireTag(TENANTS_TAG)
    expireTag(`t:${doc.id}:tenant`)
  }
  return doc
}

export const expireTenantCachesAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  clearHostTenantCache()
  if (!context.disableRevalidate) expireTag(TENANTS_TAG)
  return doc
}
