import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { type DocId, relationId, sameId } from '../../src/domain/ids'
import { clearHostCache, tenantForRequestHost } from '../../src/lib/hostTenants'
import { requestHost } from '../../src/lib/requestContext'
import { isIntegrationUser, type Role } from '../../src/domain/users/roles'

export { ROLES, type Role } from '../../src/domain/users/roles'

type AnyUser = {
  id: number | string
  roles?: Role[] | null
  tenants?: { tenant: unknown }[] | null
  collection?: string
}

/**
 * The signed-in staff member, or null. An integration account (API key, src/domain/users/roles.ts) is not staff: every
 * access rule built on this treats it like the public, so it reads only what a rule grants it by name (leads).
 */
function userOf(req: PayloadRequest): AnyUser | null {
  const user = req.user as AnyUser | null | undefined
  return user && user.collection === 'users' && !isIntegrationUser(user) ? user : null
}

/** Any signed-in staff member (not an integration account). */
export const isStaffUser = (user: unknown): boolean => userOf({ user } as PayloadRequest) !== null

export function hasRole(user: AnyUser | null | undefined, ...roles: Role[]): boolean {
  return Boolean(user?.roles?.some((r) => roles.includes(r)))
}

export const isSuperAdminUser = (user: unknown): boolean => hasRole(user as AnyUser, 'super-admin')

export function userTenantIds(user: AnyUser | null | undefined): DocId[] {
  return (user?.tenants ?? []).map((row) => relationId(row.tenant)).filter((id): id is DocId => id !== null)
}

/** No one, whatever the request: for documents and fields only the server writes (with overrideAccess). */
export function nobody(): false {
  return false
}

/** Any signed-in admin user. */
export const isAdmin: Access = ({ req }) => Boolean(userOf(req))
export const isSuperAdmin: Access = ({ req }) => hasRole(userOf(req), 'super-admin')
export const isGroupAdminOrAbove: Access = ({ req }) => hasRole(userOf(req), 'super-admin', 'group-admin')
export const canSeeFlags: FieldAccess = ({ req }) => hasRole(userOf(req), 'super-admin', 'group-admin')

/**
 * Tenant id of the site the request was made on, or null. Anonymous REST/GraphQL reads are limited to this tenant.
 * The Host header only (requestHost): the edge has already applied X-Forwarded-Host from trusted proxies, and a
 * client's own X-Forwarded-Host is never read. One resolver with pages and site routes (src/lib/hostTenants.ts).
 */
export function clearHostTenantCache(): void {
  clearHostCache()
}

export async function tenantIdFromRequest(req: PayloadRequest): Promise<number | string | null> {
  const found = await tenantForRequestHost(req.payload, requestHost(req.headers), req)
  return found?.id ?? null
}

/**
 * Read access for tenant-scoped content.
 * - admin users: allowed; the multi-tenant plugin narrows it to their tenants (super-admins see all);
 * - the public: only documents of the tenant whose host the request came to, and only published ones.
 */
export function tenantScopedRead(publicWhere?: Where): Access {
  return async ({ req }) => {
    if (userOf(req)) return true
    const tenantId = await tenantIdFromRequest(req)
    if (tenantId === null) return false
    const scope: Where = { tenant: { equals: tenantId } }
    return publicWhere ? { and: [scope, publicWhere] } : scope
  }
}

/** Admin-only read of tenant-scoped documents (never public). */
export const tenantScopedAdminRead: Access = ({ req }) => Boolean(userOf(req))

/**
 * Write access for tenant-scoped content by role. The plugin narrows update/delete to the user's tenants;
 * create is checked here against the submitted tenant as well.
 */
export function tenantScopedWrite(...roles: Role[]): Access {
  return ({ req, data }) => {
    const user = userOf(req)
    if (!user || !hasRole(user, ...roles)) return false
    if (hasRole(user, 'super-admin')) return true
    const submitted = (data as { tenant?: unknown } | undefined)?.tenant
    if (submitted === null || submitted === undefined) return true
    return userTenantIds(user).some((id) => sameId(id, submitted))
  }
}

export const ALL_ADMIN_ROLES: Role[] = ['super-admin', 'group-admin', 'marketing']
export const MANAGER_ROLES: Role[] = ['super-admin', 'group-admin']
