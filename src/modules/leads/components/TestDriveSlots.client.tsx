'use client'

import { useEffect, useState } from 'react'

/**
 * Test Drive Booking Date picker (LEAD-11/12): a date, then the bookable times answered by
 * GET /api/leads/availability for the chosen location (the form's location select when there is one, LEAD-16). Reports 'YYYY-MM-DDTHH:MM' (or '') through onChange.
 */
export function TestDriveSlots({
  id,
  locationId,
  onChange,
}: {
  id: string
  locationId: string | number | null
  onChange: (value: string) => void
}) {
  const [date, setDate] = useState('')
  const [slots, setSlots] = useState<string[] | null>(null)
  const [time, setTime] = useState('')
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')

  useEffect(() => {
    setTime('')
    onChange('')
    if (!date || locationId == null || locationId === '') {
      setSlots(null)
      setStatus('idle')
      return
    }
    const ctrl = new AbortController()
    setStatus('loading')
    fetch(
      `/api/leads/availability?location=${encodeURIComponent(String(locationId))}&date=${encodeURIComponent(date)}`,
      { signal: ctrl.signal },
    )
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status))
        const body = (await res.json()) as { slots: string[] }
        setSlots(body.slots)
        setStatus('idle')
      })
      .catch((e: unknown) => {
        if ((e as { name?: string }).name === 'AbortError') return
        setSlots(null)
        setStatus('error')
      })
    return () => ctrl.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [date, locationId])

  return (
    <fieldset className="lead-form__field lead-slots">
      <legend>Test Drive Booking Date</legend>
      <label htmlFor={`${id}-td-date`}>Date</label>
      <input id={`${id}-td-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
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
                  onChange={() => {
                    setTime(s)
                    onChange(`${date}T${s}`)
                  }}
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
            : locationId == null || locationId === ''
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
