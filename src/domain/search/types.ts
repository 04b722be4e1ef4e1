/**
 * Stock search types shared by the URL parser, both engines, the HTTP API and the pages.
 * Attribute names are the spec's (§3 Search filter attributes) at the edge.
 */

/** Attributes filtered by a list of values (InstantSearch `refinementList[attr][i]=value`). */
export const REFINEMENT_ATTRIBUTES = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'location_name',
  'make',
  'make_model',
  'model',
  'price_range',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'certified',
  'seats',
] as const
export type RefinementAttribute = (typeof REFINEMENT_ATTRIBUTES)[number]

/** Attributes filtered by a numeric range (InstantSearch `range[attr]=min:max`, either side optional). */
export const RANGE_ATTRIBUTES = ['price', 'km', 'year', 'subscription_price', 'seats', 'created_at_timestamp'] as const
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number]

/** The SearchDoc field range[price], the price sorts and SRP-28 read: the price the card shows (toSearchDoc). */
export const PRICE_FIELD = 'price' satisfies keyof SearchDoc

/**
 * The SearchDoc field (and search_documents column, and Typesense field) each range filter reads: `price` filters the
 * price the card shows (SearchDoc.price; a car without one is in no price range), never the raw list price. One map
 * for every engine (Postgres SQL, the in-memory facet index, Typesense).
 */
export const RANGE_FIELD = {
  price: PRICE_FIELD,
  km: 'km',
  year: 'year',
  subscription_price: 'subscription_price',
  seats: 'seats',
  created_at_timestamp: 'created_at_timestamp',
} as const satisfies Record<RangeAttribute, keyof SearchDoc>

/** Facets the results page shows counts for (disjunctive: each facet's counts ignore its own filter). */
export const FACET_ATTRIBUTES = [
  'car_type',
  'make',
  'model',
  'make_model',
  'body',
  'price_range',
  'weekly_price_range',
  'year',
  'transmission',
  'fuel',
  'drive',
  'colour',
  'seats',
  'location_name',
  'dealership_name',
  'city',
  'state',
  'status',
  'item_type',
  'badge',
  'tag',
  'certified',
  'categories',
  'filtered_features',
] as const
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number]

export const SORT_KEYS = [
  'custom_rank:desc',
  'price:asc',
  'price:desc',
  'year:desc',
  'year:asc',
  'km:asc',
  'km:desc',
  'created_at:desc',
] as const
export type SortKey = (typeof SORT_KEYS)[number]
export const DEFAULT_SORT: SortKey = 'custom_rank:desc'
export const DEFAULT_HITS_PER_PAGE = 21
export const MAX_HITS_PER_PAGE = 100

export interface NumericRange {
  min?: number
  max?: number
}

/** One search, parsed and validated. `page` is 1-based. */
export interface VehicleQuery {
  query: string
  refinements: Partial<Record<RefinementAttribute, string[]>>
  ranges: Partial<Record<RangeAttribute, NumericRange>>
  sortBy: SortKey
  page: number
  hitsPerPage: number
  /** Search the keyword exactly as typed: no make/model spelling correction (spelling.ts). */
  exact?: boolean
}

export type CarType = 'new' | 'demo' | 'used'
export type VehicleStatus = 'in_stock' | 'coming_soon' | 'sold'

/**
 * The flat search document both engines index: everything a card, a facet or a sort needs, built by
 * toSearchDoc(vehicle, siteConfig). Multi-valued attributes are arrays.
 */
export interface SearchDoc {
  id: string
  tenant_id: string
  slug: string
  name: string
  stocknum: string | null
  year: number | null
  make: string | null
  model: string | null
  make_model: string | null
  badge: string | null
  series: string | null
  colour: string | null
  km: number | null
  /**
   * The price the card shows (shownPrice: the spec's price display priority, PRC-01..07), or null when it shows none
   * (PREORDER, no-price text, prices hidden, sold): what price ranges, price sorts, bands and the weekly figure read.
   */
  price: number | null
  /** The raw vehicle price: one of the card's inputs, never filtered or sorted on. */
  list_price: number | null
  offer_price: number | null
  before_price: number | null
  /** A price drop's "was" price and when it came (unix seconds): src/domain/vehicle/priceDrop.ts decides if it shows. */
  was_price: number | null
  price_dropped_at: number | null
  subscription_price: number | null
  preorder: boolean
  price_type: string | null
  price_range: string | null
  /** The car's quote per week (carQuote().weekly): the figure its card and vehicle page show. */
  weekly_figure: number | null
  /** The annual rate and comparison rate that quote assumes (the card's credit-advert disclosure). */
  quote_rate: number | null
  quote_comparison_rate: number | null
  weekly_price_range: string | null
  car_type: CarType
  status: VehicleStatus
  item_type: string
  body: string | null
  transmission: string | null
  fuel: string | null
  drive: string | null
  seats: number | null
  doors: number | null
  city: string | null
  state: string | null
  location_name: string | null
  dealership_name: string | null
  dealership_slug: string | null
  tag: string | null
  certified: boolean
  reserved: boolean
  show_on_dealer_website: boolean
  /** Unix seconds. */
  created_at_timestamp: number
  /** Unix seconds, null unless sold. */
  sold_at_timestamp: number | null
  categories: string[]
  filtered_features: string[]
  primary_image_url: string | null
  image_urls: string[]
  photos_count: number
  custom_rank: number
}

export type SearchHit = SearchDoc

export type FacetCounts = Partial<Record<FacetAttribute, Record<string, number>>>

export interface SearchResult {
  hits: SearchHit[]
  /** Total matching documents (capped per spec only in presentation, not here). */
  count: number
  facets: FacetCounts
  /** Number of pages at the query's hitsPerPage. */
  pages: number
  page: number
  hitsPerPage: number
  /** Time the engine took, milliseconds. */
  ms: number
}

/** What the server adds to every search: never taken from the client. */
export interface TenantScope {
  tenantId: string
  /** Sold cars stay listed this many days (SRP-31). */
  soldLingerDays: number
  /** Stock filter preset 0–14 (SRP-33). */
  filterPreset: number
  /** Price ascending sort adds price > 0 (SRP-28). */
  priceSortPositiveOnly: boolean
  /** SRP-39: location names whose cars come first, in this order, under the default sort (empty: none). */
  preferredLocations?: readonly string[]
  now: Date
}

/** What changed among a search's matches since a moment (SearchEngine.changedSince). */
export interface ChangedMatches {
  /** Most recent change first (listing or price drop, whichever is later), at most the limit asked. */
  hits: SearchHit[]
  /** Every match changed since then, beyond the limit too. */
  count: number
}

export interface SearchEngine {
  readonly name: 'postgres' | 'typesense'
  search(scope: TenantScope, query: VehicleQuery): Promise<SearchResult>
  /**
   * The matches of a query (its filters and words; not its sort or page) that are not sold and were listed, or
   * dropped in price, at or after `since` (epoch seconds): what the alert job reads of each saved search. Read from
   * the engine's primary copy (a replica a little behind would hide a car for good: the job moves on past it); no
   * facets.
   */
  changedSince(scope: TenantScope, query: VehicleQuery, since: number, limit: number): Promise<ChangedMatches>
  multiSearch(scope: TenantScope, queries: VehicleQuery[]): Promise<SearchResult[]>
  upsert(docs: SearchDoc[]): Promise<void>
  remove(ids: string[]): Promise<void>
  /** Drop and rebuild the documents of one tenant (or all) from the vehicles. */
  reindex(tenantId?: string): Promise<{ indexed: number }>
}
