/**
 * Which action buttons the sidebar shows (spec §5 Button visibility, VDP-51/54/59/60, RES-01..04/08).
 *
 *   sold or any status other than in_stock/coming_soon → no buttons at all (VDP-54)
 *   Reserve      tenant reserve on, car in stock, not a 'Test Drive Only' item, not already reserved (RES-01/02)
 *                label 'Reserve for $500'; an amount of null, empty or '$0' is left out: 'Reserve Online' (RES-03)
 *   Buy online   tenant buy-online on, same car rules as Reserve (RES-08)
 *   Trade-in     tenant trade-in on (VDP-59)                         → /cars/trade-in?car_id={id}
 *   History      the car has a history-report file (VDP-60)         → the file link, new tab
 *   Get Finance  in stock                                           → the finance link the caller builds
 * Reserve goes to /cars/{slug}/checkout, or /cars/{slug}/buy-online on tenants configured for it (RTE-11); Buy online
 * to the purchase journey /checkout-journey?car_id={slug} (RTE-12).
 */
import { formatDollars } from '../price'
import { safeHref } from '../links'
import { isInStockForSidebar } from './status'

/** RES-04: the deposit text when no amount is supplied. */
export const DEFAULT_DEPOSIT_TEXT = '$200'
/** RES-05/06/07. */
export const RESERVE_HOLD_HOURS = 48
export const USED_MONEY_BACK_HOURS = 48

export const TEST_DRIVE_ONLY_TAG = 'test drive only'

export type ReserveAmount = number | string | null | undefined

/** RES-03: '$500' for 500 or '$500' or '500'; null for null, '', 0, '$0' or anything that is not a positive amount. */
export function reserveAmountText(amount: ReserveAmount): string | null {
  if (amount === null || amount === undefined) return null
  const n = typeof amount === 'number' ? amount : Number(amount.replace(/[$,\s]/g, ''))
  if (typeof amount === 'string' && amount.trim() === '') return null
  return Number.isFinite(n) && n > 0 ? formatDollars(n) : null
}

/** RES-03: the reserve button label, with the amount only when there is one. */
export function reserveButtonLabel(amount: ReserveAmount): string {
  const text = reserveAmountText(amount)
  return text ? `Reserve for ${text}` : 'Reserve Online'
}

/** RES-04: the deposit named in the reservation copy: the amount, else '$200'. */
export function depositText(amount: ReserveAmount): string {
  return reserveAmountText(amount) ?? DEFAULT_DEPOSIT_TEXT
}

export function isTestDriveOnly(tag: string | null | undefined): boolean {
  return typeof tag === 'string' && tag.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG
}

/** Why a car cannot be reserved or bought online (RES-01/02/08); the sidebar's buttons and the buy-online journey
 * both ask this. */
export type PurchaseBlock = 'not_in_stock' | 'test_drive_only' | 'reserved'

/** The reason a car cannot be reserved or bought online, or null when it can (in stock, not a 'Test Drive Only'
 * item, not already reserved). */
export function purchaseBlock(v: Pick<ButtonVehicle, 'status' | 'tag' | 'reserved'>): PurchaseBlock | null {
  if (!isInStockForSidebar(v.status)) return 'not_in_stock'
  if (isTestDriveOnly(v.tag)) return 'test_drive_only'
  if (v.reserved) return 'reserved'
  return null
}

export interface ButtonVehicle {
  id: string
  slug: string
  status: string
  tag: string | null
  reserved: boolean
  /** History report link. */
  file: string | null
  /** Whether the shown price is a figure a deposit can be taken against (showsReservablePrice); Reserve and Buy
   *  online need it. */
  priced?: boolean
}

export interface ButtonConfig {
  reserve: boolean
  reserveAmount: ReserveAmount
  buyOnline: boolean
  checkoutPath: 'checkout' | 'buy-online'
  tradeIn: boolean
}

export type ButtonKind = 'reserve' | 'buyOnline' | 'tradeIn' | 'historyReport' | 'finance'

export interface ActionButton {
  kind: ButtonKind
  label: string
  href: string
  /** Opens in a new tab (the history report). */
  external: boolean
}

export function checkoutHref(slug: string, path: ButtonConfig['checkoutPath']): string {
  return `/cars/${encodeURIComponent(slug)}/${path}`
}

/** RTE-12: the online purchase journey of a car. */
export function buyOnlineHref(slug: string): string {
  return `/checkout-journey?car_id=${encodeURIComponent(slug)}`
}

export function tradeInHref(carId: string): string {
  return `/cars/trade-in?car_id=${encodeURIComponent(carId)}`
}

/** The sidebar buttons in display order; [] for a sold car (VDP-54). `financeHref` is the Get Finance link (FIN rules). */
export function vehicleButtons(
  v: ButtonVehicle,
  cfg: ButtonConfig,
  financeHref: string | null = '#finance-form',
): ActionButton[] {
  if (!isInStockForSidebar(v.status)) return []
  const buttons: ActionButton[] = []
  const purchasable = purchaseBlock(v) === null && v.priced !== false
  if (cfg.reserve && purchasable) {
    buttons.push({
      kind: 'reserve',
      label: reserveButtonLabel(cfg.reserveAmount),
      href: checkoutHref(v.slug, cfg.checkoutPath),
      external: false,
    })
  }
  if (cfg.buyOnline && purchasable) {
    buttons.push({
      kind: 'buyOnline',
      label: 'Buy Online',
      href: buyOnlineHref(v.slug),
      external: false,
    })
  }
  if (cfg.tradeIn)
    buttons.push({ kind: 'tradeIn', label: 'Trade-In Valuation', href: tradeInHref(v.id), external: false })
  const file = safeHref(v.file)
  if (file) buttons.push({ kind: 'historyReport', label: 'History Report', href: file, external: true })
  if (financeHref) buttons.push({ kind: 'finance', label: 'Get Finance', href: financeHref, external: false })
  return buttons
}
