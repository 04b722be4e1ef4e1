import type { CollectionBeforeChangeHook } from 'payload'

function idOf(value: unknown): number | string | null {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return typeof value === 'number' || typeof value === 'string' ? value : null
}

/**
 * Keep the spec's flat location fields (location_name, city, state, dealership_slug, dealership_name)
 * in step with the location relation, so cards and search documents need no joins.
 */
export const denormaliseLocation: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const locationId = idOf(data.location ?? originalDoc?.location)
  if (locationId === null) return data
  if (originalDoc && idOf(originalDoc.location) === locationId && data.location_name) return data
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
