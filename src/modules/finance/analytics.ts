/** First use of the finance calculator is tracked as analytics event 26 (spec §7 tracking ids). */
export const FINANCE_CALCULATOR_EVENT_ID = 26

export interface AnalyticsEvent {
  event: 'analytics'
  eventId: number
}

/** Pushes an analytics event to the tag manager's data layer (window.dataLayer), creating it when absent. */
export function pushAnalytics(eventId: number): void {
  if (typeof window === 'undefined') return
  const w = window as Window & { dataLayer?: unknown[] }
  w.dataLayer = w.dataLayer ?? []
  const event: AnalyticsEvent = { event: 'analytics', eventId }
  w.dataLayer.push(event)
}
