'use client'

import { useEffect } from 'react'

import { ALERT_VISIT_PARAM, ALERT_VISIT_VALUE } from '@/domain/alerts/visit'
import { detailViewEventId } from '@/domain/tracking'
import { pushAnalytics } from '@/lib/analytics.client'

/**
 * Counts the page view once in the browser (VDP-71): GET /api/cars/{slug}/view.json?photos_count&updated_at&website_id.
 * A non-OK answer yields null; the result is not shown, so failures are ignored. A used car's view is tracking event 4
 * (LEAD-58): pushed to the data layer here, recorded on the server by view.json. A visit from an alert email's link
 * (`?from=alert`) says so (`from=alert`), for the dealer's count of alerts opened.
 */
export function ViewCounter({
  slug,
  photosCount,
  updatedAt,
  websiteId,
  carType,
}: {
  slug: string
  photosCount: number
  updatedAt: string
  websiteId: string
  carType?: string | null
}) {
  useEffect(() => {
    const eventId = detailViewEventId(carType)
    if (eventId !== null) pushAnalytics(eventId)
  }, [slug, carType])
  useEffect(() => {
    const query = new URLSearchParams({
      photos_count: String(photosCount),
      updated_at: updatedAt,
      website_id: websiteId,
    })
    if (new URLSearchParams(window.location.search).get(ALERT_VISIT_PARAM) === ALERT_VISIT_VALUE)
      query.set(ALERT_VISIT_PARAM, ALERT_VISIT_VALUE)
    fetch(`/api/cars/${encodeURIComponent(slug)}/view.json?${query}`, { headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? res.json() : null))
      .catch(() => null)
  }, [slug, photosCount, updatedAt, websiteId])
  return null
}
