import type { CollectionConfig } from 'payload'

import { ALERT_REASONS } from '../../src/domain/alerts/savedSearch'
import { nobody } from '../access'

/**
 * What the alert job sent (src/data/alerts/job.ts): one row per shopper and alert key (a car's new match, or one
 * price drop of it), unique, so no car is alerted twice for one reason whatever the number of instances or runs; the
 * saved search that found it and when it was sent.
 * Closed to the API and the admin; deleted with the account.
 */
export const SentAlerts: CollectionConfig = {
  slug: 'sent-alerts',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['customer', 'key'], unique: true }],
  fields: [
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', required: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', required: true, index: true },
    { name: 'saved_search', type: 'relationship', relationTo: 'saved-searches' },
    { name: 'reason', type: 'select', required: true, options: [...ALERT_REASONS] },
    { name: 'key', type: 'text', required: true },
  ],
}
