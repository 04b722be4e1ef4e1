import { NextResponse, type NextRequest } from 'next/server'

import { parseHost, stripPort } from '@/domain/host'
import { sameId } from '@/domain/ids'
import { PREVIEW_COOKIE, previewCookieTenant } from '@/domain/preview/previewToken'
import { NOT_FOUND_PAGE_HEADER, routeCaching } from '@/domain/routes'
import {
  API_POLICY,
  adminPolicy,
  baseHeaders,
  isPaymentPath,
  sitePolicy,
  withoutPayloadCookies,
} from '@/domain/security/headers'
import { adminOrigins, adminSessionAllowed } from '@/lib/adminOrigins'
import { TENANT_HOST_LOOKUP } from '@/lib/edgeContract.mjs'
import { env } from '@/lib/env'
import type { HostTenant } from '@/lib/hostTenants'
import { previewKeyFrom } from '@/lib/previewKey'
import { fromEdge, isHttps, requestHost } from '@/lib/requestContext'

/**
 * Every request but Next's static assets passes here (Host is canonical: the edge, server/edge.mjs, set it).
 *
 * Admin hosts (ADMIN_HOSTS, port stripped) serve /admin and accept an admin session on Payload's REST and GraphQL
 * API. Every other host (the tenants' sites, where a tenant's chat script runs) answers 404 for /admin and for
 * Payload's auth endpoints (/api/users/…: nothing to phish there), and its requests reach Payload's API without the
 * session cookie or Authorization header (only the site's feed routes keep theirs: a feed token, OWN_AUTHORIZATION),
 * so an admin's session, cookie or `Authorization: JWT …` header, grants nothing there; Payload's route handlers
 * strip them again (src/lib/adminCredentials.ts). The site's own routes (/api/leads, /api/search, /api/cars/…) work
 * as before.
 *
 * Pages: host → tenant by rewriting to /{host}/{path}, where (site)/[host] resolves the host on the server. The
 * client never chooses the tenant: a path that names another host is just a path under this host and ends in a 404.
 * Each page request that reaches Next gets a fresh nonce in its Content-Security-Policy (request and response): Next
 * puts it on its own scripts. The tenant's chat provider origin is allowed through the host resolver
 * (tenantHostLookup, registered by src/instrumentation.ts). Headers: src/domain/security/headers.ts.
 * A tenant's page whose route is shareable (routeCaching in src/domain/routes.ts) is marked `x-dp-page-cache:
 * <tenantId>`: the edge page cache (server/pageCache.mjs) then stores it, with the nonce replaced by the hashes
 * of the page's inline scripts, and serves it to later requests without entering Next
 * (docs/architecture/edge-and-page-cache.md).
 */

/**
 * The site's own routes that read an `Authorization` header of their own (a feed's `Bearer` token, never an admin
 * credential): on a tenant host only these keep it. Exact route prefixes, not collection names: a prefix like
 * /api/leads would also cover Payload's /api/leads/:id, where a JWT header is an admin session.
 */
const OWN_AUTHORIZATION = ['/api/feeds/']

/** Payload endpoints that only ever serve signed-in staff: not found on a tenant's site. */
const ADMIN_ONLY_API =
  /^\/api\/(users|payload-preferences|payload-locked-documents|payload-jobs|payload-migrations|graphql-playground|access)(\/|$)/

const readsOwnAuthorization = (path: string) => OWN_AUTHORIZATION.some((p) => path.startsWith(p))
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** The tenant a host names (its id and chat provider origin), or null: unregistered, platform host, unknown, error. */
async function hostTenantFor(host: string | null): Promise<HostTenant | null> {
  const lookup = TENANT_HOST_LOOKUP.get()
  if (!lookup || !host) return null
  try {
    return await lookup(host)
  } catch {
    return null // the page itself will say what went wrong; the policy just allows no chat provider
  }
}

/** The User-Agent a page request without one is rendered for (see next.config.mjs `htmlLimitedBots`). */
const UNNAMED_CLIENT = 'unnamed client'

/** Marks a tenant's page whose HTML may be shared as cacheable by the edge page cache (server/pageCache.mjs). */
export const PAGE_CACHE_MARKER = 'x-dp-page-cache'

function nonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

function decorate(response: NextResponse, https: boolean, csp: string | null): NextResponse {
  for (const [name, value] of Object.entries(baseHeaders(https))) response.headers.set(name, value)
  if (csp) response.headers.set('Content-Security-Policy', csp)
  return response
}

function notFound(https: boolean, json: boolean): NextResponse {
  const response = json
    ? NextResponse.json({ error: 'Not found.' }, { status: 404 })
    : new NextResponse('<!doctype html><html lang="en-AU"><title>Not found</title><h1>Page not found</h1></html>', {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      })
  response.headers.set('Cache-Control', 'no-store')
  return decorate(response, https, API_POLICY)
}

