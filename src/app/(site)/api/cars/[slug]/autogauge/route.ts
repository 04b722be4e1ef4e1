import { NextResponse, type NextRequest } from 'next/server'

import { resolveHost } from '@/data/tenants'
import { getVehicleBySlug } from '@/data/vehicles'
import { parseHost, stripPort } from '@/domain/host'
import { computePriceGauge, gaugeVisible } from '@/domain/vehicle/priceGauge'

import { vehicleSlug } from '../../vehicleRequest'

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
  const host = request.headers.get('host')
  const match = parseHost(host)
  const notFound = (error: string) =>
    NextResponse.json({ error }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  if (match.kind === 'invalid' || match.kind === 'platform')
    return notFound('The price gauge is answered on a dealer site host only')
  const site = await resolveHost(encodeURIComponent(stripPort(host ?? '')))
  if (site.kind !== 'tenant') return notFound('No dealer site answers on this host')

  const raw = (await params).slug
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    decoded = raw
  }
  const slug = vehicleSlug.safeParse(decoded)
  if (!slug.success) return notFound('No such car on this site')
  const vehicle = await getVehicleBySlug(site.tenant, slug.data)
  if (!vehicle) return notFound('No such car on this site')

  const gauge = computePriceGauge(vehicle.market, { price: vehicle.price, offerPrice: vehicle.offerPrice })
  if (!gauge || !gaugeVisible(gauge))
    return new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  return NextResponse.json(gauge, { status: 200, headers: { 'Cache-Control': 'public, max-age=60' } })
}
