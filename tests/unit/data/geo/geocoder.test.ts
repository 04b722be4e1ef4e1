import { jest } from '@jest/globals'

import { postcodeGeocoder } from '@/data/geo/geocoder'

describe('the dealer locator’s geocoder choice (LOC-19, LOC-21)', () => {
  it('LOC-19: the bundled postcode data without a configured key (the demo): no network', async () => {
    const original = global.fetch
    const spy = jest.fn()
    global.fetch = spy as unknown as typeof fetch
    try {
      const g = postcodeGeocoder('')
      expect(g.name).toBe('bundled')
      const p = await g.geocodePostcode('2150')
      expect(p.lat).toBeCloseTo(-33.8, 0)
      await expect(g.geocodePostcode('0999')).rejects.toThrow('Invalid postcode')
      expect(spy).not.toHaveBeenCalled()
    } finally {
      global.fetch = original
    }
  })

  it('LOC-20 ERR-15: a postcode that names no place (9999, letters to Santa) is an Invalid postcode, not a Melbourne point', async () => {
    const g = postcodeGeocoder('')
    await expect(g.geocodePostcode('9999')).rejects.toThrow('Invalid postcode')
    await expect(g.geocodePostcode('0000')).rejects.toThrow('Invalid postcode')
    // real postcodes at both ends of the range still answer
    expect((await g.geocodePostcode('0800')).lat).toBeCloseTo(-12.4, 0)
    expect((await g.geocodePostcode('7000')).lat).toBeCloseTo(-42.9, 0)
  })

  it('LOC-21: the maps geocoder only when a key is configured', () => {
    expect(postcodeGeocoder('abc').name).toBe('maps')
  })
})
