/**
 * Test-drive availability (LEAD-12): the bookable slots of one location on one day.
 *
 * Hours come from the location's `contact_detail.opening_hours` (weekday 0 = Sunday, status Open/Closed, open/close
 * 'HH:MM') and `special_hours` (a dated Open/Closed override with start_hour/end_hour). When the location holds no
 * opening hours at all, the documented default applies: Mon–Fri 09:00–17:00, Sat 09:00–12:00, Sunday closed.
 * Slots are 30 minutes, start at opening time, and must end by closing time. A slot is not offered when it starts at
 * or before `now` (both are wall-clock times at the location, 'YYYY-MM-DDTHH:MM') or when a test-drive lead at that
 * location already holds it. Pure: no Payload, no clock.
 */

export type OpeningHoursRow = {
  weekday: number
  status?: 'Open' | 'Closed' | string | null
  open?: string | null
  close?: string | null
}
export type SpecialHoursRow = {
  date: string
  status?: 'Open' | 'Closed' | string | null
  start_hour?: string | null
  end_hour?: string | null
}

export const SLOT_MINUTES = 30

/** Mon–Fri 9:00–17:00, Sat 9:00–12:00 (weekday 0 is Sunday, closed). */
export const DEFAULT_OPENING_HOURS: readonly OpeningHoursRow[] = [
  { weekday: 1, status: 'Open', open: '09:00', close: '17:00' },
  { weekday: 2, status: 'Open', open: '09:00', close: '17:00' },
  { weekday: 3, status: 'Open', open: '09:00', close: '17:00' },
  { weekday: 4, status: 'Open', open: '09:00', close: '17:00' },
  { weekday: 5, status: 'Open', open: '09:00', close: '17:00' },
  { weekday: 6, status: 'Open', open: '09:00', close: '12:00' },
]

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function isIsoDate(date: string): boolean {
  const m = DATE.exec(date)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
}

function minutes(t: string | null | undefined): number | null {
  const m = t ? TIME.exec(t) : null
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}

const hhmm = (mins: number) => `${String(Math.floor(mins / 60)).padStart(2, '0')}:${String(mins % 60).padStart(2, '0')}`

/** Day of week of a 'YYYY-MM-DD' date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  const m = DATE.exec(date)
  if (!m) throw new Error(`Not a date: ${date}`)
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay()
}

/** The [open, close) window in minutes for the date, or null when closed. */
export function openWindow(
  date: string,
  openingHours: readonly OpeningHoursRow[] | null | undefined,
  specialHours: readonly SpecialHoursRow[] | null | undefined = [],
): [number, number] | null {
  const special = (specialHours ?? []).find((s) => (s.date ?? '').slice(0, 10) === date)
  if (special) {
    if (special.status !== 'Open') return null
    const o = minutes(special.start_hour)
    const c = minutes(special.end_hour)
    if (o != null && c != null) return c > o ? [o, c] : null
    // an 'Open' special day without times keeps the weekday's hours
  }
  const rows = openingHours && openingHours.length > 0 ? openingHours : DEFAULT_OPENING_HOURS
  const row = rows.find((r) => r.weekday === weekdayOf(date))
  if (!row || row.status === 'Closed') return null
  const o = minutes(row.open)
  const c = minutes(row.close)
  return o != null && c != null && c > o ? [o, c] : null
}

export type SlotInput = {
  date: string
  openingHours?: readonly OpeningHoursRow[] | null
  specialHours?: readonly SpecialHoursRow[] | null
  /** Wall-clock now at the location, 'YYYY-MM-DDTHH:MM'. */
  now: string
  /** Test-drive booking times already held at the location ('YYYY-MM-DDTHH:MM', seconds ignored). */
  booked?: readonly string[]
  slotMinutes?: number
}

/** The bookable slot start times ('HH:MM') for the date, earliest first. */
export function bookableSlots({
  date,
  openingHours,
  specialHours,
  now,
  booked = [],
  slotMinutes = SLOT_MINUTES,
}: SlotInput): string[] {
  if (!isIsoDate(date)) return []
  const nowDate = now.slice(0, 10)
  if (date < nowDate) return []
  const window = openWindow(date, openingHours, specialHours)
  if (!window) return []
  const nowMins = date === nowDate ? (minutes(now.slice(11, 16)) ?? 0) : -1
  const taken = new Set(booked.filter((b) => b.slice(0, 10) === date).map((b) => b.slice(11, 16)))
  const slots: string[] = []
  for (let t = window[0]; t + slotMinutes <= window[1]; t += slotMinutes) {
    if (t <= nowMins) continue
    const label = hhmm(t)
    if (!taken.has(label)) slots.push(label)
  }
  return slots
}

const STATE_TIME_ZONES: Record<string, string> = {
  nsw: 'Australia/Sydney',
  act: 'Australia/Sydney',
  vic: 'Australia/Melbourne',
  tas: 'Australia/Hobart',
  qld: 'Australia/Brisbane',
  sa: 'Australia/Adelaide',
  nt: 'Australia/Darwin',
  wa: 'Australia/Perth',
}

/** The IANA time zone of an Australian state or territory code ('WA' → Australia/Perth); Sydney when unknown. */
export function australianTimeZone(state: string | null | undefined): string {
  return STATE_TIME_ZONES[(state ?? '').trim().toLowerCase()] ?? 'Australia/Sydney'
}
