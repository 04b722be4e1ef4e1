import type { CollectionConfig } from 'payload'

import { isSuperAdmin, nobody } from '../access'

/**
 * Idempotency-Key records for POST /api/leads, per tenant: the request's hash and the first response, replayed
 * for the same key and body (409 for a different body). Kept 24 h. Server-only; super admins may read.
 */
export const LeadIdempotencyKeys: CollectionConfig = {
  slug: 'lead-idempotency-keys',
  labels: { singular: 'Lead idempotency key', plural: 'Lead idempotency keys' },
  admin: { hidden: true },
  access: { read: isSuperAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['tenant', 'key'], unique: true }],
  fields: [
    {
      name: 'tenant',
      type: 'relationship',
      relationTo: 'tenants',
      required: true,
      index: true,
    },
    { name: 'key', type: 'text', required: true },
    { name: 'request_hash', type: 'text', required: true },
    { name: 'response_status', type: 'number', required: true },
    { name: 'response_body', type: 'json', required: true },
    { name: 'lead', type: 'relationship', relationTo: 'leads' },
    { name: 'expires_at', type: 'date', required: true, index: true },
  ],
}
