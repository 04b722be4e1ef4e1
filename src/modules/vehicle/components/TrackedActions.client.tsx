'use client'

/**
 * TrackedActions: one click listener for the vehicle page's tracked actions (LEAD-56 history report, LEAD-57 print),
 * the elements marked `data-track="{action}"` (server-rendered links stay server components). A click pushes the
 * event to window.dataLayer and records it with POST /api/cars/{slug}/event (keepalive, so it survives the link
 * opening); the link is never held up, and a failed record is only logged as a warning (ERR-25).
 *
 * Props
 *   slug   the car's slug
 */
import { useEffect } from 'react'

import { isTrackedAction, TRACKED_ACTIONS } from '@/domain/tracking'
import { trackHref } from '@/domain/vehicle/layout'
import { pushAnalytics } from '@/lib/analytics.client'

export function TrackedActions({ slug }: { slug: string }) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest?.('[data-track]')
      const key = target?.getAttribute('data-track')
      if (!isTrackedAction(key)) return
      const action = TRACKED_ACTIONS[key]
      pushAnalytics(action.eventId)
      fetch(trackHref(slug), {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: key }),
      })
        .then((res) => {
          if (!res.ok) console.warn(`${action.failure} (${res.status})`)
        })
        .catch((error: unknown) => console.warn(action.failure, error))
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [slug])
  return null
}
