import { australianTimeZone, bookableSlots, openWindow, weekdayOf, isIsoDate } from '@/domain/leads/availability'

// 2026-11-23 is a Monday, 2026-11-28 a Saturday, 2026-11-29 a Sunday.
const MON = '2026-11-23'
const SAT = '2026-11-28'
const SUN = '2026-11-29'
const EARLIER = '2026-11-22T08:00'

describe('test drive availability (LEAD-12)', () => {
  it('LEAD-12 knows weekdays and real dates', () => {
    expect(weekdayOf(MON)).toBe(1)
    expect(weekdayOf(SUN)).toBe(0)
    expect(isIsoDate('2026-02-30')).toBe(false)
    expect(isIsoDate('2026-02-28')).toBe(true)
  })

  it('LEAD-12 default hours: Mon–Fri 9:00–17:00 in 30-minute slots, Sat 9:00–12:00, Sunday closed', () => {
    const mon = bookableSlots({ date: MON, now: EARLIER })
    expect(mon).toHaveLength(16)
    expect(mon[0]).toBe('09:00')
    expect(mon.at(-1)).toBe('16:30')
    expect(bookableSlots({ date: SAT, now: EARLIER })).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'])
    expect(bookableSlots({ date: SUN, now: EARLIER })).toEqual([])
  })

  it('LEAD-12 uses the location opening hours when held (Closed days offer nothing, a slot must end by closing)', () => {
    const hours = [
      { weekday: 1, status: 'Open', open: '08:30', close: '10:15' },
      { weekday: 6, status: 'Closed', open: '09:00', close: '12:00' },
    ]
    expect(bookableSlots({ date: MON, openingHours: hours, now: EARLIER })).toEqual(['08:30', '09:00', '09:30'])
    expect(bookableSlots({ date: SAT, openingHours: hours, now: EARLIER })).toEqual([])
    // a weekday the location does not list is closed
    expect(bookableSlots({ date: '2026-11-24', openingHours: hours, now: EARLIER })).toEqual([])
  })

  it('LEAD-12 special hours override the weekday (a closed holiday, a short open day)', () => {
    expect(openWindow(MON, null, [{ date: `${MON}T00:00:00.000Z`, status: 'Closed' }])).toBeNull()
    expect(
      bookableSlots({
        date: SUN,
        specialHours: [{ date: SUN, status: 'Open', start_hour: '10:00', end_hour: '11:00' }],
        now: EARLIER,
      }),
    ).toEqual(['10:00', '10:30'])
  })

  it('LEAD-12 offers no slot in the past: earlier days are empty, today starts after now', () => {
    expect(bookableSlots({ date: MON, now: '2026-11-24T08:00' })).toEqual([])
    const today = bookableSlots({ date: MON, now: `${MON}T15:10` })
    expect(today).toEqual(['15:30', '16:00', '16:30'])
    expect(bookableSlots({ date: MON, now: `${MON}T15:30` })).toEqual(['16:00', '16:30'])
  })

  it('LEAD-12 removes slots already booked by test-drive leads at the location', () => {
    const slots = bookableSlots({
      date: SAT,
      now: EARLIER,
      booked: [`${SAT}T09:30`, `${SAT}T11:00:00`, `${MON}T10:00`],
    })
    expect(slots).toEqual(['09:00', '10:00', '10:30', '11:30'])
  })

  it('LEAD-12 answers nothing for a date that does not exist', () => {
    expect(bookableSlots({ date: '2026-13-01', now: EARLIER })).toEqual([])
  })
})

describe('australianTimeZone', () => {
  it('LEAD-12 slots are counted on the location’s own clock: the state gives the time zone', () => {
    expect(australianTimeZone('WA')).toBe('Australia/Perth')
    expect(australianTimeZone('qld')).toBe('Australia/Brisbane')
    expect(australianTimeZone(' SA ')).toBe('Australia/Adelaide')
    expect(australianTimeZone(null)).toBe('Australia/Sydney')
  })
})
