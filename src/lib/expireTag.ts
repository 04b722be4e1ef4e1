import { revalidateTag } from 'next/cache'

import { DATA_CACHE } from './edgeContract.mjs'
import { purgePagesForTag } from './pageCachePurge'

/**
 * Expire the cached reads of one tenant's resource, and the cached pages they went into: `t:{id}:…` purges that
 * tenant's pages from the edge page cache (and a CDN, src/lib/pageCachePurge.ts), `tenants` every page. Every tag
 * expiry goes through here (the collections' revalidate hooks, POST /api/revalidate, the Tenants hooks). Outside a
 * Next server (seed, tests) there is no cache.
 */
export function expireTag(tag: string): void {
  // Next's data cache at once, also outside a request (a job), where revalidateTag cannot reach it
  void DATA_CACHE.get()?.expire([tag])
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Not running inside Next.js (seed script, jest): nothing is cached, so nothing to expire.
  }
  purgePagesForTag(tag)
}
