import { vehicleChangeScope } from '@/domain/vehicle/changeScope'

import { vehicleChangeTags } from '@/lib/cacheTags'

const car = {
  id: 7,
  tenant: 3,
  slug: '2021-mazda-cx-5-7',
  make: 'Mazda',
  model: 'CX-5',
  simple_body: 'SUV',
  car_type: 'used',
  status: 'in_stock',
  price: 24990,
}
const keys = [
  { attribute: 'make', value: 'mazda' },
  { attribute: 'body', value: 'suv' },
  { attribute: 'car_type', value: 'used' },
]

describe("what a car's change concerns", () => {
  it("a price change concerns the car's page, the stock's lists and those of its make, body and type, not their counts nor the vocabulary", () => {
    expect(vehicleChangeScope(car, { ...car, price: 23990 })).toEqual({
      slugs: [car.slug],
      vocabulary: false,
      makes: [],
      lists: keys,
      counts: false,
    })
    expect(vehicleChangeTags(car, { ...car, price: 23990 })).toEqual([
      't:3:vehicle-lists',
      't:3:vehicle-lists:make:mazda',
      't:3:vehicle-lists:body:suv',
      't:3:vehicle-lists:car_type:used',
      't:3:vehicle:2021-mazda-cx-5-7',
    ])
  })

  it('a change of what the car is listed or counted under concerns every list’s counts, and the lists it leaves', () => {
    expect(vehicleChangeScope(car, { ...car, status: 'sold' }).counts).toBe(true)
    expect(vehicleChangeScope(car, { ...car, sold_date_timestamp: '2026-11-20T00:00:00Z' }).counts).toBe(true)
    expect(vehicleChangeScope(null, car).counts).toBe(true)
    const moved = vehicleChangeTags(car, { ...car, make: 'Land Rover', simple_body: 'Wagon', car_type: 'demo' })
    expect(moved).toEqual(
      expect.arrayContaining([
        't:3:vehicle-lists:counts',
        't:3:vehicle-lists:make:land-rover',
        't:3:vehicle-lists:make:mazda',
        't:3:vehicle-lists:body:wagon',
        't:3:vehicle-lists:body:suv',
        't:3:vehicle-lists:car_type:demo',
        't:3:vehicle-lists:car_type:used',
      ]),
    )
    // a car with no car type is listed as used (toSearchDoc), and has no body key without a body
    expect(vehicleChangeScope(null, { tenant: 3, slug: 'x', make: 'Kia' }).lists).toEqual([
      { attribute: 'make', value: 'kia' },
      { attribute: 'car_type', value: 'used' },
    ])
  })

  it("a sale, a new model name, a new car or a deleted one may change the vocabulary, and its make's part", () => {
    expect(vehicleChangeScope(car, { ...car, status: 'sold' })).toEqual({
      slugs: [car.slug],
      vocabulary: true,
      makes: ['Mazda'],
      lists: keys,
      counts: true,
    })
    expect(vehicleChangeScope(car, { ...car, model: 'CX-50' }).vocabulary).toBe(true)
    expect(vehicleChangeScope({}, car).vocabulary).toBe(true)
    expect(vehicleChangeTags(car, null)).toEqual([
      't:3:vehicle-lists',
      't:3:vehicle-lists:make:mazda',
      't:3:vehicle-lists:body:suv',
      't:3:vehicle-lists:car_type:used',
      't:3:vehicle-lists:counts',
      't:3:vehicle:2021-mazda-cx-5-7',
      't:3:vocabulary',
      't:3:vocabulary:make:mazda',
    ])
    // a car that changes make concerns both makes' car pages
    expect(vehicleChangeTags(car, { ...car, make: 'Land Rover' })).toEqual(
      expect.arrayContaining(['t:3:vocabulary:make:land-rover', 't:3:vocabulary:make:mazda']),
    )
  })

  it('a relation compares by id, populated or not', () => {
    expect(
      vehicleChangeScope({ ...car, location: 4 }, { ...car, location: { id: 4, name: 'Penrith' } }).vocabulary,
    ).toBe(false)
  })

  it('a new slug concerns the page at both addresses', () => {
    expect(vehicleChangeScope(car, { ...car, slug: 'mazda-cx-5-7' }).slugs).toEqual(['mazda-cx-5-7', car.slug])
  })

  it("a car moved to another tenant expires both tenants' whole stock", () => {
    expect(vehicleChangeTags(car, { ...car, tenant: { id: 5 } })).toEqual(['t:5:vehicles', 't:3:vehicles'])
  })
})
