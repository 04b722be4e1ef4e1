import type { NextRequest } from 'next/server'

import { firstInWindow, recordEvent } from '@/data/vehicleEvents'
import { TRACKING_EVENTS } from '@/domain/tracking'

import { json } from '@/lib/http/respond'

import { vehicleFromRequest, visitorKey } from '../../vehicleRequest'

/**
 * POST /api/cars/{slug}/reveal on a tenant host (VDP-38): records a phone reveal (tracking event 25) with the car,
 * its dealership and the site; answers 201 { recorded: true }, or 200 { recorded: false } for a repeat by the same
 * visitor within 30 minutes. The page only logs the answer.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const found = await vehicleFromRequest(request, (await params).slug)
  if (!found.ok) return found.response
  const { tenant, vehicle } = found
  if (!(await firstInWindow(`reveal:${tenant.id}:${vehicle.id}:${visitorKey(request)}`)))
    return json({ recorded: false })
  await recordEvent(tenant, {
    eventId: TRACKING_EVENTS.phoneReveal,
    name: 'phone_reveal',
    vehicleId: vehicle.id,
    dealershipId: vehicle.dealershipId,
    data: { car_id: vehicle.id, dealership_id: vehicle.dealershipId, website_id: String(tenant.id) },
  })
  return json({ recorded: true }, 201)
}
