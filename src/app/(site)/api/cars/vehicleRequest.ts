import type { NextRequest } from 'next/server'

import { getVehicleBySlug } from '@/data/vehicles'
import type { TenantSite } from '@/domain/site'
import { vehicleSlug } from '@/domain/vehicle/slug'
import type { VehicleDetail } from '@/domain/vehicle/types'
import { jsonError, type Answer } from '@/lib/http/respond'
import { clientAddress } from '@/lib/requestContext'

import { requestTenant } from '../tenantRequest'

/**
 * The tenant (from the Host header, never the request) and its vehicle for /api/cars/{slug}/… routes, or the error
 * response: 404 for a host no dealer site answers on, 400 for a malformed slug, 404 for a car not on this site.
 */
export async function vehicleFromRequest(
  request: NextRequest,
  rawSlug: string,
): Promise<Answer<{ tenant: TenantSite; vehicle: VehicleDetail }>> {
  const site = await requestTenant(request)
  if (!site.ok) return site
  const slug = vehicleSlug.safeParse(rawSlug)
  if (!slug.success) return { ok: false, response: jsonError(slug.error.issues[0]?.message ?? 'Invalid slug', 400) }
  const vehicle = await getVehicleBySlug(site.tenant, slug.data)
  if (!vehicle) return { ok: false, response: jsonError('No such car on this site', 404) }
  return { ok: true, tenant: site.tenant, vehicle }
}

/**
 * The visitor key for de-duplicating counts: the client's address as the edge saw it (never a header the client
 * wrote, so nobody inflates a car's views by rotating X-Forwarded-For), else the user agent.
 */
export function visitorKey(request: NextRequest): string {
  return clientAddress(request.headers) || request.headers.get('user-agent')?.slice(0, 300) || 'unknown'
}
