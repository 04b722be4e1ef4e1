/**
 * The one host → tenant resolver. Pages (src/data/tenants.ts resolveHost / tenantForHost), the site's API routes,
 * Payload's access control (collections/access tenantIdFromRequest) and the proxy (the tenant's chat origin for the
 * CSP, and its id for the page cache marker `x-dp-page-cache`) all ask here, and all pass the request's Host
 * header only (requestHost): the edge (server/edge.mjs) has already put X-Forwarded-Host there when a trusted
 * proxy sent it, so a client's X-Forwarded-Host never chooses a tenant.
 *
 *   'harbour.localhost:3000'     → { id: 1, chatOrigin: null }             (by slug)
 *   'www.westside.com.au'        → { id: 2, chatOrigin: 'https://chat.example' } (by domains.hostname)
 *   'localhost:3000', 'x y', ''  → null                                      (platform or malformed: no lookup)
 *   'random-1234.example'        → null                                      (one query, then a cached "no")
 *
 * Answers are kept in two bounded caches (./lruCache: the least recently used out first): known hosts
 * (HOST_CACHE_MAX) and unknown ones (UNKNOWN_HOST_CACHE_MAX), so a flood of random Host headers can neither grow
 * memory nor push the real tenants out. Entries live HOST_CACHE_TTL_MS; a tenant change clears both
 * (collections/Tenants/hooks/expireTenantCaches.ts), and no lookup that was running then is kept.
 * Kept on globalThis: Next bundles this module into several server bundles, and they must share one cache.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import { chatProviderScript } from '../domain/chat/rules'
import { parseHost, stripPort } from '../domain/host'
import { resolveSiteConfig, type TenantOverrides } from '../domain/siteConfig'

import { LruCache } from './lruCache'
import { processSingleton } from './processSingleton'

export const HOST_CACHE_MAX = 1000
export const UNKNOWN_HOST_CACHE_MAX = 1000
export const HOST_CACHE_TTL_MS = 30_000

export interface HostTenant {
  id: number
  /** The origin of the tenant's chat provider script when chat is on and a provider is set (for the CSP), else null. */
  chatOrigin: string | null
  /** The tenant takes deposits through Stripe: its payment pages' CSP allows Stripe.js (src/domain/security/headers.ts). */
  stripe: boolean
}

/** An answer, "no tenant" included (a cache value cannot be null). */
interface Entry {
  value: HostTenant | null
}

interface Caches {
  known: LruCache<Entry>
  unknown: LruCache<Entry>
  inflight: Map<string, Promise<HostTenant | null>>
  /**
   * How many times the caches were cleared: a lookup running across a clear (it may have read the tenant before the
   * change committed) answers its request but is not kept.
   */
  cleared: number
}

function caches(): Caches {
  return processSingleton<Caches>('hostTenants', () => ({
    known: new LruCache<Entry>(HOST_CACHE_MAX, { ttl: HOST_CACHE_TTL_MS }),
    unknown: new LruCache<Entry>(UNKNOWN_HOST_CACHE_MAX, { ttl: HOST_CACHE_TTL_MS }),
    inflight: new Map(),
    cleared: 0,
  }))
}

/** Entries held now (known + unknown hosts); never more than HOST_CACHE_MAX + UNKNOWN_HOST_CACHE_MAX. */
export function hostCacheSize(): number {
  const c = caches()
  return c.known.size + c.unknown.size + c.inflight.size
}

export function clearHostCache(): void {
  const c = caches()
  c.known.clear()
  c.unknown.clear()
  // requests from now on look the host up again rather than wait for a lookup that began before the change
  c.inflight.clear()
  c.cleared++
}

/** The cache key of a host, or null when no tenant can answer on it (platform host, malformed). */
export function hostCacheKey(host: string | null | undefined): string | null {
  const match = parseHost(host)
  if (match.kind === 'slug') return `${match.slug}.localhost`
  if (match.kind === 'domain') return match.hostname
  return null
}

/** Only what the resolver reads from a tenant document. */
type TenantRow = { id: number } & TenantOverrides

function toHostTenant(doc: TenantRow): HostTenant {
  const config = resolveSiteConfig(doc)
  const chat = config.chat
  const script = chat.enabled ? chatProviderScript(chat.providerScriptUrl) : null
  return {
    id: doc.id,
    chatOrigin: script ? new URL(script).origin : null,
    stripe: config.payments.provider === 'stripe',
  }
}

async function lookup(payload: Payload, key: string, req?: Partial<PayloadRequest>): Promise<HostTenant | null> {
  const match = parseHost(key)
  const where: Where =
    match.kind === 'slug' ? { slug: { equals: match.slug } } : { 'domains.hostname': { equals: stripPort(key) } }
  const found = await payload.find({
    collection: 'tenants',
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    req,
  })
  const doc = found.docs[0] as unknown as TenantRow | undefined
  return doc ? toHostTenant(doc) : null
}

/**
 * The tenant a Host header names (see the top of this file). `req` lets access control run the lookup inside the
 * request's transaction; pages and routes leave it out.
 */
export async function tenantForRequestHost(
  payload: Payload,
  host: string | null | undefined,
  req?: Partial<PayloadRequest>,
): Promise<HostTenant | null> {
  const key = hostCacheKey(host)
  if (!key) return null
  const c = caches()
  const hit = c.known.get(key) ?? c.unknown.get(key)
  if (hit) return hit.value
  const pending = c.inflight.get(key)
  if (pending) return pending
  // bounded too: at most one lookup per distinct host at a time, and no more than the unknown cache holds
  if (c.inflight.size >= UNKNOWN_HOST_CACHE_MAX) return lookup(payload, key, req)
  const cleared = c.cleared
  const promise: Promise<HostTenant | null> = lookup(payload, key, req)
    .then((value) => {
      if (c.cleared !== cleared) return value
      const entry = { value }
      if (value) {
        c.unknown.delete(key)
        c.known.set(key, entry)
      } else {
        c.known.delete(key)
        c.unknown.set(key, entry)
      }
      return value
    })
    .finally(() => {
      if (c.inflight.get(key) === promise) c.inflight.delete(key)
    })
  c.inflight.set(key, promise)
  return promise
}
