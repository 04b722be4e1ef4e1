import {
  detailViewEventId,
  isTrackedAction,
  TRACKED_ACTIONS,
  trackHref,
  USED_CAR_VIEW_EVENT_ID,
} from '@/domain/vehicle/layout'

describe('vehicle page tracking events', () => {
  it('LEAD-56 LEAD-57 the history report click is event 60 and the print click event 61', () => {
    expect(TRACKED_ACTIONS.history_report.eventId).toBe(60)
    expect(TRACKED_ACTIONS.print.eventId).toBe(61)
    expect(isTrackedAction('history_report')).toBe(true)
    expect(isTrackedAction('print')).toBe(true)
    for (const other of ['toString', 'constructor', '', null, undefined, 60]) expect(isTrackedAction(other)).toBe(false)
    expect(trackHref('2020 toyota/hilux')).toBe('/api/cars/2020%20toyota%2Fhilux/event')
  })

  it('LEAD-58 only a used car’s detail view is event 4', () => {
    expect(USED_CAR_VIEW_EVENT_ID).toBe(4)
    expect(detailViewEventId('used')).toBe(4)
    for (const other of ['new', 'demo', null, undefined]) expect(detailViewEventId(other)).toBeNull()
  })
})
