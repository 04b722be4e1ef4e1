'use client'

import { useEffect, useState } from 'react'

/** The availability endpoint's answer for one query (location and date). */
type Answer = { query: string; slots: string[] | null; failed: boolean }

/**
 * Test Drive Booking Date picker (LEAD-11/12): a date, then the bookable times answered by
 * GET /api/leads/availability for the chosen location (the form's location select when there is one, LEAD-16).
 * Controlled: `value` is the form's 'YYYY-MM-DDTHH:MM' (or ''), reported through onChange. Choosing another date
 * clears it here; the form clears it when the location changes.
 */
export function TestDriveSlots({
  id,
  locationId,
  value,
  onChange,
}: {
  id: string
  locationId: string | number | null
  value: string
  onChange: (value: string) => void
}) {
  const [date, setDate] = useState('')
  const [answer, setAnswer] = useState<Answer | null>(null)
  const hasLocation = locationId != null && locationId !== ''
  const query =
    date && hasLocation ? `location=${encodeURIComponent(String(locationId))}&date=${encodeURIComponent(date)}` : null

  useEffect(() => {
    if (query === null) return
    const ctrl = new AbortController()
    fetch(`/api/leads/availability?${query}`, { signal: ctrl.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status))
        const body = (await res.json()) as { slots: string[] }
        setAnswer({ query, slots: body.slots, failed: false })
      })
      .catch((e: unknown) => {
        if ((e as { name?: string }).name === 'AbortError') return
        setAnswer({ query, slots: null, failed: true })
      })
    return () => ctrl.abort()
  }, [query])

  // the answer for what is chosen now; until it arrives the times are loading
  const current = query !== null && answer?.query === query ? answer : null
  const status: 'idle' | 'loading' | 'error' =
    query === null ? 'idle' : current === null ? 'loading' : current.failed ? 'error' : 'idle'
  const slots = current?.slots ?? null
  const time = date && value.startsWith(`${date}T`) ? value.slice(date.length + 1) : ''

  return (
    <fieldset className="lead-form__field lead-slots">
      <legend>Test Drive Booking Date</legend>
      <label htmlFor={`${id}-td-date`}>Date</label>
      <input
        id={`${id}-td-date`}
        type="date"
        value={date}
        onChange={(e) => {
          setDate(e.target.value)
          onChange('')
        }}
      />
      {slots && slots.length > 0 ? (
        <fieldset className="lead-slots__times">
          <legend>Time</legend>
          <div className="lead-slots__grid">
            {slots.map((s) => (
              <label key={s} className="lead-slots__slot">
                <input
                  type="radio"
                  name={`${id}-td-time`}
                  value={s}
                  checked={time === s}
                  onChange={() => onChange(`${date}T${s}`)}
                />
                <span>{s}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="lead-slots__note">
          {status === 'loading'
            ? 'Loading times…'
            : !hasLocation
              ? 'Choose a location first.'
              : !date
                ? 'Choose a date to see the times.'
                : ''}
        </p>
      )}
      <p className="lead-form__hint" role="status" aria-live="polite">
        {status === 'error'
          ? 'We could not load times. Please add your preferred time in the comments.'
          : slots && date && slots.length === 0
            ? 'No times are available on that day. Please choose another date.'
            : ''}
      </p>
    </fieldset>
  )
}
