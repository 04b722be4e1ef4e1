'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { LeadActionError, useLeadAction } from './leadAction.client'
import '../../shared/admin-button.css'
import './leads-admin.css'

/**
 * Beside a lead held as suspected spam, for a user who may edit it: that it is held (why: the 'Why it was held' field
 * and this note's title), and 'Release to dealer' (POST
 * /api/leads/:id/release: back in the delivery outbox, delivered like any lead). Deleting it is the document's
 * own Delete (allowed only while it is held).
 */
export function ReleaseLead() {
  const { id, hasSavePermission } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const reason = useFormFields(([fields]) => fields.suspected_reason?.value)
  const { state, run: release } = useLeadAction(id, 'release', 'Release', () => window.location.reload())
  if (!id || (status !== 'suspected_spam' && !state.done)) return null

  return (
    <div className="ldadm-retry" aria-live="polite" data-testid="lead-release">
      {state.done ? (
        <span>Released: it is being delivered.</span>
      ) : (
        <>
          <span title={typeof reason === 'string' ? reason : undefined}>
            Held as suspected spam: not sent to the dealer until released.
          </span>
          {hasSavePermission ? (
            <button type="button" className="admin-button" onClick={release} disabled={state.busy}>
              {state.busy ? 'Releasing…' : 'Release to dealer'}
            </button>
          ) : null}
        </>
      )}
      <LeadActionError error={state.error} />
    </div>
  )
}
