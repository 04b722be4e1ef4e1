/** The admin's date display, Australian style: '1 Dec 2026, 9:00 am' (the admin's own config uses the same). */
export const ADMIN_DATE_FORMAT = 'd MMM yyyy, h:mm a'

const FORMAT = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

export function formatAdminDate(iso: string | null): string {
  const time = iso ? Date.parse(iso) : NaN
  return Number.isNaN(time) ? '—' : FORMAT.format(time)
}
