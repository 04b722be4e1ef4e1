import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES } from '../access'
import { valueOptions } from '../fields/options'
import { publishWindow } from '../fields/schedule'
import { tenantScoped } from '../shared/tenantScoped'

/** Manufacturer and dealer offers (OFF-06). */
export const Offers: CollectionConfig = {
  ...tenantScoped('offers', { writers: ALL_ADMIN_ROLES }),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category', 'manufacturer', 'expires_at', 'tenant'] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'disclaimer', type: 'textarea' },
    {
      name: 'category',
      type: 'select',
      defaultValue: 'Special offer',
      options: valueOptions(['Special offer', 'Finance offer', 'Service offer', 'Runout sale']),
    },
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers' },
    {
      name: 'model',
      type: 'group',
      fields: ['name', 'slug', 'override_url'].map((name) => ({ name, type: 'text' as const })),
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'image_url', type: 'text' },
    ...publishWindow(),
  ],
}
