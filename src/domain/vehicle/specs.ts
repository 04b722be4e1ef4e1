/**
 * Spec lists on the detail page (spec §5 Spec lists, §9 Display; VDP-20..25).
 *   key information grid     first 4 items always visible, the rest behind show/hide (SPECS_SHOW_LIMIT)
 *   details card             titled '{Car|Motorcycle} Details'
 *   all specifications       the vehicle's own fields plus its variant, friendly labels and units, show/hide
 *   caravan specifications   body width and length in feet, tare and ATM in kg, axle type, sleeps
 * Every list drops entries whose value is empty, null or the text 'null' (VDP-23).
 */
import { bodyLabel } from '../bodyTypes'
import { carTypeLabel } from '../carTypes'
import { formatKm } from '../price'
import { itemNoun } from './status'
import type { VehicleDetail } from './types'
import { numberFormat } from '../numberFormat'
import variantLabels from './variantLabels.json'

/** VDP-20: the first 4 spec-grid items are always visible. */
export const SPECS_SHOW_LIMIT = 4
/** VDP-25: the features list shows 8 items before 'Show All'. */
export const FEATURES_LIMIT = 8

export interface SpecItem {
  /** Stable key (the field name), also the icon name for grid items. */
  key: string
  label: string
  value: string
}

/** VDP-23: '', '  ', null, undefined, 'null' (any case) and non-finite numbers are empty. */
export function isEmptySpecValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'number') return !Number.isFinite(value)
  if (typeof value === 'string') return value.trim() === '' || value.trim().toLowerCase() === 'null'
  if (typeof value === 'boolean') return false
  return true
}

const NUMBER = numberFormat({ maximumFractionDigits: 2 })

function display(value: unknown, unit?: string): string {
  const text = typeof value === 'number' ? NUMBER.format(value) : String(value).trim()
  if (!unit) return text
  // A value that already carries its unit ('252Nm @ 4000rpm', '7.4 L/100km') is kept as it is.
  if (typeof value === 'string' && /[a-z]/i.test(text)) return text
  return `${text} ${unit}`
}

function item(key: string, label: string, value: unknown, unit?: string): SpecItem | null {
  if (isEmptySpecValue(value)) return null
  if (typeof value === 'boolean') return { key, label, value: value ? 'Yes' : 'No' }
  return { key, label, value: display(value, unit) }
}

function compact(items: (SpecItem | null)[]): SpecItem[] {
  return items.filter((i): i is SpecItem => i !== null)
}

/** 'Car Details' or 'Motorcycle Details' (VDP-21). */
export function detailsTitle(itemType: string | null | undefined): string {
  return itemNoun(itemType) === 'motorcycle' ? 'Motorcycle Details' : 'Car Details'
}

/** The engine's size in litres (the car's own, else its variant's); null when unknown. */
export function engineLitres(v: Pick<VehicleDetail, 'engineSizeLitres' | 'variant'>): number | null {
  const litres =
    v.engineSizeLitres ?? (typeof v.variant.enginesize_litres === 'number' ? v.variant.enginesize_litres : null)
  return litres !== null && Number.isFinite(litres) && litres > 0 ? litres : null
}

function engine(v: Pick<VehicleDetail, 'engineSizeLitres' | 'engineSize' | 'variant'>): string | null {
  const litres = engineLitres(v)
  const cylinders = v.variant.cylinders
  if (litres === null) return null
  const cyl = typeof cylinders === 'number' && cylinders > 0 ? ` ${cylinders} cyl` : ''
  return `${NUMBER.format(litres)}L${cyl}`
}

/** The key-information grid (VDP-20), in display order. A caravan shows its caravan figures instead of drivetrain. */
export function keyInformation(v: VehicleDetail): SpecItem[] {
  if (v.itemType === 'caravan') {
    return compact([
      item('year', 'Year', v.year),
      item('condition', 'Condition', carTypeLabel(v.carType)),
      ...caravanSpecifications(v.specifications),
      item('stocknum', 'Stock No.', v.stocknum),
    ])
  }
  return compact([
    item('km', 'Odometer', v.km === null ? null : formatKm(v.km)),
    item('transmission', 'Transmission', v.simpleTransmission ?? v.trans),
    item('body', 'Body', v.simpleBody ? bodyLabel(v.simpleBody) : null),
    item('fuel', 'Fuel', v.simpleFuel ?? v.fuel),
    item('engine', 'Engine', engine(v)),
    item('drive', 'Drive', v.simpleDrive ?? v.drive),
    item('colour', 'Colour', v.colour),
    item('seats', 'Seats', v.seats),
    item('doors', 'Doors', v.doors),
    item('fuelEconomy', 'Fuel Economy', v.variant.fuelconsumptioncombined, 'L/100km'),
  ])
}

function monthYear(value: string | null): string | null {
  if (!value) return null
  const iso = /^(\d{4})-(\d{2})(-\d{2})?/.exec(value)
  return iso ? `${iso[2]}/${iso[1]}` : value
}

