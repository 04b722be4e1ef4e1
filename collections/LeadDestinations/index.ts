import type { CollectionConfig, FieldAccess } from 'payload'

import { env } from '../../src/lib/env'
import { webhookUrlError } from '../../src/lib/net/webhookTarget'
import { hasRole, isGroupAdminOrAbove, MANAGER_ROLES, nobody } from '../access'
import { tenantScopedWrites } from '../shared/tenantScoped'

import { rotateSecretEndpoint } from './endpoints/rotateSecret'
import { generateSecret, showSecretOnce } from './hooks/generateSecret'
import { SECRET_MAX_LENGTH } from './secret'

const COMPONENTS = '/collections/LeadDestinations/components'

const managers: FieldAccess = ({ req }) => hasRole(req.user as never, ...MANAGER_ROLES)

/**
 * Where a tenant's leads are delivered: an email address (ADF 1.0 XML body) or an https webhook (JSON body,
 * HMAC-SHA256 signature over `${timestamp}.${rawBody}` with the destination's secret). Optional dealership:
 * a destination with a dealership receives only leads for that dealership's cars; one without receives all.
 *
 * Security: only group admins (of the tenant, via the multi-tenant plugin) and super admins see
 * destinations at all; the signing secret is write-only (generated on creation and answered once, rotated with
 * the rotate-secret endpoint, read only by the delivery worker); a webhook URL may reach only public https servers
 * (src/lib/net/webhookTarget.ts: checked here at save time and again, pinned, at send time).
 */
export const LeadDestinations: CollectionConfig = {
  slug: 'lead-destinations',
  labels: { singular: 'Lead destination', plural: 'Lead destinations' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'dealership', 'active', 'tenant'],
    group: 'Leads',
    // marketing has no read access; this also keeps the collection out of its navigation
    hidden: ({ user }) => !hasRole(user as never, ...MANAGER_ROLES),
  },
  access: { read: isGroupAdminOrAbove, ...tenantScopedWrites(MANAGER_ROLES) },
  endpoints: [rotateSecretEndpoint],
  hooks: {
    beforeChange: [generateSecret],
    afterChange: [showSecretOnce],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'email',
      options: ['email', 'webhook'],
    },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships' },
    {
      name: 'email',
      type: 'email',
      admin: { condition: (_, sibling) => sibling?.kind === 'email' },
      validate: (value, { siblingData }) =>
        (siblingData as { kind?: string })?.kind !== 'email' ||
        (typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) ||
        'An email destination needs an address',
    },
    {
      name: 'url',
      type: 'text',
      maxLength: 2048,
      admin: {
        condition: (_, sibling) => sibling?.kind === 'webhook',
        description:
          'A public https address of your CRM. Private, local and link-local addresses are refused (checked again before every delivery), and redirects are not followed.',
      },
      validate: async (value: unknown, { siblingData }: { siblingData: unknown }) => {
        if ((siblingData as { kind?: string })?.kind !== 'webhook') return true
        const error = await webhookUrlError(value, {
          allowPrivate: env().LEAD_DESTINATIONS_ALLOW_PRIVATE === '1',
        })
        return error ?? true
      },
    },
    {
      name: 'secret',
      type: 'text',
      maxLength: SECRET_MAX_LENGTH,
      // write-only: nobody reads it through the API, GraphQL or the admin (the worker reads it with overrideAccess);
      // set on creation (generated when not given) and changed only by the rotate-secret endpoint
      access: { read: nobody, update: nobody, create: managers },
      admin: { hidden: true },
    },
    {
      name: 'signingSecret',
      type: 'ui',
      admin: {
        condition: (_, sibling) => sibling?.kind === 'webhook',
        components: { Field: `${COMPONENTS}/SigningSecret.client#SigningSecret` },
      },
    },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true },
  ],
}
