import type { CollectionConfig, Field } from 'payload'

import { ALL_ADMIN_ROLES, MANAGER_ROLES } from '../access'
import { linkFields } from '../fields/link'
import { tenantScoped } from '../shared/tenantScoped'

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok'] as const

const menuItem: Field[] = [
  ...linkFields(),
  { name: 'children', label: 'Dropdown links', type: 'array', fields: linkFields() },
]

/** One header + footer per tenant (a per-tenant global through the multi-tenant plugin). */
export const Navigation: CollectionConfig = {
  ...tenantScoped('navigation', { writers: ALL_ADMIN_ROLES, deleters: MANAGER_ROLES }),
  labels: { singular: 'Header & footer', plural: 'Header & footer' },
  admin: { useAsTitle: 'name' },
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