/** The '{Car|Motorcycle} Details' card (VDP-21). */
export function detailItems(v: VehicleDetail): SpecItem[] {
  return compact([
    item('carType', 'Condition', carTypeLabel(v.carType)),
    item('make', 'Make', v.make),
    item('model', 'Model', v.model),
    item('badge', 'Badge', v.badge),
    item('series', 'Series', v.series),
    item('year', 'Year', v.year === null ? null : String(v.year)),
    item('km', 'Odometer', v.km === null ? null : formatKm(v.km)),
    item('colour', 'Colour', v.colour),
    item('interiorColour', 'Interior Colour', v.interiorColour),
    item('body', 'Body', v.simpleBody ? bodyLabel(v.simpleBody) : null),
    item('stocknum', 'Stock No.', v.stocknum),
    item('vin', 'VIN', v.vin),
    item('regplate', 'Rego', v.regplate),
    item('buildDate', 'Build Date', monthYear(v.buildDate)),
    item('complianceDate', 'Compliance Date', monthYear(v.complianceDate)),
  ])
}

/** Friendly labels and units for variant keys; keys not listed get a label made from the key. */
export const VARIANT_LABELS: Record<string, { label: string; unit?: string }> = variantLabels

/** 'fuel_tank_capacity' or 'fuelTankCapacity' → 'Fuel Tank Capacity'. */
export function labelFromKey(key: string): string {
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase())
}

/** VDP-22: the vehicle's own fields, then every variant spec not already shown, with labels and units. */
export function allSpecifications(v: VehicleDetail): SpecItem[] {
  const own = compact([
    item('make', 'Make', v.make),
    item('model', 'Model', v.model),
    item('badge', 'Badge', v.badge),
    item('series', 'Series', v.series),
    item('year', 'Year', v.year === null ? null : String(v.year)),
    item('body', 'Body', v.simpleBody ? bodyLabel(v.simpleBody) : null),
    item('manufacturerBody', 'Manufacturer Body', v.manufacturerBody),
    item('bodyconfiguration', 'Body Configuration', v.bodyconfiguration),
    item('transmission', 'Transmission', v.trans ?? v.simpleTransmission),
    item('gearnum', 'Gears', v.gearnum),
    item('drive', 'Drive', v.drive ?? v.simpleDrive),
    item('fuel', 'Fuel Type', v.fuel ?? v.simpleFuel),
    item('engineSize', 'Engine Size', v.engineSize, 'cc'),
    item('engineSizeLitres', 'Engine Size (L)', v.engineSizeLitres, 'L'),
    item('seats', 'Seats', v.seats),
    item('doors', 'Doors', v.doors),
    item('colour', 'Colour', v.colour),
    item('interiorColour', 'Interior Colour', v.interiorColour),
    item('nvic', 'NVIC', v.nvic),
  ])
  const shown = new Set(own.map((i) => i.key.toLowerCase()))
  // Variant keys that repeat a vehicle field already listed above.
  const duplicates: Record<string, string> = {
    enginesize: 'enginesize',
    enginesize_litres: 'enginesizelitres',
    bodyconfiguration: 'bodyconfiguration',
  }
  const fromVariant = Object.entries(v.variant ?? {})
    .filter(([key]) => !shown.has(duplicates[key] ?? `variant:${key}`))
    .map(([key, value]) => {
      const known = VARIANT_LABELS[key]
      return item(`variant:${key}`, known?.label ?? labelFromKey(key), value, known?.unit)
    })
  return [...own, ...compact(fromVariant)]
}

/** VDP-24: caravan specifications in the spec's order and units. */
export function caravanSpecifications(specs: Record<string, unknown> | null | undefined): SpecItem[] {
  const s = specs ?? {}
  return compact([
    item('body_width', 'Body Width', s.body_width, 'ft'),
    item('body_length', 'Body Length', s.body_length, 'ft'),
    item('tare_weight', 'Tare Weight', s.tare_weight, 'kg'),
    item('axle_type', 'Axle Type', s.axle_type),
    item('sleeps', 'Sleeps', s.sleeps),
    item('aggregate_trailer_mass', 'Aggregate Trailer Mass', s.aggregate_trailer_mass, 'kg'),
  ])
}

/** Splits a list into what is always shown and what the show/hide toggle reveals. */
export function splitAtLimit<T>(items: readonly T[], limit: number): { visible: T[]; hidden: T[] } {
  return { visible: items.slice(0, limit), hidden: items.slice(limit) }
}

/** Features (standardEquipment) with empty entries dropped and duplicates removed, order kept. */
export function featureList(equipment: readonly unknown[] | null | undefined): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const e of equipment ?? []) {
    if (isEmptySpecValue(e) || typeof e !== 'string') continue
    const text = e.trim()
    if (seen.has(text.toLowerCase())) continue
    seen.add(text.toLowerCase())
    out.push(text)
  }
  return out
}
