/**
 * The shopper's selection in words: one removable chip per active filter, a heading that names the whole
 * selection ("Used Toyota HiLux utes under $50,000 in Perth") and the empty state's sentence ("No used Toyota HiLux
 * cars under $20,000"). Pure: the search page, its title and the empty state all read these.
 */
import { bodyLabel } from '../bodyTypes'
import { carTypeLabel } from '../carTypes'
import { BUDGET_PRICE_FLOOR } from '../budget/budget'
import { formatNumber } from '../numberFormat'
import { formatDollars } from '../price'
import { PRICE_BANDS } from './facets'
import { pluralise } from './urlState'
import { REFINEMENT_ATTRIBUTES, RANGE_ATTRIBUTES, type RangeAttribute, type RefinementAttribute } from './types'
import type { NumericRange, VehicleQuery } from './types'
import type { SentenceRead } from './understand'

export type ActiveFilter =
  | { id: string; kind: 'keyword'; label: string }
  | { id: string; kind: 'refinement'; attribute: RefinementAttribute; value: string; label: string }
  | { id: string; kind: 'range'; attribute: RangeAttribute; label: string }

const CONDITION_ORDER = ['new', 'demo', 'used']

function refinementLabel(attribute: RefinementAttribute, value: string): string {
  switch (attribute) {
    case 'car_type':
      return carTypeLabel(value)
    case 'body':
      return bodyLabel(value)
    case 'seats':
      return `${value} seats`
    case 'certified':
      return value === 'true' ? 'Certified pre-owned' : 'Not certified'
    case 'item_type':
      return value.charAt(0).toUpperCase() + value.slice(1)
    default:
      return value
  }
}

const RANGE_UNITS: Partial<Record<RangeAttribute, (n: number) => string>> = {
  price: formatDollars,
  subscription_price: (n) => `${formatDollars(n)} a week`,
  km: (n) => `${formatNumber(n)} km`,
  year: String,
  seats: (n) => `${n} seats`,
}

/**
 * A price range as a shopper reads it. A lower bound of $0 (or $1), or below an upper bound the budget search's
 * "above $1,000" floor ($1,001, BUD-05: it only keeps placeholder prices out), is no lower bound; a bound one past
 * or one short of a round hundred reads as the round figure (a half-open band's edge, an "above" bound):
 *   { min: 1001, max: 5000 } → { max: 5000 }   { min: 0, max: 30000 } → { max: 30000 }
 *   { min: 1000, max: 5000 } → unchanged       { min: 5001, max: 9999 } → { min: 5000, max: 10000 }
 *   { min: 1001 } → { min: 1000 }              { min: 0 } → {}
 */
export function shownPriceRange(range: NumericRange): NumericRange {
  const round = (n: number | undefined, off: 1 | -1) =>
    n !== undefined && n >= 100 && (n - off) % 100 === 0 ? n - off : n
  const max = range.max !== undefined && range.max > 0 ? round(range.max, -1) : undefined
  const noLowerBound = (n: number) => n <= 1 || (max !== undefined && n === BUDGET_PRICE_FLOOR + 1)
  const min = range.min !== undefined && !noLowerBound(range.min) ? round(range.min, 1) : undefined
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
}

/** 'from $10,000 to $30,000', 'under $30,000', 'over $10,000', or null for no price bound (see shownPriceRange). */
export function priceRangeWords(range: NumericRange): string | null {
  const { min, max } = shownPriceRange(range)
  if (min !== undefined && max !== undefined) return `from ${formatDollars(min)} to ${formatDollars(max)}`
  if (max !== undefined) return `under ${formatDollars(max)}`
  if (min !== undefined) return `over ${formatDollars(min)}`
  return null
}

/** '$10,000 – $30,000', 'Under $30,000', 'From $10,000'; years: '2018 – 2022', '2018 or newer', '2018 or older'. */
export function rangeLabel(attribute: RangeAttribute, range: NumericRange): string | null {
  const fmt = RANGE_UNITS[attribute]
  if (!fmt) return null
  const { min, max } = attribute === 'price' ? shownPriceRange(range) : range
  if (attribute === 'price' && min === undefined && max === undefined) return 'Any price'
  if (min !== undefined && max !== undefined) return `${fmt(min)} – ${fmt(max)}`
  if (attribute === 'year') {
    if (min !== undefined) return `${min} or newer`
    if (max !== undefined) return `${max} or older`
    return null
  }
  if (max !== undefined) return attribute === 'km' ? `Under ${fmt(max)}` : `Up to ${fmt(max)}`
  if (min !== undefined) return `From ${fmt(min)}`
  return null
}

