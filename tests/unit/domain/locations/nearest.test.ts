import { formatDistance, nearestLocations } from '@/domain/locations/nearest'

describe('dealer locator order (haversine, Earth radius 6371 km)', () => {
  it('sorts by great-circle distance; locations without coordinates follow with no distance, so every one is listed', () => {
    const sydney = { lat: -33.8688, lng: 151.2093 }
    const locs = [
      { id: 'perth', lat: -31.9523, lng: 115.8613 },
      { id: 'none', lat: null, lng: null },
      { id: 'parramatta', lat: -33.815, lng: 151.0011 },
      { id: 'brisbane', lat: -27.4698, lng: 153.0251 },
    ]
    const out = nearestLocations(sydney, locs)
    expect(out.map((l) => l.id)).toEqual(['parramatta', 'brisbane', 'perth', 'none'])
    expect(out[3]!.distanceKm).toBeNull()
    // Sydney–Brisbane ≈ 732 km, Sydney–Perth ≈ 3,290 km on a 6371 km sphere
    expect(out[1]!.distanceKm).toBeCloseTo(732, -1)
    expect(out[2]!.distanceKm).toBeCloseTo(3290, -1)
    expect(nearestLocations(sydney, locs, 1)).toHaveLength(1)
  })

  it('formats distances', () => {
    expect(formatDistance(3.24)).toBe('3.2 km')
    expect(formatDistance(3290.4)).toBe('3,290 km')
  })
})
