import {
  brisbaneClock,
  formatCount,
  SALES_PER_DAY,
  SALES_REFRESH_SECONDS,
  SALES_STEP_SECONDS,
  salesThisMonth,
} from '@/domain/counters/salesCounter'

describe('sales-this-month counter', () => {
  it('CMS-15 adds 192 per day', () => {
    expect(SALES_PER_DAY).toBe(192)
    // Brisbane midnight on the 23rd and on the 24th (UTC 14:00 the day before)
    const d23 = salesThisMonth(new Date('2026-11-22T14:00:00Z'))
    const d24 = salesThisMonth(new Date('2026-11-23T14:00:00Z'))
    expect(d23).toBe(23 * 192)
    expect(d24 - d23).toBe(192)
  })

  it('CMS-16 advances one step each 450 s', () => {
    expect(SALES_STEP_SECONDS).toBe(450)
    const midnight = new Date('2026-11-22T14:00:00Z').getTime()
    expect(salesThisMonth(new Date(midnight + 449_000))).toBe(23 * 192)
    expect(salesThisMonth(new Date(midnight + 450_000))).toBe(23 * 192 + 1)
    expect(salesThisMonth(new Date(midnight + 899_000))).toBe(23 * 192 + 1)
    expect(salesThisMonth(new Date(midnight + 900_000))).toBe(23 * 192 + 2)
    // the last step of a day meets the next day's start: 191 steps, then + 1 at midnight
    expect(salesThisMonth(new Date(midnight + 86_399_000))).toBe(23 * 192 + 191)
  })

  it('CMS-17 the page refreshes the figure each 150 s', () => {
    expect(SALES_REFRESH_SECONDS).toBe(150)
  })

  it('CMS-18 uses the day of month and time of day in Brisbane time (UTC+10, no daylight saving)', () => {
    // 20:00 UTC on 30 Nov is 06:00 on 1 Dec in Brisbane: a new month starts there, not in UTC
    expect(brisbaneClock(new Date('2026-11-30T20:00:00Z'))).toEqual({ dayOfMonth: 1, secondsOfDay: 6 * 3600 })
    expect(salesThisMonth(new Date('2026-11-30T20:00:00Z'))).toBe(192 + (6 * 3600) / 450)
    // January (Sydney on daylight saving) is still UTC+10 in Brisbane
    expect(brisbaneClock(new Date('2027-01-15T02:30:00Z'))).toEqual({ dayOfMonth: 15, secondsOfDay: 12.5 * 3600 })
  })

  it('CMS-15 a base figure set on the block is added; junk bases are ignored', () => {
    const now = new Date('2026-11-22T14:00:00Z')
    expect(salesThisMonth(now, 1000)).toBe(1000 + 23 * 192)
    expect(salesThisMonth(now, -5)).toBe(23 * 192)
    expect(salesThisMonth(now, NaN)).toBe(23 * 192)
    expect(formatCount(4417)).toBe('4,417')
  })
})
