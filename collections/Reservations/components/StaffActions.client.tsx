'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import '../../shared/admin-button.css'
import '../../Leads/components/leads-admin.css'

const ACTIONS = [
  { action: 'convert', label: 'Sold: take the deposit', confirm: 'Mark the car sold and take the deposit?' },
  {
    action: 'release',
    label: 'Release the car',
    confirm: 'End the hold, return the deposit and put the car back on sale?',
  },
  {
    action: 'refund',
    label: 'Refund (shopper cancelled)',
    confirm: 'Return the deposit in full and put the car back on sale?',
  },
] as const

/**
 * Beside a held reservation (the server refuses anyone but a group admin of its tenant): sell (the deposit is taken and the car marked sold), release or
 * refund (the deposit returned in full, the car back on sale). POST /api/reservations/:id/staff-action, recorded in
 * the reservation's history with the staff member's email.
 */
export function StaffActions() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!id || status !== 'held') return null

  async function run(action: string, confirmText: string) {
    if (!window.confirm(confirmText)) return
    setBusy(true)
    setError(null)
    try {
      const res = await fetch(`/api/reservations/${id}/staff-action`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action }),
      })
      const body = (await res.json().catch(() => ({}))) as { error?: string }
      if (!res.ok) {
        setError(body.error ?? `Failed (${res.status})`)
        setBusy(false)
        return
      }
      window.location.reload()
    } catch {
      setError('Could not reach the server; please try again.')
      setBusy(false)
    }
  }

  return (
    <div className="ldadm-retry" aria-live="polite" data-testid="reservation-actions">
      <span>Held for the shopper.</span>
      {ACTIONS.map((a) => (
        <button
          key={a.action}
          type="button"
          className="admin-button"
          onClick={() => run(a.action, a.confirm)}
          disabled={busy}
        >
          {a.label}
        </button>
      ))}
      {error ? (
        <span role="alert" className="ldadm-retry__error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
