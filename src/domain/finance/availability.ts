/**
 * Finance availability (spec §5 Finance availability; FIN-01..09).
 *
 * Finance shows for a car only when
 *   - the site is not an excluded dealership site (FIN-03) and the make is not an excluded one (FIN-02, lower-case),
 *   - the car has lender data (the tenant's provider when it names one, else the first lender) with no null
 *     rates: no `…Rate` field is null or not a number (FIN-01),
 *   - and the tenant's availability rule passes (FIN-04..07), where coming_soon counts as in stock (FIN-09):
 *       year_price_comparison  year newer than (current year − 12), price above 500, in stock, comparisonRate present
 *       in_stock               in stock
 *       price_weekly           price above 500, in stock, paymentWeek present
 *       price_monthly          price above 500, in stock, paymentMonth present
 */
import type { VehicleStatus } from '../search/types'
import type { CarQuote } from './carQuote'
import type { SiteConfig } from '../siteConfig'
import { isInStockForSidebar } from '../vehicle/status'
import type { LenderData } from '../vehicle/types'
import { MIN_FINANCE_PRICE } from './repayment'

/** FIN-08: the car's year must be within 12 years. */
export const FINANCE_MAX_AGE_YEARS = 12

export type FinanceAvailabilityConfig = Pick<
  SiteConfig['finance'],
  'availabilityRule' | 'excludedMakes' | 'excludedSite' | 'providerKey'
>

export interface FinanceVehicle {
  year: number | null
  price: number | null
  status: VehicleStatus | string
  make: string | null
  financeLenders: Record<string, LenderData> | null | undefined
}

export type FinanceUnavailableReason =
  | 'excluded_site'
  | 'excluded_make'
  | 'no_lender'
  | 'null_rate'
  | 'not_in_stock'
  | 'price'
  | 'year'
  | 'no_comparison_rate'
  | 'no_weekly_payment'
  | 'no_monthly_payment'

export type FinanceAvailability =
  | { available: true; provider: string; lender: LenderData }
  | { available: false; reason: FinanceUnavailableReason; provider: string | null; lender: LenderData | null }

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function finite(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v)
}

/** The lender data the calculator and the availability rule read: the tenant's provider, else the first lender. */
export function selectLender(
  lenders: Record<string, unknown> | null | undefined,
  providerKey: string | null,
): { provider: string; lender: LenderData } | null {
  if (!isObject(lenders)) return null
  if (providerKey) {
    const own = lenders[providerKey]
    return isObject(own) ? { provider: providerKey, lender: own as LenderData } : null
  }
  for (const [provider, lender] of Object.entries(lenders)) {
    if (isObject(lender)) return { provider, lender: lender as LenderData }
  }
  return null
}

/** FIN-01: no rate field (interestRate, comparisonRate, …) is null or not a number. */
export function hasNoNullRates(lender: LenderData): boolean {
  return Object.entries(lender).every(([key, value]) => !/rate$/i.test(key) || finite(value))
}

/** FIN-09: in_stock and coming_soon count as in stock for finance — the detail page's rule (VDP-52). */
export function inStockForFinance(status: string): boolean {
  return isInStockForSidebar(status)
}

export function financeAvailability(
  vehicle: FinanceVehicle,
  cfg: FinanceAvailabilityConfig,
  now: Date = new Date(),
): FinanceAvailability {
  if (cfg.excludedSite) return { available: false, reason: 'excluded_site', provider: null, lender: null }
  const make = (vehicle.make ?? '').trim().toLowerCase()
  if (make && cfg.excludedMakes.some((m) => m.trim().toLowerCase() === make)) {
    return { available: false, reason: 'excluded_make', provider: null, lender: null }
  }
  const selected = selectLender(vehicle.financeLenders, cfg.providerKey)
  if (!selected) return { available: false, reason: 'no_lender', provider: null, lender: null }
  const { provider, lender } = selected
  const no = (reason: FinanceUnavailableReason): FinanceAvailability => ({ available: false, reason, provider, lender })
  if (!hasNoNullRates(lender)) return no('null_rate')
  if (!inStockForFinance(vehicle.status)) return no('not_in_stock')
  const priced = finite(vehicle.price) && vehicle.price > MIN_FINANCE_PRICE
  switch (cfg.availabilityRule) {
    case 'in_stock':
      break
    case 'year_price_comparison':
      if (!finite(vehicle.year) || vehicle.year <= now.getFullYear() - FINANCE_MAX_AGE_YEARS) return no('year')
      if (!priced) return no('price')
      if (!finite(lender.comparisonRate)) return no('no_comparison_rate')
      break
    case 'price_weekly':
      if (!priced) return no('price')
      if (!finite(lender.paymentWeek)) return no('no_weekly_payment')
      break
    case 'price_monthly':
      if (!priced) return no('price')
      if (!finite(lender.paymentMonth)) return no('no_monthly_payment')
      break
  }
  return { available: true, provider, lender }
}

/**
 * Whether a car's page has the finance calculator and Get Finance (the tenant having the calculator on): wherever
 * the car has a repayment figure (its one quote, carQuote — the figure its card shows, so every weekly figure has
 * the calculator it came from, starting from exactly that figure), and otherwise where FIN-01..09 make finance
 * available for it (a price above the calculator's maximum: no figure, the calculator starts at its maximum and says
 * so).
 */
export function calculatorAvailable(quote: CarQuote | null, availability: FinanceAvailability): boolean {
  return quote !== null || availability.available
}
