import 'server-only'

import { stockListTags } from '@/lib/cacheTags'
import { recordRenderDeps } from '@/lib/renderDeps'

import type { Where } from 'payload'

import { isDbId, relationDbId, type TenantId } from '@/domain/ids'

import { payloadClient } from '../payload'

/** The slug of the tenant's first document of `collection` matching `where` (primary first for locations). */
async function firstSlug(
  tenantId: TenantId,
  collection: 'vehicles' | 'dealerships' | 'locations',
  where: Where[],
): Promise<string | null> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection,
    where: { and: [{ tenant: { equals: tenantId } }, ...where] },
    ...(collection === 'locations' ? { sort: ['-primary', 'name'] } : {}),
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  const doc = found.docs[0] as { id: number | string; slug?: string | null } | undefined
  return doc?.slug ?? null
}

/**
 * What /success needs besides slugs: the slug of the tenant's car with this id (the finance page knows the car "Get
 * Finance" was opened for by its id), and the location a dealership answers from (its primary visible location), so
 * the page shows that dealership's phone — never another dealership's of the group.
 */
export async function vehicleSlugById(tenantId: TenantId, id: string): Promise<string | null> {
  recordRenderDeps(stockListTags(tenantId))
  const n = Number(id)
  return isDbId(n) ? firstSlug(tenantId, 'vehicles', [{ id: { equals: n } }]) : null
}

/** The slug of the dealership's primary visible location (else its first by name), or null. */
export async function dealershipLocationSlug(tenantId: TenantId, dealershipSlug: string): Promise<string | null> {
  const payload = await payloadClient()
  const dealership = await payload.find({
    collection: 'dealerships',
    where: { and: [{ slug: { equals: dealershipSlug } }, { tenant: { equals: tenantId } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  const id = relationDbId(dealership.docs[0]?.id)
  if (id === null) return null
  return firstSlug(tenantId, 'locations', [{ dealership: { equals: id } }, { visible: { equals: true } }])
}
