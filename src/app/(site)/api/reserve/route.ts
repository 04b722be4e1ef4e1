import type { NextRequest } from 'next/server'

import { startReservation } from '@/data/reservations/service'
import { reserveRequestSchema } from '@/domain/reservations/rules'
import { json } from '@/lib/http/respond'

import { orUnavailable, reserveRequest } from './request'

/**
 * POST /api/reserve on a tenant's host: reserve a car (or pay a buy-online deposit) — docs/architecture/reservations.md.
 *   { car_id: slug, kind?: 'reserve' | 'buy_online', journey_id?, amount_cents?, contact: { first_name, last_name?,
 *     email, phone? } }
 *   201 { reference, status: 'pending', amountText, payment: { provider: 'test', payUrl } | { provider: 'stripe',
 *         clientSecret, publishableKey } }
 *   409 { error, similarUrl }  the car is held or being paid for by someone else, sold, or the deposit changed
 *   401 { error }              the tenant gates checkout and nobody is signed in
 *   404 { error }              unknown car (or another tenant's), reserve off, no payment provider
 *   422 { error, fieldErrors } bad body; 403 cross-site; 400/413 unreadable or over 4 KiB
 *   503 { error }              the payment provider did not answer (nothing is held; try again)
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  return orUnavailable(async () => {
    const req = await reserveRequest(request, reserveRequestSchema)
    if (!req.ok) return req.response
    const result = await startReservation(req.payload, req.tenant, {
      request: req.input,
      account: req.account,
      origin: req.origin,
    })
    return json(result.body, result.status)
  })
}
