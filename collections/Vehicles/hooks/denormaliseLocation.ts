import type { CollectionBeforeChangeHook } from 'payload'

import { relationId, sameId } from '../../../src/domain/ids'

/**
 * Keep the spec's flat location fields (location_name, city, state, dealership_slug, dealership_name)
 * in step with the location relation, so cards and search documents need no joins.
 */
export const denormaliseLocation: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const locationId = relationId(data.location ?? originalDoc?.location)
  if (locationId === null) return data
  if (originalDoc && sameId(originalDoc.location, locationId) && data.location_name) return data
  const location = await req.payload.findByID({
    collection: 'locations',
    id: locationId,
    depth: 1,
    overrideAccess: true,
    req,
  })
  const dealership = location.dealership && typeof location.dealership === 'object' ? location.dealership : null
  return {
    ...data,
    location_name: location.name,
    city: location.address?.city ?? data.city,
    state: location.address?.state ?? data.state,
    dealership: dealership?.id ?? data.dealership,
    dealership_slug: dealership?.slug ?? data.dealership_slug,
    dealership_name: dealership?.name ?? data.dealership_name,
  }
}
