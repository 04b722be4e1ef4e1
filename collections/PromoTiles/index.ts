import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES } from '../access'
import { hrefField } from '../fields/link'
import { valueOptions } from '../fields/options'
import { publishWindow } from '../fields/schedule'
import { tenantScoped } from '../shared/tenantScoped'
import { CAR_TYPES } from '../Vehicles'

/** A promo card: on the home page grid and in search results at configured positions (SRP-06..11). */
export const PromoTiles: CollectionConfig = {
  ...tenantScoped('promo-tiles', { writers: ALL_ADMIN_ROLES }),
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'positions', 'starts_at', 'expires_at', 'tenant'] },
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
      options: valueOptions(CAR_TYPES),
      admin: { description: 'Empty shows on every car type.' },
    },
    ...publishWindow({ withTime: true }),
    { name: 'sort', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
