import type { Access, Where } from 'payload'

import { isIntegrationUser } from '../../src/domain/users/roles'
import { hasRole, userTenantIds } from '../access'

type UserRow = { id: number | string; roles?: string[] | null; tenants?: { tenant: unknown }[] | null }

/**
 * Who may change or delete a user account:
 * - a super admin: anyone;
 * - a group admin: themselves, and users who are not super admins and whose every tenant is one the group
 *   admin manages (so nobody reaches another group's tenants, or a super admin's account, through a shared user);
 * - an integration account: nobody, itself included (it writes nothing; its key is changed by an admin);
 * - anyone else: only themselves (field access keeps roles and tenants out of their reach).
 */
export const manageUsers: Access = async ({ req }) => {
  const actor = req.user as UserRow | null
  if (!actor || isIntegrationUser(actor)) return false
  if (hasRole(actor as never, 'super-admin')) return true
  const self: Where = { id: { equals: actor.id } }
  if (!hasRole(actor as never, 'group-admin')) return self
  const mine = new Set(userTenantIds(actor as never).map(String))
  if (mine.size === 0) return self
  const sharing = await req.payload.find({
    collection: 'users',
    where: { 'tenants.tenant': { in: [...mine] } },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const manageable = sharing.docs
    .filter((u) => !(u.roles ?? []).includes('super-admin'))
    .filter((u) => {
      const ids = userTenantIds(u as never).map(String)
      return ids.length > 0 && ids.every((id) => mine.has(id))
    })
    .map((u) => u.id)
  return { or: [self, { id: { in: manageable } }] }
}
