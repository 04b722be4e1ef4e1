'use client'

import { useState } from 'react'

import { postJson } from '@/modules/accounts/accountClient'

/**
 * My garage's opt-in to price-drop emails for the watchlist (POST /api/account/watch-alerts): a checkbox the shopper
 * ticks themselves (off until then), with the server's answer read out. Emails go only to a confirmed address.
 */
export function WatchAlertsToggle({ on: initial, verified }: { on: boolean; verified: boolean }) {
  const [on, setOn] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  const change = async (next: boolean) => {
    setBusy(true)
    setOn(next)
    const r = await postJson<{ on: boolean; message: string }>('/api/account/watch-alerts', { on: next })
    setBusy(false)
    if (!r.ok) {
      setOn(!next)
      setMessage(String(r.body.error ?? 'That could not be saved. Please try again.'))
      return
    }
    setOn(r.body.on)
    setMessage(r.body.message)
  }

  return (
    <div className="watch-alerts">
      <label className="save-search__check">
        <input
          type="checkbox"
          checked={on}
          disabled={busy}
          onChange={(e) => void change(e.target.checked)}
          data-testid="watch-alerts"
        />
        Email me when a car on my watchlist drops in price
      </label>
      {on && !verified && !message ? (
        <p className="saved-search__meta">Confirm your email (above) to start getting these emails.</p>
      ) : null}
      <p className="garage-account__saved" role="status">
        {message}
      </p>
    </div>
  )
}
