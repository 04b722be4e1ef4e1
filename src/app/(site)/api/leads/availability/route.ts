import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { testDriveAvailability } from '@/data/leads/availability'
import { dbId } from '@/domain/ids'
import { isIsoDate } from '@/domain/leads/availability'
import { json, jsonError } from '@/lib/http/respond'

import { requestTenant } from '../../tenantRequest'

/**
 * GET /api/leads/availability?location={id}&date=YYYY-MM-DD on a tenant's host (LEAD-12):
 *   200 { location: { id, name }, date, slots: ['09:00', '09:30', …] }   bookable 30-minute test-drive slots
 *   400 { error }  missing or malformed location (not a whole number from 1 to 2147483647) or date
 *   404 { error }  unknown host, or the location is not one of this tenant's visible locations
 * Slots follow src/domain/leads/availability.ts (opening hours, else Mon–Fri 9–17, Sat 9–12; none in the past;
 * minus slots booked by test-drive leads at the location). Not cached.
 */
export const dynamic = 'force-dynamic'

const Query = z.object({
  location: dbId('location'),
  date: z.string().trim().refine(isIsoDate, 'date must be a real date as YYYY-MM-DD'),
})

export async function GET(request: NextRequest) {
  const site = await requestTenant(request, { offSite: 'Availability is answered on a dealer site host only' })
  if (!site.ok) return site.response

  const params = request.nextUrl.searchParams
  const parsed = Query.safeParse({ location: params.get('location') ?? '', date: params.get('date') ?? '' })
  // 400 for a location id beyond the column too: it could never name a location (and Postgres would refuse it)
  if (!parsed.success) return jsonError(parsed.error.issues[0]!.message, 400)

  try {
    const outcome = await testDriveAvailability(site.tenant.id, parsed.data.location, parsed.data.date)
    if (outcome.kind === 'no-location') return jsonError('No such location on this site', 404)
    return json({ location: outcome.location, date: outcome.date, slots: outcome.slots })
  } catch (error) {
    console.error('Failed to load test drive availability', error)
    return jsonError('Availability is unavailable right now. Please try again.', 503)
  }
}
