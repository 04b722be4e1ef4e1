import type { CollectionConfig } from 'payload'

import { MANAGER_ROLES } from '../access'
import { labelledOptions } from '../fields/options'
import { titleAndSlug } from '../fields/slug'
import { tenantScoped } from '../shared/tenantScoped'
import { urlField } from '../fields/link'

/** Brands a tenant shows on its brands page (CMS-01, CMS-02). */
export const Brands: CollectionConfig = {
  ...tenantScoped('brands', { writers: MANAGER_ROLES }),
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'sort', 'tenant'],
    description:
      'The brands on the /brands page and the Brands block, by category, in Order. Each has its own page at /{slug}/overview.',
  },
  fields: [
    ...titleAndSlug('title'),
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      required: true,
      defaultValue: 'car',
      options: labelledOptions({ car: 'Car', motorcycle: 'Motorcycle', truck: 'Truck', group: 'Group' }),
    },
    { name: 'logo', label: 'Logo', type: 'upload', relationTo: 'media' },
    urlField('logo_url', 'Logo URL', { description: 'Used when no logo is uploaded.' }),
    { name: 'banner', label: 'Banner image', type: 'upload', relationTo: 'media' },
    urlField('banner_url', 'Banner image URL', { description: 'Used when no banner image is uploaded.' }),
    { name: 'description', label: 'Description', type: 'textarea' },
    { name: 'manufacturer', label: 'Manufacturer', type: 'relationship', relationTo: 'manufacturers' },
    {
      name: 'sort',
      label: 'Order',
      type: 'number',
      defaultValue: 0,
      admin: { description: 'Lower numbers come first.' },
    },
  ],
}
