import Link from 'next/link'
import type { DateFieldServerProps, DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { tenantTimeZone } from '../../../src/domain/timeZones'
import { formatZonedDate } from '../../shared/admin/dates'
import { atPath } from '../../shared/admin/formPath'

/**
 * A lead's times in its dealership's time zone (the tenant's `time_zone`), with the zone's abbreviation: staff in
 * Sydney read '25 Nov 2026, 12:09 pm AEDT' for a lead sent at 12:09 pm there, not the server's UTC; a Perth
 * dealership reads 9:09 am AWST. Server components: the tenant's zone is read once per request and tenant.
 */
export const zoneOfTenant = cache(async (payload: Payload, tenantId: string): Promise<string> => {
  if (!tenantId) return tenantTimeZone(null)
  try {
    const tenant = await payload.findByID({
      collection: 'tenants',
      id: tenantId,
      depth: 0,
      select: { time_zone: true },
      overrideAccess: true,
      disableErrors: true,
    })
    return tenantTimeZone((tenant as { time_zone?: unknown } | null)?.time_zone)
  } catch {
    return tenantTimeZone(null)
  }
})

export function tenantIdOf(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'string') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return ''
}

const asDate = (value: unknown): string | null =>
  typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : null

/** The Leads list's time column; the first column links to the lead, as Payload's own cell would. */
export async function LeadTimeCell({
  cellData,
  rowData,
  payload,
  link,
  linkURL,
  collectionSlug,
}: DefaultServerCellComponentProps) {
  const zone = await zoneOfTenant(payload, tenantIdOf(rowData?.tenant))
  const text = formatZonedDate(asDate(cellData), zone)
  const time = asDate(cellData)
  const inner = time ? (
    <time dateTime={time} data-lead-time-zone={zone}>
      {text}
    </time>
  ) : (
    <span>{text}</span>
  )
  if (!link || rowData?.id === undefined) return inner
  const admin = payload.config.routes?.admin ?? '/admin'
  const href = linkURL ?? `${admin}/collections/${collectionSlug}/${encodeURIComponent(String(rowData.id))}`
  return <Link href={href}>{inner}</Link>
}

/** A lead's read-only time on its page (also a delivery attempt's), labelled like the admin's other fields. */
export async function LeadTimeField({ data, field, payload, path }: DateFieldServerProps) {
  const zone = await zoneOfTenant(payload, tenantIdOf(data?.tenant))
  const name = 'name' in field ? field.name : path
  const time = asDate(atPath(data, path ?? name) ?? data?.[name])
  const label = typeof field.label === 'string' ? field.label : name
  return (
    <div className="field-type ldadm-time" data-field={name}>
      <span className="field-label">{label}</span>
      <p className="ldadm-time__value">
        {time ? (
          <time dateTime={time} data-lead-time-zone={zone}>
            {formatZonedDate(time, zone)}
          </time>
        ) : (
          '—'
        )}
      </p>
    </div>
  )
}

type Attempt = { at?: unknown; destination?: unknown; status?: unknown; error?: unknown }

/**
 * One delivery attempt, readable while collapsed, its time in the dealership's zone:
 * 'Attempt 2 · failed · 22 Nov 2026, 1:44 pm AEDT · webhook · error'. A server component: Payload renders a row label
 * with the document's data and the row's number.
 */
export async function AttemptRowLabel({
  data,
  payload,
  rowNumber,
}: {
  data?: Record<string, unknown>
  payload: Payload
  rowNumber?: number
}) {
  const attempts = Array.isArray(data?.delivery_attempts) ? (data.delivery_attempts as Attempt[]) : []
  const attempt = attempts[(rowNumber ?? 1) - 1] ?? {}
  const zone = await zoneOfTenant(payload, tenantIdOf(data?.tenant))
  const at = asDate(attempt.at)
  const parts = [
    `Attempt ${rowNumber ?? 1}`,
    attempt.status === 'ok' ? 'delivered' : attempt.status === 'failed' ? 'failed' : String(attempt.status ?? ''),
    at ? formatZonedDate(at, zone) : '',
    typeof attempt.destination === 'string' ? attempt.destination : '',
    typeof attempt.error === 'string' ? attempt.error : '',
  ].filter(Boolean)
  return <span data-attempt-status={String(attempt.status ?? '')}>{parts.join(' · ')}</span>
}
