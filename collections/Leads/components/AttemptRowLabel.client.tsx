'use client'

import { useRowLabel } from '@payloadcms/ui'

import { formatAdminDate } from '../../shared/admin/dates'

type Attempt = { at?: string | null; destination?: string | null; status?: string | null; error?: string | null }

const when = (at: string | null | undefined) => {
  if (!at) return ''
  return Number.isNaN(Date.parse(at)) ? at : formatAdminDate(at)
}

/** One delivery attempt, readable while collapsed: 'Attempt 2 · failed · 22 Nov 2026, 1:44 pm · webhook · error'. */
export function AttemptRowLabel() {
  const { data, rowNumber } = useRowLabel<Attempt>()
  const parts = [
    `Attempt ${(rowNumber ?? 0) + 1}`,
    data?.status === 'ok' ? 'delivered' : data?.status === 'failed' ? 'failed' : data?.status,
    when(data?.at),
    data?.destination,
    data?.error,
  ].filter(Boolean)
  return <span data-attempt-status={data?.status ?? ''}>{parts.join(' · ')}</span>
}
