import type { CollectionConfig } from 'payload'

import { nobody, tenantScopedAdminRead } from '../access'

/**
 * Tracking events recorded on the server (spec §7 Tracking event ids: 25 phone click, 26 first use of the
 * finance calculator, 14/15 enquiries, …). Written only by the server's own endpoints; admins of the tenant read them.
 */
export const AnalyticsEvents: CollectionConfig = {
  slug: 'analytics-events',
  labels: { singular: 'Analytics event', plural: 'Analytics events' },
  admin: { useAsTitle: 'name', defaultColumns: ['event_id', 'name', 'vehicle', 'createdAt', 'tenant'], group: 'Leads' },
  access: { read: tenantScopedAdminRead, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'event_id',
      label: 'Event number',
      type: 'number',
      required: true,
      index: true,
      admin: { description: 'The tracking event’s number (25 phone click, 14 new car enquiry, …).' },
    },
    { name: 'name', label: 'Event', type: 'text', required: true },
    { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', index: true },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships' },
    { name: 'data', type: 'json' },
  ],
}