/**
 * Every active refinement, range and the keyword, in a stable order (keyword, then refinements and ranges in the
 * URL's attribute order). Each has an id unique within the query and a label for its chip.
 */
export function activeFilters(query: VehicleQuery): ActiveFilter[] {
  const out: ActiveFilter[] = []
  const q = query.query.trim()
  if (q !== '') out.push({ id: 'query', kind: 'keyword', label: `“${q}”` })
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    const values = [...new Set(query.refinements[attribute] ?? [])]
    if (attribute === 'car_type') values.sort((a, b) => CONDITION_ORDER.indexOf(a) - CONDITION_ORDER.indexOf(b))
    for (const value of values) {
      out.push({
        id: `${attribute}:${value}`,
        kind: 'refinement',
        attribute,
        value,
        label: refinementLabel(attribute, value),
      })
    }
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = query.ranges[attribute]
    if (!range) continue
    const label = rangeLabel(attribute, range)
    if (label) out.push({ id: `range:${attribute}`, kind: 'range', attribute, label })
  }
  return out
}

/** The query without one filter (back to page 1). Removing a make also removes its models. */
export function withoutFilter(query: VehicleQuery, filter: ActiveFilter): VehicleQuery {
  const next: VehicleQuery = { ...query, page: 1, refinements: { ...query.refinements }, ranges: { ...query.ranges } }
  if (filter.kind === 'keyword') next.query = ''
  else if (filter.kind === 'range') delete next.ranges[filter.attribute]
  else {
    const drop = (attribute: RefinementAttribute, pred: (v: string) => boolean) => {
      const left = (next.refinements[attribute] ?? []).filter((v) => !pred(v))
      if (left.length > 0) next.refinements[attribute] = left
      else delete next.refinements[attribute]
    }
    drop(filter.attribute, (v) => v === filter.value)
    if (filter.attribute === 'make') {
      drop('make_model', (v) => v.startsWith(`${filter.value} `))
      // A model only stands for the make removed when no other make of the selection remains.
      if (!next.refinements.make?.length) delete next.refinements.model
    }
  }
  return next
}

/** The query with no filters and no keyword (sort and page size kept). */
export function withoutAllFilters(query: VehicleQuery): VehicleQuery {
  return { ...query, page: 1, query: '', refinements: {}, ranges: {} }
}

/** 'A', 'A & B', 'A, B & C'; more than `max` values → null (the heading leaves them out). */
function joinList(values: string[], max = 3): string | null {
  if (values.length === 0 || values.length > max) return null
  if (values.length === 1) return values[0]!
  return `${values.slice(0, -1).join(', ')} & ${values[values.length - 1]}`
}

/** 'Ute' → 'utes', 'SUV' → 'SUVs', 'People Mover' → 'people movers' (acronyms keep their capitals). */
function nounPlural(label: string): string {
  return pluralise(label)
    .split(' ')
    .map((w) => (/^[A-Z0-9]{2,}s?$/.test(w) ? w : w.toLowerCase()))
    .join(' ')
}

export interface SelectionWords {
  /** 'Used', 'New & demo' (or ''). */
  condition: string
  /** 'Toyota HiLux', 'Toyota & Mazda' (or ''). */
  vehicle: string
  /** 'cars', 'utes', 'SUVs', 'bikes'. */
  noun: string
  /** 'under $50,000 in Perth matching “sr5”' (or ''). */
  qualifiers: string
}

function priceWords(query: VehicleQuery): string | null {
  const r = query.ranges.price
  if (r && (r.min !== undefined || r.max !== undefined)) return priceRangeWords(r)
  const bands = query.refinements.price_range ?? []
  if (bands.length === 1) {
    const band = PRICE_BANDS.find((b) => b.label === bands[0])
    // a half-open band [min, max): 'Under $10,000', '$10,000 – $20,000' → 'from $10,000 to $20,000', '$100,000+'
    if (band)
      return band.max === null
        ? `${formatDollars(band.min)} and over`
        : priceRangeWords({ min: band.min, max: band.max })
  }
  return null
}

