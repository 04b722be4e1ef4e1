import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { tenantTag } from '../../../src/lib/cacheTags'
import { expireTag } from '../../../src/lib/expireTag'
import { groupSiteIds } from '../../../src/lib/groupSites'

type OfferDoc = { tenant?: unknown; shared_with_group?: boolean | null } | null | undefined

/**
 * A group-wide offer (OFF-06) shows on the dealer group's other sites too, so its change expires their offers as
 * well (the offer's own site is expired by the tenant-scoped hooks). Only when the offer is, or was, group-wide: an
 * ordinary offer's edit touches no other site's cache.
 */
async function expireGroup(docs: OfferDoc[], disabled: unknown, payload: Parameters<typeof groupSiteIds>[0]) {
  if (disabled) return
  const shared = docs.filter((d) => d?.shared_with_group)
  if (shared.length === 0) return
  const sites = new Set<string>()
  for (const doc of shared) for (const id of await groupSiteIds(payload, doc?.tenant)) sites.add(String(id))
  for (const id of sites) expireTag(tenantTag(id, 'offers'))
}

export const expireGroupOffers: { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } = {
  afterChange: async ({ doc, previousDoc, context, req }) => {
    await expireGroup([doc, previousDoc], context.disableRevalidate, req.payload)
    return doc
  },
  afterDelete: async ({ doc, context, req }) => {
    await expireGroup([doc], context.disableRevalidate, req.payload)
    return doc
  },
}
