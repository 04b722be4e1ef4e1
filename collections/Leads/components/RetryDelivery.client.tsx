'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { LeadStatusBadge } from './StatusCell.client'
import '../../shared/admin-button.css'
import './leads-admin.css'

/**
 * Beside the lead's save controls: its delivery status as a badge and, for a dead-lettered lead that the user
 * may edit, 'Retry delivery' (back to pending, next attempt now; POST /api/leads/:id/retry-delivery).
 */
export function RetryDelivery() {
  const { id, hasSavePermission } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const attempts = useFormFields(([fields]) => fields.attempts?.value)
  const router = useRouter()
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: boolean }>({
    busy: false,
    error: null,
    done: false,
  })
  if (!id || !status) return null

  async function retry() {
    setState({ busy: true, error: null, done: false })
    try {
      const res = await fetch(`/api/leads/${id}/retry-delivery`, { method: 'POST', credentials: 'include' })
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { error?: string }
        setState({ busy: false, error: body.error ?? `Retry failed (${res.status})`, done: false })
        return
      }
      setState({ busy: false, error: null, done: true })
      router.refresh()
      window.location.reload()
    } catch {
      setState({ busy: false, error: 'Could not reach the server; please try again.', done: false })
    }
  }

  const shown = state.done ? 'pending' : status
  return (
    <div className="ldadm-retry" aria-live="polite">
      <LeadStatusBadge status={shown} />
      {typeof attempts === 'number' && attempts > 0 && !state.done ? <span>{attempts} attempts</span> : null}
      {shown === 'dead_letter' && hasSavePermission ? (
        <button type="button" className="admin-button" onClick={retry} disabled={state.busy}>
          {state.busy ? 'Retrying…' : 'Retry delivery'}
        </button>
      ) : null}
      {state.error ? (
        <span role="alert" className="ldadm-retry__error">
          {state.error}
        </span>
      ) : null}
    </div>
  )
}
