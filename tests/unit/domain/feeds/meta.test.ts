import {
  META_BODY_STYLES,
  META_REQUIRED,
  buildMetaFeed,
  metaBodyStyle,
  metaDrivetrain,
  metaFuelType,
  metaListing,
  metaMissing,
  metaStateOfVehicle,
  metaTransmission,
} from '@/domain/feeds/meta'

import { BODY_TYPES } from '@/domain/bodyTypes'
import { missing, reasonText } from '@/domain/feeds/skips'

import { blocks, channel, field, location, vehicle } from './fixtures'

describe('Meta automotive catalogue feed', () => {
  it('state_of_vehicle: NEW, USED (demo too), CPO for certified used', () => {
    expect(metaStateOfVehicle('new', false)).toBe('NEW')
    expect(metaStateOfVehicle('demo', true)).toBe('USED')
    expect(metaStateOfVehicle('used', false)).toBe('USED')
    expect(metaStateOfVehicle('used', true)).toBe('CPO')
  })

  it('every declared body type maps to a documented Meta body_style; OTHER only where Meta has no shape for it', () => {
    const mapped = Object.fromEntries(Object.keys(BODY_TYPES).map((b) => [b, metaBodyStyle(b)]))
    for (const style of Object.values(mapped)) expect(META_BODY_STYLES).toContain(style)
    expect(mapped).toEqual({
      '4x4': 'SUV',
      bus: 'MINIBUS',
      cabChassis: 'PICKUP',
      convertible: 'CONVERTIBLE',
      coupe: 'COUPE',
      ev: 'OTHER',
      hardtop: 'OTHER',
      hatch: 'HATCHBACK',
      hatchback: 'HATCHBACK',
      motorhome: 'OTHER',
      lightTruck: 'TRUCK',
      peopleMover: 'MINIVAN',
      prestige: 'OTHER',
      sedan: 'SEDAN',
      softtop: 'CONVERTIBLE',
      suv: 'SUV',
      ute: 'PICKUP',
      van: 'VAN',
      wagon: 'WAGON',
      stationWagon: 'WAGON',
    })
    // the display names (and loosely written values) land on the same style as the stored value
    for (const [b, label] of Object.entries(BODY_TYPES)) expect(metaBodyStyle(label)).toBe(mapped[b])
    expect(metaBodyStyle('people-mover')).toBe('MINIVAN')
    // a truck is a TRUCK whatever its body
    expect(metaBodyStyle('cabChassis', 'truck')).toBe('TRUCK')
  })

  it('our values map to Meta enums', () => {
    expect(metaBodyStyle('ute')).toBe('PICKUP')
    expect(metaBodyStyle('hatch')).toBe('HATCHBACK')
    expect(metaBodyStyle('SUV')).toBe('SUV')
    expect(metaBodyStyle('tractor')).toBe('OTHER')
    expect(metaBodyStyle(null, 'truck')).toBe('TRUCK')
    for (const b of ['ute', 'suv', 'hatch', 'sedan', 'wagon', 'van', 'convertible', 'coupe'])
      expect(META_BODY_STYLES).toContain(metaBodyStyle(b))
    expect(metaFuelType('Diesel')).toBe('DIESEL')
    expect(metaFuelType('Petrol')).toBe('PETROL')
    expect(metaFuelType('Plug-in Hybrid')).toBe('PLUGIN_HYBRID')
    expect(metaFuelType('Hybrid')).toBe('HYBRID')
    expect(metaFuelType('Electric')).toBe('ELECTRIC')
    expect(metaFuelType('LPG')).toBe('OTHER')
    expect(metaTransmission('Automatic')).toBe('AUTOMATIC')
    expect(metaTransmission('Manual')).toBe('MANUAL')
    expect(metaTransmission(null)).toBe('OTHER')
    expect(metaDrivetrain('4WD')).toBe('4X4')
    expect(metaDrivetrain('AWD')).toBe('AWD')
    expect(metaDrivetrain('FWD')).toBe('FWD')
    expect(metaDrivetrain('RWD')).toBe('RWD')
  })

  it('every listing carries every required field, mileage in KM and the address components', () => {
    const feed = buildMetaFeed(channel, [vehicle(), vehicle({ id: '102', car_type: 'new', km: 5, certified: true })])
    expect(feed.items).toBe(2)
    expect(feed.skipped).toEqual([])
    expect(feed.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<listings>')).toBe(true)
    const listings = blocks(feed.body, 'listing')
    expect(listings).toHaveLength(2)
    for (const l of listings) {
      for (const name of META_REQUIRED) expect(l).toMatch(new RegExp(`<${name}[ >]`))
      expect(l).toMatch(/<mileage>\s*<value>\d+<\/value>\s*<unit>KM<\/unit>\s*<\/mileage>/)
      expect(field(l, 'price')).toMatch(/^\d+\.\d{2} AUD$/)
      expect(l).toContain('<address format="simple">')
      for (const c of ['addr1', 'city', 'region', 'postal_code', 'country'])
        expect(l).toContain(`<component name="${c}">`)
      expect(l).toMatch(/<image>\s*<url>https:\/\/www\.harbourmotors\.com\.au\/demo-images\/a\.jpg<\/url>/)
    }
    const [used, fresh] = listings as [string, string]
    expect(field(used, 'vehicle_id')).toBe('101')
    expect(field(used, 'state_of_vehicle')).toBe('USED')
    expect(field(used, 'body_style')).toBe('PICKUP')
    expect(field(used, 'exterior_color')).toBe('Glacier White')
    expect(field(used, 'vin')).toBe('MR0FZ22G701234567')
    expect(field(used, 'latitude')).toBe('-33.8151')
    expect(field(used, 'value')).toBe('45210')
    expect(used).toContain('<component name="region">NSW</component>')
    expect(used).toContain('<component name="country">AU</component>')
    expect(field(fresh, 'state_of_vehicle')).toBe('NEW')
  })

  it('a listing missing a required field is left out with the reason', () => {
    const feed = buildMetaFeed(channel, [
      vehicle({ id: '1', colour: null }),
      vehicle({ id: '2' }, {}, { ...location, lat: null, long: null }),
      vehicle({ id: '3' }, {}, { ...location, street: null }),
      vehicle({ id: '4', km: null }),
      vehicle({ id: '5', item_type: 'caravan' }),
    ])
    const title = '2021 Toyota HiLux SR5'
    expect(feed.skipped).toEqual([
      { id: '1', title, reasons: missing(['exterior_color']) },
      { id: '2', title, reasons: missing(['latitude', 'longitude']) },
      { id: '3', title, reasons: missing(['address.addr1']) },
      { id: '4', title, reasons: missing(['mileage']) },
      { id: '5', title, reasons: [{ code: 'item_type', itemType: 'caravan' }] },
    ])
    expect(feed.items).toBe(0)
    expect(feed.skipped.map((s) => reasonText('meta', s.reasons[0]!))).toEqual([
      'No colour',
      'No location, or its address has no map position (latitude and longitude)',
      "The location's address has no street",
      'No odometer reading',
      "Caravans are not accepted by Meta's automotive catalogue",
    ])
  })

  it('metaMissing names nested parts', () => {
    const l = metaListing(vehicle())
    expect(metaMissing(l)).toEqual([])
    const noUnit = {
      ...l,
      children: l.children!.map((c) => (c.name === 'mileage' ? { ...c, children: [c.children![0]!] } : c)),
    }
    expect(metaMissing(noUnit)).toEqual(['mileage.unit'])
  })
})
