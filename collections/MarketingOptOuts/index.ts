import type { CollectionConfig } from 'payload'

import { normaliseEmail } from '../../src/domain/marketing/unsubscribeToken'
import { ALL_ADMIN_ROLES, tenantScopedAdminRead } from '../access'
import { labelledOptions } from '../fields/options'
import { tenantScopedWrites } from '../shared/tenantScoped'

import { unsubscribeLinkEndpoint } from './unsubscribeLink'

/**
 * Email addresses that asked to receive no more marketing from one tenant (/pages/unsubscribe). One row
 * per tenant and address (a compound unique index); the address is stored lowercased. Rows are made by the signed
 * unsubscribe link (source 'link'), by an admin (a phone call, an email asking to stop: 'admin') or by an import.
 * A later enquiry from the same address with the marketing box ticked removes the row (src/data/marketing.ts):
 * the newest consent wins. Never public: admins of the tenant read and edit them (the multi-tenant plugin narrows).
 * GET /api/marketing-opt-outs/unsubscribe-link?tenant={id}&email={address} gives the signed link for a mail.
 */
export const MarketingOptOuts: CollectionConfig = {
  slug: 'marketing-opt-outs',
  labels: { singular: 'Marketing opt-out', plural: 'Marketing opt-outs' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'source', 'unsubscribed_at', 'tenant'],
    group: 'Leads',
    description:
      'Addresses that unsubscribed from this dealer’s marketing. Do not send offers, newsletters or alerts to ' +
      'them. An enquiry with the marketing box ticked later re-subscribes the address (the row is removed).',
  },
  access: { read: tenantScopedAdminRead, ...tenantScopedWrites(ALL_ADMIN_ROLES) },
  indexes: [{ fields: ['tenant', 'email'], unique: true }],
  endpoints: [unsubscribeLinkEndpoint],
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (data && typeof data.email === 'string') data.email = normaliseEmail(data.email) ?? data.email.trim()
        return data
      },
    ],
  },
  fields: [
    { name: 'email', label: 'Email', type: 'email', required: true, index: true },
    {
      name: 'unsubscribed_at',
      label: 'Unsubscribed',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'source',
      label: 'How',
      type: 'select',
      required: true,
      defaultValue: 'admin',
      options: labelledOptions({ link: 'Unsubscribe link', admin: 'Added by staff', import: 'Imported' }),
    },
  ],
}
