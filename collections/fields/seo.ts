import type { TextareaField } from 'payload'

/**
 * The description search engines show under a page's title in their results (the meta description, about 150
 * characters). `help`: the field's help in the admin, with what is shown when it is left empty.
 */
export function searchDescriptionField(help: string): TextareaField {
  return { name: 'description', label: 'Search engine description', type: 'textarea', admin: { description: help } }
}
