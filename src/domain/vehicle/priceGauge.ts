/**
 * The price gauge (spec §3 Price gauge response, §4, §5; PRC-11..23).
 *
 * The response is computed from the car's market data (autograb_data): where the listing price sits in the
 * market range, cheaper = fuller:
 *   fill = (market_range_max − listing_price) / (market_range_max − market_range_min), clamped to 0..1
 * so a car listed at the bottom of the range fills the gauge and one at the top leaves it empty. The listing price
 * is the price the shopper sees (an offer price above 10, else the price), else the market data's own listing_price.
 * A stored fill is used only when the range has no width. confidence and description come from the market data
 * (a description is written from the range when there is none).
 *
 * Visibility (PRC-15..17): hidden when any of fill, listing_price, market_range_min, market_range_max or
 * confidence is missing, when confidence is 0.2 or lower, or when market_range_max is below listing_price.
 * Label (PRC-19/20): 'Good Deal' under 0.65, else 'Great Deal'. Colour (PRC-21..23): low under 0.3, medium 0.3 to
 * under 0.6, high 0.6 or more.
 */
import { formatDollars, isRealPrice } from '../price'
import type { MarketData } from './types'

/** PRC-12. */
export interface PriceGaugeResponse {
  fill: number
  listing_price: number
  market_range_min: number
  market_range_max: number
  confidence: number
  description: string
}

/** PRC-16. */
export const GAUGE_CONFIDENCE_THRESHOLD = 0.2
/** PRC-19/20. */
export const GREAT_DEAL_FILL = 0.65
/** PRC-21..23. */
export const GAUGE_MEDIUM_FROM = 0.3
export const GAUGE_HIGH_FROM = 0.6
/** PRC-14: the fill animation, in milliseconds. */
export const GAUGE_ANIMATION_MS = 2500
/** ERR-04 / ERR-05. */
export const GAUGE_FETCH_FAILED = 'Failed to fetch auto gauge data.'
export const GAUGE_NO_DATA = 'No data returned'

export type GaugeLabel = 'Good Deal' | 'Great Deal'
export type GaugeBand = 'low' | 'medium' | 'high'

function finite(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v)
}

export interface GaugePrices {
  price: number | null
  offerPrice?: number | null
}

/** The price the gauge compares: an offer above 10, else the price (above 10), else null. */
export function gaugeListingPrice({ price, offerPrice }: GaugePrices): number | null {
  if (isRealPrice(offerPrice)) return offerPrice
  if (isRealPrice(price)) return price
  return null
}

/** Where `listing` sits in [min, max], cheaper = higher, 0..1; null when the range has no width. */
export function gaugeFill(listing: number, min: number, max: number): number | null {
  if (!(max > min)) return null
  return Math.min(1, Math.max(0, (max - listing) / (max - min)))
}

/**
 * The gauge response for a car, or null when its market data lacks what the gauge needs (PRC-15). Visibility
 * beyond that (confidence, range below the price) is `gaugeVisible`'s.
 */
export function computePriceGauge(
  market: MarketData | null | undefined,
  prices: GaugePrices,
): PriceGaugeResponse | null {
  if (!market) return null
  const listing = gaugeListingPrice(prices) ?? (finite(market.listing_price) ? market.listing_price : null)
  const min = market.market_range_min
  const max = market.market_range_max
  const confidence = market.confidence
  if (listing === null || !finite(min) || !finite(max) || !finite(confidence)) return null
  const fill = gaugeFill(listing, min, max) ?? (finite(market.fill) ? Math.min(1, Math.max(0, market.fill)) : null)
  if (fill === null) return null
  const description =
    typeof market.description === 'string' && market.description.trim() !== ''
      ? market.description.trim()
      : `Similar cars are advertised from ${formatDollars(min)} to ${formatDollars(max)}.`
  return {
    fill: Math.round(fill * 1e4) / 1e4,
    listing_price: listing,
    market_range_min: min,
    market_range_max: max,
    confidence,
    description,
  }
}

/** PRC-15..17: whether a (possibly partial) response may be shown. */
export function gaugeVisible(
  r: Partial<Record<keyof PriceGaugeResponse, unknown>> | null | undefined,
): r is PriceGaugeResponse {
  if (!r) return false
  const { fill, listing_price, market_range_min, market_range_max, confidence } = r
  if (![fill, listing_price, market_range_min, market_range_max, confidence].every(finite)) return false
  if ((confidence as number) <= GAUGE_CONFIDENCE_THRESHOLD) return false
  if ((market_range_max as number) < (listing_price as number)) return false
  return true
}

/** PRC-19/20. */
export function gaugeLabel(fill: number): GaugeLabel {
  return fill < GREAT_DEAL_FILL ? 'Good Deal' : 'Great Deal'
}

/** PRC-21..23. */
export function gaugeBand(fill: number): GaugeBand {
  if (fill < GAUGE_MEDIUM_FROM) return 'low'
  if (fill < GAUGE_HIGH_FROM) return 'medium'
  return 'high'
}
