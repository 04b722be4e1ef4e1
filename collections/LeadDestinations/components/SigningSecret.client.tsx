'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import '../../shared/admin-button.css'
import './signing-secret.css'

/**
 * The signing secret of a webhook destination, which nobody can read back: on a new destination, a note that one
 * is generated when it is saved; on a saved one, 'Rotate secret' (POST /api/lead-destinations/:id/rotate-secret),
 * which shows the new secret once to copy into the CRM.
 */
export function SigningSecret() {
  const { id, hasSavePermission } = useDocumentInfo()
  const [state, setState] = useState<{ busy: boolean; error: string | null; secret: string | null }>({
    busy: false,
    error: null,
    secret: null,
  })

  async function rotate() {
    if (!window.confirm('Rotate the signing secret? The CRM will reject leads until it has the new secret.')) return
    setState({ busy: true, error: null, secret: null })
    try {
      const res = await fetch(`/api/lead-destinations/${id}/rotate-secret`, { method: 'POST', credentials: 'include' })
      const body = (await res.json().catch(() => ({}))) as { secret?: string; error?: string }
      if (!res.ok || !body.secret) {
        setState({ busy: false, error: body.error ?? `Rotation failed (${res.status})`, secret: null })
        return
      }
      setState({ busy: false, error: null, secret: body.secret })
    } catch {
      setState({ busy: false, error: 'Could not reach the server; please try again.', secret: null })
    }
  }

  return (
    <div className="ldsec field-type" aria-live="polite">
      <p className="ldsec__label">Signing secret</p>
      {!id ? (
        <p className="ldsec__hint">
          A strong secret is generated when you save. It signs each webhook body (HMAC-SHA256) and is never shown again:
          after saving, use “Rotate secret” to get one to copy into your CRM.
        </p>
      ) : (
        <>
          <p className="ldsec__hint">Set, and hidden from everyone. Rotating replaces it and shows the new one once.</p>
          {hasSavePermission ? (
            <button type="button" className="admin-button" onClick={rotate} disabled={state.busy}>
              {state.busy ? 'Rotating…' : 'Rotate secret'}
            </button>
          ) : null}
        </>
      )}
      {state.secret ? (
        <div className="ldsec__new">
          <label htmlFor="ldsec-new-secret">New signing secret — copy it now; it will not be shown again</label>
          <input id="ldsec-new-secret" readOnly value={state.secret} onFocus={(e) => e.currentTarget.select()} />
        </div>
      ) : null}
      {state.error ? (
        <p role="alert" className="ldsec__error">
          {state.error}
        </p>
      ) : null}
    </div>
  )
}
