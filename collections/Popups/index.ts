import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES, tenantScopedRead, tenantScopedWrite } from '../access'
import { hrefField } from '../fields/link'
import { revalidateTenant } from '../hooks/revalidateTenant'

const revalidate = revalidateTenant('popups')

/** Promotional popup (VDP-47..50): dismissed once and remembered locally, hidden after expiry. */
export const Popups: CollectionConfig = {
  slug: 'popups',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'expiryDate', 'active', 'tenant'] },
  access: {
    read: tenantScopedRead({ active: { equals: true } }),
    create: tenantScopedWrite(...ALL_ADMIN_ROLES),
    update: tenantScopedWrite(...ALL_ADMIN_ROLES),
    delete: tenantScopedWrite(...ALL_ADMIN_ROLES),
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'src', label: 'Image URL', type: 'text' },
    hrefField('linkTo', 'Button link'),
    { name: 'buttonText', type: 'text', required: true, defaultValue: 'Find out more' },
    { name: 'expiryDate', type: 'date' },
    { name: 'active', type: 'checkbox', defaultValue: true },
  ],
}
