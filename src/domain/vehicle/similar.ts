/**
 * Similar vehicles (spec §9 Similar vehicles, §7 multi-query; SIM-01..15).
 *
 *   similarPriceWindow(45_000) → { min: 35_000, max: 55_000 }   (±10,000 under 50,000)
 *   similarPriceWindow(60_000) → { min: 35_000, max: 85_000 }   (±25,000 from 50,000)
 *
 * similarQueries() builds the multi-query (each limited to 10, in stock only, inside the price window):
 *   make_model tenants: [same make and model, same make]; type_body tenants: [same car type and body, same car type].
 * mergeSimilar() keeps the same model first, drops the car itself and duplicates, and cuts to 6.
 */
import { EMPTY_QUERY } from '../search/urlState'
import type { CarType, NumericRange, SearchHit, VehicleQuery } from '../search/types'

export const SIMILAR_LIMIT = 6
export const SIMILAR_QUERY_LIMIT = 10
/** SIM-05/06. */
export const SIMILAR_WINDOW_THRESHOLD = 50_000
export const SIMILAR_WINDOW_NARROW = 10_000
export const SIMILAR_WINDOW_WIDE = 25_000
/** SIM-08: the section loads once it is within this many pixels of the viewport. */
export const SIMILAR_LOAD_MARGIN_PX = 500

export interface SimilarSubject {
  id: string
  make: string | null
  model: string | null
  carType: CarType
  simpleBody: string | null
  price: number | null
}

export type SimilarMatch = 'make_model' | 'type_body'

/** What the similar-vehicle rules read of a car. */
export function similarSubject(
  v: Pick<SimilarSubject, 'id' | 'make' | 'model' | 'carType' | 'simpleBody' | 'price'>,
): SimilarSubject {
  return { id: v.id, make: v.make, model: v.model, carType: v.carType, simpleBody: v.simpleBody, price: v.price }
}

export function similarPriceWindow(price: number | null | undefined): NumericRange | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null
  const spread = price < SIMILAR_WINDOW_THRESHOLD ? SIMILAR_WINDOW_NARROW : SIMILAR_WINDOW_WIDE
  return { min: Math.max(0, price - spread), max: price + spread }
}

function base(subject: SimilarSubject): VehicleQuery {
  const window = similarPriceWindow(subject.price)
  return {
    ...EMPTY_QUERY,
    refinements: { status: ['in_stock'] },
    ranges: window ? { price: window } : {},
    hitsPerPage: SIMILAR_QUERY_LIMIT,
  }
}

function refine(query: VehicleQuery, extra: VehicleQuery['refinements']): VehicleQuery {
  return { ...query, refinements: { ...query.refinements, ...extra } }
}

/** SIM-03/05/06/07/10: the queries of the multi-query, most specific first. */
export function similarQueries(subject: SimilarSubject, match: SimilarMatch): VehicleQuery[] {
  const q = base(subject)
  if (match === 'type_body') {
    const byType = refine(q, { car_type: [subject.carType] })
    return subject.simpleBody ? [refine(byType, { body: [subject.simpleBody] }), byType] : [byType]
  }
  if (!subject.make) return [refine(q, { car_type: [subject.carType] })]
  const byMake = refine(q, { make: [subject.make] })
  return subject.model ? [refine(byMake, { model: [subject.model] }), byMake] : [byMake]
}

/** SIM-15: the search-based fallback list when the multi-query fails: same car type, in stock. */
export function fallbackQuery(subject: SimilarSubject): VehicleQuery {
  return {
    ...EMPTY_QUERY,
    refinements: { status: ['in_stock'], car_type: [subject.carType] },
    hitsPerPage: SIMILAR_QUERY_LIMIT,
  }
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0)

/**
 * SIM-01/04/11/12/13: flatten the multi-query answers, same model first (stable otherwise), without the car itself,
 * each id once, at most 6. Only in-stock hits (SIM-03) survive, whatever the engine returned.
 */
export function mergeSimilar(subject: SimilarSubject, lists: SearchHit[][]): SearchHit[] {
  const seen = new Set<string>([String(subject.id)])
  const all: SearchHit[] = []
  for (const hit of lists.flat()) {
    const id = String(hit.id)
    if (seen.has(id) || hit.status !== 'in_stock') continue
    seen.add(id)
    all.push(hit)
  }
  const sameModel = (hit: SearchHit) => same(hit.make, subject.make) && same(hit.model, subject.model)
  return [...all.filter(sameModel), ...all.filter((h) => !sameModel(h))].slice(0, SIMILAR_LIMIT)
}

/** SIM-09: 'Similar Cars In-Stock'; 'Available' in place of 'In-Stock' on subscription sites. */
export function similarTitle(itemType: 'car' | 'motorcycle' | 'truck' | 'caravan', subscriptions: boolean): string {
  const type =
    itemType === 'motorcycle'
      ? 'Motorcycle'
      : itemType === 'truck'
        ? 'Truck'
        : itemType === 'caravan'
          ? 'Caravan'
          : 'Car'
  return `Similar ${type}s ${subscriptions ? 'Available' : 'In-Stock'}`
}
