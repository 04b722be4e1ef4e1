/**
 * Facet bands and facet ordering (SRP-34..38).
 *
 * Price bands are half-open [min, max): 9,999 → 'Under $10,000'; 10,000 → '$10,000 – $20,000'; 100,000 → '$100,000+'.
 * Weekly bands work the same way on the weekly finance figure.
 */
import { formatDollars } from '../price'

export interface Band {
  label: string
  /** Inclusive lower bound. */
  min: number
  /** Exclusive upper bound; null = open-ended. */
  max: number | null
}

function bands(edges: number[]): Band[] {
  const out: Band[] = [{ label: `Under ${formatDollars(edges[0]!)}`, min: 0, max: edges[0]! }]
  for (let i = 0; i < edges.length - 1; i++) {
    out.push({
      label: `${formatDollars(edges[i]!)} – ${formatDollars(edges[i + 1]!)}`,
      min: edges[i]!,
      max: edges[i + 1]!,
    })
  }
  const last = edges[edges.length - 1]!
  out.push({ label: `${formatDollars(last)}+`, min: last, max: null })
  return out
}

/** 8 bands: Under $10,000 … $75,000 – $100,000, $100,000+. */
export const PRICE_BANDS: readonly Band[] = bands([10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000])
/** 8 bands: Under $100 … $300 – $400, $400+ (dollars per week). */
export const WEEKLY_BANDS: readonly Band[] = bands([100, 150, 200, 250, 300, 350, 400])

function bandOf(list: readonly Band[], value: number | null | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null
  const band = list.find((b) => value >= b.min && (b.max === null || value < b.max))
  return band ? band.label : null
}

/** The price band label of a displayed price; null for no price (null, 0 or less). */
export function priceRangeOf(price: number | null | undefined): string | null {
  return bandOf(PRICE_BANDS, price)
}

/** The weekly band label of a weekly figure; null when there is none. */
export function weeklyRangeOf(weekly: number | null | undefined): string | null {
  return bandOf(WEEKLY_BANDS, weekly)
}

/** SRP-36. */
export const CAR_TYPE_ORDER = ['new', 'demo', 'used'] as const

function bandLowerBound(list: readonly Band[], label: string): number {
  const band = list.find((b) => b.label === label)
  if (band) return band.min
  // A label from an older band table: order by the first number in it; labels without one go last.
  const m = /\d[\d,]*/.exec(label)
  return m ? Number(m[0].replace(/,/g, '')) : Number.POSITIVE_INFINITY
}

function byCountThenLabel(a: [string, number], b: [string, number]): number {
  return b[1] - a[1] || a[0].localeCompare(b[0], 'en-AU')
}

/**
 * A facet's values in display order:
 *   price_range, weekly_price_range → by band lower bound (SRP-35: numeric, not alphabetical)
 *   car_type → new, demo, used (SRP-36), then anything else by count
 *   year → newest first
 *   seats, doors, cylinders and any facet whose values are all numbers → ascending numeric
 *   anything else → count descending, then label ascending (SRP-37)
 */
export function orderFacet(attribute: string, counts: Record<string, number>): [string, number][] {
  const entries = Object.entries(counts)
  if (attribute === 'price_range' || attribute === 'weekly_price_range') {
    const list = attribute === 'price_range' ? PRICE_BANDS : WEEKLY_BANDS
    return entries.sort(
      (a, b) => bandLowerBound(list, a[0]) - bandLowerBound(list, b[0]) || a[0].localeCompare(b[0], 'en-AU'),
    )
  }
  if (attribute === 'car_type') {
    const rank = (v: string) => {
      const i = (CAR_TYPE_ORDER as readonly string[]).indexOf(v)
      return i === -1 ? CAR_TYPE_ORDER.length : i
    }
    return entries.sort((a, b) => rank(a[0]) - rank(b[0]) || byCountThenLabel(a, b))
  }
  if (attribute === 'year') {
    const year = (v: string) => {
      const n = Number(v)
      return Number.isFinite(n) ? n : Number.NEGATIVE_INFINITY
    }
    return entries.sort((a, b) => year(b[0]) - year(a[0]) || a[0].localeCompare(b[0], 'en-AU'))
  }
  // Numbers are ordered as numbers: seats 2, 4, 5, 7, 8 — not by count, not as text ('10' after '2').
  if (NUMERIC_FACETS.has(attribute) || (entries.length > 0 && entries.every(([v]) => NUMERIC_VALUE.test(v.trim())))) {
    const num = (v: string) => {
      const n = Number.parseFloat(v)
      return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY
    }
    return entries.sort((a, b) => num(a[0]) - num(b[0]) || a[0].localeCompare(b[0], 'en-AU'))
  }
  return entries.sort(byCountThenLabel)
}

/** Facets whose values are numbers (seats, doors, cylinders, gears): listed in ascending numeric order. */
const NUMERIC_FACETS = new Set(['seats', 'doors', 'cylinders', 'gears', 'engine_size'])
const NUMERIC_VALUE = /^-?\d+(\.\d+)?$/

/** SRP-34: counts above this are treated as capped by the engine. */
export const COUNT_CAP = 1999

/**
 * The result count to show (SRP-34): a count above 1999 is treated as capped and replaced by the configured stock
 * count, else by the summed facet counts (e.g. the car_type facet), else shown as it is.
 */
export function displayCount(
  count: number,
  opts: { configuredStockCount?: number | null; facetSum?: number | null } = {},
): number {
  if (!(count > COUNT_CAP)) return count
  const configured = opts.configuredStockCount
  if (typeof configured === 'number' && Number.isFinite(configured) && configured > 0) return configured
  const sum = opts.facetSum
  if (typeof sum === 'number' && Number.isFinite(sum) && sum > 0) return sum
  return count
}

/** Sum of a facet's counts (for displayCount's facetSum). */
export function sumFacet(counts: Record<string, number> | undefined | null): number {
  return Object.values(counts ?? {}).reduce((s, n) => s + (Number.isFinite(n) ? n : 0), 0)
}

/** SRP-38: the popular makes section shows the first 20 makes (by count, then name). Empty names are skipped. */
export const POPULAR_MAKES_LIMIT = 20

export function popularMakes(
  facet: Record<string, number> | undefined | null,
  limit: number = POPULAR_MAKES_LIMIT,
): [string, number][] {
  return orderFacet('make', facet ?? {})
    .filter(([name, n]) => name.trim() !== '' && n > 0)
    .slice(0, Math.max(0, limit))
}
