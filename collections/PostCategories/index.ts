import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES } from '../access'
import { titleAndSlug } from '../fields/slug'
import { tenantScoped } from '../shared/tenantScoped'

/**
 * Blog categories (RTE-32/33). A category is listed at /blog?category={slug}; one with an external address links
 * out to the tenant's external blog instead (buyer-advice, motoring-tips, … on a group with one). The category with
 * slug 'vehicle-reviews' is also served at /blog/vehicle-reviews.
 */
export const PostCategories: CollectionConfig = {
  ...tenantScoped('post-categories', { writers: ALL_ADMIN_ROLES }),
  labels: { singular: 'Blog category', plural: 'Blog categories' },
  admin: {
    useAsTitle: 'title',
    group: 'Blog',
    defaultColumns: ['title', 'slug', 'external_url', 'tenant'],
    description:
      'Categories of the blog. A category with an external address is a link to that blog (it opens there); the ' +
      'others filter the site’s /blog page.',
  },
  fields: [
    ...titleAndSlug('title'),
    {
      name: 'external_url',
      label: 'External blog address',
      type: 'text',
      admin: {
        description:
          'Optional. An https:// address on the group’s external blog; the category chip then links there and its ' +
          'posts are not listed here.',
      },
      validate: (value: unknown) =>
        value == null || value === '' || (typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value))
          ? true
          : 'Enter an address starting with https://',
    },
  ],
}
