import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { dbId } from '@/domain/ids'
import { tenantTag } from '@/lib/cacheTags'
import { env } from '@/lib/env'
import { expireTag } from '@/lib/expireTag'
import { issuesText, json, jsonBody, jsonError } from '@/lib/http/respond'
import { tokenMatches } from '@/lib/revalidateToken'
import { invalidateTenantSearch } from '@/search/cache'

/**
 * POST /api/revalidate { tenantId, resources } with header `x-revalidate-token` (src/lib/revalidateToken.ts):
 * lets another process that changed a tenant's data directly (the stock import CLI) expire this server's caches for
 * that tenant: the `t:{tenantId}:{resource}` tags and, for vehicles, the in-memory search results.
 * 401 without the right token; 400 for a bad body.
 */
export const dynamic = 'force-dynamic'

const RESOURCES = [
  'vehicles',
  'dealerships',
  'locations',
  'pages',
  'promo-tiles',
  'popups',
  'banners',
  'offers',
  'brands',
  'navigation',
  'reviews',
] as const

const Body = z.object({
  tenantId: dbId('tenantId'),
  resources: z.array(z.enum(RESOURCES)).min(1).max(RESOURCES.length),
})

export async function POST(request: NextRequest) {
  const secret = env().PAYLOAD_SECRET
  if (!secret || !tokenMatches(request.headers.get('x-revalidate-token'), secret)) return jsonError('Not allowed', 401)
  const raw = await jsonBody(request, { maxBytes: 4096 })
  if (!raw.ok) return raw.response
  const parsed = Body.safeParse(raw.value)
  if (!parsed.success) return jsonError(issuesText(parsed.error), 400)
  const { tenantId, resources } = parsed.data
  for (const resource of resources) expireTag(tenantTag(tenantId, resource))
  if (resources.includes('vehicles')) invalidateTenantSearch([tenantId])
  return json({ revalidated: resources.map((r) => tenantTag(tenantId, r)) })
}
