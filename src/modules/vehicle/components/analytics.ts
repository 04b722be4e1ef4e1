/** Pushes an event to the tag manager's data layer (window.dataLayer), creating it when absent. Browser only. */
export function pushDataLayer(event: Record<string, unknown>): void {
  const w = window as Window & { dataLayer?: unknown[] }
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push(event)
}
