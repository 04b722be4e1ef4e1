import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { firstInWindow, recordEvent } from '@/data/vehicleEvents'
import { TRACKED_ACTIONS } from '@/domain/tracking'
import { json, jsonBody, jsonError } from '@/lib/http/respond'

import { vehicleFromRequest, visitorKey } from '../../vehicleRequest'

/**
 * POST /api/cars/{slug}/event { event: 'history_report' | 'print' } on a tenant host (LEAD-56, LEAD-57): records the
 * click as tracking event 60 or 61 with the car, its dealership and the site. 201 { recorded: true }; 200
 * { recorded: false } for a repeat by the same visitor within 30 minutes; 400 for another event or a body that is
 * not JSON; 413 for a body over 1 KiB; 404 for a car not on this site. The page does not wait for it and only logs a failure (ERR-25).
 */
export const dynamic = 'force-dynamic'

const Body = z.object({
  event: z.enum(Object.keys(TRACKED_ACTIONS) as [keyof typeof TRACKED_ACTIONS, ...(keyof typeof TRACKED_ACTIONS)[]], {
    error: `event must be one of: ${Object.keys(TRACKED_ACTIONS).join(', ')}`,
  }),
})

export async function POST(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const found = await vehicleFromRequest(request, (await params).slug)
  if (!found.ok) return found.response
  const { tenant, vehicle } = found
  const raw = await jsonBody(request, { maxBytes: 1024 })
  if (!raw.ok) return raw.response
  const body = Body.safeParse(raw.value)
  if (!body.success) return jsonError(body.error.issues[0]?.message ?? 'Invalid event', 400)
  const action = TRACKED_ACTIONS[body.data.event]
  if (!(await firstInWindow(`${action.name}:${tenant.id}:${vehicle.id}:${visitorKey(request)}`)))
    return json({ recorded: false })
  await recordEvent(tenant, {
    eventId: action.eventId,
    name: action.name,
    vehicleId: vehicle.id,
    dealershipId: vehicle.dealershipId,
    data: { car_id: vehicle.id, dealership_id: vehicle.dealershipId, website_id: String(tenant.id) },
  })
  return json({ recorded: true }, 201)
}
