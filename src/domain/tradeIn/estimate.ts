/**
 * The built-in trade-in estimator (spec §5: the estimate is generally not given for cars over 7 years old or over
 * 100,000 km — LEAD-47).
 *
 * From comparable cars in the group's own stock (same make and model, year within 2, km within 40,000):
 *   each comparable's retail figure = the average of its listing price and, where known, its market mid-point
 *     ((market_range_min + market_range_max) / 2), moved 4% per model year and 0.5% per 5,000 km towards the
 *     shopper's car;
 *   retail = the median of those figures (at least MIN_COMPARABLES needed, else declined);
 *   base offer = retail × (1 − 12% dealer margin) − $1,500 reconditioning;
 *   offer = base offer × (1 + answers' adjustment / 100), rounded down to $100;
 *   range = offer − 5% … offer + 5%, each rounded to $100.
 * An offer under $1,000 is declined.
 */
export const MAX_AGE_YEARS = 7
export const MAX_KM = 100_000
export const MIN_COMPARABLES = 2
export const YEAR_WINDOW = 2
export const KM_WINDOW = 40_000
export const YEAR_STEP = 0.04
export const KM_STEP_KM = 5_000
export const KM_STEP = 0.005
export const DEALER_MARGIN = 0.12
export const RECONDITIONING = 1_500
export const RANGE_SPREAD = 0.05
export const MIN_OFFER = 1_000

export interface TradeInVehicle {
  make: string
  model: string
  year: number
  km: number
}

export interface Comparable extends TradeInVehicle {
  price: number
  marketMin?: number | null
  marketMax?: number | null
}

export type DeclineReason = 'too-old' | 'too-many-km' | 'not-enough-data' | 'too-low'

export const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  'too-old': `We can't give an online estimate for cars over ${MAX_AGE_YEARS} years old; our team will contact you with an offer.`,
  'too-many-km': `We can't give an online estimate for cars over 100,000 km; our team will contact you with an offer.`,
  'not-enough-data':
    "We don't have enough market data for this car to estimate online; our team will contact you with an offer.",
  'too-low': "We can't give an online estimate for this car; our team will contact you with an offer.",
}

export interface Estimate {
  kind: 'estimate'
  low: number
  high: number
  offerPrice: number
  retail: number
  comparables: number
  adjustment: number
}

export interface Declined {
  kind: 'declined'
  reason: DeclineReason
  message: string
}

export type EstimateResult = Estimate | Declined

const declined = (reason: DeclineReason): Declined => ({ kind: 'declined', reason, message: DECLINE_MESSAGES[reason] })

export function ageInYears(year: number, now: Date): number {
  return now.getUTCFullYear() - year
}

/** LEAD-47: over 7 years old or over 100,000 km is declined (exactly 7 years or exactly 100,000 km is not). */
export function eligibility(v: Pick<TradeInVehicle, 'year' | 'km'>, now: Date): DeclineReason | null {
  if (ageInYears(v.year, now) > MAX_AGE_YEARS) return 'too-old'
  if (v.km > MAX_KM) return 'too-many-km'
  return null
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function isComparable(v: TradeInVehicle, c: Comparable): boolean {
  return (
    same(v.make, c.make) &&
    same(v.model, c.model) &&
    Math.abs(c.year - v.year) <= YEAR_WINDOW &&
    Math.abs(c.km - v.km) <= KM_WINDOW &&
    Number.isFinite(c.price) &&
    c.price > 0
  )
}

/** One comparable's retail figure moved towards the shopper's car. */
export function comparableRetail(v: TradeInVehicle, c: Comparable): number {
  const hasMarket =
    typeof c.marketMin === 'number' && typeof c.marketMax === 'number' && c.marketMin > 0 && c.marketMax >= c.marketMin
  const base = hasMarket ? (c.price + (c.marketMin! + c.marketMax!) / 2) / 2 : c.price
  const yearFactor = 1 + YEAR_STEP * (v.year - c.year)
  const kmFactor = 1 - KM_STEP * ((v.km - c.km) / KM_STEP_KM)
  return base * yearFactor * kmFactor
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  const at = (i: number) => s[i] ?? 0
  return s.length % 2 ? at(m) : (at(m - 1) + at(m)) / 2
}

const down100 = (n: number) => Math.floor(n / 100) * 100
const round100 = (n: number) => Math.round(n / 100) * 100

/** adjustment: the summed percentage of the condition answers (see checkAnswers). */
export function estimateTradeIn(
  v: TradeInVehicle,
  comparables: Comparable[],
  adjustment: number,
  now: Date,
): EstimateResult {
  const ineligible = eligibility(v, now)
  if (ineligible) return declined(ineligible)
  const matches = comparables.filter((c) => isComparable(v, c))
  if (matches.length < MIN_COMPARABLES) return declined('not-enough-data')
  const retail = median(matches.map((c) => comparableRetail(v, c)))
  const base = retail * (1 - DEALER_MARGIN) - RECONDITIONING
  const offerPrice = down100(base * (1 + adjustment / 100))
  if (offerPrice < MIN_OFFER) return declined('too-low')
  return {
    kind: 'estimate',
    offerPrice,
    low: round100(offerPrice * (1 - RANGE_SPREAD)),
    high: round100(offerPrice * (1 + RANGE_SPREAD)),
    retail: Math.round(retail),
    comparables: matches.length,
    adjustment,
  }
}
