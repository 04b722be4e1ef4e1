import 'server-only'

import type { NextResponse } from 'next/server'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { accountForToken, SESSION_COOKIE, SESSION_MS, type ShopperAccount } from '@/data/accounts'
import { payloadClient } from '@/data/payload'
import { sameOriginRequest } from '@/domain/accounts/origin'
import { ACCOUNT_MESSAGES } from '@/domain/accounts/schema'
import type { TenantSite } from '@/domain/site'
import { issuesText, json, jsonBody, jsonError, type Answer } from '@/lib/http/respond'
import { isHttps, requestHost } from '@/lib/requestContext'

import { requestTenant } from '../tenantRequest'

/** The account endpoints' bodies are small: a name, an email, a password, a phone. */
export const ACCOUNT_BODY_BYTES = 4 * 1024

/** The value of the request's cookie `name`, or null. */
export function requestCookie(request: Request, cookie: string): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === cookie) return rest.join('=') || null
  }
  return null
}

/** The session token the request carries (the dp_shopper cookie), or null. */
export function sessionToken(request: Request): string | null {
  return requestCookie(request, SESSION_COOKIE)
}

/** A cookie only the server reads: HttpOnly, SameSite=Lax, whole site, Secure when the request came over https. */
export function setSiteCookie(
  response: NextResponse,
  request: Request,
  name: string,
  value: string,
  maxAgeMs: number,
): NextResponse {
  response.cookies.set(name, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isHttps(request.headers),
    maxAge: Math.floor(maxAgeMs / 1000),
  })
  return response
}

/** The session cookie (setSiteCookie). */
export function setSessionCookie(response: NextResponse, request: Request, token: string): NextResponse {
  return setSiteCookie(response, request, SESSION_COOKIE, token, SESSION_MS)
}

export function clearSessionCookie(response: NextResponse, request: Request): NextResponse {
  response.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isHttps(request.headers),
    maxAge: 0,
  })
  return response
}

/** 403 for a state-changing request from another site (src/domain/accounts/origin.ts). */
export function checkOrigin(request: Request): Answer<object> {
  const allowed = sameOriginRequest({
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    host: requestHost(request.headers),
  })
  return allowed ? { ok: true } : { ok: false, response: jsonError('This request must come from this site.', 403) }
}

/** The tenant, the same-origin check and the body parsed by `schema` (400/403/404/413/422 otherwise). */
export async function accountRequest<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Answer<{ tenant: TenantSite; payload: Payload; input: z.infer<S> }>> {
  const site = await requestTenant(request)
  if (!site.ok) return site
  const origin = checkOrigin(request)
  if (!origin.ok) return origin
  const read = await jsonBody(request, { maxBytes: ACCOUNT_BODY_BYTES })
  if (!read.ok) return read
  const parsed = schema.safeParse(read.value)
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'body')
      fieldErrors[key] ??= issue.path.length ? issue.message : issuesText(parsed.error)
    }
    const first = Object.values(fieldErrors)[0] ?? 'Please check the form.'
    return { ok: false, response: json({ error: first, fieldErrors }, 422) }
  }
  return { ok: true, tenant: site.tenant, payload: await payloadClient(), input: parsed.data }
}

/** The signed-in shopper of the request's tenant, or null. */
export async function requestAccount(
  request: Request,
  tenant: TenantSite,
  payload: Payload,
): Promise<ShopperAccount | null> {
  return accountForToken(payload, tenant, sessionToken(request))
}

/** accountRequest for a signed-in shopper: also 401 { error } when nobody is signed in on this tenant. */
export async function signedInRequest<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Answer<{ tenant: TenantSite; payload: Payload; input: z.infer<S>; account: ShopperAccount }>> {
  const req = await accountRequest(request, schema)
  if (!req.ok) return req
  const account = await requestAccount(request, req.tenant, req.payload)
  if (!account) return { ok: false, response: jsonError(ACCOUNT_MESSAGES.signedOut, 401) }
  return { ...req, account }
}

/** A trust operation's refusal (src/data/accountsTrust.ts) as its answer: { error, fieldErrors? } + Retry-After. */
export function refusal(result: { status: number; error: string; retryAfter?: number; field?: string }): NextResponse {
  const headers: Record<string, string> = result.retryAfter ? { 'Retry-After': String(result.retryAfter) } : {}
  return json(
    { error: result.error, ...(result.field ? { fieldErrors: { [result.field]: result.error } } : {}) },
    result.status,
    headers,
  )
}

/**
 * The tenant and the signed-in shopper of a request without a body (a GET, a DELETE): 404 unknown host, 401 nobody
 * signed in; `sameOrigin` also refuses a cross-site request (403), as every state-changing call must.
 */
export async function signedInShopper(
  request: Request,
  { sameOrigin = false }: { sameOrigin?: boolean } = {},
): Promise<Answer<{ tenant: TenantSite; payload: Payload; account: ShopperAccount }>> {
  const site = await requestTenant(request)
  if (!site.ok) return site
  if (sameOrigin) {
    const origin = checkOrigin(request)
    if (!origin.ok) return origin
  }
  const payload = await payloadClient()
  const account = await requestAccount(request, site.tenant, payload)
  if (!account) return { ok: false, response: jsonError(ACCOUNT_MESSAGES.signedOut, 401) }
  return { ok: true, tenant: site.tenant, payload, account }
}
