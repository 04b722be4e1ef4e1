import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { recordView } from '@/data/vehicleEvents'
import { ALERT_VISIT_VALUE } from '@/domain/alerts/visit'
import { vehicleSlug } from '@/domain/vehicle/slug'
import { checkSearchParams } from '@/lib/http/jsonBody'
import { json, jsonError } from '@/lib/http/respond'

import { requestTenant } from '../../../tenantRequest'
import { visitorKey } from '../../vehicleRequest'

/**
 * GET /api/cars/{slug}/view.json?photos_count={n}&updated_at={ts}&website_id={id}[&from=alert] on a tenant host
 * (VDP-71): counts one view (once per visitor and car every 30 minutes; also the day's view of the car in the dealer's
 * insights, and an alert opened when the visit came from an alert email's link) and answers { views, car_fields }.
 * The query parameters are checked (400 when malformed) but the tenant is always the host's, never website_id.
 */
export const dynamic = 'force-dynamic'

const Query = z.object({
  photos_count: z.coerce.number({ error: 'photos_count must be a number' }).int().min(0).max(1000).optional(),
  updated_at: z.string().max(40).optional(),
  website_id: z.string().max(40).optional(),
  from: z.literal(ALERT_VISIT_VALUE, { error: `from may only be ${ALERT_VISIT_VALUE}` }).optional(),
})

export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  const slug = vehicleSlug.safeParse((await params).slug)
  if (!slug.success) return jsonError(slug.error.issues[0]?.message ?? 'Invalid slug', 400)
  const unusable = checkSearchParams(request.nextUrl.searchParams)
  if (unusable) return jsonError(unusable, 400)
  const query = Query.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!query.success) return jsonError(query.error.issues.map((i) => i.message).join('; '), 400)
  const counted = await recordView(site.tenant, slug.data, visitorKey(request), Date.now(), {
    fromAlert: query.data.from === ALERT_VISIT_VALUE,
  })
  if (!counted) return jsonError('No such car on this site', 404)
  return json(counted)
}
