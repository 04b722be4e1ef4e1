import type { ArrayField, Block, Field, RelationshipField, TextField } from 'payload'

import { linkFields } from '../../collections/fields/link'

/** The heading of a block that always shows one: a new block starts with it, and an empty one shows it. */
export const DEFAULT_HEADINGS = {
  enquiryForm: 'Send us an enquiry',
  faq: 'Frequently asked questions',
  financeCalculator: 'Finance calculator',
} as const

/**
 * A block's heading, its first field: `required`, or with the text a new block starts with (`defaultValue`: one of
 * DEFAULT_HEADINGS, which the component shows too when the heading is left empty), or neither (none is shown).
 */
export function headingField(
  options: { required: true } | { defaultValue: string } | Record<string, never> = {},
): TextField {
  return { name: 'heading', type: 'text', ...options }
}

/** A block's buttons: label, link and new-tab switch each, at most `maxRows` (and at least `minRows`). */
export function linksField(rows: { maxRows: number; minRows?: number }): ArrayField {
  return { name: 'links', type: 'array', ...rows, fields: linkFields() }
}

/** A block whose first field is its heading (`headingField(heading)`), followed by its own `fields`. */
export function headedBlock(
  block: Omit<Block, 'fields'>,
  heading: Parameters<typeof headingField>[0],
  fields: Field[],
): Block {
  return { ...block, fields: [headingField(heading), ...fields] }
}

/** An optional relationship that narrows what a block shows to one document; left empty, the block shows all. */
export function narrowingField(field: {
  name: string
  relationTo: 'locations' | 'post-categories'
  label: string
  whenEmpty: string
}): RelationshipField {
  const { whenEmpty, ...rest } = field
  return { ...rest, type: 'relationship', admin: { description: `Empty: ${whenEmpty}` } }
}
