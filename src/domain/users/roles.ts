import { relationId, sameId, type DocId } from '../ids'

/**
 * The admin's user roles. Staff roles sign in to the admin; `integration` is a machine account (a CRM, a BI tool)
 * that signs in with an API key only, reads the leads of exactly one tenant and writes nothing.
 */
export const STAFF_ROLES = ['super-admin', 'group-admin', 'marketing'] as const
export const INTEGRATION_ROLE = 'integration'
export const ROLES = [...STAFF_ROLES, INTEGRATION_ROLE] as const
export type Role = (typeof ROLES)[number]

/** Each role in the words a dealer uses (the Users admin's select and list). */
export const ROLE_LABELS: Record<Role, string> = {
  'super-admin': 'Super admin',
  'group-admin': 'Group admin',
  marketing: 'Marketing',
  integration: 'Integration (API key)',
}

/**
 * Why an account with the integration role cannot be saved as submitted, or null when it can (or is not one):
 * the role stands alone, and the account belongs to exactly one tenant.
 *   (['integration'], ['7'])                → null
 *   (['integration', 'marketing'], ['7'])   → 'An integration account has the Integration role only.'
 *   (['integration'], [])                   → 'An integration account belongs to exactly one site.'
 */
export function integrationAccountProblem(
  roles: readonly string[] | null | undefined,
  tenantIds: readonly unknown[],
): string | null {
  if (!roles?.includes(INTEGRATION_ROLE)) return null
  if (roles.length !== 1) return 'An integration account has the Integration role only.'
  if (tenantIds.length !== 1) return 'An integration account belongs to exactly one site.'
  return null
}

/** Whether a user (a users-collection document) is an integration account rather than staff. */
export function isIntegrationUser(user: { roles?: readonly string[] | null } | null | undefined): boolean {
  return Boolean(user?.roles?.includes(INTEGRATION_ROLE))
}

/**
 * Whether a signed-in user may push a tenant's stock feed (POST /api/stock-feed): those who may edit its vehicles in
 * the admin — a super admin, or a group admin of that tenant. Marketing staff and integration accounts may not.
 */
export function mayImportStock(
  user: { roles?: readonly string[] | null; tenants?: readonly { tenant?: unknown }[] | null } | null | undefined,
  tenantId: DocId,
): boolean {
  if (!user || isIntegrationUser(user)) return false
  if (user.roles?.includes('super-admin')) return true
  if (!user.roles?.includes('group-admin')) return false
  return (user.tenants ?? []).some((row) => sameId(relationId(row.tenant), tenantId))
}
