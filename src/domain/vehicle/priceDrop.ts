/**
 * Price drops: what a car's page ("Price dropped $1,000 on 12 Nov") and its card ("Reduced") may say about a lower
 * price, and what a change of price records (the vehicle's `was_price`, `price_dropped_at`, `price_changed_at`).
 *
 * The rule (Australian Consumer Law ss 18, 29(1)(i) and 48, and the ACCC's guidance on "was/now" pricing: a "was" price
 * must be one the car was really offered at for a reasonable time just before the reduction):
 *   - a drop is claimed only when the higher price stood for at least WAS_PRICE_MIN_DAYS (28) just before it: since
 *     the car's last price change, or since it was listed;
 *   - the claim is shown for DROP_SHOWN_DAYS (30) after the drop, then the lower price is just the price;
 *   - a later rise to the "was" price or above ends the claim; a further drop keeps the price that stood, not the
 *     short-lived one in between (28 days at $30,000, three at $28,000, now $27,000: "dropped $3,000");
 *   - only real prices count (src/domain/price.ts isRealPrice), and a drop is shown only where the price shown is the
 *     car's own price (priceDisplay kind 'price': not an offer, a subscription or a hidden price): `shownDrop`.
 *
 *   recordPriceChange({ price: 30000, since: '2026-09-01' }, 27000, new Date('2026-11-01'))
 *     → { was_price: 30000, price_dropped_at: '2026-11-01…', price_changed_at: '2026-11-01…' }
 *   priceDrop({ price: 27000, was_price: 30000, price_dropped_at: '2026-11-01…' }, new Date('2026-11-12'))
 *     → { from: 30000, to: 27000, amount: 3000, at: 2026-11-01 }
 */
import { isRealPrice } from '../price'

/** How long the higher price must have stood, just before the drop, to be shown as the "was" price. */
export const WAS_PRICE_MIN_DAYS = 28
/** How long after the drop it is shown. */
export const DROP_SHOWN_DAYS = 30
const DAY_MS = 86_400_000

/** The price-history fields of a car, as stored. */
export interface PriceHistoryFields {
  was_price: number | null
  price_dropped_at: string | null
  price_changed_at: string
}

/** A car before a change of price: its price, since when (its last change, else its listing), and any drop shown. */
export interface PriceBefore {
  price: number | null | undefined
  /** When the current price began: the last change, else when the car was listed. */
  since: string | Date | null | undefined
  was_price?: number | null
  price_dropped_at?: string | Date | null
}

const time = (at: string | Date | null | undefined): number | null => {
  if (at === null || at === undefined) return null
  const t = new Date(at).getTime()
  return Number.isFinite(t) ? t : null
}

/** A drop being shown at `now` (within DROP_SHOWN_DAYS of it, to a lower real price). */
function activeDrop(
  wasPrice: number | null | undefined,
  droppedAt: string | Date | null | undefined,
  price: number | null | undefined,
  now: number,
): { from: number; at: number } | null {
  const at = time(droppedAt)
  if (at === null || !isRealPrice(wasPrice) || !isRealPrice(price) || wasPrice <= price) return null
  if (now < at || now - at > DROP_SHOWN_DAYS * DAY_MS) return null
  return { from: wasPrice, at }
}

/** What a change of price from `before.price` to `price` at `now` records (call it only when the price changes). */
export function recordPriceChange(
  before: PriceBefore,
  price: number | null | undefined,
  now: Date,
): PriceHistoryFields {
  const at = now.getTime()
  const changed = { price_changed_at: now.toISOString() }
  const none = { ...changed, was_price: null, price_dropped_at: null }
  if (!isRealPrice(price)) return none
  const shown = activeDrop(before.was_price, before.price_dropped_at, before.price, at)
  // a further drop below a drop still shown: the price that stood stays the reference
  if (shown && shown.from > price) {
    return { ...changed, was_price: shown.from, price_dropped_at: new Date(shown.at).toISOString() }
  }
  const since = time(before.since)
  if (
    isRealPrice(before.price) &&
    before.price > price &&
    since !== null &&
    at - since >= WAS_PRICE_MIN_DAYS * DAY_MS
  ) {
    return { ...changed, was_price: before.price, price_dropped_at: now.toISOString() }
  }
  return none
}

/** A car as stored, for what a change of its price records. */
export interface StoredPrice {
  price?: number | null
  price_changed_at?: string | null
  createdAt?: string | null
  was_price?: number | null
  price_dropped_at?: string | null
}

/**
 * What saving `price` on the stored car records at `now`, or null when the price does not change: the one rule for
 * the vehicle hook and the feed's bulk writes. The current price began at its last change, else at the listing.
 */
export function priceChangeOf(
  car: StoredPrice,
  price: number | null | undefined,
  now: Date,
): PriceHistoryFields | null {
  const before = car.price ?? null
  const after = price ?? null
  if (before === after || (before !== null && after !== null && Number(before) === Number(after))) return null
  return recordPriceChange(
    {
      price: before,
      since: car.price_changed_at ?? car.createdAt,
      was_price: car.was_price,
      price_dropped_at: car.price_dropped_at,
    },
    after,
    now,
  )
}

/** A price drop a page may show at `now`, or null. */
export interface PriceDrop {
  from: number
  to: number
  amount: number
  at: Date
}

export function priceDrop(
  car: { price: number | null | undefined; was_price?: number | null; price_dropped_at?: string | Date | null },
  now: Date,
): PriceDrop | null {
  const shown = activeDrop(car.was_price, car.price_dropped_at, car.price, now.getTime())
  if (!shown || !isRealPrice(car.price)) return null
  return { from: shown.from, to: car.price, amount: shown.from - car.price, at: new Date(shown.at) }
}

/**
 * The drop to show beside a price display, or null: only where the display is the car's own price (a page that
 * shows an offer, a subscription or no price says nothing of the car's price history).
 */
export function shownDrop(
  display: { kind: string; amount: number | null },
  car: { price: number | null | undefined; was_price?: number | null; price_dropped_at?: string | Date | null },
  now: Date,
): PriceDrop | null {
  if (display.kind !== 'price' || display.amount !== car.price) return null
  return priceDrop(car, now)
}
