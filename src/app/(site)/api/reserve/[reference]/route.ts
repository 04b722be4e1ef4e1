import type { NextRequest } from 'next/server'

import { payloadClient } from '@/data/payload'
import { ownedReservation, refreshReservation, viewOf } from '@/data/reservations/service'
import { REFERENCE_PATTERN, RESERVE_MESSAGES } from '@/domain/reservations/rules'
import { json, jsonError } from '@/lib/http/respond'

import { requestAccount } from '../../account/session'
import { requestTenant } from '../../tenantRequest'
import { orUnavailable } from '../request'

/**
 * GET /api/reserve/{reference}?secret=…|token=… — the reservation's state for its owner (its account, the payment's
 * secret from the pay link, or the cancel link's token). While unpaid, the provider is asked, so a lost webhook does
 * not leave the shopper waiting. 404 for anyone else, another tenant's or an unknown reference (one answer for all).
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest, { params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params
  return orUnavailable(async () => {
    const site = await requestTenant(request)
    if (!site.ok) return site.response
    if (!REFERENCE_PATTERN.test(reference)) return jsonError(RESERVE_MESSAGES.notFound, 404)
    const payload = await payloadClient()
    const url = new URL(request.url)
    const row = await ownedReservation(payload, site.tenant, reference, {
      account: await requestAccount(request, site.tenant, payload),
      secret: url.searchParams.get('secret')?.slice(0, 200),
      token: url.searchParams.get('token')?.slice(0, 200),
    })
    if (!row) return jsonError(RESERVE_MESSAGES.notFound, 404)
    return json(viewOf(await refreshReservation(payload, site.tenant, row)))
  })
}
