import type { CardView } from '@/domain/search/cardView'

/**
 * The dollar amount a stock card shows, read from its text as a shopper reads it: '$72,990' → 72990; PREORDER, the
 * no-price text or a sold card (no price) → null.
 */
export function cardAmount(card: Pick<CardView, 'price'>): number | null {
  const text = card.price?.text ?? ''
  return /^\$\d{1,3}(,\d{3})*$/.test(text) ? Number(text.replace(/[$,]/g, '')) : null
}
