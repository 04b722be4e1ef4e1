import type { CollectionConfig, Field } from 'payload'

import { GROUP_COMPANY_KINDS, GROUP_COMPANY_LABELS } from '../../src/domain/marketing/groupCompanies'
import { ALL_ADMIN_ROLES, MANAGER_ROLES } from '../access'
import { linkFields, urlField } from '../fields/link'
import { tenantScoped } from '../shared/tenantScoped'

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok'] as const
const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
}

const ROW_LABEL = { components: { RowLabel: '/collections/shared/admin/LinkRowLabel.client#LinkRowLabel' } }

const menuItem: Field[] = [
  ...linkFields(),
  {
    name: 'children',
    label: 'Dropdown links',
    labels: { singular: 'Dropdown link', plural: 'Dropdown links' },
    type: 'array',
    admin: ROW_LABEL,
    fields: linkFields(),
  },
]

/** One header + footer per tenant (a per-tenant global through the multi-tenant plugin). */
export const Navigation: CollectionConfig = {
  ...tenantScoped('navigation', { writers: ALL_ADMIN_ROLES, deleters: MANAGER_ROLES }),
  labels: { singular: 'Header & footer', plural: 'Header & footer' },
  admin: {
    useAsTitle: 'name',
    description:
      'The site’s header menu (with dropdowns), footer columns and social links, on every page. A link to a page ' +
      'that does not exist yet is left out; a menu item whose own link is dead opens its first dropdown link.',
  },
  fields: [
    {
      name: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      defaultValue: 'Header & footer',
      admin: { description: 'For the admin only.' },
    },
    {
      name: 'header',
      label: 'Header menu',
      labels: { singular: 'Menu item', plural: 'Menu items' },
      type: 'array',
      admin: ROW_LABEL,
      fields: menuItem,
    },
    {
      name: 'footer',
      label: 'Footer columns',
      labels: { singular: 'Footer column', plural: 'Footer columns' },
      type: 'array',
      admin: ROW_LABEL,
      fields: [
        { name: 'title', label: 'Column heading', type: 'text', required: true },
        {
          name: 'links',
          label: 'Links',
          labels: { singular: 'Link', plural: 'Links' },
          type: 'array',
          admin: ROW_LABEL,
          fields: linkFields(),
        },
      ],
    },
    {
      name: 'social',
      label: 'Social links',
      type: 'group',
      admin: { description: 'Full addresses (https://…); an empty one shows no icon.' },
      fields: SOCIAL_NETWORKS.map((n) => ({ name: n, label: SOCIAL_LABELS[n], type: 'text' as const })),
    },
    {
      name: 'group_companies',
      label: 'Group companies',
      labels: { singular: 'Group company', plural: 'Group companies' },
      type: 'array',
      maxRows: GROUP_COMPANY_KINDS.length,
      admin: {
        description:
          'The dealer group’s other businesses, linked from the footer (cars, rental, tyres, finance & insurance, ' +
          '4x4 & outdoor). Full addresses (https://…); each kind once. Leave empty when the dealer has none.',
      },
      fields: [
        {
          name: 'kind',
          label: 'Business',
          type: 'select',
          required: true,
          options: GROUP_COMPANY_KINDS.map((value) => ({ label: GROUP_COMPANY_LABELS[value], value })),
        },
        {
          name: 'label',
          label: 'Label',
          type: 'text',
          maxLength: 60,
          admin: { description: 'Optional: the words shown (default: the business kind, e.g. "Rental").' },
        },
        urlField('url', 'Address', {
          kind: 'link',
          required: true,
          description: 'A full address starting with https://.',
        }),
      ],
    },
    {
      name: 'footer_note',
      label: 'Footer note',
      type: 'textarea',
      admin: { description: 'Small print at the foot of every page, e.g. the dealer licence number.' },
    },
  ],
}
