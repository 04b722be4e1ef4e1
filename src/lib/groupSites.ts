import type { Payload } from 'payload'

import { type DocId, relationId } from '../domain/ids'

/**
 * The other sites (tenants) of a tenant's dealer group: the sites a group-wide offer (OFF-06 `shared_with_group`)
 * also shows on. A tenant without a dealer group has none. Read with access overridden: it only names ids.
 */
export async function groupSiteIds(payload: Payload, tenant: unknown): Promise<DocId[]> {
  const id = relationId(tenant)
  if (id === null) return []
  const own = await payload.find({
    collection: 'tenants',
    where: { id: { equals: id } },
    select: { dealer_group: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const group = (own.docs[0] as { dealer_group?: string | null } | undefined)?.dealer_group?.trim()
  if (!group) return []
  const siblings = await payload.find({
    collection: 'tenants',
    where: { and: [{ dealer_group: { equals: group } }, { id: { not_equals: id } }] },
    select: { dealer_group: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return siblings.docs.map((d) => d.id as DocId)
}
