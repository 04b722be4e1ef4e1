import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES } from '../access'
import { labelledOptions } from '../fields/options'
import { tenantScoped } from '../shared/tenantScoped'

export const LEGAL_KINDS = ['terms', 'privacy', 'finance-disclaimer', 'reserve-terms', 'warranty'] as const
const LEGAL_KIND_LABELS: Record<(typeof LEGAL_KINDS)[number], string> = {
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  'finance-disclaimer': 'Finance disclaimer',
  'reserve-terms': 'Reserve terms',
  warranty: 'Warranty',
}

/** Terms, privacy policy, finance disclaimers: one current text per kind per tenant. */
export const LegalTexts: CollectionConfig = {
  ...tenantScoped('legal-texts', { writers: ALL_ADMIN_ROLES }),
  labels: { singular: 'Legal text', plural: 'Legal texts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'updatedAt', 'tenant'],
    description:
      'Terms, privacy policy, finance disclaimers, reserve terms and warranty wording: one current text of each ' +
      'kind, used where forms, finance figures and the reserve panel need it.',
  },
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'kind', label: 'Kind', type: 'select', required: true, options: labelledOptions(LEGAL_KIND_LABELS) },
    { name: 'body', label: 'Text', type: 'richText', required: true },
  ],
}
