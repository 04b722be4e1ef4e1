/**
 * The browser half of tracking (spec §7): pushes a tracking event to the dealer's tag manager. Browser only; on the
 * server it does nothing. Event ids come from src/domain/tracking.ts.
 */
import { analyticsEvent } from '@/domain/tracking'

/** Pushes `{ event: 'analytics', eventId }` to the tag manager's data layer (window.dataLayer), creating it when absent. */
export function pushAnalytics(eventId: number): void {
  if (typeof window === 'undefined') return
  const w = window as Window & { dataLayer?: unknown[] }
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push(analyticsEvent(eventId))
}
