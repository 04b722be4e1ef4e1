import { ValidationError, type Field, type FieldHook, type TextField } from 'payload'

import { editedUrlProblem, type EditedUrlKind } from '../../src/domain/links'

const LINK_HELP =
  'A page of this site (/finance, /about-us), a full address (https://…), mailto: or tel:. ' +
  'A path no page answers yet shows a warning: the site leaves such a link out until the page is published.'

/**
 * Refuses an unsafe URL on every write, drafts included: Payload skips field validation when a draft is saved, so
 * without this a draft could store `javascript:…`. A ValidationError is a 400 naming the field, as `validate` gives.
 */
function refuseUnsafeUrl(kind: EditedUrlKind, label: string): FieldHook {
  return ({ value, path, collection, global }) => {
    if (typeof value !== 'string' || value === '') return value
    const problem = editedUrlProblem(value, kind)
    if (!problem) return value
    throw new ValidationError({
      collection: collection?.slug,
      global: global?.slug,
      errors: [{ path: path.join('.'), message: problem, label }],
    })
  }
}

/**
 * A URL a marketer types (an image or a link): an https:// address or a path of this site (a link also #section,
 * mailto:, tel:). Anything else (javascript:, data:, //other-site, http://) is refused with the field's error, on
 * admin save and on REST/GraphQL/local API writes, drafts too.
 */
export function urlField(
  name: string,
  label: string,
  options: { kind?: EditedUrlKind; required?: boolean; description?: string } = {},
): TextField {
  const { kind = 'image', required = false, description } = options
  return {
    name,
    label,
    type: 'text',
    required,
    maxLength: 2048,
    admin: description ? { description } : {},
    hooks: { beforeValidate: [refuseUnsafeUrl(kind, label)] },
    validate: (value: string | null | undefined) => {
      if (!value) return required ? (kind === 'link' ? 'A link is required' : `${label} is required`) : true
      return editedUrlProblem(value, kind) ?? true
    },
  }
}

/**
 * A link target: a site path, https://, #section, mailto: or tel:. Anything else (javascript:, data:, http:) is
 * refused; a path of this site that no page answers is only warned about under the field (LinkCheck), never refused.
 */
export function hrefField(name = 'url', label = 'Link', required = true, description = LINK_HELP): TextField {
  const field = urlField(name, label, { kind: 'link', required, description })
  return {
    ...field,
    admin: { description, components: { afterInput: ['/collections/shared/admin/LinkCheck.client#LinkCheck'] } },
  } as TextField
}

/** A link row (menus, footer columns, block buttons): its words, where it goes, and whether in a new tab. */
export function linkFields(required = true): Field[] {
  return [
    { name: 'label', label: 'Label', type: 'text', required },
    hrefField('url', 'Link', required, 'A page of this site (/finance, /about-us) or a full address (https://…).'),
    { name: 'newTab', type: 'checkbox', label: 'Open in a new tab', defaultValue: false },
  ]
}
