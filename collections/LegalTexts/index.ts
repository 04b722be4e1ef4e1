import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES, tenantScopedRead, tenantScopedWrite } from '../access'
import { revalidateTenant } from '../hooks/revalidateTenant'

const revalidate = revalidateTenant('legal-texts')

export const LEGAL_KINDS = ['terms', 'privacy', 'finance-disclaimer', 'reserve-terms', 'warranty'] as const

/** Terms, privacy policy, finance disclaimers: one current text per kind per tenant. */
export const LegalTexts: CollectionConfig = {
  slug: 'legal-texts',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'tenant'] },
  access: {
    read: tenantScopedRead(),
    create: tenantScopedWrite(...ALL_ADMIN_ROLES),
    update: tenantScopedWrite(...ALL_ADMIN_ROLES),
    delete: tenantScopedWrite(...ALL_ADMIN_ROLES),
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'kind', type: 'select', required: true, options: LEGAL_KINDS.map((v) => ({ label: v, value: v })) },
    { name: 'body', type: 'richText', required: true },
  ],
}
