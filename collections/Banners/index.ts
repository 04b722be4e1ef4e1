import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES } from '../access'
import { hrefField } from '../fields/link'
import { labelledOptions } from '../fields/options'
import { publishWindow } from '../fields/schedule'
import { tenantScoped } from '../shared/tenantScoped'

/** Site-wide banners: the announcement bar above the header and the three-link feature banner. */
export const Banners: CollectionConfig = {
  ...tenantScoped('banners', { writers: ALL_ADMIN_ROLES }),
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'placement', 'expires_at', 'tenant'] },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'placement',
      type: 'select',
      required: true,
      defaultValue: 'announcement',
      options: labelledOptions({
        announcement: 'Announcement bar (every page)',
        feature: 'Feature banner (vehicle pages)',
      }),
    },
    { name: 'text', type: 'text' },
    hrefField('link', 'Link', false),
    { name: 'link_text', type: 'text' },
    ...publishWindow(),
  ],
}
