import type { SiteConfig } from '../siteConfig'

/**
 * The four trade-in pages (RTE-13, RTE-14): one form and FAQ, told apart by their lead category, heading, the CMS
 * page whose blocks follow the FAQ, and the address sign-in returns to.
 */
export type TradeInCategory = 'Trade-in' | 'Sell My Car'

export interface TradeInPageSpec {
  category: TradeInCategory
  title: string
  /** The tenant's published CMS page of this slug, if any, is shown below the form; null: none. */
  cmsSlug: string | null
  path: string
  /** Whether the car (?car_id=) is part of the page's address, so sign-in returns to the same car (RTE-13). */
  carInPath: boolean
}

export const TRADE_IN_PAGES = {
  'trade-in': {
    category: 'Trade-in',
    title: 'Trade in your car',
    cmsSlug: 'trade-in',
    path: '/trade-in',
    carInPath: false,
  },
  'sell-my-car': {
    category: 'Sell My Car',
    title: 'Sell your car',
    cmsSlug: 'sell-my-car',
    path: '/sell-my-car',
    carInPath: false,
  },
  'sell-your-car': {
    category: 'Sell My Car',
    title: 'Sell your car',
    cmsSlug: 'sell-your-car',
    path: '/sell-your-car',
    carInPath: false,
  },
  'cars/trade-in': {
    category: 'Trade-in',
    title: 'Trade in your car',
    cmsSlug: null,
    path: '/cars/trade-in',
    carInPath: true,
  },
} as const satisfies Record<string, TradeInPageSpec>

export type TradeInPageKind = keyof typeof TRADE_IN_PAGES

/** The car a page was asked to value (?car_id=: an id or a slug), or null when absent or not one value of that shape. */
export function tradeInCarId(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : null
}

/** Whether the tenant asks a visitor to sign in before this page's valuation (TEN-24: gating, per category). */
export function tradeInGated(config: Pick<SiteConfig, 'gating'>, category: TradeInCategory): boolean {
  return category === 'Trade-in' ? config.gating.tradeIn : config.gating.sellMyCar
}

/**
 * Where a gated page sends a visitor to sign in, returning to the page (and its car, where the car is in its path):
 *   ('trade-in', null)           → '/sign-in?type=trade-in&redirect=%2Ftrade-in'
 *   ('cars/trade-in', '42')      → '/sign-in?type=trade-in&redirect=%2Fcars%2Ftrade-in%3Fcar_id%3D42'
 */
export function tradeInSignInPath(kind: TradeInPageKind, carId: string | null): string {
  const page: TradeInPageSpec = TRADE_IN_PAGES[kind]
  const path = page.carInPath && carId ? `${page.path}?car_id=${carId}` : page.path
  const type = page.category === 'Trade-in' ? 'trade-in' : 'sell-my-car'
  return `/sign-in?type=${type}&redirect=${encodeURIComponent(path)}`
}

/** The car a page values, as the form starts from it (RTE-13): its id, a title and the vehicle fields. */
export interface TradeInCar {
  carId: string
  title: string
  make: string
  model: string
  year: number | null
  kms: number | null
  /** the car's slug and photo: the trade-in page shows the car being bought as context, not as the trade-in */
  slug?: string | null
  imageUrl?: string | null
}
