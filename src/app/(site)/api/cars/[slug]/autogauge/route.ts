import type { NextRequest } from 'next/server'

import { getVehicleBySlug } from '@/data/vehicles'
import { computePriceGauge, gaugeVisible } from '@/domain/vehicle/priceGauge'
import { vehicleSlug } from '@/domain/vehicle/slug'
import { json, jsonError, noContent } from '@/lib/http/respond'

import { requestTenant } from '../../../tenantRequest'

/**
 * GET /api/cars/{slug}/autogauge on a tenant's host (PRC-11, PRC-12):
 *   200 { fill, listing_price, market_range_min, market_range_max, confidence, description }
 *   204 (no body)  the car has no usable market data, or the gauge would be hidden (PRC-15..17)
 *   404 { error }  unknown host, or no such car on this tenant (another tenant's slug is a 404)
 * Computed from the car's market data (autograb_data): fill is where the listing price sits in the market range,
 * cheaper = fuller (src/domain/vehicle/priceGauge.ts). Browsers may keep it for a minute.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const site = await requestTenant(request, { offSite: 'The price gauge is answered on a dealer site host only' })
  if (!site.ok) return site.response
  const noCar = () => jsonError('No such car on this site', 404)

  const raw = (await params).slug
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    decoded = raw
  }
  const slug = vehicleSlug.safeParse(decoded)
  if (!slug.success) return noCar()
  const vehicle = await getVehicleBySlug(site.tenant, slug.data)
  if (!vehicle) return noCar()

  const gauge = computePriceGauge(vehicle.market, { price: vehicle.price, offerPrice: vehicle.offerPrice })
  if (!gauge || !gaugeVisible(gauge)) return noContent()
  return json(gauge, 200, { 'Cache-Control': 'public, max-age=60' })
}
