import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES } from '../access'
import { valueOptions } from '../fields/options'
import { tenantScoped } from '../shared/tenantScoped'

export const LEGAL_KINDS = ['terms', 'privacy', 'finance-disclaimer', 'reserve-terms', 'warranty'] as const

/** Terms, privacy policy, finance disclaimers: one current text per kind per tenant. */
export const LegalTexts: CollectionConfig = {
  ...tenantScoped('legal-texts', { writers: ALL_ADMIN_ROLES }),
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'tenant'] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'kind', type: 'select', required: true, options: valueOptions(LEGAL_KINDS) },
    { name: 'body', type: 'richText', required: true },
  ],
}
