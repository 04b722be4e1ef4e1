/**
 * Search fixtures for the postgres engine suite (tests/int/search.test.ts) and the engine contract suite
 * (tests/int/searchContract.test.ts): vehicles whose every attribute varies with their index (car types, statuses,
 * sold 1/5/10 days ago, hidden cars, prices of 0 and none, feature arrays, a comma and an ampersand in values), and
 * the reference model of a search: what any engine must answer, computed by brute force in JS over the SearchDocs.
 */
import { locationGroup, usesPreferredLocationSort } from '@/domain/search/preferredLocations'
import { isListed } from '@/domain/search/stockFilter'
import {
  FACET_ATTRIBUTES,
  type FacetCounts,
  type RangeAttribute,
  type SearchDoc,
  type SortKey,
  type TenantScope,
  type VehicleQuery,
} from '@/domain/search/types'

import type { Doc } from './fixtures'

export const DAY_MS = 24 * 60 * 60 * 1000

const MAKES: [string, string[]][] = [
  ['Toyota', ['HiLux', 'Corolla', 'RAV4']],
  ['Mazda', ['CX-5', 'Mazda3']],
  ['Ford', ['Ranger']],
  ['Hyundai', ['i30', 'Tucson']],
]
const BODIES = ['Ute', 'Hatch', 'SUV', 'Sedan', 'SUV']
const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Petrol']
const DRIVES = ['4WD', 'FWD', 'AWD']
const COLOURS = ['White', 'Black', 'Silver', 'Red']
const FEATURES = ['Bluetooth', 'Reversing Camera', 'Sat Nav', 'Apple CarPlay, wireless']
const PLACES = [
  { location_name: 'Parramatta', city: 'Parramatta', state: 'nsw', dealership_name: 'West Motors' },
  { location_name: 'Brookvale', city: 'Brookvale', state: 'nsw', dealership_name: 'North & Sons Motors' },
  { location_name: 'Southport', city: 'Southport', state: 'qld', dealership_name: 'Coast Motors' },
]

/**
 * Vehicle i of a tenant (Payload create data). Index 5 costs $0, 6 has no price, 2, 9, 16… are on offer (2, 16… with
 * a list price of $0), 7 is a motorcycle, 8 a caravan, 10/11/12 were sold 1/10/5 days before `now`, 13 and 14 are
 * hidden; `extraMake` replaces every fifth make (Kia).
 */
export function fixtureVehicle(tenant: number | string, prefix: string, i: number, now: Date, extraMake?: string): Doc {
  const [make0, models] = MAKES[i % MAKES.length]!
  const make = extraMake && i % 5 === 4 ? extraMake : make0
  const model = extraMake && i % 5 === 4 ? 'Sportage' : models[Math.floor(i / MAKES.length) % models.length]!
  const badge = ['GX', 'GXL', 'SR5'][i % 3]!
  const year = 2015 + (i % 10)
  const carType = (['new', 'demo', 'used'] as const)[i % 3]
  // every seventh from 2 is on offer (a shown price below its list price), every other one of them with no list price
  const offer = i % 7 === 2 ? { offer_price: 8500 + i * 100, before_price: 9900 + i * 100 } : {}
  const price = i === 5 || i % 14 === 2 ? 0 : i === 6 ? null : 9000 + ((i * 3701) % 60000)
  const data: Doc = {
    tenant,
    name: `${year} ${make} ${model} ${badge}`,
    slug: `${prefix}-${i}`,
    stocknum: `${prefix.toUpperCase()}${1000 + i}`,
    status: i % 9 === 3 ? 'coming_soon' : 'in_stock',
    car_type: carType,
    item_type: i === 7 ? 'motorcycle' : i === 8 ? 'caravan' : 'car',
    year,
    make,
    model,
    badge,
    colour: COLOURS[i % COLOURS.length],
    km: carType === 'new' ? 10 : 5000 + i * 4000,
    price,
    ...offer,
    subscription_price: i % 6 === 0 ? 150 + i : null,
    simple_body: BODIES[i % BODIES.length],
    simple_transmission: i % 4 === 1 ? 'Manual' : 'Automatic',
    simple_fuel: FUELS[i % FUELS.length],
    simple_drive: DRIVES[i % DRIVES.length],
    seats: [5, 7, 2][i % 3],
    doors: 4,
    certified: i % 4 === 0,
    tag: i % 5 === 0 ? 'runout sale' : null,
    standardEquipment: FEATURES.filter((_, k) => ((i + 1) >> k) & 1),
    images: [
      { url: `/img/${prefix}-${i}-a.jpg` },
      { url: `/img/${prefix}-${i}-b.jpg` },
      { url: `/img/${prefix}-${i}-c.jpg` },
    ],
    ...PLACES[i % PLACES.length],
  }
  const soldDaysAgo = ({ 10: 1, 11: 10, 12: 5 } as Record<number, number>)[i]
  if (soldDaysAgo !== undefined)
    Object.assign(data, {
      status: 'sold',
      sold: true,
      sold_date_timestamp: new Date(now.getTime() - soldDaysAgo * DAY_MS).toISOString(),
    })
  if (i === 13 || i === 14) data.show_on_dealer_website = false
  return data
}

// ── The reference model ──────────────────────────────────────────────────────────────────────────────────────────

const RANGE_FIELD: Record<RangeAttribute, keyof SearchDoc> = {
  price: 'price',
  km: 'km',
  year: 'year',
  subscription_price: 'subscription_price',
  seats: 'seats',
  created_at_timestamp: 'created_at_timestamp',
}

