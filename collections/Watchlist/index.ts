import type { CollectionConfig } from 'payload'

import { MANAGER_ROLES, nobody, tenantScopedAdminRead, tenantScopedWrite } from '../access'

/**
 * Shoppers' watchlists (spec §3 Watchlist, SAVE-01..12): one row per account and car, unique (customer, vehicle).
 * Saved and removed by the site (POST /api/watchlist/save-car, /remove-car); staff of the tenant read them (who
 * watches which car), managers may delete one. Not revalidated: a watchlist is nobody's page content.
 */
export const Watchlist: CollectionConfig = {
  slug: 'watchlist',
  labels: { singular: 'Watchlist entry', plural: 'Watchlist' },
  admin: {
    defaultColumns: ['customer', 'vehicle', 'createdAt', 'tenant'],
    group: 'Leads',
    description: 'Cars shoppers saved to their watchlist on this dealer site.',
  },
  access: {
    read: tenantScopedAdminRead,
    create: nobody,
    update: nobody,
    delete: tenantScopedWrite(...MANAGER_ROLES),
  },
  indexes: [{ fields: ['customer', 'vehicle'], unique: true }],
  fields: [
    { name: 'customer', label: 'Shopper', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'vehicle', label: 'Car', type: 'relationship', relationTo: 'vehicles', required: true, index: true },
  ],
}
