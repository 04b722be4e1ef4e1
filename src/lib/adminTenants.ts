import type { PayloadRequest } from 'payload'

import { relationId, sameId } from '@/domain/ids'
import { isIntegrationUser, STAFF_ROLES } from '@/domain/users/roles'

import type { Tenant } from '../../payload-types'

interface StaffLike {
  collection?: string
  roles?: readonly string[] | null
  tenants?: { tenant?: unknown }[] | null
}

/** A signed-in staff member of the admin (not an integration account, not a shopper). */
export function isStaffMember(user: unknown): user is StaffLike {
  const u = user as StaffLike | null | undefined
  return Boolean(
    u && u.collection === 'users' && !isIntegrationUser(u) && u.roles?.some((r) => STAFF_ROLES.includes(r as never)),
  )
}

/**
 * The tenants an admin view offers the signed-in staff member (a super admin every tenant, others their own, by
 * name) and the one shown: `asked` (?tenant=, else the admin's selected tenant cookie) when it is one of them, else the
 * first. Another tenant's id is never shown: the first of their own is.
 */
export async function staffTenants(
  req: PayloadRequest,
  asked: string | null | undefined,
): Promise<{ tenants: Tenant[]; tenant: Tenant | null }> {
  const user = req.user as unknown
  if (!isStaffMember(user)) return { tenants: [], tenant: null }
  const all = user.roles?.includes('super-admin') === true
  const mine = (user.tenants ?? []).map((row) => relationId(row.tenant)).filter((id) => id !== null)
  const tenants = (
    await req.payload.find({
      collection: 'tenants',
      where: all ? {} : { id: { in: mine } },
      depth: 0,
      limit: 1000,
      sort: 'name',
      overrideAccess: true,
      req,
    })
  ).docs as Tenant[]
  const cookie = /(?:^|;\s*)payload-tenant=([^;]+)/.exec(req.headers.get('cookie') ?? '')?.[1]
  const wanted = relationId(asked || (cookie ? decodeURIComponent(cookie) : ''))
  const tenant = tenants.find((t) => wanted !== null && sameId(t.id, wanted)) ?? tenants[0] ?? null
  return { tenants, tenant }
}
