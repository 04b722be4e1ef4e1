import type { CollectionConfig, FieldAccess } from 'payload'

import { hasRole, isGroupAdminOrAbove, ROLES } from '../access'
import { manageUsers } from './access'
import { guardRoleChanges } from './hooks/guardRoleChanges'
import { releaseSignInSlot, throttleSignIn } from './hooks/loginThrottle'

/**
 * Payload's account lockout: the backstop against guessing spread over many addresses. Well above the per-address
 * throttle (hooks/loginThrottle.ts: 10 failures per 15 minutes), so one address is refused long before it could lock
 * someone out; a successful sign-in resets the count.
 */
export const ACCOUNT_MAX_LOGIN_ATTEMPTS = 50

const managersOnly: FieldAccess = ({ req }) => hasRole(req.user as never, 'super-admin', 'group-admin')

/**
 * Admin users. Roles: super-admin (everything), group-admin (the tenants of their group, flags included),
 * marketing (content of their assigned tenants only). Shoppers are not admin users.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'] },
  auth: {
    maxLoginAttempts: ACCOUNT_MAX_LOGIN_ATTEMPTS,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
  },
  access: {
    // Marketing users read only themselves; group admins read users of their tenants (the plugin adds that scope).
    read: ({ req }) => {
      if (!req.user) return false
      if (hasRole(req.user as never, 'super-admin', 'group-admin')) return true
      return { id: { equals: req.user.id } }
    },
    create: isGroupAdminOrAbove,
    update: manageUsers,
    delete: async (args) => {
      if (!hasRole(args.req.user as never, 'super-admin', 'group-admin')) return false
      return manageUsers(args)
    },
  },
  hooks: { beforeValidate: [guardRoleChanges], beforeOperation: [throttleSignIn], afterLogin: [releaseSignInSlot] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['marketing'],
      saveToJWT: true,
      options: ROLES.map((r) => ({ label: r, value: r })),
      access: { create: managersOnly, update: managersOnly },
    },
  ],
}
