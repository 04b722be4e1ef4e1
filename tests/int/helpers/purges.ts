import { PAGE_CACHE } from '@/lib/edgeContract.mjs'

/**
 * Stands in for the edge page cache the app purges (src/lib/edgeContract.mjs PAGE_CACHE) and records each purge's
 * tags, one list per message, until `stop()`.
 */
export function recordPurges(): { sent: string[][]; stop: () => void } {
  const sent: string[][] = []
  PAGE_CACHE.set({
    purgeTenant: () => 0,
    purgeAll: () => 0,
    stats: () => ({}),
    purgeTags: (tags) => (sent.push([...tags]), 0),
  })
  return { sent, stop: () => PAGE_CACHE.set(undefined) }
}
