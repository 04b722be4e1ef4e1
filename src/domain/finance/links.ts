/**
 * The Get Finance link (RTE-17, RTE-18): the tenant's finance path with the car in the query, ending with the
 * form anchor.
 *   financeHref('/finance', { preferredDealership: 'harbour-toyota', vehiclePriceBudget: 45990, carId: '12',
 *                             carType: 'used', vin: 'JT…' })
 *   → '/finance?preferredDealership=harbour-toyota&vehiclePriceBudget=45990&car_id=12&car_type=used&vin=JT…#finance-form'
 * Empty values are left out; a path that is not a safe site-relative or http(s) link falls back to '/finance'.
 */
import { safeHref } from '../links'

export const DEFAULT_FINANCE_PATH = '/finance'
export const FINANCE_FORM_ANCHOR = '#finance-form'

/**
 * RTE-15: the finance enquiry pages (one page behind each path). Tenants and dealerships store the key (a CMS select
 * value); which one a site links to is its configuration.
 */
export const FINANCE_ENQUIRY_PAGES = {
  finance: '/finance',
  finance_enquiry: '/finance-enquiry',
  apply_for_finance: '/apply-for-finance',
  finance_pre_approval: '/finance-pre-approval',
  personalised_finance: '/personalised/finance',
} as const
export type FinanceEnquiryPage = keyof typeof FINANCE_ENQUIRY_PAGES
export const FINANCE_ENQUIRY_PAGE_KEYS = Object.keys(FINANCE_ENQUIRY_PAGES) as FinanceEnquiryPage[]
export type FinanceEnquiryPath = (typeof FINANCE_ENQUIRY_PAGES)[FinanceEnquiryPage]

/** The path of a stored page key, or null for anything else. */
export function financeEnquiryPagePath(key: unknown): FinanceEnquiryPath | null {
  return typeof key === 'string' && Object.hasOwn(FINANCE_ENQUIRY_PAGES, key)
    ? FINANCE_ENQUIRY_PAGES[key as FinanceEnquiryPage]
    : null
}

/**
 * RTE-15, RTE-16: where Get Finance goes — a configured site-wide finance link overrides everything; else the car's
 * dealership's finance page (a stored page key); else the tenant's page; else /finance.
 */
export function financeEnquiryPath(opts: {
  siteLink?: string | null
  dealershipPage?: string | null
  tenantPath?: string | null
}): string {
  const site = safeHref(opts.siteLink ?? null)
  if (site) return site
  return financeEnquiryPagePath(opts.dealershipPage) ?? opts.tenantPath ?? DEFAULT_FINANCE_PATH
}

export interface FinanceLinkCar {
  preferredDealership?: string | null
  vehiclePriceBudget?: number | null
  carId?: string | number | null
  carType?: string | null
  vin?: string | null
}

export function financeHref(path: string | null | undefined, car: FinanceLinkCar = {}): string {
  const base = (safeHref(path) ?? DEFAULT_FINANCE_PATH).split('#')[0]!
  const [pathname, existing] = base.split('?') as [string, string | undefined]
  const query = new URLSearchParams(existing ?? '')
  const put = (key: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined) return
    const text =
      typeof value === 'number' ? (Number.isFinite(value) && value > 0 ? String(Math.round(value)) : '') : value.trim()
    if (text !== '') query.set(key, text)
  }
  put('preferredDealership', car.preferredDealership)
  put('vehiclePriceBudget', car.vehiclePriceBudget)
  put('car_id', car.carId === null || car.carId === undefined ? null : String(car.carId))
  put('car_type', car.carType)
  put('vin', car.vin)
  const qs = query.toString()
  return `${pathname}${qs ? `?${qs}` : ''}${FINANCE_FORM_ANCHOR}`
}
