import {
  barHeights,
  funnelSteps,
  insightDay,
  insightPeriod,
  periodDays,
  previousPeriod,
  searchInsightSchema,
  trendText,
} from '@/domain/insights'

describe('dealer insights', () => {
  it('counts a day in the tenant’s time zone', () => {
    // 9:30 pm UTC on the 26th is already the 27th in Sydney; 3:30 pm UTC is still the 26th in Perth
    const at = new Date('2026-11-26T21:30:00Z')
    expect(insightDay(at, 'Australia/Sydney')).toBe('2026-11-27')
    expect(insightDay(new Date('2026-11-26T15:30:00Z'), 'Australia/Perth')).toBe('2026-11-26')
  })

  it('a period is 7, 30 or 90 days ending today (tenant time); anything else is 30', () => {
    const now = new Date('2026-11-27T01:00:00Z')
    expect(insightPeriod('7', now, 'Australia/Sydney')).toEqual({ days: 7, from: '2026-11-21', to: '2026-11-27' })
    expect(insightPeriod('90', now, 'Australia/Sydney').from).toBe('2026-08-30')
    expect(insightPeriod('13', now, 'Australia/Sydney').days).toBe(30)
    expect(insightPeriod(null, now, 'Australia/Sydney')).toEqual({ days: 30, from: '2026-10-29', to: '2026-11-27' })
    expect(periodDays({ days: 3, from: '2026-02-27', to: '2026-03-01' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ])
  })

  it('the funnel gives each step’s share of the one before (none after a step of 0)', () => {
    expect(funnelSteps({ searches: 900, views: 300, leads: 12, reservations: 0 })).toEqual([
      { key: 'searches', label: 'Searches', count: 900, rate: null, previous: null, change: null },
      { key: 'views', label: 'Vehicle pages viewed', count: 300, rate: 300 / 900, previous: null, change: null },
      { key: 'leads', label: 'Enquiries', count: 12, rate: 12 / 300, previous: null, change: null },
      { key: 'reservations', label: 'Reservations', count: 0, rate: 0, previous: null, change: null },
    ])
    expect(funnelSteps({ searches: 0, views: 5, leads: 0, reservations: 0 })[1]!.rate).toBeNull()
  })

  it('the trend: each step against the period of as many days just before', () => {
    expect(previousPeriod({ days: 7, from: '2026-03-01', to: '2026-03-07' })).toEqual({
      days: 7,
      from: '2026-02-22',
      to: '2026-02-28',
    })
    const steps = funnelSteps(
      { searches: 900, views: 300, leads: 12, reservations: 2 },
      { searches: 800, views: 400, leads: 12, reservations: 0 },
    )
    expect(steps.map((s) => [s.previous, s.change])).toEqual([
      [800, 0.125],
      [400, -0.25],
      [12, 0],
      [0, null],
    ])
    const pct = (n: number) => n.toFixed(1).replace(/\.0$/, '')
    expect(steps.map((s) => trendText(s, 7, pct))).toEqual([
      'up 12.5% on the 7 days before',
      'down 25% on the 7 days before',
      'the same as the 7 days before',
      'none in the 7 days before',
    ])
    expect(trendText(funnelSteps({ searches: 1, views: 0, leads: 0, reservations: 0 })[0]!, 7, pct)).toBeNull()
  })

  it('bars are heights against the period’s highest day', () => {
    expect(barHeights([0, 5, 10])).toEqual([0, 0.5, 1])
    expect(barHeights([0, 0])).toEqual([0, 0])
  })

  it('the search report is a bounded query string and whether it found a car', () => {
    expect(searchInsightSchema.safeParse({ query: 'query=hilux', found: false }).success).toBe(true)
    expect(searchInsightSchema.safeParse({ query: 'q'.repeat(2001), found: true }).success).toBe(false)
    expect(searchInsightSchema.safeParse({ query: '', found: true, extra: 1 }).success).toBe(false)
  })
})
