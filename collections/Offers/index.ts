import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES, tenantScopedRead, tenantScopedWrite } from '../access'
import { revalidateTenant } from '../hooks/revalidateTenant'

const revalidate = revalidateTenant('offers')

/** Manufacturer and dealer offers (OFF-06). */
export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category', 'manufacturer', 'expires_at', 'tenant'] },
  access: {
    read: tenantScopedRead(),
    create: tenantScopedWrite(...ALL_ADMIN_ROLES),
    update: tenantScopedWrite(...ALL_ADMIN_ROLES),
    delete: tenantScopedWrite(...ALL_ADMIN_ROLES),
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'disclaimer', type: 'textarea' },
    {
      name: 'category',
      type: 'select',
      defaultValue: 'Special offer',
      options: ['Special offer', 'Finance offer', 'Service offer', 'Runout sale'].map((v) => ({ label: v, value: v })),
    },
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers' },
    {
      name: 'model',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'slug', type: 'text' },
        { name: 'override_url', type: 'text' },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'image_url', type: 'text' },
    { name: 'starts_at', type: 'date' },
    { name: 'expires_at', type: 'date' },
  ],
}
