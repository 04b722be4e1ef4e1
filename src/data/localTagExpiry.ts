/**
 * Cache tags expired in every Next worker (docs/architecture/edge-and-page-cache.md "Edge and workers"). With
 * WEB_WORKERS > 1 each worker holds its own caches; an edit runs in one of them, so its tag expiries must reach the
 * others:
 *
 *   expireTag(tag) in worker A (src/lib/expireTag.ts)  
 *     → purgePagesForTag → the edge (IPC 'expired')            src/lib/pageCachePurge.ts, server/upstream.mjs
 *     → the edge sends 'expire' to every worker, again after the write's commit and once more a second later
 *     → each worker: Next's data cache (src/lib/dataCache.mjs) in server/worker.mjs, then
 *       LOCAL_TAG_EXPIRY = expireLocalCaches (src/lib/edgeContract.mjs, set by src/instrumentation.ts) for the app's own
 *       in-process caches below.
 *   With several instances (REDIS_URL) the edges pass the tags on to each other (server/bus.mjs).
 *
 * The app's caches a tag concerns:
 *   't:{id}:vehicles', 't:{id}:vehicle-lists'
 *                     → that tenant's search results (src/search/cache.ts; the facet index and feeds check the
 *                       tenant's document version in Postgres themselves)
 *   'tenants'         → the host → tenant map (src/lib/hostTenants.ts; tenant settings changed)
 *   '*'               → all of them (ALL_TAGS: the edge was cut off from the other instances and may have missed some)
 */
import 'server-only'

import { TENANTS_TAG } from '@/lib/cacheTags'
import { ALL_TAGS } from '@/lib/dataCache.mjs'
import { LOCAL_TAG_EXPIRY } from '@/lib/edgeContract.mjs'
import { clearHostCache } from '@/lib/hostTenants'
import { invalidateAllSearch, invalidateTenantSearch } from '@/search/cache'

/** Expire this process's own caches for these tags (see the top of this file). */
export function expireLocalCaches(tags: readonly string[]): void {
  if (tags.includes(ALL_TAGS)) {
    clearHostCache()
    invalidateAllSearch()
    return
  }
  const tenants = new Set<string>()
  for (const tag of tags) {
    if (tag === TENANTS_TAG) clearHostCache()
    const vehicles = /^t:(\d+):(?:vehicles|vehicle-lists)$/.exec(tag)
    if (vehicles) tenants.add(vehicles[1]!)
  }
  if (tenants.size > 0) invalidateTenantSearch(tenants)
}

/** Called once per server process (src/instrumentation.ts): the worker's 'expire' messages reach expireLocalCaches. */
export function registerLocalTagExpiry(): void {
  LOCAL_TAG_EXPIRY.set(expireLocalCaches)
}
