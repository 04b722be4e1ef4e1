'use client'

import { useId, useState, type FormEvent } from 'react'

import { GARAGE_PATH, signInPath } from '@/domain/accounts/signIn'
import {
  ALERT_FREQUENCIES,
  FREQUENCY_LABELS,
  NAME_MAX,
  savedQueryString,
  type AlertFrequency,
} from '@/domain/alerts/savedSearch'
import type { VehicleQuery } from '@/domain/search/types'
import { currentPath, loadMe, postJson } from '@/modules/accounts/accountClient'

/**
 * "Save this search" on a results page (where the garage is on): a visitor goes to sign in and comes back to the
 * same search; a signed-in shopper names it, chooses how often to hear of new cars and whether by email, and saves
 * it (POST /api/account/searches). The search saved is the page's whole state (savedQueryString).
 */
export function SaveSearch({ query, title }: { query: VehicleQuery; title: string }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [frequency, setFrequency] = useState<AlertFrequency>('daily')
  const [alerts, setAlerts] = useState(true)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  const start = async () => {
    setDone(null)
    const me = await loadMe()
    if (!me.signedIn && !me.unavailable) {
      window.location.assign(signInPath({ redirect: currentPath() }))
      return
    }
    setName(title.slice(0, NAME_MAX))
    setOpen(true)
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    const r = await postJson<{ message: string }>('/api/account/searches', {
      name,
      query: savedQueryString(query),
      frequency,
      alerts,
    })
    setBusy(false)
    if (r.ok) {
      setDone(r.body.message)
      setOpen(false)
    } else if (r.status === 401) window.location.assign(signInPath({ redirect: currentPath() }))
    else setError(String(r.body.error ?? 'The search could not be saved. Please try again.'))
  }

  return (
    <div className="save-search" data-testid="save-search">
      {open ? (
        <form className="save-search__form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="save-search__title">
            Save this search
          </h2>
          {error ? (
            <p className="save-search__error" role="alert">
              {error}
            </p>
          ) : null}
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={NAME_MAX}
            required
            onChange={(e) => setName(e.target.value)}
          />
          <label htmlFor={`${id}-frequency`}>Tell me about new cars</label>
          <select
            id={`${id}-frequency`}
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as AlertFrequency)}
          >
            {ALERT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {FREQUENCY_LABELS[f]}
              </option>
            ))}
          </select>
          <label className="save-search__check">
            <input type="checkbox" checked={alerts} onChange={(e) => setAlerts(e.target.checked)} />
            <span>Email me new matches and price drops</span>
          </label>
          <div className="save-search__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              Save search
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button button--secondary save-search__open" onClick={() => void start()}>
          Save this search
        </button>
      )}
      {done ? (
        <p className="save-search__done" role="status">
          {done} <a href={GARAGE_PATH}>My garage</a>
        </p>
      ) : (
        <p className="save-search__done" role="status" />
      )}
    </div>
  )
}
