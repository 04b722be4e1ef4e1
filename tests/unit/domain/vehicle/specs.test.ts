import {
  allSpecifications,
  caravanSpecifications,
  detailItems,
  detailsTitle,
  FEATURES_LIMIT,
  featureList,
  isEmptySpecValue,
  keyInformation,
  labelFromKey,
  SPECS_SHOW_LIMIT,
  splitAtLimit,
} from '@/domain/vehicle/specs'
import type { VehicleDetail } from '@/domain/vehicle/types'

// Cast: the fixture lists the fields these rules read; VehicleDetail may grow without breaking it.
const vehicle = {
  id: '42',
  tenantId: '1',
  slug: '2022-mazda-cx-5-maxx-h1234',
  name: '2022 Mazda CX-5 Maxx',
  year: 2022,
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx',
  series: 'KF',
  colour: 'Red',
  interiorColour: 'null',
  km: 23456,
  price: 34990,
  beforePrice: null,
  wasPrice: null,
  priceDroppedAt: null,
  offerPrice: null,
  subscriptionPrice: null,
  preorder: false,
  priceType: 'drive_away',
  stocknum: 'H1234',
  vin: 'JM0KF123456789012',
  regplate: 'ABC123',
  regoExpiry: null,
  buildDate: '2021-11-01',
  complianceDate: '2022-01',
  nvic: '',
  status: 'in_stock',
  carType: 'used',
  itemType: 'car',
  tag: null,
  reserved: false,
  sold: false,
  certified: false,
  file: null,
  views: 0,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  images: [],
  primaryImageUrl: null,
  videoUrl: null,
  externalVideoUrl: null,
  spinImages: [],
  spinInteriorImage: null,
  hotspots: { exterior: [], interior: [] },
  standardEquipment: [],
  dealerComments: null,
  simpleBody: 'suv',
  simpleTransmission: 'Automatic',
  trans: '6 SP AUTOMATIC',
  simpleFuel: 'Petrol',
  simpleDrive: 'AWD',
  drive: 'All Wheel Drive',
  fuel: 'Petrol - Unleaded ULP',
  seats: 5,
  doors: 5,
  engineSize: 2488,
  engineSizeLitres: 2.5,
  gearnum: 6,
  bodyconfiguration: 'Wagon',
  manufacturerBody: null,
  variant: {
    cylinders: 4,
    enginesize: 2488,
    enginesize_litres: 2.5,
    fuelconsumptioncombined: 7.4,
    vehiclelength: 4575,
    towingcapacitybraked: 1800,
    torque: '252Nm @ 4000rpm',
    ancaprating: null,
    induction: 'null',
    wheel_size: '19"',
  },
  specifications: {},
  location: null,
  city: 'Parramatta',
  state: 'NSW',
  dealershipId: null,
  dealershipSlug: null,
  dealershipName: null,
  dealershipCity: null,
  dealershipPhone: null,
  dealershipRevealsPhone: false,
  financeLenders: {},
  youxQuote: null,
  market: {},
} as VehicleDetail

const byKey = (items: { key: string; value: string }[]) => Object.fromEntries(items.map((i) => [i.key, i.value]))

describe('spec lists', () => {
  it("VDP-23 entries whose value is empty, null or 'null' are dropped", () => {
    for (const v of ['', '   ', null, undefined, 'null', 'NULL', Number.NaN]) expect(isEmptySpecValue(v)).toBe(true)
    for (const v of [0, 'No', false, '0']) expect(isEmptySpecValue(v)).toBe(false)
    const keys = allSpecifications(vehicle).map((i) => i.key)
    expect(keys).not.toContain('interiorColour')
    expect(keys).not.toContain('nvic')
    expect(keys).not.toContain('variant:ancaprating')
    expect(keys).not.toContain('variant:induction')
    expect(keys).not.toContain('manufacturerBody')
  })

  it('VDP-20 the key information grid shows its first 4 items always', () => {
    expect(SPECS_SHOW_LIMIT).toBe(4)
    const grid = keyInformation(vehicle)
    expect(grid.slice(0, 4).map((i) => i.label)).toEqual(['Odometer', 'Transmission', 'Body', 'Fuel'])
    expect(byKey(grid)).toMatchObject({
      km: '23,456 km',
      body: 'SUV',
      engine: '2.5L 4 cyl',
      fuelEconomy: '7.4 L/100km',
    })
    const { visible, hidden } = splitAtLimit(grid, SPECS_SHOW_LIMIT)
    expect(visible).toHaveLength(4)
    expect(hidden.length).toBe(grid.length - 4)
  })

  it("VDP-21 the details card is titled 'Car Details' or 'Motorcycle Details'", () => {
    expect(detailsTitle('car')).toBe('Car Details')
    expect(detailsTitle('motorcycle')).toBe('Motorcycle Details')
    expect(detailsTitle('caravan')).toBe('Car Details')
    expect(byKey(detailItems(vehicle))).toMatchObject({
      make: 'Mazda',
      stocknum: 'H1234',
      buildDate: '11/2021',
      complianceDate: '01/2022',
      carType: 'Used',
    })
  })

  it('VDP-22 all specifications come from the vehicle and its variant with friendly labels and units', () => {
    const specs = allSpecifications(vehicle)
    const labels = Object.fromEntries(specs.map((i) => [i.label, i.value]))
    expect(labels).toMatchObject({
      'Engine Size': '2,488 cc',
      'Engine Size (L)': '2.5 L',
      Cylinders: '4',
      'Fuel Consumption (Combined)': '7.4 L/100km',
      Length: '4,575 mm',
      'Towing Capacity (Braked)': '1,800 kg',
      Torque: '252Nm @ 4000rpm',
      'Wheel Size': '19"',
      Transmission: '6 SP AUTOMATIC',
    })
    // The variant's engine size repeats the vehicle's and is listed once.
    expect(specs.filter((i) => i.label === 'Engine Size')).toHaveLength(1)
    expect(labelFromKey('fuel_tank_capacity')).toBe('Fuel Tank Capacity')
    expect(labelFromKey('kerbWeight')).toBe('Kerb Weight')
  })

  it('VDP-24 caravan specifications show widths and lengths in feet and weights in kg', () => {
    const specs = caravanSpecifications({
      body_width: 7.8,
      body_length: 21,
      tare_weight: 2250,
      axle_type: 'Tandem',
      sleeps: 4,
      aggregate_trailer_mass: 2800,
      extra: 1,
    })
    expect(specs.map((s) => [s.label, s.value])).toEqual([
      ['Body Width', '7.8 ft'],
      ['Body Length', '21 ft'],
      ['Tare Weight', '2,250 kg'],
      ['Axle Type', 'Tandem'],
      ['Sleeps', '4'],
      ['Aggregate Trailer Mass', '2,800 kg'],
    ])
    expect(caravanSpecifications({ body_width: 'null', sleeps: '' })).toEqual([])
    const caravan = keyInformation({ ...vehicle, itemType: 'caravan', specifications: { sleeps: 4, body_length: 19 } })
    expect(caravan.map((i) => i.key)).toEqual(['year', 'condition', 'body_length', 'sleeps', 'stocknum'])
  })

  it('VDP-25 features list up to 8 before Show All, without empties or repeats', () => {
    expect(FEATURES_LIMIT).toBe(8)
    expect(featureList(['Bluetooth', '', 'null', 'bluetooth', 'Cruise Control', null])).toEqual([
      'Bluetooth',
      'Cruise Control',
    ])
  })
})
