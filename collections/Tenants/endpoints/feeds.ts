import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { feedChannel, feedSkips } from '../../../src/domain/feeds/build'
import { FEED_KINDS, feedUrl, tenantOrigin, type FeedKind } from '../../../src/domain/feeds/kinds'
import { leftOutPage, uncodedLocations, type LeftOutPage, type UncodedLocation } from '../../../src/domain/feeds/skips'
import { resolveSiteConfig, type SiteConfig, type TenantOverrides } from '../../../src/domain/siteConfig'
import { env } from '../../../src/lib/env'
import { ensureFeedToken, readFeedState, rotateFeedToken } from '../../../src/lib/feedState'
import { feedVehicles } from '../../../src/search/feedStock'
import { groupAdminDoc } from '../../shared/groupAdminDoc'

/**
 * The admin's view of a tenant's inventory feeds (Tenants → Feeds, components/FeedsPanel.client.tsx):
 *   GET  /api/tenants/:id/feeds         → { urls: { google, meta }, enabled, generatedAt } (a token is generated
 *                                         the first time, so every tenant has working URLs)
 *   POST /api/tenants/:id/feeds/rotate  → the same with a new token; the old URLs stop working at once
 *   GET  /api/tenants/:id/feeds/left-out?feed=google&page=1
 *                                       → { feed, page of the cars in stock left out of that feed, each with its
 *                                         reasons in words (src/domain/feeds/skips.ts, the X-Feed-Skipped reasons),
 *                                         the locations holding cars without a store code }; 400 with field errors
 *                                         for a bad feed or page
 * Group admins of that tenant and super admins only (the tenant is looked up with the user's own access: another
 * group's tenant is a 404 like an unknown id). Answers are never cached.
 */
const NO_STORE = { 'cache-control': 'no-store' }

export interface FeedsView {
  urls: Record<FeedKind, string>
  enabled: Record<FeedKind, boolean>
  generatedAt: Record<FeedKind, string | null>
}

async function allowedTenant(
  req: PayloadRequest,
): Promise<{ id: number; origin: string; name: string; config: SiteConfig } | Response> {
  const found = await groupAdminDoc(req, 'tenants', {
    forbidden: 'Only a group admin may see the feed addresses.',
    notFound: 'Site not found.',
  })
  if (found instanceof Response) return found
  const { id, doc } = found
  return {
    id,
    origin: tenantOrigin(doc.domains?.[0]?.hostname, doc.slug, env().PORT),
    name: doc.name,
    config: resolveSiteConfig(doc as unknown as TenantOverrides),
  }
}

/** The feeds view of the `:id` tenant, after `token` (the current one, or a new one) is settled. */
function feedsAnswer(
  path: string,
  method: 'get' | 'post',
  token: (payload: PayloadRequest['payload'], tenantId: number) => Promise<string | null>,
): Endpoint {
  return {
    path,
    method,
    handler: async (req) => {
      const tenant = await allowedTenant(req)
      if (tenant instanceof Response) return tenant
      return view(req, tenant.id, tenant.origin, await token(req.payload, tenant.id))
    },
  }
}

async function view(req: PayloadRequest, id: number, origin: string, token: string | null): Promise<Response> {
  const state = await readFeedState(req.payload, id)
  if (!state || !token) return Response.json({ error: 'Site not found.' }, { status: 404 })
  const urls = Object.fromEntries(FEED_KINDS.map((k) => [k, feedUrl(origin, k, token)])) as Record<FeedKind, string>
  const body: FeedsView = { urls, enabled: state.enabled, generatedAt: state.generatedAt }
  return Response.json(body, { headers: NO_STORE })
}

export const feedsEndpoint: Endpoint = feedsAnswer('/:id/feeds', 'get', ensureFeedToken)

export const rotateFeedTokenEndpoint: Endpoint = feedsAnswer('/:id/feeds/rotate', 'post', rotateFeedToken)

export interface LeftOutView extends LeftOutPage {
  feed: FeedKind
  /** Locations holding cars in stock with no store code set (their slug is sent instead). */
  uncoded: UncodedLocation[]
}

const leftOutQuery = z.object({
  feed: z.enum(FEED_KINDS, { error: `Use one of: ${FEED_KINDS.join(', ')}` }),
  page: z.coerce.number({ error: 'Use a page number' }).int().min(1).max(10_000).default(1),
})

export const feedLeftOutEndpoint: Endpoint = {
  path: '/:id/feeds/left-out',
  method: 'get',
  handler: async (req) => {
    const tenant = await allowedTenant(req)
    if (tenant instanceof Response) return tenant
    const query = req.query ?? {}
    const parsed = leftOutQuery.safeParse({ feed: query.feed, page: query.page ?? undefined })
    if (!parsed.success) {
      const fields = z.flattenError(parsed.error).fieldErrors
      return Response.json({ error: 'Invalid feed or page.', fields }, { status: 400, headers: NO_STORE })
    }
    const state = await readFeedState(req.payload, tenant.id)
    if (!state) return Response.json({ error: 'Site not found.' }, { status: 404, headers: NO_STORE })
    const vehicles = await feedVehicles(
      req.payload,
      { tenantId: tenant.id, config: tenant.config, origin: tenant.origin },
      state,
    )
    const { feed, page } = parsed.data
    const skipped = feedSkips(feed, vehicles, feedChannel(tenant.name, tenant.origin, tenant.config))
    const body: LeftOutView = { feed, ...leftOutPage(feed, skipped, page), uncoded: uncodedLocations(vehicles) }
    return Response.json(body, { headers: NO_STORE })
  },
}
