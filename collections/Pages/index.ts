import type { CollectionConfig } from 'payload'

import { pageBlocks } from '../../blocks'
import { ALL_ADMIN_ROLES } from '../access'
import { labelledOptions } from '../fields/options'
import { searchDescriptionField } from '../fields/seo'
import { titleAndSlug } from '../fields/slug'
import { SCHEDULED_DRAFTS, staffReadVersions } from '../shared/drafts'
import { tenantScopedAccess } from '../shared/tenantScoped'
import { expirePageCachesAfterChange, expirePageCachesAfterDelete } from './hooks/expirePageCaches'

/** Content pages built from blocks. The page with slug 'home' is the tenant's home page. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt', 'tenant'],
    description:
      'Pages of the site, built from sections. Once published, a page is on the site at its slug (a page with the ' +
      'slug "about-us" is at yoursite.com.au/about-us; the page with the slug "home" is the home page), and links ' +
      'to it show in menus, banners and tiles. Drafts are never public.',
  },
  versions: SCHEDULED_DRAFTS,
  access: {
    ...tenantScopedAccess({ writers: ALL_ADMIN_ROLES, publicWhere: { _status: { equals: 'published' } } }),
    readVersions: staffReadVersions,
  },
  hooks: { afterChange: [expirePageCachesAfterChange], afterDelete: [expirePageCachesAfterDelete] },
  fields: [
    ...titleAndSlug('title'),
    {
      name: 'template',
      label: 'Template',
      type: 'select',
      required: true,
      defaultValue: 'standard',
      options: labelledOptions({ standard: 'Standard page', sale: 'Sale (campaign) page' }),
      admin: {
        position: 'sidebar',
        description:
          'Sale: a campaign layout with a banner counting down to the end date and the terms below the content. ' +
          'Campaign pages usually live at /pages/{slug} (e.g. /pages/eofy-sale).',
      },
    },
    {
      name: 'sale',
      label: 'Sale',
      type: 'group',
      admin: { condition: (data) => data?.template === 'sale' },
      fields: [
        {
          name: 'badge',
          label: 'Badge',
          type: 'text',
          maxLength: 40,
          admin: { description: 'A short tag above the heading, e.g. "EOFY Sale".' },
        },
        {
          name: 'subheading',
          label: 'Subheading',
          type: 'text',
          maxLength: 200,
          admin: { description: 'One line under the heading, e.g. "Drive away deals on every SUV in stock".' },
        },
        {
          name: 'ends_at',
          label: 'Sale ends',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description:
              'The moment the sale is over (e.g. 1 July 2026, 12:00 am). The page shows "Ends in 6 days" until ' +
              'then and "Sale ended" after. Empty: no countdown.',
          },
        },
        {
          name: 'terms',
          label: 'Terms and conditions',
          type: 'textarea',
          maxLength: 4000,
          admin: { description: 'The sale’s conditions, shown in small print below the content.' },
        },
      ],
    },
    searchDescriptionField('Shown to search engines under the page title (about 150 characters).'),
    {
      name: 'layout',
      label: 'Page content',
      // the add button reads 'Add section' (Payload's default would say 'Add Layout', after the field's name)
      labels: { singular: 'section', plural: 'sections' },
      type: 'blocks',
      blocks: pageBlocks,
      required: true,
      minRows: 1,
      admin: { description: 'The page’s sections, top to bottom.' },
    },
  ],
}