export async function proxy(request: NextRequest) {
  const config = env()
  const host = requestHost(request.headers)
  const onAdminHost = config.ADMIN_HOSTS.includes(stripPort(host ?? ''))
  const https = isHttps(request.headers)
  const path = request.nextUrl.pathname
  const dev = config.NODE_ENV === 'development'

  if (under(path, '/api')) {
    const headers = new Headers(request.headers)
    if (onAdminHost) {
      // the session cookie counts only when the admin itself (or a non-browser client) makes the request
      const allowed = adminSessionAllowed(
        { origin: request.headers.get('origin'), secFetchSite: request.headers.get('sec-fetch-site') },
        adminOrigins(config),
      )
      if (!allowed) dropCookies(headers)
    } else {
      if (ADMIN_ONLY_API.test(path)) return notFound(https, true)
      dropCookies(headers)
      if (!readsOwnAuthorization(path)) headers.delete('authorization')
    }
    return decorate(NextResponse.next({ request: { headers } }), https, null)
  }

  if (under(path, '/admin')) {
    if (!onAdminHost) return notFound(https, false)
    const n = nonce()
    const csp = adminPolicy({ nonce: n, dev, https })
    const headers = new Headers(request.headers)
    headers.set('x-nonce', n)
    headers.set('Content-Security-Policy', csp)
    return decorate(NextResponse.next({ request: { headers } }), https, csp)
  }

  const match = parseHost(host)
  const key = match.kind === 'invalid' ? '_invalid' : stripPort(host ?? '')
  const tenant = match.kind === 'invalid' ? null : await hostTenantFor(host)
  const n = nonce()
  const previewing = tenant !== null && isPreviewRequest(request, tenant.id)
  const csp = sitePolicy({
    nonce: n,
    dev,
    https,
    chatOrigin: tenant?.chatOrigin ?? null,
    stripe: Boolean(tenant?.stripe) && isPaymentPath(path),
    // (an IPv6 literal is no CSP host-source: left out)
    previewFrameAncestors: previewing ? adminOrigins(config).filter((o) => !o.includes('[')) : [],
  })
  const headers = new Headers(request.headers)
  headers.set('x-nonce', n)
  headers.set('Content-Security-Policy', csp)
  // Next streams a page's metadata into <body> for a request without a User-Agent, whatever next.config.mjs
  // htmlLimitedBots says; named, such a request gets the metadata in <head> like every other client
  if (!headers.get('user-agent')) headers.set('user-agent', UNNAMED_CLIENT)
  const url = request.nextUrl.clone()
  // the edge asking for the tenant's 404 page at an address that was not found (src/domain/routes.ts 'page-not-found')
  const notFoundPage =
    tenant !== null && fromEdge(request.headers) && Boolean(request.headers.get(NOT_FOUND_PAGE_HEADER))
  url.pathname = notFoundPage ? `/${key}/page-not-found` : `/${key}${path}`
  const response = decorate(NextResponse.rewrite(url, { request: { headers } }), https, csp)
  // the edge stores the answer only with this marker (and only a 200 HTML one without Set-Cookie), and strips it
  if (tenant && !previewing && !notFoundPage && routeCaching(path) === 'page')
    response.headers.set(PAGE_CACHE_MARKER, String(tenant.id))
  return response
}

/**
 * A marketer's live-preview request for this tenant: Next's draft-mode cookie and a preview cookie signed
 * for this tenant (src/data/preview.ts). Such a page may be framed by the admin and is never marked cacheable (the
 * edge bypasses any request with the draft-mode cookie anyway: server/pageCache/keys.mjs).
 */
function isPreviewRequest(request: NextRequest, tenantId: number | string): boolean {
  if (!request.cookies.has('__prerender_bypass')) return false
  const secret = env().PAYLOAD_SECRET
  if (!secret) return false
  const tenant = previewCookieTenant(request.cookies.get(PREVIEW_COOKIE)?.value, previewKeyFrom(secret))
  return tenant !== null && sameId(tenant, tenantId)
}

/** Payload's cookies (payload-token and friends) removed from a request's Cookie header. */
function dropCookies(headers: Headers): void {
  const kept = withoutPayloadCookies(headers.get('cookie'))
  if (kept) headers.set('cookie', kept)
  else headers.delete('cookie')
}

export const config = {
  // robots.txt and the sitemaps pass here like pages: each tenant host answers its own (src/app/(site)/[host]).
  // Not the edge's own GET /api/search/state (server/searchShell.mjs): it reads no cookie, its JSON goes only to
  // the edge, and skipping this proxy keeps the cost of a search shell near that of a JSON answer
  matcher: ['/((?!_next/static|_next/image|demo-images|favicon\\.ico|icons\\.svg|fonts/|api/search/state).*)'],
}
