'use client'

import { useState } from 'react'

export type LeadActionState = { busy: boolean; error: string | null; done: boolean }

/**
 * A lead's admin action button: POST /api/leads/:id/{action} with the user's session. While it runs `busy`; a
 * refusal shows the server's error (else '{failed} failed (status)'), a network failure says so; on success `done`
 * and `after` (reload the document).
 */
export function useLeadAction(id: string | number | undefined, action: string, failed: string, after: () => void) {
  const [state, setState] = useState<LeadActionState>({ busy: false, error: null, done: false })
  async function run() {
    setState({ busy: true, error: null, done: false })
    try {
      const res = await fetch(`/api/leads/${id}/${action}`, { method: 'POST', credentials: 'include' })
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { error?: string }
        setState({ busy: false, error: body.error ?? `${failed} failed (${res.status})`, done: false })
        return
      }
      setState({ busy: false, error: null, done: true })
      after()
    } catch {
      setState({ busy: false, error: 'Could not reach the server; please try again.', done: false })
    }
  }
  return { state, run }
}

/** The action's error, announced. */
export function LeadActionError({ error }: { error: string | null }) {
  return error ? (
    <span role="alert" className="ldadm-retry__error">
      {error}
    </span>
  ) : null
}
