'use client'

import { useFormFields } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { SCHEDULE_STATUS_LABELS, scheduleStatus, type ScheduleStatus } from '../../../src/domain/schedule'
import { formatAdminDate } from './dates'
import './marketing-admin.css'

type Dates = { startsAt: string | null; endsAt: string | null; active: boolean | null }

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)

/** The schedule of a promo tile, banner or offer (starts_at/expires_at) or a popup (expiryDate, active). */
function datesOf(get: (name: string) => unknown): Dates {
  const active = get('active')
  return {
    startsAt: text(get('starts_at')),
    endsAt: text(get('expires_at')) ?? text(get('expiryDate')),
    active: typeof active === 'boolean' ? active : null,
  }
}

function StatusBadge({ status }: { status: ScheduleStatus }) {
  return (
    <span className={`mkadm-status mkadm-status--${status}`} data-schedule-status={status}>
      {SCHEDULE_STATUS_LABELS[status]}
    </span>
  )
}

/** The list's Schedule column: Scheduled / Live / Expired (Off for a popup switched off), from the row's dates now. */
export function ScheduleStatusCell({ rowData }: DefaultCellComponentProps) {
  const row = rowData as Record<string, unknown>
  return (
    <StatusBadge
      status={scheduleStatus(
        new Date(),
        datesOf((name) => row[name]),
      )}
    />
  )
}

function explain(status: ScheduleStatus, { startsAt, endsAt }: Dates): string {
  if (status === 'off') return 'Switched off: not shown on the site. Tick Active to show it.'
  if (status === 'scheduled') return `Shows on the site from ${formatAdminDate(startsAt)}.`
  if (status === 'expired') return `Ended ${formatAdminDate(endsAt)}: no longer shown on the site.`
  return endsAt
    ? `Shown on the site now, until ${formatAdminDate(endsAt)}.`
    : 'Shown on the site now, with no end date.'
}

/** The edit view's status (sidebar), following the dates as they are edited, with what it means on the site. */
export function ScheduleStatusField() {
  const dates = useFormFields(([fields]) => datesOf((name) => (fields[name] as { value?: unknown } | undefined)?.value))
  const status = scheduleStatus(new Date(), dates)
  return (
    <div className="field-type mkadm-status-field" aria-live="polite">
      <p className="mkadm-status-field__label">
        Schedule <StatusBadge status={status} />
      </p>
      <p className="mkadm-hint">{explain(status, dates)}</p>
    </div>
  )
}
