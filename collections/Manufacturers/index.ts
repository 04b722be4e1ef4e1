import type { CollectionConfig } from 'payload'

import { isSuperAdmin } from '../access'
import { slugField } from '../fields/slug'
import { urlField } from '../fields/link'

/** The platform-wide list of makes (SRP-50). Not tenant-scoped: every site shares it. */
export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'logo_url'],
    description: 'The platform-wide list of makes (about 140, loaded by the seed). A brand of a site names one.',
  },
  access: { read: () => true, create: isSuperAdmin, update: isSuperAdmin, delete: isSuperAdmin },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, unique: true },
    slugField('name'),
    urlField('logo_url', 'Logo URL', { description: 'The make’s logo (an image URL).' }),
  ],
}
