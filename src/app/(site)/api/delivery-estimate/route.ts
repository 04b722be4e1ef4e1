import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { deliveryEstimate, vehicleOrigin } from '@/data/delivery'
import { getVehicleBySlug } from '@/data/vehicles'
import { POSTCODE_INVALID, validatePostcode } from '@/domain/delivery'
import { vehicleSlug } from '@/domain/vehicle/slug'
import { checkSearchParams } from '@/lib/http/jsonBody'
import { json, jsonError } from '@/lib/http/respond'

import { requestTenant } from '../tenantRequest'

/**
 * GET /api/delivery-estimate?postcode=2000&car={slug} on a tenant's host (DEL-01..04):
 *   200 { price: 199, name: 'Sydney Metro', distance_km: null }         an estimate (distance_km when measured)
 *   200 { unavailable: true, message: "Sorry, we can't provide …" }    no delivery rate matches (ERR-09)
 *   422 { error: 'Please enter a postcode.' | 'Invalid postcode. Please enter a 4-digit number.' | 'Invalid postcode' }
 *   400 { error }  no car slug;   404 { error }  unknown host, or no such car on this tenant
 * The tenant is the Host header's; the car must be one of its cars shown on the website. Rates are the tenant's
 * active delivery-rates: postcode ranges first, else distance bands from the car's location. Not cached.
 */
export const dynamic = 'force-dynamic'

const Query = z.object({
  postcode: z.string().max(20, POSTCODE_INVALID).optional(),
  car: z.string().trim().min(1, 'A car is required (car={slug})').pipe(vehicleSlug),
})

export async function GET(request: NextRequest) {
  const site = await requestTenant(request, { offSite: 'Delivery estimates are answered on a dealer site host only' })
  if (!site.ok) return site.response

  const params = request.nextUrl.searchParams
  const unusable = checkSearchParams(params)
  if (unusable) return jsonError(unusable, 400)
  const parsed = Query.safeParse({ postcode: params.get('postcode') ?? undefined, car: params.get('car') ?? '' })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return jsonError(issue.message, issue.path[0] === 'postcode' ? 422 : 400)
  }
  const postcode = validatePostcode(parsed.data.postcode)
  if (!postcode.ok) return jsonError(postcode.error, 422)

  const vehicle = await getVehicleBySlug(site.tenant, parsed.data.car)
  if (!vehicle) return jsonError('No such car on this site', 404)

  const outcome = await deliveryEstimate(site.tenant.id, vehicleOrigin(vehicle.location), postcode.postcode)
  if (outcome.kind === 'invalid') return jsonError(outcome.error, 422)
  if (outcome.kind === 'unavailable') return json({ unavailable: true, message: outcome.message })
  return json(outcome.estimate)
}
