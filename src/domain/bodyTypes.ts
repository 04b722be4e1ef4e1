import { slugify } from './slug'

/** SRP-49: the body types vehicles are filed under (simple_body), with their display names. */
export const BODY_TYPES = {
  '4x4': '4x4',
  bus: 'Bus',
  cabChassis: 'Cab Chassis',
  convertible: 'Convertible',
  coupe: 'Coupe',
  ev: 'EV',
  hardtop: 'Hardtop',
  hatch: 'Hatch',
  hatchback: 'Hatchback',
  motorhome: 'Motorhome',
  lightTruck: 'Light Truck',
  peopleMover: 'People Mover',
  prestige: 'Prestige',
  sedan: 'Sedan',
  softtop: 'Softtop',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  wagon: 'Wagon',
  stationWagon: 'Station Wagon',
} as const

/** SRP-49: how many body types a body picker shows before 'more'. */
export const BODY_LIMIT = 4

/** 'cabChassis' → 'Cab Chassis'; 'suv' → 'SUV'; an unknown value is shown as stored ('motorcycle' → 'Motorcycle'). */
export function bodyLabel(body: string): string {
  const known = (BODY_TYPES as Record<string, string>)[body]
  if (known) return known
  return body.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
}

/** The URL segment of a body type: 'peopleMover' → 'people-mover', 'SUV' → 'suv'. */
export function bodySlug(body: string): string {
  return slugify(body.replace(/([a-z])([A-Z])/g, '$1 $2'))
}
