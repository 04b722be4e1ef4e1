import type { Field, GroupField, SelectField } from 'payload'

import { canSeeFlags } from '../access'

/** A switch that follows the tenant's template unless a group admin turns it on or off. */
export function triState(name: string, label: string, description?: string): SelectField {
  return templateChoice(
    name,
    label,
    [
      { label: 'On', value: 'on' },
      { label: 'Off', value: 'off' },
    ],
    description,
  )
}

/**
 * A group of feature flags. Only group admins and super admins may read or change it:
 * marketing users never see flags, and the public never reads tenants at all.
 */
export function flagGroup(name: string, label: string, fields: Field[]): GroupField {
  return {
    name,
    label,
    type: 'group',
    access: { read: canSeeFlags, create: canSeeFlags, update: canSeeFlags },
    fields,
  }
}

/** A choice that follows the tenant's template unless a group admin picks one of the options. */
export function templateChoice(
  name: string,
  label: string,
  options: { label: string; value: string }[],
  description?: string,
): SelectField {
  return {
    name,
    label,
    type: 'select',
    defaultValue: 'default',
    required: true,
    options: [{ label: 'Template default', value: 'default' }, ...options],
    admin: { description },
  }
}
