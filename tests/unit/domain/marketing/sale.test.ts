import { saleCountdown } from '@/domain/marketing/sale'

// A sale that ends at midnight starting Wednesday 1 July 2026 in Sydney (AEST, UTC+10): its last day is Tuesday 30 June.
const END = '2026-06-30T14:00:00.000Z'
const SYDNEY = 'Australia/Sydney'

describe('RTE-32 sale page countdown (campaign pages)', () => {
  it('counts whole days to the last day in the dealer’s zone', () => {
    expect(saleCountdown(END, new Date('2026-06-24T01:00:00Z'), SYDNEY)).toEqual({
      state: 'running',
      text: 'Ends in 6 days',
      endsOn: 'Tuesday 30 June 2026',
      daysLeft: 6,
    })
  })

  it('says tomorrow and today near the end, by the Sydney calendar not UTC', () => {
    // 29 June 23:30 Sydney is still 29 June 13:30 UTC
    expect(saleCountdown(END, new Date('2026-06-29T13:30:00Z'), SYDNEY).text).toBe('Ends tomorrow')
    // 30 June 00:30 Sydney is 29 June 14:30 UTC: already the last day there
    expect(saleCountdown(END, new Date('2026-06-29T14:30:00Z'), SYDNEY).text).toBe('Ends today')
    expect(saleCountdown(END, new Date('2026-06-30T13:59:59Z'), SYDNEY).text).toBe('Ends today')
  })

  it('is over at the end instant', () => {
    expect(saleCountdown(END, new Date(END), SYDNEY)).toEqual({
      state: 'ended',
      text: 'Sale ended',
      endsOn: 'Tuesday 30 June 2026',
    })
  })

  it('uses the dealer’s zone: Perth is two hours behind', () => {
    // the same instant is 30 June 22:00 in Perth: the last day there is 30 June, ending at 22:00 local
    expect(saleCountdown(END, new Date('2026-06-29T15:00:00Z'), 'Australia/Perth').text).toBe('Ends tomorrow')
  })

  it('no or unreadable end date: no countdown', () => {
    expect(saleCountdown(null, new Date(), SYDNEY)).toEqual({ state: 'open', text: null, endsOn: null })
    expect(saleCountdown('not a date', new Date(), SYDNEY).state).toBe('open')
  })
})
