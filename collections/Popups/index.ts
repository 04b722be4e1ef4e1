import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES } from '../access'
import { hrefField } from '../fields/link'
import { tenantScoped } from '../shared/tenantScoped'

/** Promotional popup (VDP-47..50): dismissed once and remembered locally, hidden after expiry. */
export const Popups: CollectionConfig = {
  ...tenantScoped('popups', { writers: ALL_ADMIN_ROLES, publicWhere: { active: { equals: true } } }),
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'expiryDate', 'active', 'tenant'] },
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
