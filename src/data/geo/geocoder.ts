import 'server-only'

import { mapsGeocoder, tableGeocoder, type Geocoder } from '@/domain/locations/geocode'

import { POSTCODES } from './postcodes'

/**
 * The postcode geocoder for the dealer locator (LOC-19, LOC-20). The built-in provider answers from the bundled
 * postcode table with no network. A maps geocode service is used only when a key is configured (MAPS_GEOCODE_KEY in
 * the environment; none in the demo), so no request leaves the server otherwise.
 */
export function postcodeGeocoder(key = process.env.MAPS_GEOCODE_KEY): Geocoder {
  if (key) return mapsGeocoder({ key, fetch: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(3000) }) })
  return tableGeocoder(POSTCODES)
}
