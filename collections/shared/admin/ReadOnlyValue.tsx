import type { ServerFieldBase } from 'payload'

import { formatDollars } from '../../../src/domain/price'
import { atPath } from './formPath'
import { inWords } from './words'

type Props = ServerFieldBase & { path?: string }

function ReadOnly({ field, path, text }: { field: Props['field']; path: string; text: string }) {
  const label = 'label' in field && typeof field.label === 'string' ? field.label : path
  const description = field.admin && 'description' in field.admin ? field.admin.description : undefined
  return (
    <div className="field-type" data-field={path}>
      <span className="field-label">{label}</span>
      <p style={{ margin: '0.25rem 0 0' }}>{text}</p>
      {typeof description === 'string' ? <p className="field-description">{description}</p> : null}
    </div>
  )
}

const nameOf = (props: Props) => ('name' in props.field ? props.field.name : '')

/** A stored code shown in words on a document's page (collections/shared/admin/words.ts). */
export function WordsField(props: Props) {
  const path = props.path ?? nameOf(props)
  return (
    <ReadOnly
      field={props.field}
      path={path}
      text={inWords(props.collectionSlug, nameOf(props), atPath(props.data, path))}
    />
  )
}

/** An amount stored in cents shown in dollars with its currency: 20000 + 'aud' → '$200 AUD'. */
export function CentsField(props: Props) {
  const path = props.path ?? nameOf(props)
  const cents = atPath(props.data, path)
  const currency = atPath(props.data, 'currency')
  const text =
    typeof cents === 'number'
      ? `${formatDollars(cents / 100)}${typeof currency === 'string' && currency ? ` ${currency.toUpperCase()}` : ''}`
      : '—'
  return <ReadOnly field={props.field} path={path} text={text} />
}
