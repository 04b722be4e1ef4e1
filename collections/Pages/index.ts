import type { CollectionConfig } from 'payload'

import { pageBlocks } from '../../blocks'
import { ALL_ADMIN_ROLES } from '../access'
import { titleAndSlug } from '../fields/slug'
import { revalidateHooks, tenantScopedAccess } from '../shared/tenantScoped'

/** Content pages built from blocks. The page with slug 'home' is the tenant's home page. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'tenant'] },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    ...tenantScopedAccess({ writers: ALL_ADMIN_ROLES, publicWhere: { _status: { equals: 'published' } } }),
    readVersions: ({ req }) => Boolean(req.user),
  },
  hooks: revalidateHooks('pages'),
  fields: [
    ...titleAndSlug('title'),
    { name: 'description', type: 'textarea', admin: { description: 'Shown to search engines.' } },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, minRows: 1 },
  ],
}
