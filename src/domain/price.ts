/**
 * Price display priority (spec §4, PRC-01..08):
 *   1. subscription_price, when the site offers subscriptions and it is above 0        → kind 'subscription'
 *   2. offer_price above 10 (a reduced price), before_price struck through if higher  → kind 'offer'
 *   3. price above 10                                                                  → kind 'price'
 *   4. 'PREORDER' when preorder is set                                                 → kind 'preorder'
 *   5. the tenant's no-price text (default 'Enquire for price.')                       → kind 'none'
 * A tenant that hides prices always gets kind 'none' with its no-price text.
 */

import { numberFormat } from './numberFormat'

export interface PriceInput {
  price?: number | null
  offer_price?: number | null
  before_price?: number | null
  subscription_price?: number | null
  preorder?: boolean | null
}

export interface PriceConfig {
  subscriptions: boolean
  pricesVisible: boolean
  noPriceText: string
}

export type PriceKind = 'subscription' | 'offer' | 'price' | 'preorder' | 'none'

export interface PriceDisplay {
  kind: PriceKind
  amount: number | null
  /** The struck-through before price, only alongside an offer it is higher than. */
  before: number | null
  text: string
}

/** PRC-07: a price above 10 counts as a real price. */
export const REAL_PRICE_THRESHOLD = 10

export function isRealPrice(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > REAL_PRICE_THRESHOLD
}

function positive(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0
}

/** The tenant flags the display priority reads, from a resolved site configuration. */
export function priceConfigOf(config: {
  features: { subscriptions: boolean }
  prices: { visible: boolean; noPriceText: string }
}): PriceConfig {
  return {
    subscriptions: config.features.subscriptions,
    pricesVisible: config.prices.visible,
    noPriceText: config.prices.noPriceText,
  }
}

export function priceDisplay(v: PriceInput, cfg: PriceConfig): PriceDisplay {
  const none: PriceDisplay = { kind: 'none', amount: null, before: null, text: cfg.noPriceText }
  if (!cfg.pricesVisible) return none
  if (cfg.subscriptions && positive(v.subscription_price)) {
    return {
      kind: 'subscription',
      amount: v.subscription_price,
      before: null,
      text: formatDollars(v.subscription_price),
    }
  }
  if (isRealPrice(v.offer_price)) {
    const before = isRealPrice(v.before_price) && v.before_price > v.offer_price ? v.before_price : null
    return { kind: 'offer', amount: v.offer_price, before, text: formatDollars(v.offer_price) }
  }
  if (isRealPrice(v.price)) return { kind: 'price', amount: v.price, before: null, text: formatDollars(v.price) }
  if (v.preorder) return { kind: 'preorder', amount: null, before: null, text: 'PREORDER' }
  return none
}

/**
 * The price a stock card shows, the one search filters, sorts, bands and quotes by: the display priority above, and
 * none for a sold car (its card shows no price).
 *   shownPrice({ price: 0, offer_price: 72990 }, cfg, false) → { kind: 'offer', amount: 72990, … }
 *   shownPrice({ price: 72990 }, cfg, true)                 → { kind: 'none', amount: null, … }
 */
export function shownPrice(v: PriceInput, cfg: PriceConfig, sold: boolean): PriceDisplay {
  return sold ? { kind: 'none', amount: null, before: null, text: cfg.noPriceText } : priceDisplay(v, cfg)
}

/** Intl-free (src/domain/numberFormat.ts): cards and the vehicle page format prices in the browser as the page loads. */
const DOLLARS = numberFormat({ maximumFractionDigits: 0, minimumFractionDigits: 0 })

/** PRC-08: 45990 → '$45,990'; 45990.5 → '$45,991'; -1200 → '-$1,200'. */
export function formatDollars(n: number): string {
  const whole = Math.round(Math.abs(n))
  return `${n < 0 && whole !== 0 ? '-' : ''}$${DOLLARS.format(whole)}`
}

/** 12345 → '12,345 km'. */
export function formatKm(n: number): string {
  return `${DOLLARS.format(Math.round(n))} km`
}

/** The price types a vehicle may carry (the Vehicles collection's price_type select). */
export type PriceType = 'drive_away' | 'egc' | 'orc'

/**
 * What each price type says beside a price: one label, the same on the stock card, the vehicle page, its sticky
 * header, the print page and the PDF (a shopper comparing them reads the same words).
 */
export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  drive_away: 'Drive away',
  egc: 'Excl. govt charges',
  orc: 'Plus on-road costs',
}

/**
 * The label beside a shown price (VDP-28 "price with price type"): only a price with an amount has a type, so a
 * preorder or no-price text gets none; an unknown or empty type gets none.
 *   priceTypeLabel('orc', priceDisplay({ price: 45990 }, cfg)) → 'Plus on-road costs'
 */
export function priceTypeLabel(
  priceType: string | null | undefined,
  price: Pick<PriceDisplay, 'amount'>,
): string | null {
  if (!priceType || price.amount === null || !Object.hasOwn(PRICE_TYPE_LABELS, priceType)) return null
  return PRICE_TYPE_LABELS[priceType as PriceType]
}
