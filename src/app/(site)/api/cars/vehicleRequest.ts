import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'

import { tenantForHost } from '@/data/tenants'
import { getVehicleBySlug } from '@/data/vehicles'
import type { TenantSite } from '@/domain/site'
import type { VehicleDetail } from '@/domain/vehicle/types'
import { clientAddress } from '@/lib/requestContext'

export const NO_STORE = { 'Cache-Control': 'no-store' }

export function json(body: unknown, status: number, headers: Record<string, string> = NO_STORE) {
  return NextResponse.json(body, { status, headers })
}

/** A vehicle slug as the seed and the feed importer make them: lower-case words and digits joined by hyphens. */
export const vehicleSlug = z
  .string()
  .trim()
  .min(1, { error: 'slug is required' })
  .max(200, { error: 'slug must be at most 200 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug must be lower-case letters, digits and hyphens' })

/**
 * The tenant (from the Host header, never the request) and its vehicle for /api/cars/{slug}/… routes, or the error
 * response: 404 for a host no dealer site answers on, 400 for a malformed slug, 404 for a car not on this site.
 */
export async function vehicleFromRequest(
  request: NextRequest,
  rawSlug: string,
): Promise<{ tenant: TenantSite; vehicle: VehicleDetail } | { response: NextResponse }> {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return { response: json({ error: 'No dealer site answers on this host' }, 404) }
  const slug = vehicleSlug.safeParse(rawSlug)
  if (!slug.success) return { response: json({ error: slug.error.issues[0]?.message ?? 'Invalid slug' }, 400) }
  const vehicle = await getVehicleBySlug(tenant, slug.data)
  if (!vehicle) return { response: json({ error: 'No such car on this site' }, 404) }
  return { tenant, vehicle }
}

/**
 * The visitor key for de-duplicating counts: the client's address as the edge saw it (never a header the client
 * wrote, so nobody inflates a car's views by rotating X-Forwarded-For), else the user agent.
 */
export function visitorKey(request: NextRequest): string {
  return clientAddress(request.headers) || request.headers.get('user-agent')?.slice(0, 300) || 'unknown'
}
