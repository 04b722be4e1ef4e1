import type { Field, GroupField, OptionObject, SelectField } from 'payload'

import { templateDefaultLabel, templateDefaultWords } from '../../src/domain/templateDefaults'
import { canSeeFlags } from '../access'
import { labelledOptions } from './options'

/** A switch that follows the tenant's template unless a group admin turns it on or off. */
export function triState(name: string, label: string, description?: string): SelectField {
  return templateChoice(name, label, labelledOptions({ on: 'On', off: 'Off' }), description)
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
    fields: fields.map((field) => withNamedDefault(name, field)),
  }
}

/**
 * A template choice whose "Template default" option says what the default is, per template
 * (src/domain/templateDefaults.ts): 'Template default (on)', 'Template default (group: on · brand: off · used: off)';
 * an optional number or text without a description of its own says what empty means ('Empty uses the template’s: 3.').
 */
function withNamedDefault(group: string, field: Field): Field {
  if ((field.type === 'number' || field.type === 'text') && !field.admin?.description) {
    // an empty number or text follows the template too: say what it then is
    const words = templateDefaultWords(group, field.name)
    return words === null || words === '' || words === 'none'
      ? field
      : ({ ...field, admin: { ...field.admin, description: `Empty uses the template’s: ${words}.` } } as Field)
  }
  if (field.type !== 'select' || !('name' in field)) return field
  const options = field.options.map((o) => (typeof o === 'string' ? { label: o, value: o } : o))
  if (options[0]?.value !== 'default') return field
  const labels = Object.fromEntries(
    options.map((o) => [o.value, typeof o.label === 'string' ? o.label : o.value] as const),
  )
  const label = templateDefaultLabel(group, field.name, labels)
  return { ...field, options: [{ label, value: 'default' }, ...options.slice(1)] }
}

/** A choice that follows the tenant's template unless a group admin picks one of the options. */
export function templateChoice(
  name: string,
  label: string,
  options: OptionObject[],
  description?: string,
): SelectField {
  return { ...optionalTemplateChoice(name, options), label, required: true, admin: { description } }
}

/**
 * templateChoice without a label of its own and not required: older settings whose column takes null, which reads
 * as the template default too.
 */
export function optionalTemplateChoice(name: string, options: OptionObject[]): SelectField {
  return {
    name,
    type: 'select',
    defaultValue: 'default',
    options: [{ label: 'Template default', value: 'default' }, ...options],
  }
}
