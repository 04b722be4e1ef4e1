/**
 * RTE-27: what the contact pages show of a location — its address on one line, its phones and its opening hours as
 * text. Pure: the caller reads the location document (tenant-scoped) and passes it in.
 */
import type { OpeningHoursRow } from './availability'

export type ContactLocation = {
  id: number | string
  name: string
  address: string
  /** the address's state code ('NSW'), or null */
  state: string | null
  phone: string | null
  landline: string | null
  hours: { weekday: number; text: string }[]
}

/** The parts of a location document the contact pages read. */
export type ContactLocationSource = {
  id: number | string
  name: string
  address?: {
    street?: string | null
    city?: string | null
    state?: string | null
    postcode?: string | null
  } | null
  contact_detail?: {
    phone?: string | null
    landline_phone?: string | null
    opening_hours?: OpeningHoursRow[] | null
  } | null
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/**
 * A location document → the details a contact page shows.
 *   address { street: '1 Main St', city: 'Cairns', state: 'QLD', postcode: '4870' } → '1 Main St, Cairns, QLD 4870'
 *   opening hour { weekday: 1, status: 'Open', open: '09:00', close: '17:00' } → 'Monday: 09:00–17:00'
 */
export function contactLocationOf(d: ContactLocationSource): ContactLocation {
  const a = d.address ?? {}
  const rows = d.contact_detail?.opening_hours ?? []
  return {
    id: d.id,
    name: d.name,
    address: [a.street, a.city, [a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    state: a.state?.trim() || null,
    phone: d.contact_detail?.phone ?? null,
    landline: d.contact_detail?.landline_phone ?? null,
    hours: rows.map((r) => ({
      weekday: r.weekday,
      text: `${DAYS[r.weekday] ?? ''}: ${r.status === 'Closed' ? 'Closed' : `${r.open ?? ''}–${r.close ?? ''}`}`,
    })),
  }
}
