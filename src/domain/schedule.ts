/**
 * Whether a dated item (promo tile, banner, offer, popup) is live at `now`.
 * Start and end are optional ISO strings; an unparsable date counts as absent.
 *   isLiveAt(now, '2026-01-01', '2027-01-01') → true while now is inside; end is exclusive.
 */
export function isLiveAt(now: Date, startsAt?: string | null, endsAt?: string | null): boolean {
  const t = now.getTime()
  const start = startsAt ? Date.parse(startsAt) : NaN
  const end = endsAt ? Date.parse(endsAt) : NaN
  if (!Number.isNaN(start) && t < start) return false
  if (!Number.isNaN(end) && t >= end) return false
  return true
}
