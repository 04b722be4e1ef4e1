'use client'

import { useEffect } from 'react'

/**
 * Counts the page view once in the browser (VDP-71): GET /api/cars/{slug}/view.json?photos_count&updated_at&website_id.
 * A non-OK answer yields null; the result is not shown, so failures are ignored.
 */
export function ViewCounter({ slug, photosCount, updatedAt, websiteId }: { slug: string; photosCount: number; updatedAt: string; websiteId: string }) {
  useEffect(() => {
    const query = new URLSearchParams({ photos_count: String(photosCount), updated_at: updatedAt, website_id: websiteId })
    fetch(`/api/cars/${encodeURIComponent(slug)}/view.json?${query}`, { headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? res.json() : null))
      .catch(() => null)
  }, [slug, photosCount, updatedAt, websiteId])
  return null
}
