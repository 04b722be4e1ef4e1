import 'server-only'

import { tenantForHost } from '@/data/tenants'
import { parseHost } from '@/domain/host'
import type { TenantSite } from '@/domain/site'
import { json, jsonError, type Answer } from '@/lib/http/respond'
import { requestHost } from '@/lib/requestContext'

/** The 503 while a tenant's host cannot be looked up. */
export const UNAVAILABLE = 'We could not reach our systems just now. Please try again in a moment.'

/** The 404 most tenant-host routes answer off a dealer site. */
export const NO_SITE = 'No dealer site answers on this host'

export type HostMiss = {
  /** The message for a host no dealer site answers on (default NO_SITE). */
  notFound?: string
  /** The message for the platform's own host or a malformed one (default: notFound). */
  offSite?: string
  /** The 404 body around the message (default `{ error: message }`). */
  body?: (message: string) => unknown
}

/**
 * The tenant an API request is for: its Host header's, never a parameter or the body (src/lib/requestContext.ts).
 * Otherwise the route's 404 answer, not cached, or 503 { error: UNAVAILABLE } + Retry-After while the host cannot be
 * looked up (the database unreachable):
 *   harbour.localhost:3000                      → { ok: true, tenant }
 *   localhost:3000, 'bad host!'                 → 404 { error: offSite }
 *   nobody.localhost:3000, unknown.example.com  → 404 { error: notFound }
 */
export async function requestTenant(request: Request, miss: HostMiss = {}): Promise<Answer<{ tenant: TenantSite }>> {
  const notFound = miss.notFound ?? NO_SITE
  const body = miss.body ?? ((error: string) => ({ error }))
  const host = requestHost(request.headers)
  const match = parseHost(host)
  if (match.kind === 'invalid' || match.kind === 'platform')
    return { ok: false, response: json(body(miss.offSite ?? notFound), 404) }
  let tenant: TenantSite | null
  try {
    tenant = await tenantForHost(host)
  } catch (error) {
    // a host not looked up yet while the database is unreachable: a moment's outage, never the client's fault
    console.error('tenant lookup failed', error)
    return { ok: false, response: jsonError(UNAVAILABLE, 503, { 'retry-after': '2' }) }
  }
  if (!tenant) return { ok: false, response: json(body(notFound), 404) }
  return { ok: true, tenant }
}
