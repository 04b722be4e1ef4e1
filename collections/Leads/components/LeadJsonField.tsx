import type { JSONFieldServerProps } from 'payload'

import { fieldValue, labelledValues } from '../../../src/domain/leads/adminView'
import { tenantTimeZone } from '../../../src/domain/timeZones'
import { findTenantDoc } from '../../../src/lib/tenantRecords'
import { tenantIdOf } from './LeadTime'
import { Rows } from './LeadSummary'

/**
 * A JSON field of a lead (the form's fields, the car when sent, the valuation, visit details, extra services) as
 * labelled, read-only values — never a JSON editor: the admin's CSP allows no editor script from a CDN, and a
 * salesperson reads words, not braces.
 */
export async function LeadJsonField({ data, field, path, payload }: JSONFieldServerProps) {
  const name = 'name' in field ? field.name : (path ?? '')
  const stored = (data as Record<string, unknown> | undefined)?.[name]
  // one wrapping key ({ answers: { … } }) adds nothing a reader needs: show what it wraps
  const only = stored && typeof stored === 'object' && !Array.isArray(stored) ? Object.values(stored) : []
  const value =
    only.length === 1 && only[0] && typeof only[0] === 'object' && !Array.isArray(only[0]) ? only[0] : stored
  const label = typeof field.label === 'string' ? field.label : name
  // an instant among the values (a hold's end) reads in the dealership's zone, as the lead's summary does
  const tenantId = tenantIdOf((data as { tenant?: unknown } | undefined)?.tenant)
  const tenant = await findTenantDoc(payload, tenantId).catch(() => null)
  const zone = tenantTimeZone(tenant?.time_zone)
  const rows = Array.isArray(value)
    ? [{ key: name, label, value: fieldValue(name, value, zone) }].filter((r) => r.value)
    : labelledValues(value, [], zone)
  return (
    <div className="field-type ldadm-json" data-field={name}>
      <span className="field-label">{label}</span>
      {rows.length > 0 ? <Rows rows={rows} /> : <p className="ldadm-sum__none">—</p>}
      {field.admin?.description && typeof field.admin.description === 'string' ? (
        <p className="field-description">{field.admin.description}</p>
      ) : null}
    </div>
  )
}