function valuesOf(doc: SearchDoc, attr: string): string[] {
  const v = (doc as unknown as Record<string, unknown>)[attr]
  if (Array.isArray(v)) return v.map(String)
  return v === null || v === undefined ? [] : [String(v)]
}

const tokens = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/** The fields free text searches (postgres search_vector, typesense query_by). */
export const TEXT_FIELDS = [
  'name',
  'make',
  'model',
  'badge',
  'colour',
  'stocknum',
  'body',
  'transmission',
  'fuel',
  'drive',
  'car_type',
  'location_name',
] as const

/** Free text, as both engines should read simple words: every word of the query prefixes a word of the card fields. */
export function matchesText(doc: SearchDoc, text: string): boolean {
  const words = tokens(text)
  if (words.length === 0) return true
  const haystack = tokens(
    TEXT_FIELDS.map((f) => doc[f])
      .filter(Boolean)
      .join(' '),
  )
  return words.every((w) => haystack.some((h) => h.startsWith(w)))
}

const cmp = (a: number | null, b: number | null, dir: 1 | -1): number => {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return (a - b) * dir
}
const byId = (a: SearchDoc, b: SearchDoc) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
const byRank = (a: SearchDoc, b: SearchDoc) => b.custom_rank - a.custom_rank || byId(a, b)
export const REFERENCE_SORTERS: Record<SortKey, (a: SearchDoc, b: SearchDoc) => number> = {
  'custom_rank:desc': (a, b) =>
    b.custom_rank - a.custom_rank || b.created_at_timestamp - a.created_at_timestamp || byId(a, b),
  'price:asc': (a, b) => cmp(a.price, b.price, 1) || byRank(a, b),
  'price:desc': (a, b) => cmp(a.price, b.price, -1) || byRank(a, b),
  'year:desc': (a, b) => cmp(a.year, b.year, -1) || byRank(a, b),
  'year:asc': (a, b) => cmp(a.year, b.year, 1) || byRank(a, b),
  'km:asc': (a, b) => cmp(a.km, b.km, 1) || byRank(a, b),
  'km:desc': (a, b) => cmp(a.km, b.km, -1) || byRank(a, b),
  'created_at:desc': (a, b) => b.created_at_timestamp - a.created_at_timestamp || byId(a, b),
}

export interface ReferenceMatch {
  /** Every matching document, in the query's sort order. */
  hits: SearchDoc[]
  /** Disjunctive facet counts: each attribute's counts apply every refinement except its own. */
  facets: FacetCounts
}

/** What every engine must match: tenant, listing rule, ranges, text, positive price, refinements, disjunctive facets. */
export function referenceMatch(docs: SearchDoc[], scope: TenantScope, query: VehicleQuery): ReferenceMatch {
  const inRanges = (d: SearchDoc) =>
    Object.entries(query.ranges).every(([attr, r]) => {
      if (!r) return true
      const v = d[RANGE_FIELD[attr as RangeAttribute]] as number | null
      if (v === null) return r.min === undefined && r.max === undefined
      return (r.min === undefined || v >= r.min) && (r.max === undefined || v <= r.max)
    })
  const positive = (d: SearchDoc) =>
    !(query.sortBy === 'price:asc' && scope.priceSortPositiveOnly) || (d.price ?? 0) > 0
  const base = docs.filter(
    (d) =>
      d.tenant_id === String(scope.tenantId) &&
      isListed(d, scope) &&
      inRanges(d) &&
      positive(d) &&
      matchesText(d, query.query),
  )
  const refined = (d: SearchDoc, except: string | null) =>
    Object.entries(query.refinements).every(
      ([attr, values]) =>
        attr === except || !values || values.length === 0 || valuesOf(d, attr).some((v) => values.includes(v)),
    )
  const facets: FacetCounts = {}
  for (const attr of FACET_ATTRIBUTES) {
    for (const d of base.filter((x) => refined(x, attr))) {
      for (const v of valuesOf(d, attr)) {
        const counts = (facets[attr] ??= {})
        counts[v] = (counts[v] ?? 0) + 1
      }
    }
  }
  const sorter = REFERENCE_SORTERS[query.sortBy]
  const preferred = scope.preferredLocations ?? []
  // SRP-39: under the default sort, the preferred locations' groups first (the domain's reference rule).
  const ordered = usesPreferredLocationSort(query.sortBy, preferred)
    ? (a: SearchDoc, b: SearchDoc) =>
        locationGroup(a.location_name, preferred) - locationGroup(b.location_name, preferred) || sorter(a, b)
    : sorter
  return { hits: base.filter((d) => refined(d, null)).sort(ordered), facets }
}

export interface ReferenceAnswer {
  /** Ids of the requested page, in order. */
  ids: string[]
  count: number
  pages: number
  facets: FacetCounts
}

/** What every engine must answer for one page of a search. */
export function referenceSearch(docs: SearchDoc[], scope: TenantScope, query: VehicleQuery): ReferenceAnswer {
  const { hits, facets } = referenceMatch(docs, scope, query)
  const start = (query.page - 1) * query.hitsPerPage
  return {
    ids: hits.slice(start, start + query.hitsPerPage).map((d) => d.id),
    count: hits.length,
    pages: Math.ceil(hits.length / query.hitsPerPage),
    facets,
  }
}
