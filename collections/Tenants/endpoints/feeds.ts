import type { Endpoint, PayloadRequest } from 'payload'

import { FEED_KINDS, feedUrl, tenantOrigin, type FeedKind } from '../../../src/domain/feeds/kinds'
import { isDbId } from '../../../src/domain/ids'
import { env } from '../../../src/lib/env'
import { ensureFeedToken, readFeedState, rotateFeedToken } from '../../../src/lib/feedState'
import { hasRole } from '../../access'

/**
 * The admin's view of a tenant's inventory feeds (Tenants → Feeds, components/FeedsPanel.client.tsx):
 *   GET  /api/tenants/:id/feeds         → { urls: { google, meta }, enabled, generatedAt } (a token is generated
 *                                         the first time, so every tenant has working URLs)
 *   POST /api/tenants/:id/feeds/rotate  → the same with a new token; the old URLs stop working at once
 * Group admins of that tenant and super admins only (the tenant is looked up with the user's own access: another
 * group's tenant is a 404 like an unknown id). Answers are never cached.
 */
const NO_STORE = { 'cache-control': 'no-store' }

export interface FeedsView {
  urls: Record<FeedKind, string>
  enabled: Record<FeedKind, boolean>
  generatedAt: Record<FeedKind, string | null>
}

async function allowedTenant(req: PayloadRequest): Promise<{ id: number; origin: string } | Response> {
  const user = req.user as { collection?: string; roles?: string[] } | null
  if (!user || user.collection !== 'users') return Response.json({ error: 'Please sign in.' }, { status: 401 })
  if (!hasRole(user as never, 'super-admin', 'group-admin')) {
    return Response.json({ error: 'Only a group admin may see the feed addresses.' }, { status: 403 })
  }
  const id = Number(req.routeParams?.id)
  if (!isDbId(id)) return Response.json({ error: 'Site not found.' }, { status: 404 })
  const found = await req.payload.find({
    collection: 'tenants',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const doc = found.docs[0]
  if (!doc) return Response.json({ error: 'Site not found.' }, { status: 404 })
  return { id, origin: tenantOrigin(doc.domains?.[0]?.hostname, doc.slug, env().PORT) }
}

async function view(req: PayloadRequest, id: number, origin: string, token: string | null): Promise<Response> {
  const state = await readFeedState(req.payload, id)
  if (!state || !token) return Response.json({ error: 'Site not found.' }, { status: 404 })
  const urls = Object.fromEntries(FEED_KINDS.map((k) => [k, feedUrl(origin, k, token)])) as Record<FeedKind, string>
  const body: FeedsView = { urls, enabled: state.enabled, generatedAt: state.generatedAt }
  return Response.json(body, { headers: NO_STORE })
}

export const feedsEndpoint: Endpoint = {
  path: '/:id/feeds',
  method: 'get',
  handler: async (req) => {
    const tenant = await allowedTenant(req)
    if (tenant instanceof Response) return tenant
    return view(req, tenant.id, tenant.origin, await ensureFeedToken(req.payload, tenant.id))
  },
}

export const rotateFeedTokenEndpoint: Endpoint = {
  path: '/:id/feeds/rotate',
  method: 'post',
  handler: async (req) => {
    const tenant = await allowedTenant(req)
    if (tenant instanceof Response) return tenant
    return view(req, tenant.id, tenant.origin, await rotateFeedToken(req.payload, tenant.id))
  },
}
