/**
 * The result cache (SRP-25, SRP-26), in two tiers:
 *   - in memory: at most 500 results per process, the least recently used out first, keyed
 *     `${tenantId}|${queryKey(query)}`. The engine drops a tenant's entries whenever that tenant's documents change in
 *     this process, and so does a stock tag's expiry from any process (src/data/localTagExpiry.ts);
 *   - with REDIS_URL, the fleet's: each result is also kept in the shared data cache (src/lib/dataCache.mjs, Redis)
 *     under the tags of its read (src/lib/cacheTags.ts searchReadTags: `t:{id}:vehicles` and the lists, or those of
 *     the one make, body or car type it is narrowed to), so a search one worker of one instance ran answers every
 *     worker of every instance until a car it may show changes (the tag's expiry, sent again after the write's
 *     commit) — hundreds of tenants do not each need their searches run once per process.
 * Both tiers' entries expire after a minute, because listing depends on the clock (sold cars drop off after their
 * linger days) and other processes (seed, `npm run reindex`) change documents without telling this one.
 * Kept on globalThis: Next may bundle this module more than once, and every copy must share one cache.
 */
import { scopeResultKey } from '../domain/search/filters'
import type { SearchEngine, SearchResult, TenantScope, VehicleQuery } from '../domain/search/types'
import { queryKey } from '../domain/search/urlState'
import { searchReadTags } from '../lib/cacheTags'
import { DATA_CACHE } from '../lib/edgeContract.mjs'
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

/**
 * How many times each tenant's results were dropped in this process (ALL: everyone's at once). A search notes them as
 * it starts, and its result is kept in memory only if none moved meanwhile: a search that read the stock before a save
 * committed and ended after the save's expiry (sent again after the commit) would otherwise be kept for its minute
 * with the old price.
 */
const ALL = '*'
function drops(): Map<string, number> {
  return processSingleton('searchCacheDrops', () => new Map<string, number>())
}
const dropsOf = (tenantId: string | number) => `${drops().get(ALL) ?? 0}:${drops().get(String(tenantId)) ?? 0}`
const countDrop = (id: string) => drops().set(id, (drops().get(id) ?? 0) + 1)

/** Drop every cached result of these tenants, and keep none of a search of theirs that is running. */
export function invalidateTenantSearch(tenantIds: Iterable<string | number>): void {
  const ids = [...tenantIds].map(String)
  if (ids.length === 0) return
  ids.forEach(countDrop)
  const prefixes = ids.map((id) => `${id}|`)
  searchCache().deleteWhere((key) => prefixes.some((prefix) => key.startsWith(prefix)))
}

/** Drop every cached result, and keep none of a search that is running. */
export function invalidateAllSearch(): void {
  countDrop(ALL)
  searchCache().clear()
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
  const fresh = (entry: Entry | undefined | null): entry is Entry =>
    Boolean(entry && entry.flags === flags && nowMs - entry.at < SEARCH_CACHE_TTL_MS && entry.at <= nowMs)
  const hit = cache.get(key)
  if (fresh(hit)) return hit.result
  const started = dropsOf(scope.tenantId)
  const keep = (entry: Entry) => {
    if (dropsOf(scope.tenantId) === started) cache.set(key, entry)
  }
  const shared = fleetTier()
  const tags = searchReadTags(scope.tenantId, query)
  const sharedKey = `search|${key}|${flags}`
  if (shared) {
    const found = await shared.get(sharedKey, tags).catch(() => null)
    const entry = (found?.value ?? null) as Entry | null
    if (fresh(entry)) {
      keep(entry)
      return entry.result
    }
  }
  const result = await engine.search(scope, query)
  const entry = { at: nowMs, flags, result }
  keep(entry)
  if (shared) void shared.set(sharedKey, { value: entry, lastModified: nowMs, tags }).catch(() => undefined)
  return result
}

/** The fleet's tier: the shared data cache when it lives in Redis (in memory it would only repeat this one). */
function fleetTier() {
  const store = DATA_CACHE.get()
  return store?.kind === 'redis' ? store : null
}
