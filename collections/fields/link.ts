import type { Field, TextField } from 'payload'

import { isSafeHref } from '../../src/domain/links'

const LINK_HELP =
  'A page of this site (/finance, /about-us), a full address (https://…), mailto: or tel:. ' +
  'A path no page answers yet shows a warning: the site leaves such a link out until the page is published.'

/**
 * A link target: a relative path, http(s), mailto: or tel:. Anything else (javascript:, data:) is refused; a path of
 * this site that no page answers is only warned about under the field (LinkCheck), never refused.
 */
export function hrefField(name = 'url', label = 'Link', required = true, description = LINK_HELP): TextField {
  return {
    name,
    label,
    type: 'text',
    required,
    admin: { description, components: { afterInput: ['/collections/shared/admin/LinkCheck.client#LinkCheck'] } },
    validate: (value: string | null | undefined) => {
      if (!value) return required ? 'A link is required' : true
      return isSafeHref(value) || 'Use a path starting with /, an http(s):// address, mailto: or tel:'
    },
  }
}

/** A link row (menus, footer columns, block buttons): its words, where it goes, and whether in a new tab. */
export function linkFields(required = true): Field[] {
  return [
    { name: 'label', label: 'Label', type: 'text', required },
    hrefField('url', 'Link', required, 'A page of this site (/finance, /about-us) or a full address (https://…).'),
    { name: 'newTab', type: 'checkbox', label: 'Open in a new tab', defaultValue: false },
  ]
}
