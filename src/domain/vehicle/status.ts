/**
 * What the detail page shows for a vehicle's status (spec §4 Vehicle status, VDP-51..54, ERR-20).
 *   in_stock     → full detail, price and buttons
 *   coming_soon  → the same (the sidebar and finance treat it as in stock, VDP-52) plus a COMING SOON tag
 *   sold / other → the sold message, 'Find Me Something Similar', no price and no normal buttons
 */
import { COMING_SOON_TAG } from '../cardTag'

export type ItemType = 'car' | 'motorcycle' | 'truck' | 'caravan'

/** VDP-52: the sidebar treats coming_soon as in stock. */
export function isInStockForSidebar(status: string | null | undefined): boolean {
  return status === 'in_stock' || status === 'coming_soon'
}

/** The strict rule used elsewhere (search, similar cars): only in_stock. */
export function isInStock(status: string | null | undefined): boolean {
  return status === 'in_stock'
}

export function statusTag(status: string | null | undefined): string | null {
  return status === 'coming_soon' ? COMING_SOON_TAG : null
}

/** 'motorcycle' for motorcycles, 'car' for everything else (ERR-20's {car|motorcycle}). */
export function itemNoun(itemType: ItemType | string | null | undefined): 'car' | 'motorcycle' {
  return itemType === 'motorcycle' ? 'motorcycle' : 'car'
}

export interface SoldMessage {
  title: string
  text: string
  prompt: string
  button: string
}

/** VDP-53, ERR-20: the texts a sold (or otherwise unavailable) vehicle shows instead of its price and buttons. */
export function soldMessage(itemType: ItemType | string | null | undefined): SoldMessage {
  const noun = itemNoun(itemType)
  return {
    title: `Unfortunately this ${noun} recently sold.`,
    text: `But don't worry, we can help you find a similar ${noun}!`,
    prompt: 'Like this and want something similar?',
    button: 'Find Me Something Similar',
  }
}
