import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { testProviderFor } from '@/data/reservations/providers'
import { ownedReservation, refreshReservation, viewOf } from '@/data/reservations/service'
import { testCardFormSchema } from '@/domain/payments/testCards'
import { REFERENCE_PATTERN, RESERVE_MESSAGES } from '@/domain/reservations/rules'
import { json, jsonError } from '@/lib/http/respond'

import { orUnavailable, reserveRequest } from '../../../reserve/request'

/**
 * POST /api/payments/test/pay — the built-in test processor's card form (the demo and CI; no money moves). Test
 * cards: docs/architecture/reservations.md. 200 with the reservation's state (held once the webhook has been applied,
 * which the page waits for); 422 with field errors for a card number, expiry or CVC that is wrong (nothing changes);
 * 404 for an unknown reference or a wrong secret.
 */
export const dynamic = 'force-dynamic'

/** The card fields of the processor's form, for a reservation named by its reference and its pay link's secret. */
const payBodySchema = testCardFormSchema
  .omit({ ref: true, clientSecret: true })
  .extend({
    reference: z.string().regex(REFERENCE_PATTERN, RESERVE_MESSAGES.notFound),
    secret: z.string().min(1).max(200),
  })
  .strict()

export async function POST(request: NextRequest) {
  return orUnavailable(async () => {
    const req = await reserveRequest(request, payBodySchema)
    if (!req.ok) return req.response
    const row = await ownedReservation(req.payload, req.tenant, req.input.reference, {
      account: null,
      secret: req.input.secret,
    })
    if (!row || row.provider !== 'test' || !row.paymentRef) return jsonError(RESERVE_MESSAGES.notFound, 404)
    const provider = testProviderFor(req.payload, req.tenant)
    const paid = await provider.pay(row.paymentRef, req.input.secret, {
      number: req.input.number,
      expiry: req.input.expiry,
      cvc: req.input.cvc,
    })
    if (!paid.ok) return json({ error: 'Please check your card details.', fieldErrors: paid.errors }, 422)
    return json(viewOf(await refreshReservation(req.payload, req.tenant, row)))
  })
}
