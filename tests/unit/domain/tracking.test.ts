import { trackingEventId } from '@/domain/leads/schema'
import { analyticsEvent, detailViewEventId, isTrackedAction, TRACKED_ACTIONS, TRACKING_EVENTS } from '@/domain/tracking'
import { trackHref } from '@/domain/vehicle/layout'

describe('tracking events', () => {
  it('LEAD-49..62 every spec §7 id, once', () => {
    expect(TRACKING_EVENTS).toEqual({
      usedCarView: 4,
      financeEnquiry: 9,
      newCarEnquiry: 14,
      usedCarEnquiry: 15,
      newCarTestDrive: 17,
      generalEnquiry: 22,
      phoneReveal: 25,
      financeCalculatorFirstUse: 26,
      favourite: 39,
      usedCarTestDrive: 48,
      searchPageView: 49,
      careerEnquiry: 51,
      historyReport: 60,
      printPdf: 61,
    })
    const ids = Object.values(TRACKING_EVENTS)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('LEAD-48 the tag manager receives { event: analytics, eventId }', () => {
    expect(analyticsEvent(TRACKING_EVENTS.phoneReveal)).toEqual({ event: 'analytics', eventId: 25 })
  })

  it('LEAD-52..55 LEAD-60..62 a lead’s event id comes from the same table', () => {
    expect(trackingEventId('Test Drive', 'used')).toBe(TRACKING_EVENTS.usedCarTestDrive)
    expect(trackingEventId('Test Drive', 'used', 'Test Drive Only')).toBe(TRACKING_EVENTS.newCarTestDrive)
    expect(trackingEventId('Career Enquiry')).toBe(TRACKING_EVENTS.careerEnquiry)
  })

  it('LEAD-56 LEAD-57 the history report click is event 60 and the print click event 61', () => {
    expect(TRACKED_ACTIONS.history_report.eventId).toBe(60)
    expect(TRACKED_ACTIONS.print.eventId).toBe(61)
    expect(isTrackedAction('history_report')).toBe(true)
    expect(isTrackedAction('print')).toBe(true)
    for (const other of ['toString', 'constructor', '', null, undefined, 60]) expect(isTrackedAction(other)).toBe(false)
    expect(trackHref('2020 toyota/hilux')).toBe('/api/cars/2020%20toyota%2Fhilux/event')
  })

  it('LEAD-58 only a used car’s detail view is event 4', () => {
    expect(detailViewEventId('used')).toBe(4)
    for (const other of ['new', 'demo', null, undefined]) expect(detailViewEventId(other)).toBeNull()
  })
})
