import type { Access, PayloadRequest } from 'payload'

import { ALL_ADMIN_ROLES, hasRole } from '../access'

type LeadsUser = { collection?: string; roles?: string[] | null }

/** Admin users with a role that may read leads (super, group, marketing); the plugin narrows them to their tenants. */
export function canReadLeads(user: unknown): boolean {
  const u = user as LeadsUser | null | undefined
  return Boolean(u && u.collection === 'users' && hasRole(u as never, ...ALL_ADMIN_ROLES))
}

export const leadsRead: Access = ({ req }) => canReadLeads(req.user)

/** 401 when nobody is signed in, 403 for a user whose role may not read leads, null when allowed. */
export function leadsAccessError(req: PayloadRequest): Response | null {
  if (!req.user) return Response.json({ error: 'Please sign in to the admin.' }, { status: 401 })
  if (!canReadLeads(req.user)) return Response.json({ error: 'Your role may not read leads.' }, { status: 403 })
  return null
}
