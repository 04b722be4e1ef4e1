import type { CollectionConfig } from 'payload'

import { MANAGER_ROLES } from '../access'
import { labelledOptions } from '../fields/options'
import { titleAndSlug } from '../fields/slug'
import { tenantScoped } from '../shared/tenantScoped'

/** Brands a tenant shows on its brands page (CMS-01, CMS-02). */
export const Brands: CollectionConfig = {
  ...tenantScoped('brands', { writers: MANAGER_ROLES }),
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'tenant'] },
  fields: [
    ...titleAndSlug('title'),
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'car',
      options: labelledOptions({ car: 'Car', motorcycle: 'Motorcycle', truck: 'Truck', group: 'Group' }),
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'logo_url', type: 'text' },
    { name: 'banner', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea' },
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers' },
    { name: 'sort', type: 'number', defaultValue: 0 },
  ],
}
