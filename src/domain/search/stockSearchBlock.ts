/**
 * The stock search page block (blocks/StockSearch): what it searches and where its "view all" link goes, from the
 * block's settings as an editor left them.
 *   { carTypes: ['used'], hitsPerPage: 6 }   → the 6 first used cars in the default order; view all /search/used-cars
 *   { carTypes: ['used', 'new'] }            → new and used, 21 of them; /search?refinementList[car_type][0]=new&…[1]=used
 *   {}                                       → all stock, 21; /search
 * hitsPerPage is the block's own page size (1–60, 21 when unset): the results page it links to keeps its own.
 */
import type { CarType, VehicleQuery } from './types'
import { DEFAULT_HITS_PER_PAGE } from './types'
import { buildSearchPath, EMPTY_QUERY } from './urlState'

export const STOCK_SEARCH_MAX_HITS = 60
const CAR_TYPE_ORDER: readonly CarType[] = ['new', 'demo', 'used']

export interface StockSearchSettings {
  carTypes?: readonly string[] | null
  hitsPerPage?: number | null
}

export interface StockSearchBlockModel {
  query: VehicleQuery
  /** The results page with the block's filters (its landing path where there is one). */
  viewAllHref: string
  /** The car types shown (every type when the block names none). */
  carTypes: CarType[]
}

/** The block's page size: a whole number from 1 to STOCK_SEARCH_MAX_HITS, DEFAULT_HITS_PER_PAGE when unset. */
export function stockSearchHits(hitsPerPage: number | null | undefined): number {
  if (typeof hitsPerPage !== 'number' || !Number.isFinite(hitsPerPage)) return DEFAULT_HITS_PER_PAGE
  return Math.min(STOCK_SEARCH_MAX_HITS, Math.max(1, Math.round(hitsPerPage)))
}

export function stockSearchBlock(settings: StockSearchSettings): StockSearchBlockModel {
  const wanted = new Set(settings.carTypes ?? [])
  const carTypes = CAR_TYPE_ORDER.filter((t) => wanted.has(t))
  const refinements: VehicleQuery['refinements'] = carTypes.length > 0 ? { car_type: [...carTypes] } : {}
  const query: VehicleQuery = { ...EMPTY_QUERY, refinements, hitsPerPage: stockSearchHits(settings.hitsPerPage) }
  // Car types need no vocabulary to find their landing path (/search/used-cars).
  const viewAllHref = buildSearchPath(
    { ...EMPTY_QUERY, refinements },
    { makes: [], models: {}, dealerships: [], bodies: [] },
  )
  return { query, viewAllHref, carTypes: carTypes.length > 0 ? carTypes : [...CAR_TYPE_ORDER] }
}
