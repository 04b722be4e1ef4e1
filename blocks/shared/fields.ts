import type { ArrayField, TextField } from 'payload'

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
