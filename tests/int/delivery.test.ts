/**
 * Delivery estimates on a real PostgreSQL: two tenants with their own delivery-rates (postcode ranges, distance
 * bands, an inactive rate), a car located in Sydney; the loader reads only the tenant's active rates and prices
 * postcodes by range first, else by the haversine distance from the car's location.
 */
import type { CollectionSlug, Payload } from 'payload'

import { deliveryEstimate, getDeliveryRates, vehicleOrigin } from '@/data/delivery'
import { DELIVERY_UNAVAILABLE, POSTCODE_UNKNOWN } from '@/domain/delivery'

import { createDoc, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

let payload: Payload
let tenantA: Doc
let tenantB: Doc
let carA: Doc

const create = (collection: CollectionSlug, data: Doc) => createDoc(payload, collection, data)

beforeAll(async () => {
  payload = await bootPayload()
  const stamp = Date.now().toString(36)
  tenantA = await create('tenants', { name: 'Delivery A', slug: `delivery-a-${stamp}`, template: 'group' })
  tenantB = await create('tenants', { name: 'Delivery B', slug: `delivery-b-${stamp}`, template: 'brand' })
  const dealership = await create('dealerships', { name: 'Harbour Motors', tenant: tenantA.id })
  const location = await create('locations', {
    name: 'Harbour Sydney',
    tenant: tenantA.id,
    dealership: dealership.id,
    address: { street: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000', lat: -33.8688, long: 151.2093 },
  })
  carA = await create('vehicles', {
    name: 'Delivery car',
    slug: `delivery-car-${stamp}`,
    car_type: 'used',
    price: 29990,
    tenant: tenantA.id,
    location: location.id,
  })

  const rate = (tenant: Doc, data: Doc) => create('delivery-rates', { tenant: tenant.id, active: true, ...data })
  await rate(tenantA, {
    name: 'Sydney Metro',
    kind: 'postcode_range',
    postcode_from: 2000,
    postcode_to: 2234,
    price: 199,
  })
  await rate(tenantA, {
    name: 'Old NSW rate',
    kind: 'postcode_range',
    postcode_from: 2000,
    postcode_to: 2999,
    price: 999,
    active: false,
  })
  await rate(tenantA, { name: 'Within 300 km', kind: 'distance', distance_from_km: 0, distance_to_km: 300, price: 450 })
  await rate(tenantA, {
    name: 'Within 1,000 km',
    kind: 'distance',
    distance_from_km: 300,
    distance_to_km: 1000,
    price: 990,
  })
  await rate(tenantB, { name: 'Bravo NSW', kind: 'postcode_range', postcode_from: 2000, postcode_to: 2999, price: 50 })
})

afterAll(async () => {
  await shutdownPayload(payload)
})

async function originOf(car: Doc) {
  const doc = (await payload.findByID({ collection: 'vehicles', id: car.id, depth: 1, overrideAccess: true })) as Doc
  return vehicleOrigin({ lat: doc.location?.address?.lat ?? null, lng: doc.location?.address?.long ?? null })
}

describe('delivery rates loader', () => {
  it('DEL-01 reads only the tenant’s own active rates, in the order they were created', async () => {
    const a = await getDeliveryRates(tenantA.id)
    expect(a.map((r) => r.name)).toEqual(['Sydney Metro', 'Within 300 km', 'Within 1,000 km'])
    expect(a[0]).toEqual({
      name: 'Sydney Metro',
      kind: 'postcode_range',
      postcodeFrom: 2000,
      postcodeTo: 2234,
      distanceFromKm: null,
      distanceToKm: null,
      price: 199,
      active: true,
    })
    const b = await getDeliveryRates(tenantB.id)
    expect(b.map((r) => r.name)).toEqual(['Bravo NSW'])
  })

  it('the car’s origin is its location’s coordinates', async () => {
    expect(await originOf(carA)).toEqual({ lat: -33.8688, lng: 151.2093 })
    expect(vehicleOrigin(null)).toBeNull()
    expect(vehicleOrigin({ lat: null, lng: 151 })).toBeNull()
  })
})

describe('delivery estimate', () => {
  it('DEL-01 DEL-02 a postcode range prices first: 2000 → $199 Sydney Metro (the inactive rate is ignored)', async () => {
    expect(await deliveryEstimate(tenantA.id, await originOf(carA), '2000')).toEqual({
      kind: 'estimate',
      estimate: { price: 199, name: 'Sydney Metro', distance_km: null },
    })
  })

  it('DEL-01 DEL-02 else the distance band from the car: Newcastle 2300 → $450, Melbourne 3000 → $990', async () => {
    const origin = await originOf(carA)
    const newcastle = await deliveryEstimate(tenantA.id, origin, '2300')
    expect(newcastle).toMatchObject({ kind: 'estimate', estimate: { price: 450, name: 'Within 300 km' } })
    const melbourne = await deliveryEstimate(tenantA.id, origin, '3000')
    expect(melbourne).toMatchObject({ kind: 'estimate', estimate: { price: 990, name: 'Within 1,000 km' } })
    expect(melbourne.kind === 'estimate' && melbourne.estimate.distance_km).toBeGreaterThan(700)
  })

  it('DEL-04 ERR-09 no matching rate: Perth 6000 is unavailable', async () => {
    expect(await deliveryEstimate(tenantA.id, await originOf(carA), '6000')).toEqual({
      kind: 'unavailable',
      message: DELIVERY_UNAVAILABLE,
    })
  })

  it('DEL-04 ERR-09: an Australian postcode without a place (9999, letters to Santa) is unavailable, never invalid', async () => {
    expect(await deliveryEstimate(tenantA.id, await originOf(carA), '9999')).toEqual({
      kind: 'unavailable',
      message: DELIVERY_UNAVAILABLE,
    })
  })

  it('a 4-digit postcode Australia does not have is invalid', async () => {
    expect(await deliveryEstimate(tenantA.id, await originOf(carA), '0000')).toEqual({
      kind: 'invalid',
      error: POSTCODE_UNKNOWN,
    })
  })

  it('each tenant prices with its own rates only', async () => {
    expect(await deliveryEstimate(tenantB.id, null, '2500')).toMatchObject({
      estimate: { price: 50, name: 'Bravo NSW' },
    })
    expect(await deliveryEstimate(tenantB.id, null, '3000')).toEqual({
      kind: 'unavailable',
      message: DELIVERY_UNAVAILABLE,
    })
    // tenant A has no range for 2500; by distance from Sydney (Wollongong ≈ 70 km) it is $450, never B's $50
    expect(await deliveryEstimate(tenantA.id, await originOf(carA), '2500')).toMatchObject({ estimate: { price: 450 } })
  })
})
