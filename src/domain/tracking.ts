/**
 * Tracking events (spec §7 "Tracking event ids", LEAD-48..62): every event id the site sends, stated once. An event
 * goes to the dealer's tag manager as `{ event: 'analytics', eventId }` on `window.dataLayer` (pushAnalytics in
 * src/lib/analytics.client.ts), and some are also recorded on the server as an analytics-events row
 * (src/data/vehicleEvents.ts, src/data/leads/events.ts).
 */

export const TRACKING_EVENTS = {
  /** LEAD-58: a used car's detail view (new and demo cars have none). */
  usedCarView: 4,
  /** LEAD-60. */
  financeEnquiry: 9,
  /** LEAD-52 (demo cars count as new). */
  newCarEnquiry: 14,
  /** LEAD-53. */
  usedCarEnquiry: 15,
  /** LEAD-54: a new or demo car's test drive, or any car tagged Test Drive Only. */
  newCarTestDrive: 17,
  /** LEAD-61: General Enquiry and every other form. */
  generalEnquiry: 22,
  /** LEAD-50, VDP-38: the call panel's number revealed. */
  phoneReveal: 25,
  /** LEAD-51: the finance calculator's first use on a page. */
  financeCalculatorFirstUse: 26,
  /** LEAD-49, SAVE-15: a car saved to the watchlist or favourites. */
  favourite: 39,
  /** LEAD-55. */
  usedCarTestDrive: 48,
  /** LEAD-59. */
  searchPageView: 49,
  /** LEAD-62 (sent as General Enquiry with subcategory Career Enquiry, LEAD-63). */
  careerEnquiry: 51,
  /** LEAD-56. */
  historyReport: 60,
  /** LEAD-57: the print page or the PDF. */
  printPdf: 61,
} as const

export type TrackingEventName = keyof typeof TRACKING_EVENTS
export type TrackingEventId = (typeof TRACKING_EVENTS)[TrackingEventName]

/** What the tag manager receives (LEAD-48). */
export interface AnalyticsEvent {
  event: 'analytics'
  eventId: number
}

export function analyticsEvent(eventId: number): AnalyticsEvent {
  return { event: 'analytics', eventId }
}

/** LEAD-58: the detail-view event of a car of this type, or null (only used cars have one). */
export function detailViewEventId(carType: string | null | undefined): number | null {
  return carType === 'used' ? TRACKING_EVENTS.usedCarView : null
}

/**
 * LEAD-56, LEAD-57: vehicle-page actions that are tracked when clicked (marked `data-track="{key}"`): pushed to the
 * data layer and recorded on the server through POST /api/cars/{slug}/event { event: key }. The action itself never
 * waits for either (ERR-25).
 */
export const TRACKED_ACTIONS = {
  history_report: {
    eventId: TRACKING_EVENTS.historyReport,
    name: 'history_report',
    failure: 'History report analytics failed',
  },
  print: { eventId: TRACKING_EVENTS.printPdf, name: 'print_pdf', failure: 'Print analytics failed' },
} as const
export type TrackedAction = keyof typeof TRACKED_ACTIONS

export function isTrackedAction(value: unknown): value is TrackedAction {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(TRACKED_ACTIONS, value)
}
