import type { CollectionConfig } from 'payload'

import { MANAGER_ROLES, tenantScopedRead, tenantScopedWrite } from '../access'
import { FINANCE_ENQUIRY_PAGE_KEYS, FINANCE_ENQUIRY_PAGES } from '../../src/domain/finance/links'
import { slugField } from '../fields/slug'
import { revalidateTenant } from '../hooks/revalidateTenant'

const revalidate = revalidateTenant('dealerships')

export const Dealerships: CollectionConfig = {
  slug: 'dealerships',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'tenant'] },
  access: {
    read: tenantScopedRead(),
    create: tenantScopedWrite(...MANAGER_ROLES),
    update: tenantScopedWrite(...MANAGER_ROLES),
    delete: tenantScopedWrite(...MANAGER_ROLES),
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'manufacturers', type: 'relationship', relationTo: 'manufacturers', hasMany: true },
    { name: 'average_rating', type: 'number', min: 0, max: 5 },
    { name: 'review_count', type: 'number', min: 0 },
    { name: 'phone', type: 'text' },
    { name: 'reveal_phone_at_once', type: 'checkbox', defaultValue: false },
    { name: 'primary_city', type: 'text' },
    { name: 'service_booking_url', label: 'External service booking URL', type: 'text' },
    {
      name: 'finance_page',
      label: 'Finance enquiry page',
      type: 'select',
      options: FINANCE_ENQUIRY_PAGE_KEYS.map((key) => ({ label: FINANCE_ENQUIRY_PAGES[key], value: key })),
      admin: { description: "Get Finance on this dealership's cars goes here; empty uses the site's page." },
    },
  ],
}
