'use client'

import { useEffect, useId, useState } from 'react'

import { Dialog } from '@/components/ui/Dialog.client'
import { formatDate, zonedClock } from '@/domain/dateFormat'
import { openState, rowText, weekLines, type HoursRow, type OpenState } from '@/domain/locations/hours'
import type { SpecialHours } from '@/domain/locations/siteLocation'

export type HoursOption = {
  id: number
  /** 'Sales', 'Service' … (LOC-05) */
  label: string
  timeZone: string
  hours: HoursRow[]
  specialHours: SpecialHours[]
}

/** A special day's date, '2026-12-25' → 'Friday 25 December 2026'. */
const dateText = (iso: string) => formatDate(new Date(`${iso}T00:00:00Z`), 'dddd d mmmm yyyy', 'UTC')

/**
 * LOC-05: the opening-hours table of the locations at one address with a dropdown by location type; today's
 * open/closed state in the location's own zone (worked out in the browser, so the cached page never shows a stale
 * state); LOC-11: the holiday (special) hours in a modal. LOC-16/17: collapsed to Mon–Fri, Closed → By appointment only.
 */
export function HoursPanel({ options, byAppointment }: { options: HoursOption[]; byAppointment: boolean }) {
  const [selected, setSelected] = useState(0)
  const [now, setNow] = useState<OpenState | null>(null)
  const [special, setSpecial] = useState<SpecialHours[] | null>(null)
  const [modal, setModal] = useState(false)
  const selectId = useId()
  const current = options[selected] ?? options[0]

  useEffect(() => {
    if (!current) return
    const update = () => {
      setNow(current.hours.length ? openState(current.hours, new Date(), current.timeZone) : null)
      const today = zonedClock(new Date(), current.timeZone).date
      setSpecial(current.specialHours.filter((s) => s.date >= today))
    }
    update()
    const t = window.setInterval(update, 60_000)
    return () => window.clearInterval(t)
  }, [current])

  if (!current) return null
  const lines = weekLines(current.hours, { byAppointment })
  const upcoming = special ?? current.specialHours
  return (
    <section className="loc-hours" aria-labelledby={`${selectId}-h`}>
      <div className="loc-hours__head">
        <h2 id={`${selectId}-h`} className="loc-hours__title">
          Opening hours
        </h2>
        {options.length > 1 ? (
          <div className="loc-hours__type">
            <label htmlFor={selectId}>Department</label>
            <select id={selectId} value={selected} onChange={(e) => setSelected(Number(e.target.value))}>
              {options.map((o, i) => (
                <option key={o.id} value={i}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="loc-hours__single">{current.label}</p>
        )}
      </div>
      <p
        className={`loc-hours__now${now?.open ? ' loc-hours__now--open' : ''}`}
        aria-live="polite"
        data-testid="open-state"
      >
        {now ? (
          <>
            <span className="loc-hours__dot" aria-hidden="true" />
            {now.open ? now.text : `Closed · ${now.text}`.replace('Closed · Closed', 'Closed')}
          </>
        ) : null}
      </p>
      {lines.length > 0 ? (
        <table className="loc-hours__table">
          <caption className="visually-hidden">{current.label} opening hours</caption>
          <tbody>
            {lines.map((l) => (
              <tr key={l.label}>
                <th scope="row">{l.label}</th>
                <td>{l.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Please call us for our opening hours.</p>
      )}
      {upcoming.length > 0 ? (
        <>
          <button type="button" className="button button--secondary loc-hours__holiday" onClick={() => setModal(true)}>
            Holiday hours
          </button>
          <Dialog
            open={modal}
            onClose={() => setModal(false)}
            title={`Holiday hours — ${current.label}`}
            className="loc-holiday"
          >
            <table className="loc-hours__table">
              <tbody>
                {upcoming.map((s) => (
                  <tr key={s.date}>
                    <th scope="row">
                      {dateText(s.date)}
                      {s.label ? <span className="loc-holiday__label">{s.label}</span> : null}
                    </th>
                    <td>
                      {rowText({ weekday: 0, status: s.status, open: s.open, close: s.close }, { byAppointment })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Dialog>
        </>
      ) : null}
    </section>
  )
}
