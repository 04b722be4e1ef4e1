import { isLiveAt, SCHEDULE_STATUS_LABELS, scheduleStatus } from '@/domain/schedule'

const now = new Date('2026-11-22T10:00:00Z')

describe('isLiveAt: start and expiry windows of promo tiles, banners and popups', () => {
  it('SRP-08 a promo tile shows only between its start and expiry times', () => {
    expect(isLiveAt(now, '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z')).toBe(true)
    expect(isLiveAt(now, '2026-11-23T00:00:00Z', '2026-12-01T00:00:00Z')).toBe(false)
    expect(isLiveAt(now, '2026-11-01T00:00:00Z', '2026-11-22T09:59:59Z')).toBe(false)
  })

  it('the expiry instant itself is already expired; the start instant is live', () => {
    expect(isLiveAt(now, null, '2026-11-22T10:00:00Z')).toBe(false)
    expect(isLiveAt(now, '2026-11-22T10:00:00Z', null)).toBe(true)
  })

  it('a missing or unparsable date leaves that side open', () => {
    expect(isLiveAt(now)).toBe(true)
    expect(isLiveAt(now, undefined, null)).toBe(true)
    expect(isLiveAt(now, 'not a date', 'also not')).toBe(true)
  })
})

describe('scheduleStatus: the admin Status column of promo tiles, banners, offers and popups', () => {
  it('scheduled before the start, live inside the window, expired from the end', () => {
    expect(scheduleStatus(now, { startsAt: '2026-11-23T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' })).toBe('scheduled')
    expect(scheduleStatus(now, { startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' })).toBe('live')
    expect(scheduleStatus(now, { startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-11-22T10:00:00Z' })).toBe('expired')
  })

  it('open-ended windows and a popup switched off', () => {
    expect(scheduleStatus(now, {})).toBe('live')
    expect(scheduleStatus(now, { endsAt: '2026-11-01T00:00:00Z' })).toBe('expired')
    expect(scheduleStatus(now, { startsAt: '2027-01-01T00:00:00Z' })).toBe('scheduled')
    expect(scheduleStatus(now, { endsAt: '2027-01-01T00:00:00Z', active: false })).toBe('off')
    expect(scheduleStatus(now, { endsAt: '2027-01-01T00:00:00Z', active: true })).toBe('live')
  })

  it('has a plain label for every status', () => {
    expect(Object.values(SCHEDULE_STATUS_LABELS)).toEqual(['Off', 'Scheduled', 'Live', 'Expired'])
  })
})
