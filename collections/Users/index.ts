import type { CollectionConfig, FieldAccess } from 'payload'

import { ROLE_LABELS } from '../../src/domain/users/roles'
import { hasRole, isGroupAdminOrAbove, isStaffUser } from '../access'
import { labelledOptions } from '../fields/options'
import { manageUsers } from './access'
import { guardIntegrationAccount, guardRoleChanges } from './hooks/guardRoleChanges'
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
 * marketing (content of their assigned tenants only), integration (a CRM's machine account: an API key that reads
 * the leads of its one tenant; it cannot sign in to the admin or write anything). Shoppers are not admin users.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    description:
      'Staff who sign in to the admin, and integration accounts (a CRM or reporting tool) that read leads with an ' +
      'API key. An API key is shown once, when it is generated: copy it then.',
  },
  auth: {
    // `Authorization: users API-Key <key>`: Payload keeps the key encrypted and never returns it on a read
    useAPIKey: true,
    maxLoginAttempts: ACCOUNT_MAX_LOGIN_ATTEMPTS,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
  },
  access: {
    // the admin panel is for staff; an integration account only calls the API with its key
    admin: ({ req }) => isStaffUser(req.user),
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
  hooks: {
    beforeValidate: [guardRoleChanges, guardIntegrationAccount],
    beforeOperation: [throttleSignIn],
    afterLogin: [releaseSignInSlot],
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['marketing'],
      label: 'Roles',
      saveToJWT: true,
      options: labelledOptions(ROLE_LABELS),
      admin: {
        description:
          'Super admin: every dealer group. Group admin: the sites of their group, settings included. Marketing: ' +
          'content and leads of their sites. Integration (a CRM or reporting tool): reads the leads of exactly one ' +
          'site and nothing else; it stands alone — choose Generate new API key above, copy the key, save, and give ' +
          'the key to the CRM (it is not shown again).',
      },
      access: { create: managersOnly, update: managersOnly },
    },
  ],
}
