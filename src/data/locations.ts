import 'server-only'

import type { TenantId } from '@/domain/ids'
import { safeHref } from '@/domain/links'
import { sameAddress, siteLocationOf, type LocationDocLike, type SiteLocation } from '@/domain/locations/siteLocation'

import { mediaUrl } from './media'
import { payloadClient } from './payload'
import { tenantCached } from './tenantCached'

/**
 * RTE-29: /locations/{slug} takes a location's slug or a dealership's. The answer is the slug of the visible location
 * to show — the location itself, or the dealership's primary (else first by name) visible location — within the
 * tenant only; null when neither matches.
 */
export async function locationSlugFor(tenantId: TenantId, slug: string): Promise<string | null> {
  const payload = await payloadClient()
  const visible = { visible: { equals: true } }
  const own = await payload.find({
    collection: 'locations',
    where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }, visible] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  if (own.docs[0]?.slug) return own.docs[0].slug
  const dealership = await payload.find({
    collection: 'dealerships',
    where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  const id = dealership.docs[0]?.id
  if (id === undefined) return null
  const first = await payload.find({
    collection: 'locations',
    where: { and: [{ tenant: { equals: tenantId } }, { dealership: { equals: id } }, visible] },
    sort: ['-primary', 'name'],
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  return first.docs[0]?.slug ?? null
}

/**
 * RTE-37: the tenant's dealerships that take service bookings on their own external system (a dealer-specific
 * booking URL, http(s) only), as { name, url }, by name.
 */
export async function serviceBookingLinks(tenantId: TenantId): Promise<{ name: string; url: string }[]> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'dealerships',
    where: { and: [{ tenant: { equals: tenantId } }, { service_booking_url: { exists: true } }] },
    sort: 'name',
    limit: 50,
    depth: 0,
    overrideAccess: true,
    select: { name: true, service_booking_url: true },
  })
  return found.docs.flatMap((d) => {
    const url = safeHref(d.service_booking_url ?? null)
    return url && /^https?:\/\//.test(url) ? [{ name: d.name, url }] : []
  })
}

/**
 * The tenant's visible locations as the locations screens show them (LOC-13), primary first then by name. Only
 * this tenant's documents (tenant filter + visible), one query, cached until the tenant's locations change: the home
 * page, contact, offers and the dealer locator read them, and reading them afresh (every opening-hours row, at
 * depth 1) cost a render about 0.1 s of CPU.
 */
export const siteLocations = tenantCached('locations', 'site-locations', async (tenantId): Promise<SiteLocation[]> => {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'locations',
    where: { and: [{ tenant: { equals: tenantId } }, { visible: { equals: true } }] },
    sort: ['-primary', 'name'],
    limit: 200,
    depth: 1,
    overrideAccess: true,
  })
  return found.docs.flatMap((d) => (d.slug ? [siteLocationOf(d as LocationDocLike, mediaUrl(d.image))] : []))
})

/** One visible location of the tenant by slug, with its neighbours at the same address (LOC-05); null otherwise. */
export async function siteLocationBySlug(
  tenantId: TenantId,
  slug: string,
): Promise<{ location: SiteLocation; atAddress: SiteLocation[] } | null> {
  const all = await siteLocations(tenantId)
  const location = all.find((l) => l.slug === slug)
  return location ? { location, atAddress: sameAddress(location, all) } : null
}
