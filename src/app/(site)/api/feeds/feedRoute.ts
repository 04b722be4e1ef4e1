import 'server-only'

import { NextResponse } from 'next/server'

import { tenantFeed, tenantFeedState } from '@/data/feeds'
import { skippedSummary } from '@/domain/feeds/skips'
import type { FeedKind } from '@/domain/feeds/kinds'
import { tokenMatches } from '@/lib/feedState'

import { requestTenant } from '../tenantRequest'

/**
 * GET (and HEAD) /api/feeds/google-vehicle-ads.xml?token=… and /api/feeds/meta-catalogue.xml?token=… on a tenant's
 * host (docs/feeds.md). The tenant is the Host header's; the token is that tenant's (Tenants → Feeds), given as the
 * `token` query parameter or `Authorization: Bearer …`, compared in constant time.
 *   unknown or platform host                → 404 { error }
 *   missing or wrong token                  → 401 'Unauthorised' (the same answer whatever was wrong)
 *   right token, feed switched off          → 404 'Not found'
 *   right token                             → 200 the XML; X-Feed-Items, X-Feed-Skipped ('3; item_type:motorcycle=1,
 *                                             price_type:egc:new=1, vin=1': the cars in stock left out, counted by
 *                                             reason, src/domain/feeds/skips.ts), Last-Modified, ETag
 *                                             (If-None-Match → 304); never stored by browsers, proxies or a CDN
 * /api is outside the edge page cache (BYPASS), so a feed is never kept there under a URL without its token.
 */
const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }

function givenToken(request: Request): string | null {
  const fromQuery = new URL(request.url).searchParams.get('token')
  if (fromQuery) return fromQuery
  const auth = request.headers.get('authorization') ?? ''
  const bearer = /^Bearer\s+(\S+)$/i.exec(auth)
  return bearer ? bearer[1]! : null
}

export async function feedResponse(request: Request, kind: FeedKind): Promise<Response> {
  const site = await requestTenant(request, { offSite: 'Feeds are answered on a dealer site host only' })
  if (!site.ok) return site.response
  const state = await tenantFeedState(site.tenant)
  if (!state || !tokenMatches(state.token, givenToken(request))) {
    return new NextResponse('Unauthorised', {
      status: 401,
      headers: { ...PLAIN, 'WWW-Authenticate': 'Bearer realm="feeds"' },
    })
  }
  if (!state.enabled[kind]) return new NextResponse('Not found', { status: 404, headers: PLAIN })

  const { feed, generatedAt, fresh, ms } = await tenantFeed(site.tenant, kind, state)
  const etag = `"${kind}-${site.tenant.id}-${generatedAt.getTime().toString(36)}"`
  const headers: Record<string, string> = {
    'Content-Type': feed.contentType,
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Last-Modified': generatedAt.toUTCString(),
    ETag: etag,
    'X-Feed-Items': String(feed.items),
    'X-Feed-Skipped': skippedSummary(feed.skipped),
    'X-Feed-Generated': fresh ? `fresh; ${ms}ms` : 'kept',
  }
  if (request.headers.get('if-none-match') === etag) return new NextResponse(null, { status: 304, headers })
  return new NextResponse(feed.body, { status: 200, headers })
}
