import type { CollectionConfig } from 'payload'

import { ALERT_FREQUENCIES, FREQUENCY_LABELS, NAME_MAX, QUERY_MAX } from '../../src/domain/alerts/savedSearch'
import { nobody } from '../access'

/**
 * Shoppers' saved searches (src/data/alerts/savedSearches.ts; docs/architecture/alerts.md): a results page's state
 * (its canonical query string), a name, how often to hear of new matches, whether emails are on and whether it is
 * paused, and when the alert job last looked at it. Made and changed only by the shopper through the site; closed to the API and
 * the admin (dealers see aggregate counts only, never one shopper's searches). Deleted with the account.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', required: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'name', type: 'text', required: true, maxLength: NAME_MAX },
    { name: 'query', type: 'text', maxLength: QUERY_MAX },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      defaultValue: 'daily',
      options: ALERT_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] })),
    },
    { name: 'alerts', type: 'checkbox', defaultValue: true },
    { name: 'paused', type: 'checkbox', defaultValue: false },
    { name: 'last_run_at', type: 'date' },
  ],
}
