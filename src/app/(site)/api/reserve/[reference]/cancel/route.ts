import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { cancelByShopper, ownedReservation } from '@/data/reservations/service'
import { REFERENCE_PATTERN, RESERVE_MESSAGES } from '@/domain/reservations/rules'
import { json, jsonError } from '@/lib/http/respond'

import { orUnavailable, reserveRequest } from '../../request'

const cancelSchema = z.object({ token: z.string().max(200).optional() }).strict()

/**
 * POST /api/reserve/{reference}/cancel { token? } — the shopper cancels (RES-06): the deposit is returned in full
 * and the car goes back on sale. The owner is the signed-in account or whoever holds the confirmation email's
 * cancel token. 200 with the reservation; 409 when it can no longer be cancelled online; 404 for anyone else.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest, { params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params
  return orUnavailable(async () => {
    const req = await reserveRequest(request, cancelSchema)
    if (!req.ok) return req.response
    if (!REFERENCE_PATTERN.test(reference)) return jsonError(RESERVE_MESSAGES.notFound, 404)
    const row = await ownedReservation(req.payload, req.tenant, reference, {
      account: req.account,
      token: req.input.token,
    })
    if (!row) return jsonError(RESERVE_MESSAGES.notFound, 404)
    const result = await cancelByShopper(req.payload, req.tenant, row)
    return json(result.body, result.status)
  })
}
