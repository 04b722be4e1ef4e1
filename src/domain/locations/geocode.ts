/**
 * Postcode geocoding (LOC-19, LOC-20, ERR-15). A Geocoder turns a 4-digit postcode into a point or throws
 * GeocodeError('Invalid postcode'). Two providers: the built-in one answers from the bundled postcode table (no
 * network; the demo and every tenant without a maps key), and a maps geocoder (a GET with components
 * postal_code:{pc}|country:AU and the tenant's key, the first result's geometry.location) used only when a tenant
 * configures a key. Pure: the maps provider is given its fetch.
 */
import { postcodePoint, type LatLng, type PostcodeTable } from '../delivery'
import { isPostcode } from '../postcode'

export const INVALID_POSTCODE = 'Invalid postcode'

export class GeocodeError extends Error {
  constructor(message = INVALID_POSTCODE) {
    super(message)
    this.name = 'GeocodeError'
  }
}

export interface Geocoder {
  readonly name: string
  geocodePostcode(postcode: string): Promise<LatLng>
}

/** The built-in provider: the bundled postcode → [lat, lng] table. */
export function tableGeocoder(table: PostcodeTable): Geocoder {
  return {
    name: 'bundled',
    async geocodePostcode(postcode) {
      const point = isPostcode(postcode.trim()) ? postcodePoint(postcode.trim(), table) : null
      if (!point) throw new GeocodeError()
      return point
    },
  }
}

export const MAPS_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json'

type FetchLike = (
  url: string,
  init?: { method?: string; signal?: AbortSignal },
) => Promise<{
  ok: boolean
  json(): Promise<unknown>
}>

/** The geocode request for a postcode (LOC-19): components postal_code and country AU, the tenant's key. */
export function mapsGeocodeUrl(postcode: string, key: string, endpoint = MAPS_GEOCODE_URL): string {
  const url = new URL(endpoint)
  url.searchParams.set('components', `postal_code:${postcode}|country:AU`)
  url.searchParams.set('key', key)
  return url.toString()
}

/** A maps geocode service provider (LOC-19): the first result's geometry.location; no result → 'Invalid postcode'. */
export function mapsGeocoder(opts: { key: string; fetch: FetchLike; endpoint?: string }): Geocoder {
  return {
    name: 'maps',
    async geocodePostcode(postcode) {
      const pc = postcode.trim()
      if (!isPostcode(pc)) throw new GeocodeError()
      const res = await opts.fetch(mapsGeocodeUrl(pc, opts.key, opts.endpoint), { method: 'GET' })
      if (!res.ok) throw new GeocodeError()
      const body = (await res.json()) as { results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[] }
      const loc = body?.results?.[0]?.geometry?.location
      if (!loc || typeof loc.lat !== 'number' || typeof loc.lng !== 'number') throw new GeocodeError()
      return { lat: loc.lat, lng: loc.lng }
    },
  }
}
