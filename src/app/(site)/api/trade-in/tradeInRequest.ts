import 'server-only'

import { tradeInWait } from '@/data/leads/rateLimit'
import type { TenantSite } from '@/domain/site'
import { jsonBody, jsonError, type Answer } from '@/lib/http/respond'
import { clientAddress } from '@/lib/requestContext'

import { requestTenant } from '../tenantRequest'

/**
 * The tenant of a trade-in call (rego lookup, valuation, saving the valuation on the lead), within the client's
 * trade-in allowance (30 a minute per client and tenant, the three routes together: tradeInWait). Otherwise
 * 404 { error: 'Not found' } off a tenant host, or 429 { error } with Retry-After in seconds.
 */
export async function tradeInRequest(request: Request): Promise<Answer<{ tenant: TenantSite }>> {
  const found = await requestTenant(request, { notFound: 'Not found' })
  if (!found.ok) return found
  const wait = await tradeInWait(found.tenant.id, clientAddress(request.headers))
  if (wait > 0)
    return {
      ok: false,
      response: jsonError('Too many requests. Please try again shortly.', 429, { 'retry-after': String(wait) }),
    }
  return found
}

/** The same, and the call's JSON body (at most 8 KiB: 413 over, 400 when not bounded JSON). */
export async function tradeInJson(request: Request): Promise<Answer<{ tenant: TenantSite; value: unknown }>> {
  const found = await tradeInRequest(request)
  if (!found.ok) return found
  const read = await jsonBody(request, { maxBytes: 8 * 1024 })
  if (!read.ok) return read
  return { ok: true, tenant: found.tenant, value: read.value }
}
