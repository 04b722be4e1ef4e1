/**
 * Opening hours of a location (LOC-14..17): rows with weekday 0-6 (0 is Sunday), status Open/Closed and 24-hour
 * open/close times; the display collapses Monday–Friday into one 'Mon–Fri' row when the five are equal (LOC-16),
 * 'Closed' reads 'By appointment only' for tenants that say so (LOC-17), and today's state is worked out in the
 * location's own time zone, derived from its state (NSW → Australia/Sydney, QLD → Australia/Brisbane …). Pure.
 */

import { zonedClock } from '../dateFormat'

export type HoursRow = {
  /** 0 is Sunday … 6 is Saturday (LOC-14, LOC-15) */
  weekday: number
  status?: 'Open' | 'Closed' | string | null
  /** 'HH:MM' 24-hour */
  open?: string | null
  close?: string | null
  formated_hours?: string | null
}

export type HoursLine = { label: string; text: string; weekdays: number[] }

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
export const DAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
/** LOC-15: Mon-Fri is weekdays 1-5. */
export const WEEKDAYS = [1, 2, 3, 4, 5] as const
/** The display order, Monday first (Australian convention), Sunday last. */
export const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const

export const CLOSED = 'Closed'
export const BY_APPOINTMENT = 'By appointment only'

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/

/** 'HH:MM' → minutes after midnight; null when not a time. */
export function minutesOf(hhmm: string | null | undefined): number | null {
  const m = TIME.exec((hhmm ?? '').trim())
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}

/** '18:00' → '6pm', '08:30' → '8:30am', '12:00' → '12pm', '00:00' → '12am'. */
export function formatTime(hhmm: string | null | undefined): string {
  const mins = minutesOf(hhmm)
  if (mins === null) return (hhmm ?? '').trim()
  const h = Math.floor(mins / 60)
  const m = mins % 60
  const suffix = h < 12 ? 'am' : 'pm'
  const h12 = h % 12 === 0 ? 12 : h % 12
  return m === 0 ? `${h12}${suffix}` : `${h12}:${String(m).padStart(2, '0')}${suffix}`
}

function isOpen(row: HoursRow | undefined): boolean {
  return !!row && row.status !== 'Closed' && minutesOf(row.open) !== null && minutesOf(row.close) !== null
}

/** One row's text: '8:30am – 5:30pm', 'Closed' (or 'By appointment only', LOC-17), or its formated_hours. */
export function rowText(row: HoursRow | undefined, opts: { byAppointment?: boolean } = {}): string {
  const closed = opts.byAppointment ? BY_APPOINTMENT : CLOSED
  if (!row || row.status === 'Closed') return closed
  if (isOpen(row)) return `${formatTime(row.open)} – ${formatTime(row.close)}`
  return row.formated_hours?.trim() || closed
}

/**
 * LOC-16: the week as display lines, Monday first. When weekdays 1-5 all read the same they collapse to one
 * 'Mon–Fri' line; otherwise each day has its own line. Days with no row read Closed (or By appointment only).
 *   Mon–Fri 08:30–17:30, Sat 09:00–13:00, Sun closed → ['Mon–Fri 8:30am – 5:30pm', 'Saturday 9am – 1pm', 'Sunday Closed']
 */
export function weekLines(rows: readonly HoursRow[], opts: { byAppointment?: boolean } = {}): HoursLine[] {
  const byDay = new Map<number, HoursRow>()
  for (const r of rows) if (Number.isInteger(r.weekday) && r.weekday >= 0 && r.weekday <= 6) byDay.set(r.weekday, r)
  const text = (d: number) => rowText(byDay.get(d), opts)
  const lines: HoursLine[] = []
  const weekdayTexts = WEEKDAYS.map(text)
  const collapse = weekdayTexts.every((t) => t === weekdayTexts[0])
  if (collapse) lines.push({ label: 'Mon–Fri', text: weekdayTexts[0] ?? '', weekdays: [...WEEKDAYS] })
  for (const d of DISPLAY_ORDER) {
    if (collapse && d >= 1 && d <= 5) continue
    lines.push({ label: DAY_NAMES[d], text: text(d), weekdays: [d] })
  }
  return lines
}

const STATE_ZONES: Record<string, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
}

/** A location's IANA time zone from its state code ('nsw', 'WA'); Brisbane (the spec's default state 'qld') otherwise. */
export function timeZoneForState(state: string | null | undefined): string {
  return STATE_ZONES[(state ?? '').trim().toUpperCase()] ?? 'Australia/Brisbane'
}

/** The wall clock in a zone: weekday 0-6 and minutes after midnight. */
export function wallClock(at: Date, timeZone: string): { weekday: number; minutes: number } {
  const { weekday, minutes } = zonedClock(at, timeZone)
  return { weekday, minutes }
}

export type OpenState = { open: boolean; text: string }

/**
 * Today's state at a location, in its own zone:
 *   open now → 'Open until 6pm today'; before today's opening → 'Opens 8:30am today';
 *   otherwise the next open day → 'Opens 8:30am tomorrow' / 'Opens 8:30am Monday'; no open day → 'Closed'.
 */
export function openState(rows: readonly HoursRow[], at: Date, timeZone: string): OpenState {
  const { weekday, minutes } = wallClock(at, timeZone)
  const byDay = new Map<number, HoursRow>()
  for (const r of rows) byDay.set(r.weekday, r)
  const today = byDay.get(weekday)
  if (today && isOpen(today)) {
    const o = minutesOf(today.open)!
    const c = minutesOf(today.close)!
    if (minutes >= o && minutes < c) return { open: true, text: `Open until ${formatTime(today.close)} today` }
    if (minutes < o) return { open: false, text: `Opens ${formatTime(today.open)} today` }
  }
  for (let i = 1; i <= 7; i++) {
    const d = (weekday + i) % 7
    const row = byDay.get(d)
    if (row && isOpen(row)) {
      const when = i === 1 ? 'tomorrow' : DAY_NAMES[d]
      return { open: false, text: `Opens ${formatTime(row.open)} ${when}` }
    }
  }
  return { open: false, text: CLOSED }
}
