import type { CollectionConfig, Field } from 'payload'

const YES_NO_CELL = '/collections/shared/admin/Cells.client#YesNoCell'

/** Every tick box, at any depth (rows, tabs, groups, collapsibles), shown as 'Yes' / 'No' in a list. */
function plainFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'checkbox') {
      if (field.admin?.components?.Cell) return field
      return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Cell: YES_NO_CELL } } }
    }
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: plainFields(tab.fields) })) }
    if (field.type === 'row' || field.type === 'collapsible' || field.type === 'group')
      return { ...field, fields: plainFields(field.fields) } as Field
    return field
  })
}

/**
 * The admin in words a dealer's marketer reads, for every collection: no "API" tab on documents (a developer's view
 * of the raw JSON: the REST API itself is unchanged), and tick boxes in lists as 'Yes' / 'No' rather than
 * 'true' / 'false'. A collection that sets either itself keeps its own.
 */
export function plainAdmin(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => ({
    ...collection,
    admin: { ...collection.admin, hideAPIURL: collection.admin?.hideAPIURL ?? true },
    fields: plainFields(collection.fields),
  }))
}