/** The selection as parts of a sentence (see selectionHeading). */
export function selectionWords(query: VehicleQuery): SelectionWords {
  const r = query.refinements
  const types = [...new Set(r.car_type ?? [])].filter((t) => CONDITION_ORDER.includes(t))
  types.sort((a, b) => CONDITION_ORDER.indexOf(a) - CONDITION_ORDER.indexOf(b))
  const condition =
    types.length === 0 || types.length === 3
      ? ''
      : types.map((t, i) => (i === 0 ? carTypeLabel(t) : carTypeLabel(t).toLowerCase())).join(' & ')

  const makes = [...new Set(r.make ?? [])]
  const models = [...new Set(r.model ?? [])]
  const makeModels = [...new Set(r.make_model ?? [])]
  let vehicle = ''
  if (makeModels.length > 0 && makes.length === 0 && models.length === 0) vehicle = joinList(makeModels, 2) ?? ''
  else if (makes.length === 1 && models.length > 0) vehicle = `${makes[0]} ${joinList(models, 2) ?? ''}`.trim()
  else if (makes.length > 0) vehicle = joinList(makes) ?? ''
  else if (models.length > 0) vehicle = joinList(models, 2) ?? ''

  const bodies = [...new Set(r.body ?? [])]
  const items = [...new Set(r.item_type ?? [])]
  const noun =
    bodies.length > 0 && bodies.length <= 2
      ? (joinList(
          bodies.map((b) => nounPlural(bodyLabel(b))),
          2,
        ) ?? 'cars')
      : items.length === 1 && items[0] !== 'car'
        ? nounPlural(refinementLabel('item_type', items[0]!))
        : 'cars'

  const qualifiers: string[] = []
  const price = priceWords(query)
  if (price) qualifiers.push(price)
  const place = (attribute: RefinementAttribute, prep: string) => {
    const values = [...new Set(r[attribute] ?? [])]
    const list = joinList(values, 2)
    return list ? `${prep} ${list}` : null
  }
  const where =
    place('location_name', 'at') ?? place('dealership_name', 'at') ?? place('city', 'in') ?? place('state', 'in')
  if (where) qualifiers.push(where)
  const q = query.query.trim()
  if (q !== '') qualifiers.push(`matching “${q}”`)
  return { condition, vehicle, noun, qualifiers: qualifiers.join(' ') }
}

/** The heading for a selection with nothing in it. */
export const ALL_VEHICLES_HEADING = 'All vehicles'

/**
 * A heading that names the whole selection (the page's h1 and <title>):
 *   {} → 'All vehicles'; used → 'Used cars'; used + Toyota → 'Used Toyota cars';
 *   new + Mazda CX-5 + price ≤ 50,000 → 'New Mazda CX-5 cars under $50,000'; used utes in Perth → 'Used utes in Perth'.
 */
export function selectionHeading(query: VehicleQuery): string {
  const w = selectionWords(query)
  const text = [w.condition, w.vehicle, w.noun, w.qualifiers].filter((s) => s !== '').join(' ')
  if (!w.condition && !w.vehicle && w.noun === 'cars' && !w.qualifiers) {
    return activeFilters(query).length > 0 ? 'Cars matching your filters' : ALL_VEHICLES_HEADING
  }
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The empty state's sentence: 'No used Toyota HiLux cars under $20,000'. */
export function emptySelectionText(query: VehicleQuery): string {
  const w = selectionWords(query)
  if (!w.condition && !w.vehicle && w.noun === 'cars' && !w.qualifiers) return 'No cars match these filters'
  const condition = w.condition ? w.condition.toLowerCase() : ''
  return ['No', condition, w.vehicle, w.noun, w.qualifiers].filter((s) => s !== '').join(' ')
}

/**
 * The filter to suggest removing when nothing matches: the one whose removal brings back the most cars (counts by
 * filter id); on a tie, the one listed last. Null when no removal brings any back.
 */
export function narrowestFilter(
  filters: ActiveFilter[],
  countsWithout: Record<string, number>,
): { filter: ActiveFilter; count: number } | null {
  let best: { filter: ActiveFilter; count: number } | null = null
  for (const filter of filters) {
    const count = countsWithout[filter.id] ?? 0
    if (count > 0 && (!best || count >= best.count)) best = { filter, count }
  }
  return best
}

/** What the server adds to an answer to help the shopper: the spelling it searched for and, when nothing matched, the filter to drop. */
export interface SearchHelp {
  /** The keyword was searched as `corrected` (spelling.ts); null when searched as typed. */
  correction: { original: string; corrected: string } | null
  /** When nothing matched: the filter (ActiveFilter id) whose removal brings back the most cars, and how many. */
  relax: { filterId: string; count: number } | null
  /** What the search's text was read as (understand.ts readSearch); null when it was searched as asked. */
  understood: SentenceRead | null
}
