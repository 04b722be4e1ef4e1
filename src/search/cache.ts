/**
 * The in-memory result cache (SRP-25, SRP-26): at most 500 results, the least recently used out first, keyed
 * `${tenantId}|${queryKey(query)}`. The engine drops a tenant's entries whenever that tenant's documents change in
 * this process; entries also expire after a minute, because listing depends on the clock (sold cars drop off after
 * their linger days) and other processes (seed, `npm run reindex`) change documents without telling this one.
 * Kept on globalThis: Next may bundle this module more than once, and every copy must share one cache.
 */
import { scopeResultKey } from '../domain/search/filters'
import type { SearchEngine, SearchResult, TenantScope, VehicleQuery } from '../domain/search/types'
import { queryKey } from '../domain/search/urlState'
import { env } from '../lib/env'
import { LruCache } from '../lib/lruCache'
import { processSingleton } from '../lib/processSingleton'

export const SEARCH_CACHE_MAX_ENTRIES = 500
export const SEARCH_CACHE_TTL_MS = 60_000

interface Entry {
  at: number
  /** The scope the result was computed with (scopeResultKey): a settings change must not serve an old result. */
  flags: string
  result: SearchResult
}

export function searchCache(): LruCache<Entry> {
  return processSingleton('searchCache', () => new LruCache<Entry>(SEARCH_CACHE_MAX_ENTRIES))
}

export function searchCacheKey(tenantId: string | number, query: VehicleQuery): string {
  return `${tenantId}|${queryKey(query)}`
}

/** Drop every cached result of these tenants. */
export function invalidateTenantSearch(tenantIds: Iterable<string | number>): void {
  const prefixes = [...tenantIds].map((id) => `${id}|`)
  if (prefixes.length === 0) return
  searchCache().deleteWhere((key) => prefixes.some((prefix) => key.startsWith(prefix)))
}

/**
 * engine.search through the cache. A cached result is returned as stored (its `ms` is the original search's).
 * SEARCH_CACHE_DISABLED=1 (src/lib/env.ts) skips the cache: `npm run bench:search` measures the engine behind the API.
 */
export async function cachedSearch(
  engine: SearchEngine,
  scope: TenantScope,
  query: VehicleQuery,
  nowMs: number = Date.now(),
): Promise<SearchResult> {
  if (env().SEARCH_CACHE_DISABLED === '1') return engine.search(scope, query)
  const cache = searchCache()
  const key = searchCacheKey(scope.tenantId, query)
  const flags = scopeResultKey(scope)
  const hit = cache.get(key)
  if (hit && hit.flags === flags && nowMs - hit.at < SEARCH_CACHE_TTL_MS) return hit.result
  const result = await engine.search(scope, query)
  cache.set(key, { at: nowMs, flags, result })
  return result
}
