import {
  COUNT_UP_MS,
  counterShows,
  countUp,
  formatCount,
  latestAnswerOnly,
  monthStart,
  SALES_REFRESH_SECONDS,
} from '@/domain/counters/salesCounter'

describe('sales-this-month counter: real sales (deliberately not the spec’s clock figure)', () => {
  it('CMS-15 CMS-16 (deliberately differs: the figure counts the month’s real sales, not 192 a day in 450 s steps) the month starts at midnight on the first in the tenant’s zone', () => {
    // 14:00 UTC on 22 Nov is the 23rd in Brisbane; the month began at 1 Nov 00:00 AEST (UTC+10)
    expect(monthStart(new Date('2026-11-22T14:00:00Z'), 'Australia/Brisbane').toISOString()).toBe(
      '2026-10-31T14:00:00.000Z',
    )
    // Sydney keeps daylight saving in November (UTC+11)
    expect(monthStart(new Date('2026-11-22T14:00:00Z'), 'Australia/Sydney').toISOString()).toBe(
      '2026-10-31T13:00:00.000Z',
    )
    // Perth (UTC+8): still October there at 15:00 UTC on 31 Oct
    expect(monthStart(new Date('2026-10-31T15:00:00Z'), 'Australia/Perth').toISOString()).toBe(
      '2026-09-30T16:00:00.000Z',
    )
  })

  it('CMS-18 (deliberately differs: the tenant’s own time zone, not Brisbane’s) a new month starts where the dealer is', () => {
    // 13:30 UTC on 30 Nov: already 1 Dec in Sydney (00:30 AEDT), still 30 Nov in Brisbane (23:30 AEST)
    const at = new Date('2026-11-30T13:30:00Z')
    expect(monthStart(at, 'Australia/Sydney').toISOString()).toBe('2026-11-30T13:00:00.000Z')
    expect(monthStart(at, 'Australia/Brisbane').toISOString()).toBe('2026-10-31T14:00:00.000Z')
  })

  it('CMS-17 the page asks for the figure again each 150 s, and counts up to a new one', () => {
    expect(SALES_REFRESH_SECONDS).toBe(150)
    expect(countUp(10, 20, 0)).toBe(10)
    expect(countUp(10, 20, COUNT_UP_MS / 2)).toBe(19)
    expect(countUp(10, 20, COUNT_UP_MS)).toBe(20)
    expect(countUp(20, 20, 5)).toBe(20)
    // never past the new figure, whole numbers on the way
    for (let t = 0; t <= COUNT_UP_MS; t += 100) {
      const v = countUp(3, 41, t)
      expect(Number.isInteger(v) && v >= 3 && v <= 41).toBe(true)
    }
  })

  it('shows only a real figure: not before the month’s first sale, never a non-count', () => {
    expect(counterShows(41)).toBe(true)
    expect(counterShows(1)).toBe(true)
    for (const none of [0, -1, 1.5, NaN, null, undefined]) expect(counterShows(none)).toBe(false)
    expect(formatCount(4417)).toBe('4,417')
  })
})

describe('CMS-17 the figure asked again: only the latest ask counts', () => {
  /** An ask whose answers the test releases by hand, in any order. */
  function heldAsks() {
    const pending: ((answer: number) => void)[] = []
    const ask = () => new Promise<number>((resolve) => pending.push(resolve))
    return { ask, answer: (index: number, value: number) => pending[index]!(value) }
  }

  it('an answer that comes back after a later ask began is dropped; the later one is kept', async () => {
    const { ask, answer } = heldAsks()
    const latest = latestAnswerOnly(ask)
    const first = latest()
    const second = latest()
    answer(1, 41)
    answer(0, 34)
    expect(await second).toBe(41)
    expect(await first).toBeUndefined()
  })

  it('asks in turn each keep their answer', async () => {
    const { ask, answer } = heldAsks()
    const latest = latestAnswerOnly(ask)
    const first = latest()
    answer(0, 33)
    expect(await first).toBe(33)
    const second = latest()
    answer(1, 39)
    expect(await second).toBe(39)
  })
})
