import type { NextRequest } from 'next/server'

import { getSimilarVehicles } from '@/data/similar'
import { similarTitle } from '@/domain/vehicle/similar'

import { json } from '@/lib/http/respond'

import { vehicleFromRequest } from '../../vehicleRequest'

/**
 * GET /api/cars/{slug}/similar on a tenant host → 200 { title, hits } (SIM-01..15): up to 6 similar in-stock cars of
 * the same tenant, same model first. Cached briefly by the browser (stock changes are not urgent here).
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const found = await vehicleFromRequest(request, (await params).slug)
  if (!found.ok) return found.response
  const hits = await getSimilarVehicles(found.tenant, found.vehicle)
  return json({ title: similarTitle(found.vehicle.itemType, found.tenant.config.features.subscriptions), hits }, 200, {
    'Cache-Control': 'private, max-age=60',
  })
}
