import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES } from '../access'
import { valueOptions } from '../fields/options'
import { publishWindow, scheduleStatusField } from '../fields/schedule'
import { thumbnailField } from '../fields/thumbnail'
import { tenantScopedDrafts } from '../shared/drafts'

/** Manufacturer and dealer offers (OFF-06). */
export const Offers: CollectionConfig = {
  ...tenantScopedDrafts('offers', { writers: ALL_ADMIN_ROLES }),
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'thumbnail',
      'schedule_status',
      '_status',
      'category',
      'manufacturer',
      'expires_at',
      'tenant',
    ],
    description:
      'Manufacturer and dealer offers. A live offer shows on the site’s Special offers page (/special-offers) and ' +
      'on its own page with an enquiry form; the header and footer Offers links appear while at least one offer is ' +
      'live. Offers go on the site at Starts and come off at Ends by themselves, within seconds.',
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    {
      name: 'description',
      label: 'Description',
      type: 'textarea',
      admin: { description: 'Cards show the first 160 characters with View more; the offer’s page shows it all.' },
    },
    {
      name: 'disclaimer',
      label: 'Disclaimer',
      type: 'textarea',
      admin: { description: 'The offer’s conditions. Cards show the first 200 characters with View more.' },
    },
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      defaultValue: 'Special offer',
      options: valueOptions(['Special offer', 'Finance offer', 'Service offer', 'Runout sale']),
    },
    {
      name: 'manufacturer',
      label: 'Manufacturer',
      type: 'relationship',
      relationTo: 'manufacturers',
      admin: {
        description: 'Leave empty for a dealer offer. Shoppers can filter offers by manufacturer, model and category.',
      },
    },
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
