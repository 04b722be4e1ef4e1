import type { ArrayField, TextField } from 'payload'

import { linkFields } from '../../collections/fields/link'

/**
 * A block's heading, its first field: `required`, or with the text a new block starts with (`defaultValue`, which
 * the block's component also shows when the heading is left empty), or neither (no heading is shown).
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
