import type { CollectionAfterChangeHook } from 'payload'

import { userTenantIds } from '../../access'

/**
 * A group admin manages every tenant of their dealer group: when a tenant is created in a group, it is added
 * to the tenant list of each group admin who already manages a tenant of that group.
 */
export const addToGroupAdmins: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !doc.dealer_group) return doc
  const siblings = await req.payload.find({
    collection: 'tenants',
    where: { and: [{ dealer_group: { equals: doc.dealer_group } }, { id: { not_equals: doc.id } }] },
    limit: 500,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (siblings.docs.length === 0) return doc
  const admins = await req.payload.find({
    collection: 'users',
    where: { and: [{ roles: { in: ['group-admin'] } }, { 'tenants.tenant': { in: siblings.docs.map((t) => t.id) } }] },
    limit: 500,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const admin of admins.docs) {
    const ids = userTenantIds(admin as never)
    if (ids.some((id) => String(id) === String(doc.id))) continue
    await req.payload.update({
      collection: 'users',
      id: admin.id,
      data: { tenants: [...ids.map((id) => ({ tenant: id })), { tenant: doc.id }] } as never,
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  return doc
}
