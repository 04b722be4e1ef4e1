import type { CollectionConfig, Field } from 'payload'

const YES_NO_CELL = '/collections/shared/admin/Cells.client#YesNoCell'
const QUIET_CELL = '/collections/shared/admin/Cells.client#QuietCell'
/** Fields whose empty list cell Payload writes as '<No Dealership>': shown as '—' instead. */
const QUIET_TYPES = new Set(['text', 'textarea', 'email', 'number', 'date', 'select', 'relationship', 'upload'])

type Celled = Field & { admin?: { components?: { Cell?: unknown } } }

function withCell(field: Field, Cell: string): Field {
  const f = field as Celled
  return { ...f, admin: { ...f.admin, components: { ...f.admin?.components, Cell } } } as Field
}

/**
 * Every tick box, at any depth (rows, tabs, groups, collapsibles), shown as 'Yes' / 'No' in a list, and every other
 * value cell quiet when empty. `first`: the list's first (linked) column keeps Payload's own cell, which a list
 * drawer turns into "choose this document".
 */
function plainFields(fields: Field[], first: string | undefined, prefix = ''): Field[] {
  return fields.map((field): Field => {
    if ((field as Celled).admin?.components?.Cell) return field
    const name = 'name' in field && typeof field.name === 'string' ? `${prefix}${field.name}` : null
    if (field.type === 'checkbox') return withCell(field, YES_NO_CELL)
    if (QUIET_TYPES.has(field.type) && name !== null && name !== first) return withCell(field, QUIET_CELL)
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({
          ...tab,
          fields: plainFields(tab.fields, first, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix),
        })),
      }
    if (field.type === 'row' || field.type === 'collapsible')
      return { ...field, fields: plainFields(field.fields, first, prefix) } as Field
    if (field.type === 'group')
      return { ...field, fields: plainFields(field.fields, first, name ? `${name}.` : prefix) } as Field
    return field
  })
}

/**
 * The admin in words a dealer's marketer reads, for every collection: no "API" tab on documents (a developer's view
 * of the raw JSON: the REST API itself is unchanged), tick boxes in lists as 'Yes' / 'No' rather than
 * 'true' / 'false', and an empty value as '—' rather than '<No Dealership>'. A collection or field that sets its own
 * keeps it.
 */
export function plainAdmin(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => ({
    ...collection,
    admin: { ...collection.admin, hideAPIURL: collection.admin?.hideAPIURL ?? true },
    fields: plainFields(collection.fields, collection.admin?.defaultColumns?.[0] ?? collection.admin?.useAsTitle),
  }))
}
