'use client'

import { useState } from 'react'

import { ALERT_FREQUENCIES, FREQUENCY_LABELS, type AlertFrequency } from '@/domain/alerts/savedSearch'
import { numberFormat } from '@/domain/numberFormat'
import { postJson } from '@/modules/accounts/accountClient'

export interface GarageSavedSearch {
  id: number
  name: string
  path: string
  frequency: AlertFrequency
  alerts: boolean
  paused: boolean
  matches: number | null
}

const COUNT = numberFormat({ maximumFractionDigits: 0 })

/**
 * My garage's saved searches: each with its cars matching now and a link to them; how often, emails on or off,
 * pause or resume, delete (POST / DELETE /api/account/searches/{id}). A change shows at once and is undone, with
 * the server's message, if it fails.
 */
export function GarageSavedSearches({
  searches: initial,
  verified,
}: {
  searches: GarageSavedSearch[]
  verified: boolean
}) {
  const [searches, setSearches] = useState(initial)
  const [message, setMessage] = useState<string | null>(null)

  const change = async (s: GarageSavedSearch, next: Partial<GarageSavedSearch>) => {
    setSearches((all) => all.map((x) => (x.id === s.id ? { ...x, ...next } : x)))
    const r = await postJson(`/api/account/searches/${s.id}`, next)
    if (!r.ok) {
      setSearches((all) => all.map((x) => (x.id === s.id ? s : x)))
      setMessage(String(r.body.error ?? 'That could not be saved. Please try again.'))
    } else setMessage(null)
  }
  const remove = async (s: GarageSavedSearch) => {
    const r = await fetch(`/api/account/searches/${s.id}`, { method: 'DELETE', credentials: 'same-origin' }).catch(
      () => null,
    )
    if (r?.ok) {
      setSearches((all) => all.filter((x) => x.id !== s.id))
      setMessage(`“${s.name}” deleted.`)
    } else setMessage('That search could not be deleted. Please try again.')
  }

  if (searches.length === 0)
    return (
      <p className="garage__empty" data-testid="saved-searches-empty">
        No saved searches yet. Search for cars, then choose Save this search to hear when new ones arrive.{' '}
        <a href="/search">Search cars</a>
      </p>
    )
  return (
    <div>
      {verified ? null : (
        <p className="saved-search__meta">Confirm your email (above) to start getting alert emails.</p>
      )}
      <ul className="saved-searches" data-testid="saved-searches">
        {searches.map((s) => (
          <li key={s.id} className="saved-search" data-testid="saved-search">
            <a className="saved-search__name" href={s.path}>
              {s.name}
            </a>
            <p className="saved-search__meta">
              {s.matches === null
                ? 'This search no longer works on this site.'
                : `${COUNT.format(s.matches)} ${s.matches === 1 ? 'car matches' : 'cars match'} now`}
              {s.paused ? ' · Paused' : s.alerts ? '' : ' · No emails'}
            </p>
            <div className="saved-search__controls">
              <label className="visually-hidden" htmlFor={`saved-search-frequency-${s.id}`}>
                How often for {s.name}
              </label>
              <select
                id={`saved-search-frequency-${s.id}`}
                value={s.frequency}
                onChange={(e) => void change(s, { frequency: e.target.value as AlertFrequency })}
              >
                {ALERT_FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {FREQUENCY_LABELS[f]}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="button button--secondary"
                aria-pressed={s.alerts}
                onClick={() => void change(s, { alerts: !s.alerts })}
              >
                {s.alerts ? 'Emails on' : 'Emails off'}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void change(s, { paused: !s.paused })}
              >
                {s.paused ? 'Resume' : 'Pause'}
              </button>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Delete ${s.name}`}
                onClick={() => void remove(s)}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className="garage-account__saved" role="status">
        {message}
      </p>
    </div>
  )
}
