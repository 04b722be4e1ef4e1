'use client'

import { useState } from 'react'

import { postJson } from '@/modules/accounts/accountClient'

/**
 * Cancel a reservation (RES-06: the deposit is returned in full and the car goes back on sale): from My garage (the
 * signed-in account) or from the confirmation email's link (its token). Asks once before cancelling.
 */
export function CancelReservation({ reference, token }: { reference: string; token?: string }) {
  const [state, setState] = useState<'idle' | 'confirm' | 'busy' | 'done'>('idle')
  const [error, setError] = useState<string | null>(null)
  async function cancel() {
    setState('busy')
    setError(null)
    const r = await postJson(`/api/reserve/${encodeURIComponent(reference)}/cancel`, token ? { token } : {})
    if (r.ok) {
      setState('done')
      window.location.reload()
      return
    }
    setState('idle')
    setError(typeof r.body.error === 'string' ? r.body.error : 'Something went wrong. Please try again.')
  }
  return (
    <div className="reserve__cancel">
      {error ? (
        <p className="lead-form__banner" role="alert">
          {error}
        </p>
      ) : null}
      {state === 'confirm' || state === 'busy' ? (
        <p>
          Cancel this reservation? Your deposit is returned in full and the car goes back on sale.{' '}
          <button
            type="button"
            className="button button--primary"
            onClick={cancel}
            disabled={state === 'busy'}
            data-testid="reservation-cancel-confirm"
          >
            Yes, cancel it
          </button>{' '}
          <button type="button" className="button" onClick={() => setState('idle')} disabled={state === 'busy'}>
            Keep it
          </button>
        </p>
      ) : state === 'done' ? (
        <p role="status">Cancelled. Your deposit is on its way back.</p>
      ) : (
        <button type="button" className="button" onClick={() => setState('confirm')} data-testid="reservation-cancel">
          Cancel reservation
        </button>
      )}
    </div>
  )
}
