/**
 * The side-by-side view of compared cars (SAVE-19) with the differences highlighted: each row says whether the cars
 * differ on it and, where "better" has one meaning, which car is best — the lowest price shown, the fewest
 * kilometres, the newest year. Prices are compared only as the cards show them in dollars ('$24,990'); a car with no
 * shown price ('Enquire for price.') is never the best and never a loser.
 *
 *   compareRows([{ year: 2021, km: 40000, … }, { year: 2023, km: 12000, … }])
 *   → [{ label: 'Year', values: ['2021', '2023'], differs: true, best: [1], bestLabel: 'Newest' }, …]
 */
import { formatKm } from '../price'

import type { ComparedCar } from './lists'

export interface CompareRow {
  label: string
  values: string[]
  /** The cars do not all have the same value. */
  differs: boolean
  /** Indexes of the best car(s) on this row (empty: no best, or all equal). */
  best: number[]
  /** What "best" means on this row ('Lowest', 'Newest'), or null. */
  bestLabel: string | null
}

const DASH = '–'
const dollars = (text: string | null): number | null =>
  text && /^\$[\d,]+$/.test(text.trim()) ? Number(text.replace(/[$,\s]/g, '')) : null

const ROWS: {
  label: string
  value: (c: ComparedCar) => string
  /** The number "better" is judged by, and whether lower is better. */
  rank?: { of: (c: ComparedCar) => number | null; lower: boolean; label: string }
}[] = [
  {
    label: 'Price',
    value: (c) => c.price_text ?? DASH,
    rank: { of: (c) => dollars(c.price_text), lower: true, label: 'Lowest' },
  },
  {
    label: 'Year',
    value: (c) => (c.year !== null ? String(c.year) : DASH),
    rank: { of: (c) => c.year, lower: false, label: 'Newest' },
  },
  {
    label: 'Kilometres',
    value: (c) => (c.km !== null ? formatKm(c.km) : DASH),
    rank: { of: (c) => c.km, lower: true, label: 'Fewest' },
  },
  { label: 'Body', value: (c) => c.simple_body ?? DASH },
  { label: 'Transmission', value: (c) => c.transmission ?? DASH },
  { label: 'Fuel', value: (c) => c.fuel ?? DASH },
]

export function compareRows(cars: readonly ComparedCar[]): CompareRow[] {
  return ROWS.map(({ label, value, rank }) => {
    const values = cars.map(value)
    const differs = new Set(values).size > 1
    let best: number[] = []
    if (rank && differs) {
      const ranked = cars
        .map((c, i) => ({ i, n: rank.of(c) }))
        .filter((x): x is { i: number; n: number } => x.n !== null)
      // a best needs something to beat: at least two cars with a figure, and not all the same
      if (ranked.length > 1 && new Set(ranked.map((x) => x.n)).size > 1) {
        const target = rank.lower ? Math.min(...ranked.map((x) => x.n)) : Math.max(...ranked.map((x) => x.n))
        best = ranked.filter((x) => x.n === target).map((x) => x.i)
      }
    }
    return { label, values, differs, best, bestLabel: best.length > 0 ? rank!.label : null }
  })
}
