/**
 * The app's side of the edge page cache (server/pageCache.mjs, docs/architecture/edge-and-page-cache.md "Purge
 * by tenant tag"): every tag expiry (src/lib/expireTag.ts) purges the cached pages it concerns.
 *   't:3:pages'          → the edge drops tenant 3's pages (and warms its popular ones again); a CDN purge of tenant-3
 *   't:3:vehicle:<slug>' → the edge drops the pages whose render read that car (its page, print, PDF), and
 *   't:3:vehicle-lists'    the pages that read the stock's lists: precise tags (src/lib/purgeScope.mjs); the CDN
 *                          purge names the same tags and the tenant's pages of unknown reads
 *   'tenants'            → the edge drops every page (a tenant's settings or hosts changed)
 * The edge runs in the same process (server/server.mjs) and registers itself on globalThis; started any other way
 * (`next start`, the seed, jest) there is no page cache and the purge does nothing.
 *
 * CDN: with CDN_PURGE_URL set, a purge of tenant T also POSTs (debounced ~1 s per tenant, 5 s timeout, failures
 * logged, never thrown) `{ "tenantId": T, "tags": [...], "hosts": [...] }` with header
 * `x-purge-token: <CDN_PURGE_TOKEN>`: `tags` are the keys the edge marks its pages with (`Cache-Tag`, comma-separated;
 * `Surrogate-Key`, space-separated: src/lib/purgeScope.mjs cdnPageKeys) that the purge concerns — `["tenant-T"]` for
 * a content edit, the expired stock tags and `t:T:unknown-reads` for a car's change — so the CDN drops the same
 * pages as the edge.
 */
import { PAGE_CACHE, TENANT_HOSTS } from './edgeContract.mjs'
import { env } from './env'
import { processSingleton } from './processSingleton'
import { cdnPurgeKeys, isPreciseTag, purgeScope } from './purgeScope.mjs'

export const CDN_PURGE_DEBOUNCE_MS = 1000
export const CDN_PURGE_TIMEOUT_MS = 5000

const edge = () => PAGE_CACHE.get()

export { purgeScope }

/**
 * Purges the pages a tag expiry concerns (see the top of this file) and, in a Next worker, has the edge expire the
 * tag in every worker's caches (src/data/localTagExpiry.ts). Never throws.
 */
export function purgePagesForTag(tag: string): void {
  purgePagesForTags([tag])
}

/** purgePagesForTag for the tags of one change: one message to the edge. */
export function purgePagesForTags(tags: readonly string[]): void {
  const list = [...tags]
  try {
    edge()?.tagsExpired?.(list)
  } catch (error) {
    console.error('cache tag fan-out failed', error)
  }
  /** tenant → its expired tags (a tenant's content tag concerns all its pages; the stock's are precise) */
  const byTenant = new Map<string, string[]>()
  let all = false
  for (const tag of list) {
    const scope = purgeScope(tag)
    if (scope === 'all') all = true
    else if (scope !== null) byTenant.set(scope, [...(byTenant.get(scope) ?? []), tag])
  }
  if (!all && byTenant.size === 0) return
  try {
    const cache = edge()
    if (cache?.purgeTags) cache.purgeTags(list)
    else if (all) cache?.purgeAll()
    else for (const scope of byTenant.keys()) cache?.purgeTenant(scope)
    if (!all) for (const [scope, tenantTags] of byTenant) scheduleCdnPurge(Number(scope), tenantTags)
  } catch (error) {
    console.error('page cache purge failed', error)
  }
}

/** A tenant's CDN purge waiting for its debounce: the tags expired meanwhile (null: the whole tenant). */
type PendingCdnPurge = { timer: ReturnType<typeof setTimeout>; tags: Set<string> | null }
const pendingCdn = () => processSingleton('cdnPurgeTimers', () => new Map<number, PendingCdnPurge>())

/**
 * Sends the tenant's CDN purge a second after the last of a burst: the keys of every tag expired in the burst
 * (cdnPurgeKeys: precise, or the whole tenant once any tag concerned all of it).
 */
function scheduleCdnPurge(tenantId: number, tags: readonly string[]): void {
  let url: string | undefined
  try {
    url = env().CDN_PURGE_URL
  } catch {
    return
  }
  if (!url) return
  const pending = pendingCdn()
  const previous = pending.get(tenantId)
  if (previous) clearTimeout(previous.timer)
  const whole = tags.some((tag) => !isPreciseTag(tag))
  const merged = whole || (previous && previous.tags === null) ? null : new Set([...(previous?.tags ?? []), ...tags])
  const timer = setTimeout(() => {
    pending.delete(tenantId)
    void cdnPurge(url, tenantId, merged ? [...merged] : [])
  }, CDN_PURGE_DEBOUNCE_MS)
  timer.unref?.()
  pending.set(tenantId, { timer, tags: merged })
}

/**
 * The POST a CDN purge sends (exported for tests and documentation): the tenant, the keys its pages carry that the
 * purge concerns (src/lib/purgeScope.mjs cdnPurgeKeys; `tags`: the expired tags, empty for the whole tenant) and its
 * hosts.
 */
export function cdnPurgeRequest(
  tenantId: number,
  hosts: string[],
  token: string | undefined,
  tags: readonly string[] = [],
): { method: 'POST'; headers: Record<string, string>; body: string } {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers['x-purge-token'] = token
  return { method: 'POST', headers, body: JSON.stringify({ tenantId, tags: cdnPurgeKeys(tenantId, tags), hosts }) }
}

async function cdnPurge(url: string, tenantId: number, tags: readonly string[]): Promise<void> {
  try {
    const lookup = TENANT_HOSTS.get()
    const hosts = lookup ? await lookup(tenantId).catch(() => []) : []
    const res = await fetch(url, {
      ...cdnPurgeRequest(tenantId, hosts, env().CDN_PURGE_TOKEN, tags),
      signal: AbortSignal.timeout(CDN_PURGE_TIMEOUT_MS),
    })
    if (!res.ok) console.error(`CDN purge of tenant ${tenantId} answered ${res.status}`)
  } catch (error) {
    console.error(`CDN purge of tenant ${tenantId} failed: ${(error as Error)?.message ?? error}`)
  }
}
