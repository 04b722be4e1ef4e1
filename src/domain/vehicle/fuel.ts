/**
 * The fuel calculator (spec §5 Fuel calculator, §9 Fuel; FUE-01..07).
 *   weekly cost = distance / 100 × economy (L/100km) × price ($/L), shown to 2 decimals
 *   fuelCost('250 kms', 8.2, '$1.70') → 34.85 → '34.85'
 * Defaults: 1.70 $/L, 250 km a week, 10 L/100km when the variant has no fuelconsumptioncombined.
 * Hidden for electric cars (a hybrid still burns fuel and keeps the calculator).
 */

import { numberFormat } from '../numberFormat'

/** FUE-02..04. */
export const FUEL_DEFAULTS = { pricePerLitre: 1.7, kmsPerWeek: 250, economy: 10 } as const

/** FUE-01: 'kms', '$' and commas are stripped; what is left must be a number, else NaN. */
export function parseFuelInput(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN
  if (typeof value !== 'string') return Number.NaN
  const cleaned = value.replace(/kms/gi, '').replace(/[$,]/g, '').trim()
  if (cleaned === '' || !/^\d*\.?\d+$/.test(cleaned)) return Number.NaN
  return Number(cleaned)
}

/** FUE-04: the variant's combined consumption (L/100km), when it is a positive number (or a string starting with one). */
export function fuelEconomy(variant: Record<string, unknown> | null | undefined): number {
  const raw = variant?.fuelconsumptioncombined
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' ? Number.parseFloat(raw.replace(',', '.')) : Number.NaN
  return Number.isFinite(n) && n > 0 ? n : FUEL_DEFAULTS.economy
}

/** FUE-05: the weekly cost in dollars; null when an input is not a number or is negative. */
export function fuelCost(distance: string | number, economy: number, price: string | number): number | null {
  const km = parseFuelInput(distance)
  const dollars = parseFuelInput(price)
  if (!Number.isFinite(km) || !Number.isFinite(dollars) || km < 0 || dollars < 0 || !(economy >= 0)) return null
  return (km / 100) * economy * dollars
}

const TWO_DECIMALS = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** FUE-06: two decimals, thousands separated: 1234.5 → '1,234.50'. */
export function formatFuelCost(n: number): string {
  return TWO_DECIMALS.format(n)
}

/** FUE-07: electric fuel types hide the calculator (hybrids do not). */
export function isElectricFuel(...fuels: (string | null | undefined)[]): boolean {
  return fuels.some((f) => typeof f === 'string' && /electric|\bev\b|\bbev\b/i.test(f) && !/hybrid/i.test(f))
}
