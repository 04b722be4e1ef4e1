import { GeocodeError, INVALID_POSTCODE, mapsGeocodeUrl, mapsGeocoder, tableGeocoder } from '@/domain/locations/geocode'

const table = { '2000': [-33.8688, 151.2093], '6000': [-31.9523, 115.8613] }

describe('postcode geocoding (LOC-19, LOC-20, ERR-15)', () => {
  it('the built-in provider answers from the bundled table without network', async () => {
    await expect(tableGeocoder(table).geocodePostcode('2000')).resolves.toEqual({ lat: -33.8688, lng: 151.2093 })
  })

  it('LOC-20 / ERR-15: an unknown postcode throws Invalid postcode', async () => {
    await expect(tableGeocoder(table).geocodePostcode('0999')).rejects.toThrow(INVALID_POSTCODE)
    await expect(tableGeocoder(table).geocodePostcode('abc')).rejects.toBeInstanceOf(GeocodeError)
  })

  it('LOC-19: the maps provider sends a GET with components postal_code and country AU and takes the first result', async () => {
    const calls: { url: string; method?: string }[] = []
    const fetch = async (url: string, init?: { method?: string }) => {
      calls.push({ url, method: init?.method })
      return {
        ok: true,
        json: async () => ({
          results: [
            { geometry: { location: { lat: -27.47, lng: 153.02 } } },
            { geometry: { location: { lat: 0, lng: 0 } } },
          ],
        }),
      }
    }
    const g = mapsGeocoder({ key: 'k123', fetch })
    await expect(g.geocodePostcode('4000')).resolves.toEqual({ lat: -27.47, lng: 153.02 })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.method).toBe('GET')
    const url = new URL(calls[0]!.url)
    expect(url.searchParams.get('components')).toBe('postal_code:4000|country:AU')
    expect(url.searchParams.get('key')).toBe('k123')
    expect(mapsGeocodeUrl('4000', 'k')).toContain('maps.googleapis.com/maps/api/geocode/json')
  })

  it('LOC-20 / ERR-15: the maps provider with no result (or an error) throws Invalid postcode', async () => {
    const empty = mapsGeocoder({ key: 'k', fetch: async () => ({ ok: true, json: async () => ({ results: [] }) }) })
    await expect(empty.geocodePostcode('4000')).rejects.toThrow('Invalid postcode')
    const failing = mapsGeocoder({ key: 'k', fetch: async () => ({ ok: false, json: async () => ({}) }) })
    await expect(failing.geocodePostcode('4000')).rejects.toThrow('Invalid postcode')
  })
})
