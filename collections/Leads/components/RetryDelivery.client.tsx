'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'

import { LeadActionError, useLeadAction } from './leadAction.client'
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
  const { state, run: retry } = useLeadAction(id, 'retry-delivery', 'Retry', () => {
    router.refresh()
    window.location.reload()
  })
  if (!id || !status) return null

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
      <LeadActionError error={state.error} />
    </div>
  )
}
