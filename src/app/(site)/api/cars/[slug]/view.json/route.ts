import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { tenantForHost } from '@/data/tenants'
import { recordView } from '@/data/vehicleEvents'
import { checkSearchParams } from '@/lib/http/jsonBody'

import { json, vehicleSlug, visitorKey } from '../../vehicleRequest'

/**
 * GET /api/cars/{slug}/view.json?photos_count={n}&updated_at={ts}&website_id={id} on a tenant host (VDP-71):
 * counts one view (once per visitor and car every 30 minutes) and answers { views, car_fields }.
 * The query parameters are checked (400 when malformed) but the tenant is always the host's, never website_id.
 */
export const dynamic = 'force-dynamic'

const Query = z.object({
  photos_count: z.coerce.number({ error: 'photos_count must be a number' }).int().min(0).max(1000).optional(),
  updated_at: z.string().max(40).optional(),
  website_id: z.string().max(40).optional(),
})

export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return json({ error: 'No dealer site answers on this host' }, 404)
  const slug = vehicleSlug.safeParse((await params).slug)
  if (!slug.success) return json({ error: slug.error.issues[0]?.message ?? 'Invalid slug' }, 400)
  const unusable = checkSearchParams(request.nextUrl.searchParams)
  if (unusable) return json({ error: unusable }, 400)
  const query = Query.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!query.success) return json({ error: query.error.issues.map((i) => i.message).join('; ') }, 400)
  const counted = await recordView(tenant, slug.data, visitorKey(request))
  if (!counted) return json({ error: 'No such car on this site' }, 404)
  return json(counted, 200)
}
