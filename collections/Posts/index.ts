import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES } from '../access'
import { searchDescriptionField } from '../fields/seo'
import { titleAndSlug } from '../fields/slug'
import { SCHEDULED_DRAFTS, staffReadVersions } from '../shared/drafts'
import { revalidateHooks, tenantScopedAccess } from '../shared/tenantScoped'
import { urlField } from '../fields/link'

/** Blog posts (RTE-32, CMS-19/20): /blog, /blog/{slug}, the tenant's RSS feed and the blog cards block. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    group: 'Blog',
    defaultColumns: ['title', 'published_at', '_status', 'author', 'tenant'],
    description:
      'Articles of the site’s blog at /blog/{slug}. A published post shows from its publish date; drafts are never ' +
      'public.',
  },
  versions: SCHEDULED_DRAFTS,
  defaultSort: '-published_at',
  access: {
    ...tenantScopedAccess({ writers: ALL_ADMIN_ROLES, publicWhere: { _status: { equals: 'published' } } }),
    readVersions: staffReadVersions,
  },
  hooks: revalidateHooks('posts'),
  fields: [
    ...titleAndSlug('title'),
    {
      name: 'published_at',
      label: 'Publish date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
        description: 'Shown on the post; a later date keeps it off the site until then.',
      },
    },
    { name: 'author', label: 'Author', type: 'text', admin: { position: 'sidebar' } },
    {
      name: 'categories',
      label: 'Categories',
      type: 'relationship',
      relationTo: 'post-categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'excerpt',
      label: 'Summary',
      type: 'textarea',
      admin: { description: 'One or two sentences for the blog cards (empty: the start of the article).' },
    },
    { name: 'image', label: 'Hero image', type: 'upload', relationTo: 'media' },
    urlField('image_url', 'Hero image URL', { description: 'Used when no image is uploaded.' }),
    { name: 'body', label: 'Article', type: 'richText', required: true },
    searchDescriptionField('Shown to search engines under the title (about 150 characters; empty: the summary).'),
  ],
}
