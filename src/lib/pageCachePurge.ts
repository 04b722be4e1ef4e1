/**
 * The app's side of the edge page cache (server/pageCache.mjs, docs/architecture/edge-and-page-cache.md "Purge
 * by tenant tag"): every tag expiry (src/lib/expireTag.ts) purges the cached pages it concerns.
 *   't:3:pages'          → the edge drops tenant 3's pages (and warms its popular ones again); a CDN purge of tenant-3
 *   't:3:vehicle:<slug>' → the edge drops the pages whose render read that car (its page, print, PDF), and
 *   't:3:vehicle-lists'    the pages that read the stock's lists: precise tags (src/lib/purgeScope.mjs); the CDN,
 *                          keyed by tenant, is purged for the tenant
 *   'tenants'            → the edge drops every page (a tenant's settings or hosts changed)
 * The edge runs in the same process (server/server.mjs) and registers itself on globalThis; started any other way
 * (`next start`, the seed, jest) there is no page cache and the purge does nothing.
 *
 * CDN: with CDN_PURGE_URL set, a purge of tenant T also POSTs (debounced ~1 s per tenant, 5 s timeout, failures
 * logged, never thrown) `{ "tenantId": T, "tags": ["tenant-T"], "hosts": [...] }` with header
 * `x-purge-token: <CDN_PURGE_TOKEN>`, so a CDN that keyed the pages by their `Cache-Tag`/`Surrogate-Key` header
 * drops the same pages.
 */
import { PAGE_CACHE, TENANT_HOSTS } from './edgeContract.mjs'
import { env } from './env'
import { processSingleton } from './processSingleton'
import { purgeScope } from './purgeScope.mjs'

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
  const scopes = new Set(list.map(purgeScope).filter((scope): scope is string => scope !== null))
  if (scopes.size === 0) return
  try {
    const cache = edge()
    if (cache?.purgeTags) cache.purgeTags(list)
    else if (scopes.has('all')) cache?.purgeAll()
    else for (const scope of scopes) cache?.purgeTenant(scope)
    if (!scopes.has('all')) for (const scope of scopes) scheduleCdnPurge(Number(scope))
  } catch (error) {
    console.error('page cache purge failed', error)
  }
}

const timers = () => processSingleton('cdnPurgeTimers', () => new Map<number, ReturnType<typeof setTimeout>>())

function scheduleCdnPurge(tenantId: number): void {
  let url: string | undefined
  try {
    url = env().CDN_PURGE_URL
  } catch {
    return
  }
  if (!url) return
  const pending = timers()
  const previous = pending.get(tenantId)
  if (previous) clearTimeout(previous)
  const timer = setTimeout(() => {
    pending.delete(tenantId)
    void cdnPurge(url, tenantId)
  }, CDN_PURGE_DEBOUNCE_MS)
  timer.unref?.()
  pending.set(tenantId, timer)
}

/** The POST a CDN purge sends (exported for tests and documentation). */
export function cdnPurgeRequest(
  tenantId: number,
  hosts: string[],
  token: string | undefined,
): { method: 'POST'; headers: Record<string, string>; body: string } {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers['x-purge-token'] = token
  return { method: 'POST', headers, body: JSON.stringify({ tenantId, tags: [`tenant-${tenantId}`], hosts }) }
}

async function cdnPurge(url: string, tenantId: number): Promise<void> {
  try {
    const lookup = TENANT_HOSTS.get()
    const hosts = lookup ? await lookup(tenantId).catch(() => []) : []
    const res = await fetch(url, {
      ...cdnPurgeRequest(tenantId, hosts, env().CDN_PURGE_TOKEN),
      signal: AbortSignal.timeout(CDN_PURGE_TIMEOUT_MS),
    })
    if (!res.ok) console.error(`CDN purge of tenant ${tenantId} answered ${res.status}`)
  } catch (error) {
    console.error(`CDN purge of tenant ${tenantId} failed: ${(error as Error)?.message ?? error}`)
  }
}
