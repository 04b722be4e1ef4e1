import type { CollectionBeforeValidateHook } from 'payload'
import { APIError, ValidationError } from 'payload'

import { integrationAccountProblem } from '../../../src/domain/users/roles'

import { hasRole, userTenantIds } from '../../access'

type UserData = { roles?: string[] | null; tenants?: { tenant: unknown }[] | null }

/**
 * - The very first user of an empty database becomes a super admin (a production database starts with no users).
 * - Only a super admin may grant super-admin.
 * - A group admin may only assign tenants they manage themselves.
 */
export const guardRoleChanges: CollectionBeforeValidateHook = async ({ data, req, operation, originalDoc }) => {
  const next = (data ?? {}) as UserData
  const actor = req.user as Parameters<typeof hasRole>[0]

  if (operation === 'create' && !actor) {
    const existing = await req.payload.count({ collection: 'users', overrideAccess: true, req })
    if (existing.totalDocs === 0) return { ...next, roles: ['super-admin'] }
  }
  if (!actor || hasRole(actor, 'super-admin')) return data

  const before = (originalDoc ?? {}) as UserData
  const grantsSuperAdmin = next.roles?.includes('super-admin') && !before.roles?.includes('super-admin')
  if (grantsSuperAdmin) throw new APIError('Only a super admin can grant the super-admin role.', 403, null, true)

  if (hasRole(actor, 'group-admin') && next.tenants) {
    const allowed = new Set(userTenantIds(actor).map(String))
    const previous = new Set(userTenantIds(before as Parameters<typeof userTenantIds>[0]).map(String))
    const submitted = userTenantIds(next as Parameters<typeof userTenantIds>[0]).map(String)
    const foreign = submitted.filter((id) => !allowed.has(id) && !previous.has(id))
    if (foreign.length > 0) throw new APIError('You can only assign tenants of your own dealer group.', 403, null, true)
  }
  return data
}

/**
 * An integration account has the Integration role alone and exactly one tenant (src/domain/users/roles.ts), checked
 * against the account as it will be saved (the submitted roles and tenants, else the stored ones): a 400 naming the
 * field, never a silent change.
 */
export const guardIntegrationAccount: CollectionBeforeValidateHook = ({ data, originalDoc, req, collection }) => {
  const next = (data ?? {}) as UserData
  const before = (originalDoc ?? {}) as UserData
  const roles = next.roles ?? before.roles ?? []
  const tenants = userTenantIds((next.tenants ? next : before) as Parameters<typeof userTenantIds>[0])
  const problem = integrationAccountProblem(roles, tenants)
  if (!problem) return data
  const path = problem.includes('role') ? 'roles' : 'tenants'
  throw new ValidationError({ collection: collection.slug, errors: [{ message: problem, path }], req })
}
