import type { CollectionConfig } from 'payload'

import { nobody, tenantScopedAdminRead } from '../access'
import { labelledOptions } from '../fields/options'

/**
 * Buy-online journeys (spec §2 /checkout-journey; docs/architecture/reservations.md): a shopper's step-by-step
 * purchase of one car — trade-in, finance or cash, delivery or pick-up, details, deposit — saved on the server after
 * every step, so a reload or another device resumes it. Submitted, it becomes an order-intent lead the dealer
 * completes offline. Written only by the site's journey code; staff read them.
 */
export const CheckoutJourneys: CollectionConfig = {
  slug: 'checkout-journeys',
  labels: { singular: 'Buy-online journey', plural: 'Buy-online journeys' },
  admin: {
    defaultColumns: ['vehicle', 'customer', 'step', 'status', 'updatedAt', 'tenant'],
    group: 'Leads',
    description: 'Shoppers buying a car online, step by step. A submitted journey is also a lead.',
  },
  access: { read: tenantScopedAdminRead, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'vehicle', label: 'Car', type: 'relationship', relationTo: 'vehicles', required: true, index: true },
    { name: 'customer', label: 'Shopper account', type: 'relationship', relationTo: 'customers', index: true },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: labelledOptions({ open: 'In progress', submitted: 'Submitted' }),
    },
    {
      name: 'step',
      label: 'Current step',
      type: 'text',
      required: true,
      admin: {
        components: {
          Field: '/collections/shared/admin/ReadOnlyValue#WordsField',
          Cell: '/collections/shared/admin/Cells.client#WordsCell',
        },
      },
    },
    {
      name: 'data',
      label: 'Choices',
      type: 'json',
      // the shopper's answers as labelled values, never a JSON editor
      admin: { components: { Field: '/collections/Leads/components/LeadJsonField#LeadJsonField' } },
    },
    { name: 'reservation', label: 'Deposit', type: 'relationship', relationTo: 'reservations' },
    { name: 'lead', label: 'Lead', type: 'relationship', relationTo: 'leads' },
    // the browser keeps a resume token; only its SHA-256 is stored
    { name: 'token_hash', type: 'text', hidden: true, index: true, access: { read: nobody, update: nobody } },
    {
      name: 'expires_at',
      label: 'Expires',
      type: 'date',
      required: true,
      admin: {
        components: {
          Field: '/collections/Leads/components/LeadTime#LeadTimeField',
          Cell: '/collections/Leads/components/LeadTime#LeadTimeCell',
        },
      },
    },
  ],
}
