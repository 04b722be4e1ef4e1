/**
 * Which locations a Locations page block shows (LOC-07..10). Pure.
 *   filter (LOC-07): 'primary' (the primary locations), 'sales' | 'service' | 'parts' (that type), 'service-and-parts'
 *     (either), 'all', or 'location' with a location id (that one location)
 *   manufacturer (LOC-08): only locations selling or servicing that make
 *   subtype (LOC-09): only that location subtype (case-insensitive)
 *   include / exclude (LOC-10): ids always added (in list order, after the matches) / always removed
 */
export const LOCATION_BLOCK_FILTERS = [
  'all',
  'primary',
  'sales',
  'service',
  'parts',
  'service-and-parts',
  'location',
] as const
export type LocationBlockFilter = (typeof LOCATION_BLOCK_FILTERS)[number]

export type LocationBlockQuery = {
  filter?: LocationBlockFilter | null
  locationId?: number | null
  manufacturerId?: number | null
  subtype?: string | null
  include?: readonly number[] | null
  exclude?: readonly number[] | null
}

type Filterable = {
  id: number
  primary: boolean
  type: string | null
  subtype: string | null
  manufacturerIds: readonly number[]
}

function matchesFilter(l: Filterable, q: LocationBlockQuery): boolean {
  switch (q.filter ?? 'all') {
    case 'primary':
      return l.primary
    case 'sales':
    case 'service':
    case 'parts':
      return l.type === q.filter
    case 'service-and-parts':
      return l.type === 'service' || l.type === 'parts'
    case 'location':
      return q.locationId !== null && q.locationId !== undefined && l.id === q.locationId
    default:
      return true
  }
}

export function filterBlockLocations<T extends Filterable>(all: readonly T[], q: LocationBlockQuery): T[] {
  const exclude = new Set(q.exclude ?? [])
  const subtype = q.subtype?.trim().toLowerCase() || null
  const matched = all.filter(
    (l) =>
      matchesFilter(l, q) &&
      (q.manufacturerId ? l.manufacturerIds.includes(q.manufacturerId) : true) &&
      (subtype ? (l.subtype ?? '').toLowerCase() === subtype : true),
  )
  const ids = new Set(matched.map((l) => l.id))
  const added = (q.include ?? []).flatMap((id) => {
    const l = all.find((x) => x.id === id)
    return l && !ids.has(id) ? [l] : []
  })
  return [...matched, ...added].filter((l) => !exclude.has(l.id))
}
