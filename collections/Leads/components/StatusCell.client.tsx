'use client'

import type { DefaultCellComponentProps } from 'payload'

import { LEAD_STATUS_LABELS, type LeadStatus } from '../statuses'
import './leads-admin.css'

/** A lead's status as a coloured badge in the Leads list; dead letters stand out in red. */
export function LeadStatusBadge({ status }: { status: unknown }) {
  const value = typeof status === 'string' && status in LEAD_STATUS_LABELS ? (status as LeadStatus) : null
  if (!value) return <span>{typeof status === 'string' ? status : '—'}</span>
  return (
    <span className={`ldadm-badge ldadm-badge--${value}`} data-lead-status={value}>
      {LEAD_STATUS_LABELS[value]}
    </span>
  )
}

export function StatusCell({ cellData }: DefaultCellComponentProps) {
  return <LeadStatusBadge status={cellData} />
}
