import type { TextField } from 'payload'

import { slugify } from '../../src/domain/slug'

/** A URL slug, filled from another field when left empty. Unique per tenant is enforced by the data layer's lookups. */
export function slugField(from = 'title'): TextField {
  return {
    name: 'slug',
    label: 'Address (slug)',
    type: 'text',
    required: true,
    index: true,
    admin: { position: 'sidebar', description: `Lowercase words joined by hyphens; empty fills from ${from}.` },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          const source = typeof value === 'string' && value.trim() !== '' ? value : (data?.[from] as string | undefined)
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
  }
}

/** A required title field and the slug filled from it, in that order (pages, brands, dealerships, locations). */
export function titleAndSlug(name = 'title'): [TextField, TextField] {
  const label = name === 'name' ? 'Name' : 'Title'
  return [{ name, label, type: 'text', required: true }, slugField(name)]
}
