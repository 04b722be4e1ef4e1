import type { CollectionConfig } from 'payload'

import { pageBlocks } from '../../blocks'
import { ALL_ADMIN_ROLES, tenantScopedRead, tenantScopedWrite } from '../access'
import { slugField } from '../fields/slug'
import { revalidateTenant } from '../hooks/revalidateTenant'

const revalidate = revalidateTenant('pages')

/** Content pages built from blocks. The page with slug 'home' is the tenant's home page. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'tenant'] },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: tenantScopedRead({ _status: { equals: 'published' } }),
    readVersions: ({ req }) => Boolean(req.user),
    create: tenantScopedWrite(...ALL_ADMIN_ROLES),
    update: tenantScopedWrite(...ALL_ADMIN_ROLES),
    delete: tenantScopedWrite(...ALL_ADMIN_ROLES),
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'description', type: 'textarea', admin: { description: 'Shown to search engines.' } },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, minRows: 1 },
  ],
}
