import type { CollectionConfig } from 'payload'

import { pageBlocks } from '../../blocks'
import { ALL_ADMIN_ROLES } from '../access'
import { titleAndSlug } from '../fields/slug'
import { revalidateHooks, tenantScopedAccess } from '../shared/tenantScoped'

/** Content pages built from blocks. The page with slug 'home' is the tenant's home page. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt', 'tenant'],
    description:
      'Pages of the site, built from blocks. A page is public at /{slug} once published (the page with slug ' +
      '"home" is the home page); links to it then show in menus, banners and tiles. Drafts are never public.',
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    ...tenantScopedAccess({ writers: ALL_ADMIN_ROLES, publicWhere: { _status: { equals: 'published' } } }),
    readVersions: ({ req }) => Boolean(req.user),
  },
  hooks: revalidateHooks('pages'),
  fields: [
    ...titleAndSlug('title'),
    {
      name: 'description',
      label: 'Search engine description',
      type: 'textarea',
      admin: { description: 'Shown to search engines under the page title (about 150 characters).' },
    },
    {
      name: 'layout',
      label: 'Page content',
      type: 'blocks',
      blocks: pageBlocks,
      required: true,
      minRows: 1,
      admin: { description: 'The page’s sections, top to bottom.' },
    },
  ],
}
