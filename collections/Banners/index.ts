import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES, tenantScopedRead, tenantScopedWrite } from '../access'
import { hrefField } from '../fields/link'
import { revalidateTenant } from '../hooks/revalidateTenant'

const revalidate = revalidateTenant('banners')

/** Site-wide banners: the announcement bar above the header and the three-link feature banner. */
export const Banners: CollectionConfig = {
  slug: 'banners',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'placement', 'expires_at', 'tenant'] },
  access: {
    read: tenantScopedRead(),
    create: tenantScopedWrite(...ALL_ADMIN_ROLES),
    update: tenantScopedWrite(...ALL_ADMIN_ROLES),
    delete: tenantScopedWrite(...ALL_ADMIN_ROLES),
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'placement',
      type: 'select',
      required: true,
      defaultValue: 'announcement',
      options: [
        { label: 'Announcement bar (every page)', value: 'announcement' },
        { label: 'Feature banner (vehicle pages)', value: 'feature' },
      ],
    },
    { name: 'text', type: 'text' },
    hrefField('link', 'Link', false),
    { name: 'link_text', type: 'text' },
    { name: 'starts_at', type: 'date' },
    { name: 'expires_at', type: 'date' },
  ],
}
