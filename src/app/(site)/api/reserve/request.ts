import 'server-only'

import type { Payload } from 'payload'
import type { z } from 'zod'

import type { ShopperAccount } from '@/data/accounts'
import { resetLinkOrigin } from '@/data/accountsReset'
import { payloadClient } from '@/data/payload'
import type { TenantSite } from '@/domain/site'
import { json, jsonBody, jsonError, type Answer } from '@/lib/http/respond'
import { isHttps, requestHost } from '@/lib/requestContext'

import { checkOrigin, requestAccount } from '../account/session'
import { UNAVAILABLE, requestTenant } from '../tenantRequest'

/** The reserve endpoints' bodies: a car, a kind, a name, an email, a phone, a card (test processor). */
export const RESERVE_BODY_BYTES = 4 * 1024

/**
 * The tenant (Host), the same-origin check, the signed-in shopper if any, and the body parsed by `schema`: 404 off a
 * dealer site, 403 from another site, 400/413 for an unreadable or oversized body, 422 with a message per field
 * (dotted paths, e.g. `contact.email`). `origin`: the site the shopper is on, which emails link to (the same rule as
 * the password reset's link: resetLinkOrigin).
 */
export async function reserveRequest<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<
  Answer<{ tenant: TenantSite; payload: Payload; account: ShopperAccount | null; input: z.infer<S>; origin: string }>
> {
  const site = await requestTenant(request)
  if (!site.ok) return site
  const sameSite = checkOrigin(request)
  if (!sameSite.ok) return sameSite
  const read = await jsonBody(request, { maxBytes: RESERVE_BODY_BYTES })
  if (!read.ok) return read
  const parsed = schema.safeParse(read.value)
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.') || 'body'] ??= issue.message
    return { ok: false, response: json({ error: 'Please fix the following errors:', fieldErrors }, 422) }
  }
  const payload = await payloadClient()
  const account = await requestAccount(request, site.tenant, payload)
  const linkOrigin = resetLinkOrigin(site.tenant, {
    host: requestHost(request.headers),
    https: isHttps(request.headers),
  })
  return { ok: true, tenant: site.tenant, payload, account, input: parsed.data, origin: linkOrigin }
}

/**
 * A reserve endpoint's answer, or 503 with Retry-After when the database or the payment provider failed under it
 * (a restart, a network fault): nothing was half-done that a retry would not finish, so the shopper tries again.
 */
export async function orUnavailable(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    console.error('reservation request failed', error)
    return jsonError(UNAVAILABLE, 503, {
      'retry-after': '2',
    })
  }
}
