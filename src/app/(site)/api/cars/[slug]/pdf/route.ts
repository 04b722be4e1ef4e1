import type { NextRequest } from 'next/server'

import { vehiclePdf } from '@/data/vehiclePdf'
import { firstInWindow, recordEvent } from '@/data/vehicleEvents'
import { TRACKING_EVENTS } from '@/domain/tracking'
import { isHttps, requestHost } from '@/lib/requestContext'

import { vehicleFromRequest, visitorKey } from '../../vehicleRequest'

/**
 * GET /api/cars/{slug}/pdf on a tenant host (VDP-67/68): the car's printable PDF, generated on the server,
 * downloaded as {slug}.pdf. Records the print event (61) once per visitor and car; a failure to record never
 * blocks the download.
 */
export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const found = await vehicleFromRequest(request, (await params).slug)
  if (!found.ok) return found.response
  const { tenant, vehicle } = found
  const origin = `${isHttps(request.headers) ? 'https' : 'http'}://${requestHost(request.headers)}`
  const pdf = await vehiclePdf(tenant, vehicle, `${origin}/cars/${vehicle.slug}`)
  if (await firstInWindow(`pdf:${tenant.id}:${vehicle.id}:${visitorKey(request)}`)) {
    recordEvent(tenant, {
      eventId: TRACKING_EVENTS.printPdf,
      name: 'print_pdf',
      vehicleId: vehicle.id,
      dealershipId: vehicle.dealershipId,
    }).catch((error) => console.warn('Print PDF analytics failed', error))
  }
  return new Response(Buffer.from(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${vehicle.slug}.pdf"`,
      'Cache-Control': 'private, max-age=300',
    },
  })
}
