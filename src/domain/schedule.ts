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

/** Where a dated item stands for the admin's Status column: 'off' is switched off by hand (a popup's Active box). */
export type ScheduleStatus = 'off' | 'scheduled' | 'live' | 'expired'

export const SCHEDULE_STATUS_LABELS: Record<ScheduleStatus, string> = {
  off: 'Off',
  scheduled: 'Scheduled',
  live: 'Live',
  expired: 'Expired',
}

/**
 * The status of a dated item at `now`, by the same rule the site shows it by (isLiveAt):
 *   before its start → 'scheduled'; at or after its end → 'expired'; between (or no dates) → 'live';
 *   active === false → 'off' whatever the dates.
 */
export function scheduleStatus(
  now: Date,
  { startsAt, endsAt, active }: { startsAt?: string | null; endsAt?: string | null; active?: boolean | null },
): ScheduleStatus {
  if (active === false) return 'off'
  if (isLiveAt(now, startsAt, endsAt)) return 'live'
  const end = endsAt ? Date.parse(endsAt) : NaN
  return !Number.isNaN(end) && now.getTime() >= end ? 'expired' : 'scheduled'
}
