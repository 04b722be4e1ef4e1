import type { CollectionConfig } from 'payload'

import { MANAGER_ROLES, tenantScopedRead, tenantScopedWrite } from '../access'
import { slugField } from '../fields/slug'
import { revalidateTenant } from '../hooks/revalidateTenant'

const revalidate = revalidateTenant('brands')

/** Brands a tenant shows on its brands page (CMS-01, CMS-02). */
export const Brands: CollectionConfig = {
  slug: 'brands',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'tenant'] },
  access: {
    read: tenantScopedRead(),
    create: tenantScopedWrite(...MANAGER_ROLES),
    update: tenantScopedWrite(...MANAGER_ROLES),
    delete: tenantScopedWrite(...MANAGER_ROLES),
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'car',
      options: [
        { label: 'Car', value: 'car' },
        { label: 'Motorcycle', value: 'motorcycle' },
        { label: 'Truck', value: 'truck' },
        { label: 'Group', value: 'group' },
      ],
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'logo_url', type: 'text' },
    { name: 'banner', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea' },
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers' },
    { name: 'sort', type: 'number', defaultValue: 0 },
  ],
}
