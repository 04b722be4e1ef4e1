import type { CollectionConfig, Field } from 'payload'

import { ALL_ADMIN_ROLES, tenantScopedRead, tenantScopedWrite } from '../access'
import { linkFields } from '../fields/link'
import { revalidateTenant } from '../hooks/revalidateTenant'

const revalidate = revalidateTenant('navigation')

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok'] as const

const menuItem: Field[] = [
  ...linkFields(),
  { name: 'children', label: 'Dropdown links', type: 'array', fields: linkFields() },
]

/** One header + footer per tenant (a per-tenant global through the multi-tenant plugin). */
export const Navigation: CollectionConfig = {
  slug: 'navigation',
  labels: { singular: 'Header & footer', plural: 'Header & footer' },
  admin: { useAsTitle: 'name' },
  access: {
    read: tenantScopedRead(),
    create: tenantScopedWrite(...ALL_ADMIN_ROLES),
    update: tenantScopedWrite(...ALL_ADMIN_ROLES),
    delete: tenantScopedWrite('super-admin', 'group-admin'),
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, defaultValue: 'Header & footer' },
    { name: 'header', label: 'Header menu', type: 'array', fields: menuItem },
    {
      name: 'footer',
      label: 'Footer columns',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'links', type: 'array', fields: linkFields() },
      ],
    },
    {
      name: 'social',
      type: 'group',
      fields: SOCIAL_NETWORKS.map((n) => ({ name: n, type: 'text' as const })),
    },
    { name: 'footer_note', type: 'textarea' },
  ],
}
