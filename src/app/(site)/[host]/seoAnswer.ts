import 'server-only'

import { createHash } from 'node:crypto'

import { siteOrigin } from '@/data/tenants'
import type { TenantSite } from '@/domain/site'
import { isHttps, requestHost } from '@/lib/requestContext'

/**
 * The origin a request came on ('https://www.harbour.com.au', 'http://harbour.localhost:3000'): the scheme the edge
 * reported and the Host header (already matched to a tenant, or the platform's own host); a Host whose port is not a
 * number, or none at all (a handler called without the edge), gives the tenant's own origin.
 */
export function requestOrigin(request: Request, tenant: TenantSite | null): string | null {
  const host = requestHost(request.headers)
  if (host && /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) return `${isHttps(request.headers) ? 'https' : 'http'}://${host}`
  return tenant ? siteOrigin(tenant) : null
}

/**
 * A text answer of robots.txt or a sitemap, with a strong ETag of its bytes: a crawler's If-None-Match gets a 304
 * while nothing changed. `no-cache`: any cache may keep it but asks again each time, so a car sold or added is in
 * the next answer (the sitemap is built from the stock at each request).
 */
export function textAnswer(request: Request, body: string, contentType: string): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const headers = { 'content-type': contentType, 'cache-control': 'no-cache', etag }
  const match = request.headers.get('if-none-match')
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return new Response(null, { status: 304, headers })
  return new Response(body, { headers })
}

export const notFoundText = (): Response =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
