import { revalidateTag } from 'next/cache'

import { DATA_CACHE } from './edgeContract.mjs'
import { purgePagesForTags } from './pageCachePurge'

/**
 * Expire the cached reads of one tenant's resource, and the cached pages they went into: `t:{id}:…` purges that
 * tenant's pages from the edge page cache (and a CDN, src/lib/pageCachePurge.ts), `tenants` every page. Every tag
 * expiry goes through here (the collections' revalidate hooks, POST /api/revalidate, the Tenants hooks). Outside a
 * Next server (seed, tests) there is no cache.
 */
export function expireTag(tag: string): void {
  expireTags([tag])
}

/** expireTag for several tags of one change at once: one purge message to the edge. */
export function expireTags(tags: readonly string[]): void {
  if (tags.length === 0) return
  // Next's data cache at once, also outside a request (a job), where revalidateTag cannot reach it
  void DATA_CACHE.get()?.expire([...tags])
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not running inside Next.js (seed script, jest): nothing is cached, so nothing to expire.
    }
  }
  purgePagesForTags(tags)
}
