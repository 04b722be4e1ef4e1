import {
  DELIVERY_UNAVAILABLE,
  EARTH_RADIUS_KM,
  estimateDelivery,
  haversineKm,
  matchDeliveryRate,
  POSTCODE_EMPTY,
  POSTCODE_INVALID,
  POSTCODE_UNKNOWN,
  postcodePoint,
  validatePostcode,
  type DeliveryRate,
  type PostcodeTable,
} from '@/domain/delivery'

import table from '../../../../src/data/geo/au-postcode-centroids.json' with { type: 'json' }

const postcodes: PostcodeTable = table.postcodes

const rate = (over: Partial<DeliveryRate>): DeliveryRate => ({
  name: 'Region',
  kind: 'postcode_range',
  postcodeFrom: null,
  postcodeTo: null,
  distanceFromKm: null,
  distanceToKm: null,
  price: 0,
  active: true,
  ...over,
})

const SYDNEY = { lat: -33.8688, lng: 151.2093 }
const rates: DeliveryRate[] = [
  rate({ name: 'Sydney Metro', postcodeFrom: 2000, postcodeTo: 2234, price: 199 }),
  rate({ name: 'Old Sydney', postcodeFrom: 2000, postcodeTo: 2999, price: 999, active: false }),
  rate({ name: 'Within 300 km', kind: 'distance', distanceFromKm: 0, distanceToKm: 300, price: 450 }),
  rate({ name: 'Within 1,000 km', kind: 'distance', distanceFromKm: 300, distanceToKm: 1000, price: 990 }),
]

describe('delivery postcode', () => {
  it("DEL-03 ERR-10 an empty postcode gives 'Please enter a postcode.'", () => {
    expect(validatePostcode('')).toEqual({ ok: false, error: POSTCODE_EMPTY })
    expect(validatePostcode('   ')).toEqual({ ok: false, error: 'Please enter a postcode.' })
    expect(validatePostcode(null)).toEqual({ ok: false, error: POSTCODE_EMPTY })
  })

  it("anything but 4 digits gives 'Invalid postcode. Please enter a 4-digit number.'", () => {
    for (const bad of ['200', '20000', '2a00', '-200', '20.0'])
      expect(validatePostcode(bad)).toEqual({ ok: false, error: POSTCODE_INVALID })
    expect(validatePostcode(' 0800 ')).toEqual({ ok: true, postcode: '0800' })
  })
})

describe('delivery distance', () => {
  it('CONST-04 haversine on a 6371 km sphere: Sydney to Melbourne ≈ 713 km; a quarter meridian = 10,007.5 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371)
    expect(haversineKm(SYDNEY, { lat: -37.8136, lng: 144.9631 })).toBeCloseTo(713.4, 0)
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI / 2) * 6371, 6)
    expect(haversineKm(SYDNEY, SYDNEY)).toBe(0)
  })

  it('the shipped postcode table knows the capitals and gives points in Australia', () => {
    expect(table.count).toBeGreaterThan(3000)
    const sydney = postcodePoint('2000', postcodes)!
    expect(haversineKm(sydney, SYDNEY)).toBeLessThan(5)
    expect(haversineKm(postcodePoint('3000', postcodes)!, { lat: -37.8136, lng: 144.9631 })).toBeLessThan(5)
    expect(haversineKm(postcodePoint('6000', postcodes)!, { lat: -31.9523, lng: 115.8613 })).toBeLessThan(5)
    expect(postcodePoint('0000', postcodes)).toBeNull()
  })
})

describe('delivery rate lookup', () => {
  it('DEL-01 the first active postcode range holding the postcode wins', () => {
    expect(matchDeliveryRate(rates, { postcode: 2000, distanceKm: 5 })?.name).toBe('Sydney Metro')
    expect(matchDeliveryRate(rates, { postcode: 2234, distanceKm: null })?.name).toBe('Sydney Metro')
    expect(matchDeliveryRate(rates, { postcode: 2235, distanceKm: null })).toBeNull()
    expect(
      matchDeliveryRate([rate({ name: 'A', postcodeFrom: 4000, price: 10 })], { postcode: 4000, distanceKm: null })
        ?.name,
    ).toBe('A')
  })

  it('DEL-01 else the distance band holding the distance (from ≤ d < to; no upper end when to is empty)', () => {
    expect(matchDeliveryRate(rates, { postcode: 2500, distanceKm: 299.9 })?.name).toBe('Within 300 km')
    expect(matchDeliveryRate(rates, { postcode: 2500, distanceKm: 300 })?.name).toBe('Within 1,000 km')
    expect(matchDeliveryRate(rates, { postcode: 6000, distanceKm: 3300 })).toBeNull()
    expect(
      matchDeliveryRate([rate({ name: 'Anywhere', kind: 'distance', distanceFromKm: 1000, price: 2500 })], {
        postcode: 6000,
        distanceKm: 3300,
      })?.name,
    ).toBe('Anywhere')
  })

  it('DEL-02 an estimate gives price and region name, with the distance when measured', () => {
    expect(estimateDelivery({ postcode: '2000', rates, origin: SYDNEY, table: postcodes })).toEqual({
      kind: 'estimate',
      estimate: { price: 199, name: 'Sydney Metro', distance_km: null },
    })
    // Newcastle (2300): ≈ 117 km from Sydney
    const newcastle = estimateDelivery({ postcode: '2300', rates, origin: SYDNEY, table: postcodes })
    expect(newcastle).toMatchObject({ kind: 'estimate', estimate: { price: 450, name: 'Within 300 km' } })
    expect(newcastle.kind === 'estimate' && newcastle.estimate.distance_km).toBeGreaterThan(100)
    // Melbourne (3000): ≈ 713 km
    expect(estimateDelivery({ postcode: '3000', rates, origin: SYDNEY, table: postcodes })).toMatchObject({
      estimate: { price: 990 },
    })
  })

  it('DEL-04 ERR-09 no matching rate gives the unavailable message', () => {
    expect(estimateDelivery({ postcode: '6000', rates, origin: SYDNEY, table: postcodes })).toEqual({
      kind: 'unavailable',
      message: DELIVERY_UNAVAILABLE,
    })
    expect(DELIVERY_UNAVAILABLE).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    )
    // a car without coordinates can only be priced by postcode range
    expect(estimateDelivery({ postcode: '2300', rates, origin: null, table: postcodes }).kind).toBe('unavailable')
    // no rates at all
    expect(estimateDelivery({ postcode: '2000', rates: [], origin: SYDNEY, table: postcodes }).kind).toBe('unavailable')
  })

  it("a 4-digit postcode Australia does not have is 'Invalid postcode' when a distance is needed", () => {
    expect(estimateDelivery({ postcode: '0000', rates, origin: SYDNEY, table: postcodes })).toEqual({
      kind: 'invalid',
      error: POSTCODE_UNKNOWN,
    })
    expect(
      estimateDelivery({ postcode: '0000', rates: rates.slice(0, 1), origin: SYDNEY, table: postcodes }).kind,
    ).toBe('unavailable')
  })
})
