import type { Access, PayloadRequest } from 'payload'

import { isIntegrationUser } from '../../src/domain/users/roles'
import { ALL_ADMIN_ROLES, hasRole } from '../access'

type LeadsUser = { collection?: string; roles?: string[] | null }

/** Admin users with a role that may read leads (super, group, marketing); the plugin narrows them to their tenants. */
export function canReadLeads(user: unknown): boolean {
  const u = user as LeadsUser | null | undefined
  return Boolean(u && u.collection === 'users' && hasRole(u as never, ...ALL_ADMIN_ROLES))
}

/**
 * Staff with a lead role, and integration accounts (a CRM polling by `updatedAt` with its API key): the multi-tenant
 * plugin narrows both to their tenants, an integration account to its one. Only staff act on leads (export, retry,
 * release: leadsAccessError; edits: the collection's update access).
 */
export const leadsRead: Access = ({ req }) =>
  canReadLeads(req.user) ||
  ((req.user as LeadsUser | null)?.collection === 'users' && isIntegrationUser(req.user as LeadsUser))

/** 401 when nobody is signed in, 403 for a user whose role may not read leads, null when allowed. */
export function leadsAccessError(req: PayloadRequest): Response | null {
  if (!req.user) return Response.json({ error: 'Please sign in to the admin.' }, { status: 401 })
  if (!canReadLeads(req.user)) return Response.json({ error: 'Your role may not read leads.' }, { status: 403 })
  return null
}
