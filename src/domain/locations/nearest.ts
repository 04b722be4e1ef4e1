/**
 * The dealer locator's order: locations with coordinates by great-circle distance (haversine, Earth radius 6371 km,
 * the delivery module's) from the shopper's point, nearest first; locations without coordinates follow in their own
 * order, with no distance (every location the site counts is listed).
 */
import { haversineKm, type LatLng } from '../delivery'
import { formatKm } from '../price'

/** distanceKm null: the location has no coordinates. */
export type Located<T> = T & { distanceKm: number | null }

export function nearestLocations<T extends { lat?: number | null; lng?: number | null }>(
  origin: LatLng,
  locations: readonly T[],
  limit = Infinity,
): Located<T>[] {
  const placed = (l: T) => typeof l.lat === 'number' && typeof l.lng === 'number'
  const near = locations
    .filter(placed)
    .map((l) => ({ ...l, distanceKm: haversineKm(origin, { lat: l.lat!, lng: l.lng! }) }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
  const unplaced = locations.filter((l) => !placed(l)).map((l) => ({ ...l, distanceKm: null }))
  return [...near, ...unplaced].slice(0, limit)
}

/** '3.2 km' under 10 km, else whole km with thousands separators ('1,234 km'). */
export function formatDistance(km: number): string {
  return km < 10 ? `${km.toFixed(1)} km` : formatKm(km)
}
