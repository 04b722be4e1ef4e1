import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES, tenantScopedRead, tenantScopedWrite } from '../access'
import { hrefField } from '../fields/link'
import { revalidateTenant } from '../hooks/revalidateTenant'

const revalidate = revalidateTenant('promo-tiles')

/** A promo card: on the home page grid and in search results at configured positions (SRP-06..11). */
export const PromoTiles: CollectionConfig = {
  slug: 'promo-tiles',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'positions', 'starts_at', 'expires_at', 'tenant'] },
  access: {
    read: tenantScopedRead(),
    create: tenantScopedWrite(...ALL_ADMIN_ROLES),
    update: tenantScopedWrite(...ALL_ADMIN_ROLES),
    delete: tenantScopedWrite(...ALL_ADMIN_ROLES),
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'image_url', type: 'text', admin: { description: 'Used when no image is uploaded.' } },
    hrefField('link', 'Link'),
    { name: 'button_text', type: 'text', defaultValue: 'Find out more' },
    {
      name: 'positions',
      type: 'array',
      admin: { description: 'Grid positions in search results, e.g. 5 and 10.' },
      fields: [{ name: 'position', type: 'number', required: true, min: 1, max: 100 }],
    },
    { name: 'random_shuffle', label: 'Add a random offset of 0–2', type: 'checkbox', defaultValue: false },
    {
      name: 'car_types',
      type: 'select',
      hasMany: true,
      options: ['new', 'demo', 'used'].map((v) => ({ label: v, value: v })),
      admin: { description: 'Empty shows on every car type.' },
    },
    { name: 'starts_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'expires_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'sort', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
