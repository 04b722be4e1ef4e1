import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { testProviderFor } from '@/data/reservations/providers'
import {
  ownedReservation,
  refreshReservation,
  renewDeclinedDeposit,
  testPaymentSecret,
  viewOf,
} from '@/data/reservations/service'
import { testCardFormSchema } from '@/domain/payments/testCards'
import { REFERENCE_PATTERN, RESERVE_MESSAGES } from '@/domain/reservations/rules'
import { json, jsonError } from '@/lib/http/respond'

import { orUnavailable, reserveRequest } from '../../../reserve/request'

/**
 * POST /api/payments/test/pay — the built-in test processor's card form (the demo and CI; no money moves). Test
 * cards: docs/architecture/reservations.md. 200 with the reservation's state (held once the webhook has been applied,
 * which the page waits for; still pending with the processor's words after a decline); 422 with field errors for a
 * card number, expiry or CVC that is wrong (nothing changes); 404 for an unknown reference or a wrong secret. After a
 * decline the next card pays a fresh payment of the same reservation (renewDeclinedDeposit): any of the reservation's
 * payment secrets names it.
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
    const { payload, tenant, input } = req
    const owned = await ownedReservation(payload, tenant, input.reference, { account: null, secret: input.secret })
    if (!owned || owned.provider !== 'test' || !owned.paymentRef) return jsonError(RESERVE_MESSAGES.notFound, 404)
    const provider = testProviderFor(payload, tenant)
    const row = await renewDeclinedDeposit(payload, tenant, provider, await refreshReservation(payload, tenant, owned))
    const secret = row.paymentRef ? await testPaymentSecret(payload, row.paymentRef) : null
    if (!row.paymentRef || !secret) return jsonError(RESERVE_MESSAGES.notFound, 404)
    const paid = await provider.pay(row.paymentRef, secret, {
      number: input.number,
      expiry: input.expiry,
      cvc: input.cvc,
    })
    if (!paid.ok) return json({ error: 'Please check your card details.', fieldErrors: paid.errors }, 422)
    return json(viewOf(await refreshReservation(payload, tenant, row)))
  })
}
