import type { CollectionConfig } from 'payload'

import { FINANCE_ENQUIRY_PAGE_KEYS, FINANCE_ENQUIRY_PAGES } from '../../src/domain/finance/links'
import { MANAGER_ROLES } from '../access'
import { titleAndSlug } from '../fields/slug'
import { reviewSummaryFields } from '../Reviews/summaryFields'
import { tenantScoped } from '../shared/tenantScoped'
import { urlField } from '../fields/link'

export const Dealerships: CollectionConfig = {
  ...tenantScoped('dealerships', { writers: MANAGER_ROLES }),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'tenant'] },
  fields: [
    ...titleAndSlug('name'),
    { name: 'manufacturers', type: 'relationship', relationTo: 'manufacturers', hasMany: true },
    ...reviewSummaryFields(),
    { name: 'phone', type: 'text' },
    { name: 'reveal_phone_at_once', type: 'checkbox', defaultValue: false },
    { name: 'primary_city', type: 'text' },
    urlField('service_booking_url', 'External service booking URL', { kind: 'link' }),
    {
      name: 'finance_page',
      label: 'Finance enquiry page',
      type: 'select',
      options: FINANCE_ENQUIRY_PAGE_KEYS.map((key) => ({ label: FINANCE_ENQUIRY_PAGES[key], value: key })),
      admin: { description: "Get Finance on this dealership's cars goes here; empty uses the site's page." },
    },
  ],
}
