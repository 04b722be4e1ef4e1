import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES } from '../access'
import { valueOptions } from '../fields/options'
import { publishWindow, scheduleStatusField } from '../fields/schedule'
import { thumbnailField } from '../fields/thumbnail'
import { tenantScoped } from '../shared/tenantScoped'

/** Manufacturer and dealer offers (OFF-06). */
export const Offers: CollectionConfig = {
  ...tenantScoped('offers', { writers: ALL_ADMIN_ROLES }),
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'thumbnail', 'schedule_status', 'category', 'manufacturer', 'expires_at', 'tenant'],
    description:
      'Manufacturer and dealer offers, live between Starts and Ends. The site’s offers page is still to come: ' +
      'until it is built, offers are kept here and not shown to shoppers.',
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'description', label: 'Description', type: 'textarea' },
    { name: 'disclaimer', label: 'Disclaimer', type: 'textarea', admin: { description: 'The offer’s conditions.' } },
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      defaultValue: 'Special offer',
      options: valueOptions(['Special offer', 'Finance offer', 'Service offer', 'Runout sale']),
    },
    { name: 'manufacturer', label: 'Manufacturer', type: 'relationship', relationTo: 'manufacturers' },
    {
      name: 'model',
      label: 'Model',
      type: 'group',
      fields: [
        { name: 'name', label: 'Model name', type: 'text' },
        { name: 'slug', label: 'Model slug', type: 'text', admin: { description: 'e.g. cx-5' } },
        {
          name: 'override_url',
          label: 'Link instead',
          type: 'text',
          admin: { description: 'A page to send shoppers to instead of the model’s own page.' },
        },
      ],
    },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media' },
    { name: 'image_url', label: 'Image URL', type: 'text', admin: { description: 'Used when no image is uploaded.' } },
    ...publishWindow(),
    scheduleStatusField(),
    thumbnailField('image_url'),
  ],
}
