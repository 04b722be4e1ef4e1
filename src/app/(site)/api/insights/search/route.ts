import type { NextRequest } from 'next/server'

import { recordSearch } from '@/data/insights'
import { payloadClient } from '@/data/payload'
import { searchInsightSchema } from '@/domain/insights'
import { issuesText, jsonBody, jsonError } from '@/lib/http/respond'

import { checkOrigin } from '../../account/session'
import { visitorKey } from '../../cars/vehicleRequest'
import { requestTenant } from '../../tenantRequest'

/**
 * POST /api/insights/search { query, found } on a tenant host: a search the shopper settled on (its canonical query
 * string, as a saved search keeps it) and whether it found any car — counted for the dealer's insights once per
 * visitor and search every 30 minutes, aggregate only (src/data/insights.ts). Sent by the results page.
 *   204 counted (or a repeat);  422 { error } a query that is not a search of this site, or a body of another shape;
 *   400/413 not JSON / over 4 KiB;  403 cross-site;  404 unknown host
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  const origin = checkOrigin(request)
  if (!origin.ok) return origin.response
  const read = await jsonBody(request, { maxBytes: 4 * 1024 })
  if (!read.ok) return read.response
  const parsed = searchInsightSchema.safeParse(read.value)
  if (!parsed.success) return jsonError(issuesText(parsed.error), 422)
  const counted = await recordSearch(await payloadClient(), site.tenant, parsed.data, visitorKey(request))
  if (!counted) return jsonError('That is not a search of this site.', 422)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
