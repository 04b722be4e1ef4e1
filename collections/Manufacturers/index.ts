import type { CollectionConfig } from 'payload'

import { isSuperAdmin } from '../access'
import { slugField } from '../fields/slug'

/** The platform-wide list of makes (SRP-50). Not tenant-scoped: every site shares it. */
export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'] },
  access: { read: () => true, create: isSuperAdmin, update: isSuperAdmin, delete: isSuperAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    slugField('name'),
    { name: 'logo_url', type: 'text' },
  ],
}
