'use client'

import { useEffect, useState } from 'react'

/**
 * Test Drive Booking Date picker (LEAD-11/12): a date, then the bookable times answered by
 * GET /api/leads/availability for the chosen location. Reports 'YYYY-MM-DDTHH:MM' (or '') through onChange.
 */
export function TestDriveSlots({ id, locationId, onChange }: { id: string; locationId: string | number; onChange: (value: string) => void }) {
  const [date, setDate] = useState('')
  const [slots, setSlots] = useState<string[] | null>(null)
  const [time, setTime] = useState('')
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')

  useEffect(() => {
    setTime('')
    onChange('')
    if (!date) {
      setSlots(null)
      return
    }
    const ctrl = new AbortController()
    setStatus('loading')
    fetch(`/api/leads/availability?location=${encodeURIComponent(String(locationId))}&date=${encodeURIComponent(date)}`, { signal: ctrl.signal })
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
      <label htmlFor={`${id}-td-time`}>Time</label>
      <select
        id={`${id}-td-time`}
        value={time}
        disabled={!slots || slots.length === 0}
        onChange={(e) => {
          setTime(e.target.value)
          onChange(e.target.value ? `${date}T${e.target.value}` : '')
        }}
      >
        <option value="">{status === 'loading' ? 'Loading times…' : !date ? 'Choose a date first' : slots && slots.length === 0 ? 'No times available' : 'Choose a time'}</option>
        {(slots ?? []).map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <p className="lead-form__hint" role="status" aria-live="polite">
        {status === 'error' ? 'We could not load times. Please add your preferred time in the comments.' : slots && date && slots.length === 0 ? 'No times are available on that day. Please choose another date.' : ''}
      </p>
    </fieldset>
  )
}
