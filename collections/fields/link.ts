import type { Field, TextField } from 'payload'

import { isSafeHref } from '../../src/domain/links'

/** A link target: a relative path, http(s), mailto: or tel:. Anything else (javascript:, data:) is refused. */
export function hrefField(name = 'url', label = 'Link', required = true): TextField {
  return {
    name,
    label,
    type: 'text',
    required,
    validate: (value: string | null | undefined) => {
      if (!value) return required ? 'A link is required' : true
      return isSafeHref(value) || 'Use a path starting with /, an http(s):// address, mailto: or tel:'
    },
  }
}

export function linkFields(required = true): Field[] {
  return [
    { name: 'label', type: 'text', required },
    hrefField('url', 'Link', required),
    { name: 'newTab', type: 'checkbox', label: 'Open in a new tab', defaultValue: false },
  ]
}
