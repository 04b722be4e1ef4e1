/**
 * The below-market indicator (spec §5; PRC-09, PRC-10).
 *
 * The market average is the state average when present, else the national average (PRC-10). The indicator shows
 * when that average exceeds the price by more than 499 and the price is below the state average (PRC-09). As the
 * spec words it, the second condition needs a state average: a car with only a national average shows nothing.
 *   price 30000, state 31000 → shown, $1,000 below     price 30000, state 30499 → hidden (499 is not more than 499)
 */
import type { MarketData } from './types'

/** PRC-09: the average must exceed the price by more than this. */
export const BELOW_MARKET_MARGIN = 499

export interface BelowMarket {
  show: boolean
  /** The market average compared (state preferred, else national), or null. */
  average: number | null
  /** average − price when shown, else null. */
  difference: number | null
}

function positive(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v > 0
}

export function belowMarket(
  price: number | null | undefined,
  market: Pick<MarketData, 'state_average_market_price' | 'average_market_price'> | null | undefined,
): BelowMarket {
  const state = positive(market?.state_average_market_price) ? market!.state_average_market_price! : null
  const national = positive(market?.average_market_price) ? market!.average_market_price! : null
  const average = state ?? national
  if (!positive(price) || average === null) return { show: false, average, difference: null }
  const show = average - price > BELOW_MARKET_MARGIN && state !== null && price < state
  return { show, average, difference: show ? average - price : null }
}
