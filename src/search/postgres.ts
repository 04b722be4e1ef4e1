/**
 * The postgres search engine: SearchDocs in the search_documents table (its own migration), queried with
 * parameterised SQL on the Payload adapter's pg pool. Identifiers in the SQL come from constants in this file and
 * ./columns; every value from a query or a scope is a $n parameter.
 *
 *   search(scope, { refinements: { make: ['Toyota'] }, ranges: { price: { max: 30000 } }, sortBy: 'price:asc', … })
 *     → hits   WHERE tenant ∧ listing rule ∧ ranges ∧ text ∧ every refinement, ORDER BY, LIMIT/OFFSET
 *     → facets per facet attribute the counts of its values over the rows that pass every refinement except that
 *              attribute's own (disjunctive faceting), plus the total count: from the tenant's in-memory facet
 *              index (./facetIndex) while it is current, else one statement — counted live in one pass (GROUPING
 *              SETS), or, for searches with no text, no range and at most one refined attribute, largely read from
 *              per-tenant pre-aggregated counts (the facet cube, see facetsSql).
 * Range filters apply to every facet (they are not disjunctive); only refinementList filters are.
 */
import { pgPoolOf } from '@/lib/db/pool'
import type { Payload, PayloadRequest } from 'payload'
import type { Pool, PoolClient } from 'pg'

import { normalisePreferredLocations, usesPreferredLocationSort } from '../domain/search/preferredLocations'
import { listingCriteria } from '../domain/search/stockFilter'
import { toSearchDoc, type VehicleRecord } from '../domain/search/toSearchDoc'
import {
  FACET_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  type FacetAttribute,
  type FacetCounts,
  RANGE_FIELD,
  type RangeAttribute,
  type RefinementAttribute,
  type SearchDoc,
  type SearchEngine,
  type SearchResult,
  type SortKey,
  type TenantScope,
  type VehicleQuery,
} from '../domain/search/types'
import { resolveSiteConfig, type SiteConfig, type TenantOverrides } from '../domain/siteConfig'

import { COLUMN_LIST, fromRow, toRow } from './columns'
import { isPlainWords, likePattern, prefixTsQuery } from './text'
import { FACET_INDEX_COLUMNS, FacetIndex, FacetIndexBuilder, type FacetIndexResult } from './facetIndex'

const TABLE = '"search_documents"'
/** Rows read per batch when building a facet index, and the least time between two lazy rebuilds of one tenant. */
const FACET_INDEX_BATCH = 2_500
const FACET_INDEX_REBUILD_MS = 5_000
/** Free text is tested row by row in sort order when the page should fill within about this many rows. */
const TEXT_FILTER_MAX_ROWS = 4_000
const UPSERT_BATCH = 500
const READ_PAGE = 500

/** How a refinement attribute is matched: a scalar column compared as text, or an array column (any value). */
const REFINE: Record<RefinementAttribute, { expr: string; array?: true }> = {
  badge: { expr: '"badge"' },
  status: { expr: '"status"' },
  car_type: { expr: '"car_type"' },
  categories: { expr: '"categories"', array: true },
  city: { expr: '"city"' },
  colour: { expr: '"colour"' },
  dealership_name: { expr: '"dealership_name"' },
  filtered_features: { expr: '"filtered_features"', array: true },
  item_type: { expr: '"item_type"' },
  location_name: { expr: '"location_name"' },
  make: { expr: '"make"' },
  make_model: { expr: '"make_model"' },
  model: { expr: '"model"' },
  price_range: { expr: '"price_range"' },
  body: { expr: '"body"' },
  drive: { expr: '"drive"' },
  fuel: { expr: '"fuel"' },
  transmission: { expr: '"transmission"' },
  state: { expr: '"state"' },
  tag: { expr: '"tag"' },
  weekly_price_range: { expr: '"weekly_price_range"' },
  // Booleans and numbers compare as text: 'true'/'false', '5'. A value of the wrong shape matches nothing.
  certified: { expr: '"certified"::text' },
  seats: { expr: '"seats"::text' },
}

/** The column a facet counts (numbers and booleans as text: year '2021', certified 'true'). */
const FACET: Record<FacetAttribute, { column: string; expr: string; array?: true }> = Object.fromEntries(
  FACET_ATTRIBUTES.map((a) => {
    const column = `"${a}"`
    if (a === 'year' || a === 'seats' || a === 'certified') return [a, { column, expr: `${column}::text` }]
    if (a === 'categories' || a === 'filtered_features') return [a, { column, expr: column, array: true }]
    return [a, { column, expr: column }]
  }),
) as Record<FacetAttribute, { column: string; expr: string; array?: true }>

/** Ties fall back to the default order, then id, so paging is stable. */
const ORDER_BY: Record<SortKey, string> = {
  'custom_rank:desc': '"custom_rank" DESC, "created_at_timestamp" DESC, "id"',
  'price:asc': '"list_price" ASC NULLS LAST, "custom_rank" DESC, "id"',
  'price:desc': '"list_price" DESC NULLS LAST, "custom_rank" DESC, "id"',
  'year:desc': '"year" DESC NULLS LAST, "custom_rank" DESC, "id"',
  'year:asc': '"year" ASC NULLS LAST, "custom_rank" DESC, "id"',
  'km:asc': '"km" ASC NULLS LAST, "custom_rank" DESC, "id"',
  'km:desc': '"km" DESC NULLS LAST, "custom_rank" DESC, "id"',
  'created_at:desc': '"created_at_timestamp" DESC, "id"',
}

/** Collects parameter values and hands back their typed placeholders. */
class Params {
  readonly values: unknown[] = []
  add(value: unknown, cast: string): string {
    this.values.push(value)
    return `$${this.values.length}::${cast}`
  }
}

/**
 * WHERE parts every row of a search must pass whatever the facet: tenant, listing rule, ranges, text, positive price.
 * `statuses: 'sold'` keeps only the listing rule's sold part (sold within the linger days): the facet cube holds
 * the unsold rows, and those are counted live beside it.
 */
function baseConditions(
  scope: TenantScope,
  query: VehicleQuery,
  p: Params,
  statuses: 'listed' | 'sold' = 'listed',
  textAsFilter = false,
): string[] {
  const c = listingCriteria(scope)
  const where = [`"tenant_id" = ${p.add(String(scope.tenantId), 'text')}`, '"show_on_dealer_website"']
  const status: string[] = []
  if (c.liveStatuses.length > 0 && statuses === 'listed')
    status.push(`"status" = ANY(${p.add(c.liveStatuses, 'text[]')})`)
  if (c.allowSold) status.push(`("status" = 'sold' AND "sold_at_timestamp" >= ${p.add(c.soldSince, 'bigint')})`)
  where.push(status.length > 0 ? `(${status.join(' OR ')})` : 'false')
  if (c.carTypes) where.push(`"car_type" = ANY(${p.add(c.carTypes, 'text[]')})`)
  if (c.itemTypes) where.push(`"item_type" = ANY(${p.add(c.itemTypes, 'text[]')})`)

  for (const [attr, range] of Object.entries(query.ranges) as [
    RangeAttribute,
    { min?: number; max?: number } | undefined,
  ][]) {
    const field = RANGE_FIELD[attr]
    if (!field || !range) continue
    const column = `"${field}"`
    if (typeof range.min === 'number' && Number.isFinite(range.min))
      where.push(`${column} >= ${p.add(range.min, 'numeric')}`)
    if (typeof range.max === 'number' && Number.isFinite(range.max))
      where.push(`${column} <= ${p.add(range.max, 'numeric')}`)
  }

  const text = query.query.trim()
  if (text !== '') {
    const alternatives: string[] = []
    const prefix = prefixTsQuery(text)
    // Plain words: the prefix query already finds every exact match, so web search syntax adds nothing (and a
    // second GIN lookup). Quotes, minus signs, 'or' and other punctuation keep it.
    if (!isPlainWords(text))
      alternatives.push(`"search_vector" @@ websearch_to_tsquery('simple', ${p.add(text, 'text')})`)
    if (prefix) alternatives.push(`"search_vector" @@ to_tsquery('simple', ${p.add(prefix, 'text')})`)
    alternatives.push(`"stocknum" ILIKE ${p.add(likePattern(text), 'text')}`)
    // As a filter: `IS TRUE` keeps the text indexes out of the plan, so the rows are read in the sort's own index
    // order and tested one by one (see hitsSql).
    where.push(textAsFilter ? `((${alternatives.join(' OR ')}) IS TRUE)` : `(${alternatives.join(' OR ')})`)
  }

  if (query.sortBy === 'price:asc' && scope.priceSortPositiveOnly) where.push('"list_price" > 0')
  return where
}

/**
 * The version of a tenant's documents (search_facet_state, bumped by every write) and, for text the index cannot
 * match itself (web search syntax), the ids of the base rows (listing rule, ranges, text, positive price): what the
 * in-memory facet index needs from Postgres.
 */
export function indexProbeSql(scope: TenantScope, query: VehicleQuery): BuiltSql {
  const p = new Params()
  const tenant = p.add(String(scope.tenantId), 'text')
  const version = `coalesce((SELECT "version" FROM ${FACET_STATE} WHERE "tenant_id" = ${tenant}), 0) AS "version"`
  if (FacetIndex.matchesTextItself(query.query)) return { text: `SELECT ${version}`, values: p.values }
  const where = baseConditions(scope, query, p)
  return { text: `SELECT ${version}, ARRAY(SELECT "id" FROM ${TABLE} WHERE ${and(where)}) AS "ids"`, values: p.values }
}

/** One boolean SQL expression per active refinement attribute. */
function refinementConditions(query: VehicleQuery, p: Params): Map<RefinementAttribute, string> {
  const out = new Map<RefinementAttribute, string>()
  for (const attr of REFINEMENT_ATTRIBUTES) {
    const values = query.refinements[attr]
    if (!values || values.length === 0) continue
    const spec = REFINE[attr]
    const list = p.add(values.map(String), 'text[]')
    out.set(attr, spec.array ? `${spec.expr} && ${list}` : `${spec.expr} = ANY(${list})`)
  }
  return out
}

const and = (parts: string[]) => (parts.length === 0 ? 'true' : parts.map((x) => `(${x})`).join(' AND '))

export interface BuiltSql {
  text: string
  values: unknown[]
}

/**
 * The hits statement. `textAsFilter`: test free text row by row while reading in sort order, instead of letting
 * the planner intersect the text indexes — the engine asks for it when it knows (from the facet index) that
 * matches are dense enough to fill the page after a few thousand rows; the GIN prefix scan over every tenant's
 * documents costs more than that.
 */
export function hitsSql(scope: TenantScope, query: VehicleQuery, opts: { textAsFilter?: boolean } = {}): BuiltSql {
  const p = new Params()
  const where = [
    ...baseConditions(scope, query, p, 'listed', opts.textAsFilter),
    ...refinementConditions(query, p).values(),
  ]
  let order = ORDER_BY[query.sortBy] ?? ORDER_BY['custom_rank:desc']
  const preferred = scope.preferredLocations ?? []
  // SRP-39: the preferred locations' cars first, in the configured order, then the rest; the default order inside.
  if (usesPreferredLocationSort(query.sortBy, preferred)) {
    order = `array_position(${p.add(normalisePreferredLocations(preferred), 'text[]')}, "location_name") ASC NULLS LAST, ${order}`
  }
  const limit = p.add(query.hitsPerPage, 'int')
  const offset = p.add((query.page - 1) * query.hitsPerPage, 'int')
  return {
    text: `SELECT ${COLUMN_LIST} FROM ${TABLE} WHERE ${and(where)} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    values: p.values,
  }
}

/** Scalar facets are counted with GROUPING SETS in one pass; array facets by unnesting. */
const SCALAR_FACETS = FACET_ATTRIBUTES.filter((a) => !FACET[a].array)
const ARRAY_FACETS = FACET_ATTRIBUTES.filter((a) => FACET[a].array)

/** The facet cube's split: what a scope can still filter on without a refinement (listing preset, positive price). */
const CUBE_DIMENSIONS = ['status', 'car_type', 'item_type'] as const satisfies readonly FacetAttribute[]
const CUBE_SCALARS = SCALAR_FACETS.filter((a) => !(CUBE_DIMENSIONS as readonly string[]).includes(a))
const FACET_STATE = '"search_facet_state"'
const FACET_COUNTS = '"search_facet_counts"'
const DAY_SECONDS = 86_400

/**
 * One pass of scalar facets over the rows of `base` that pass `where`: GROUP BY GROUPING SETS ((), (make), …) after
 * `keys` (the cube's dimensions, or none); Postgres fills every hash table in the same scan. Rows: a = the facet
 * attribute ('' for the () set: the total), v = its value as text, n = count(*).
 */
function groupingSetsSelect(attrs: readonly FacetAttribute[], where: string, keys: readonly string[] = []): string {
  if (attrs.length === 0)
    return `SELECT ${[...keys, `''::text AS a`, 'NULL::text AS v', 'count(*) AS n'].join(', ')} FROM base WHERE ${where}${keys.length > 0 ? ` GROUP BY ${keys.join(', ')}` : ''}`
  const label = `CASE ${attrs.map((a) => `WHEN GROUPING(${FACET[a].column}) = 0 THEN '${a}'`).join(' ')} ELSE '' END`
  const value = `COALESCE(${attrs.map((a) => FACET[a].expr).join(', ')})`
  const groupKeys = [...keys, `GROUPING SETS ((), ${attrs.map((a) => `(${FACET[a].column})`).join(', ')})`]
  return `SELECT ${[...keys, `${label} AS a`, `${value} AS v`, 'count(*) AS n'].join(', ')} FROM base WHERE ${where} GROUP BY ${groupKeys.join(', ')}`
}

/** The counts of one array facet's values over the rows of `base` that pass `where` (unnest in the select list). */
const arraySelect = (attr: FacetAttribute, where: string) =>
  `SELECT '${attr}'::text, v, count(*) FROM (SELECT unnest(${FACET[attr].column}) AS v FROM base WHERE ${where}) AS x GROUP BY v`

/**
 * Every facet and the total over `base`, disjunctively: the rows passing every refinement (`passAll`) feed one
 * GROUPING SETS pass for the attributes nobody refined, and the total; each refined attribute A is counted on its
 * own over the rows passing every refinement but A's (`passAllBut(A)`) — one hash table, not all of them, for the
 * rows that only A's facet can count.
 */
function facetSelects(
  refined: ReadonlySet<string>,
  passAll: string,
  passAllBut: (attr: FacetAttribute) => string,
): string[] {
  return [
    groupingSetsSelect(
      SCALAR_FACETS.filter((a) => !refined.has(a)),
      passAll,
    ),
    ...SCALAR_FACETS.filter((a) => refined.has(a)).map(
      (a) =>
        `SELECT '${a}'::text, ${FACET[a].expr}, count(*) FROM base WHERE ${passAllBut(a)} GROUP BY ${FACET[a].expr}`,
    ),
    ...ARRAY_FACETS.map((a) => arraySelect(a, refined.has(a) ? passAllBut(a) : passAll)),
  ]
}

const hasRange = (query: VehicleQuery) =>
  Object.values(query.ranges).some(
    (r) =>
      r &&
      ((typeof r.min === 'number' && Number.isFinite(r.min)) || (typeof r.max === 'number' && Number.isFinite(r.max))),
  )

export interface FacetsSql extends BuiltSql {
  /** Read from the facet cube: the answer has a row ('#built', null, 1) when the cube was current, else 0. */
  cube: boolean
}

/**
 * The count and every facet in one statement. Rows of the answer: (attr '', value null, n = total count) and
 * (attr, value, n) per facet value; rows of the same (attr, value) add up (a null value or n = 0 is dropped by the
 * caller). Two ways, one answer:
 *
 * live  base = the tenant's listed rows (ranges, text and positive price applied) with one boolean per active
 *       refinement (r0, r1, …); rows failing two or more refinements count nowhere, so they are left out. Then
 *       facetSelects: unrefined facets in ONE pass (GROUP BY GROUPING SETS ((), (car_type), (make), …)) over the
 *       rows passing every refinement; each refined attribute's facet over the rows passing every refinement but
 *       its own (disjunctive faceting). Array facets (categories, filtered_features): base × unnest(array).
 * cube  no text, no range and at most one refined attribute A (landing pages, every sort and page of them, one
 *       make…): the tenant's pre-aggregated counts (search_facet_counts, see buildFacetCube) summed over the splits
 *       the scope allows answer what the refinement does not narrow — everything without a refinement, only A's own
 *       facet with one — or everything when A is one of the cube's own splits (car type, status, item type: the
 *       /search/used-cars landing pages). Cars sold on the day the linger window opens (part of that day is
 *       outside it) are not in the cube's reach and are counted live, as are, with a refinement of another
 *       attribute, every facet but A over the rows matching it. Only used while search_facet_state says the counts
 *       are current (checked in the same statement, same snapshot).
 */
export function facetsSql(scope: TenantScope, query: VehicleQuery, opts: { cube?: boolean } = {}): FacetsSql {
  const p = new Params()
  const base = baseConditions(scope, query, p)
  const refinements = [...refinementConditions(query, p).entries()]
  const columns = [...new Set(FACET_ATTRIBUTES.map((a) => FACET[a].column))]
  const flag = (i: number) => `"r${i}"`
  const flags = refinements.map(([, sql], i) => `coalesce((${sql}), false) AS ${flag(i)}`)
  const cube = (opts.cube ?? true) && query.query.trim() === '' && !hasRange(query) && refinements.length <= 1

  if (!cube) {
    const others = (attr: string | null) => and(refinements.flatMap(([a], i) => (a === attr ? [] : [flag(i)])))
    if (refinements.length > 1) {
      // At least all but one refinement hold (a row failing two counts in no facet), written as an OR of ANDs so
      // the planner can combine the attributes' indexes (make OR body, not a scan of the tenant).
      base.push(
        refinements
          .map((_, skip) => and(refinements.flatMap(([, sql], i) => (i === skip ? [] : [sql]))))
          .map((x) => `(${x})`)
          .join(' OR '),
      )
    }
    const live = facetSelects(new Set(refinements.map(([a]) => a)), others(null), others)
    return {
      text: `WITH base AS MATERIALIZED (SELECT ${[...columns, ...flags].join(', ')} FROM ${TABLE} WHERE ${and(base)})\n${live.join('\nUNION ALL ')}`,
      values: p.values,
      cube: false,
    }
  }

  // Listed cars sold on the window's first day: the cube counts whole days after it.
  const c = listingCriteria(scope)
  const openingDay = Math.floor(c.soldSince / DAY_SECONDS)
  const boundary = `("status" = 'sold' AND "sold_at_timestamp" >= ${p.add(c.soldSince, 'bigint')} AND "sold_at_timestamp" < ${p.add((openingDay + 1) * DAY_SECONDS, 'bigint')})`
  const own = refinements[0]?.[0] ?? null
  // A refinement of a cube dimension (car type, status, item type: /search/used-cars) is a split of the cube too.
  const ownDimension = own !== null && (CUBE_DIMENSIONS as readonly string[]).includes(own)
  base.push(own === null || ownDimension ? boundary : `(${refinements[0]![1]} OR ${boundary})`)
  const live = facetSelects(new Set(own === null ? [] : [own]), own === null ? 'true' : '"r0"', () => '"b"')

  const tenant = p.add(String(scope.tenantId), 'text')
  // sold_day is null exactly for unsold rows; both arms can use the (tenant_id, sold_day) index.
  const statuses = [`("sold_day" IS NULL AND "status" = ANY(${p.add(c.liveStatuses, 'text[]')}))`]
  if (c.allowSold) statuses.push(`"sold_day" > ${p.add(openingDay, 'bigint')}`)
  const split = [`(${statuses.join(' OR ')})`]
  if (c.carTypes) split.push(`"car_type" = ANY(${p.add(c.carTypes, 'text[]')})`)
  if (c.itemTypes) split.push(`"item_type" = ANY(${p.add(c.itemTypes, 'text[]')})`)
  if (query.sortBy === 'price:asc' && scope.priceSortPositiveOnly) split.push('"priced"')
  const state = `state AS (SELECT 1 FROM ${FACET_STATE} WHERE "tenant_id" = ${tenant} AND "built_version" = "version")`
  const counts = `cube AS (SELECT "a", "v", "n", "status", "car_type", "item_type" FROM ${FACET_COUNTS} WHERE "tenant_id" = ${tenant} AND EXISTS (SELECT 1 FROM state) AND ${and(split)})`
  const dimension = (d: string, where = 'true') =>
    `SELECT '${d}'::text, "${d}", sum("n")::bigint FROM cube WHERE "a" = '' AND ${where} GROUP BY "${d}"`
  const inOwn = ownDimension
    ? `"${own}" = ANY(${p.add((query.refinements[own!] ?? []).map(String), 'text[]')})`
    : 'true'
  const fromCube =
    own === null || ownDimension
      ? [
          `SELECT "a", "v", sum("n")::bigint FROM cube WHERE "a" <> '' AND ${inOwn} GROUP BY "a", "v"`,
          `SELECT ''::text, NULL::text, sum("n")::bigint FROM cube WHERE "a" = '' AND ${inOwn}`,
          ...CUBE_DIMENSIONS.map((d) => dimension(d, d === own ? 'true' : inOwn)),
        ]
      : [`SELECT "a", "v", sum("n")::bigint FROM cube WHERE "a" = '${own}' GROUP BY "a", "v"`]
  const baseCte = `base AS MATERIALIZED (SELECT ${[...columns, ...flags, `coalesce(${boundary}, false) AS "b"`].join(', ')} FROM ${TABLE} WHERE ${and(base)})`
  return {
    text: `WITH ${state}, ${counts}, ${baseCte}\n${[...live, ...fromCube, `SELECT '#built'::text, NULL::text, count(*) FROM state`].join('\nUNION ALL ')}`,
    values: p.values,
    cube: true,
  }
}

/**
 * The statement that rebuilds one tenant's facet cube (parameter $1 = tenant id): the counts of every facet value
 * over the tenant's shown documents that a listing can include (unsold, or sold with a sold date), split by status,
 * car type, item type, positive price and the day sold (Unix days, null when unsold); rows with a = '' hold each
 * split's total. Then marks them built at the version read in the same snapshot — unless a write has bumped it
 * since, in which case they stay unused.
 */
export const BUILD_FACET_CUBE_SQL = (() => {
  const keys = [...CUBE_DIMENSIONS.map((d) => `"${d}"`), '"priced"', '"sold_day"']
  const columns = [
    ...new Set([...CUBE_DIMENSIONS.map((d) => `"${d}"`), ...FACET_ATTRIBUTES.map((a) => FACET[a].column)]),
  ]
  const scalar = groupingSetsSelect(CUBE_SCALARS, 'true', keys)
  const arrays = ARRAY_FACETS.map(
    (a) =>
      `SELECT ${keys.join(', ')}, '${a}'::text, v, count(*) FROM base CROSS JOIN LATERAL unnest(${FACET[a].column}) AS v GROUP BY ${keys.join(', ')}, v`,
  )
  return `WITH cur AS (SELECT coalesce((SELECT "version" FROM ${FACET_STATE} WHERE "tenant_id" = $1::text), 0) AS "version"),
  base AS MATERIALIZED (
    SELECT ${columns.join(', ')}, coalesce("list_price" > 0, false) AS "priced",
      CASE WHEN "status" = 'sold' THEN floor("sold_at_timestamp" / ${DAY_SECONDS}.0)::bigint END AS "sold_day"
    FROM ${TABLE}
    WHERE "tenant_id" = $1::text AND "show_on_dealer_website" AND ("status" <> 'sold' OR "sold_at_timestamp" IS NOT NULL)),
  cleared AS (DELETE FROM ${FACET_COUNTS} WHERE "tenant_id" = $1::text),
  counted AS (
    INSERT INTO ${FACET_COUNTS} ("tenant_id", ${keys.join(', ')}, "a", "v", "n")
    SELECT $1::text, ${keys.join(', ')}, "a", "v", "n" FROM (${[scalar, ...arrays].join('\n    UNION ALL ')}) AS g
    WHERE "a" = '' OR "v" IS NOT NULL)
  INSERT INTO ${FACET_STATE} ("tenant_id", "version", "built_version") SELECT $1::text, "version", "version" FROM cur
  ON CONFLICT ("tenant_id") DO UPDATE SET "built_version" = EXCLUDED."built_version" WHERE ${FACET_STATE}."version" = EXCLUDED."version"`
})()

type Queryable = Pick<Pool, 'query'> | PoolClient

export interface PostgresSearchEngineOptions {
  /** Called with the tenant ids whose documents changed (the result cache drops their entries). */
  onTenantsChanged?: (tenantIds: string[]) => void
  /** Answer unrefined searches from the pre-aggregated facet counts (default true; false counts every search live). */
  facetCube?: boolean
  /**
   * Count facets in memory (./facetIndex) while a tenant's index is current. 'lazy' (default): a missing or stale
   * index is rebuilt in the background and this search is counted in SQL; 'sync': the search waits for the rebuild
   * (tests); 'off': always SQL.
   */
  facetIndex?: 'lazy' | 'sync' | 'off'
  /** Upper bound of the memory the facet indexes of all tenants may hold (bytes; default 256 MiB). */
  facetIndexMaxBytes?: number
}

export interface ReindexOptions {
  /** Read vehicles and tenants inside this request's transaction (hooks: the change is not committed yet). */
  req?: PayloadRequest
}

function tenantRef(doc: { tenant?: unknown }): string | null {
  const t = doc.tenant
  if (t && typeof t === 'object' && 'id' in t) return String((t as { id: unknown }).id)
  return typeof t === 'number' || typeof t === 'string' ? String(t) : null
}

/** A tenant's SiteConfig (template defaults + its overrides), read through the Local API. */
export async function siteConfigFor(
  payload: Payload,
  tenantId: string | number,
  req?: PayloadRequest,
): Promise<SiteConfig | null> {
  const found = await payload.find({
    collection: 'tenants',
    where: { id: { equals: tenantId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const doc = found.docs[0]
  return doc ? resolveSiteConfig(doc as unknown as TenantOverrides) : null
}

export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres' as const

  constructor(
    private readonly payload: Payload,
    private readonly options: PostgresSearchEngineOptions = {},
  ) {}

  private get pool(): Pool {
    return pgPoolOf(this.payload)
  }

  private changed(tenantIds: Iterable<string>): void {
    const ids = [...new Set(tenantIds)]
    if (ids.length > 0) this.options.onTenantsChanged?.(ids)
  }

  /**
   * Rebuild one tenant's facet cube unless it is current. Builders of one tenant queue on an advisory lock, so the
   * second finds the first's work and stops.
   */
  async buildFacetCube(tenantId: string): Promise<void> {
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('search_facet_counts'), hashtext($1::text))`, [
        tenantId,
      ])
      const current = await client.query(
        `SELECT 1 FROM ${FACET_STATE} WHERE "tenant_id" = $1::text AND "built_version" = "version"`,
        [tenantId],
      )
      if (current.rowCount === 0) await client.query(BUILD_FACET_CUBE_SQL, [tenantId])
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  private async facetRows(
    scope: TenantScope,
    query: VehicleQuery,
  ): Promise<{ a: string; v: string | null; n: string | number }[]> {
    const facets = facetsSql(scope, query, { cube: this.options.facetCube })
    type Row = { a: string; v: string | null; n: string | number }
    const first = await this.pool.query<Row>(facets.text, facets.values)
    if (!facets.cube || first.rows.some((r) => r.a === '#built' && Number(r.n) > 0)) return first.rows
    // The cube was stale (a write since it was built) or never built: build it, then ask again. Should a write
    // land in between, count live rather than wait for the next build.
    await this.buildFacetCube(String(scope.tenantId))
    const again = await this.pool.query<Row>(facets.text, facets.values)
    if (again.rows.some((r) => r.a === '#built' && Number(r.n) > 0)) return again.rows
    const live = facetsSql(scope, query, { cube: false })
    return (await this.pool.query<Row>(live.text, live.values)).rows
  }

  /** The facet indexes held, least recently used first, and the builds under way (one per tenant). */
  private readonly indexes = new Map<string, FacetIndex>()
  private readonly building = new Map<string, Promise<FacetIndex>>()

  /** When each tenant's last index build started (lazy rebuilds of one tenant are at least FACET_INDEX_REBUILD_MS apart). */
  private readonly builtAt = new Map<string, number>()

  /**
   * Read one tenant's rows and version in one snapshot into a FacetIndex, and keep it (within the memory bound).
   * Rows come in keyset batches with a turn of the event loop between them, so a big tenant's build does not hold
   * up other requests for its whole duration.
   */
  private loadFacetIndex(tenantId: string): Promise<FacetIndex> {
    const running = this.building.get(tenantId)
    if (running) return running
    this.builtAt.set(tenantId, Date.now())
    const build = (async () => {
      const client = await this.pool.connect()
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
        const v = await client.query<{ version: string }>(
          `SELECT coalesce((SELECT "version" FROM ${FACET_STATE} WHERE "tenant_id" = $1::text), 0) AS "version"`,
          [tenantId],
        )
        const builder = new FacetIndexBuilder()
        let after: string | null = null
        for (;;) {
          const batch: { rows: Record<string, unknown>[] } = await client.query(
            `SELECT ${FACET_INDEX_COLUMNS} FROM ${TABLE} WHERE "tenant_id" = $1::text AND ($2::text IS NULL OR "id" > $2::text) ORDER BY "id" LIMIT ${FACET_INDEX_BATCH}`,
            [tenantId, after],
          )
          for (const row of batch.rows) builder.add(row)
          if (batch.rows.length < FACET_INDEX_BATCH) break
          after = String(batch.rows[batch.rows.length - 1]!.id)
          await new Promise<void>((resolve) => setImmediate(resolve))
        }
        await client.query('COMMIT')
        const index = builder.finish(Number(v.rows[0]?.version ?? 0))
        this.keepFacetIndex(tenantId, index)
        return index
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    })().finally(() => this.building.delete(tenantId))
    this.building.set(tenantId, build)
    return build
  }

  private keepFacetIndex(tenantId: string, index: FacetIndex): void {
    this.indexes.delete(tenantId)
    this.indexes.set(tenantId, index)
    const limit = this.options.facetIndexMaxBytes ?? 256 * 1024 * 1024
    let bytes = [...this.indexes.values()].reduce((sum, x) => sum + x.bytes, 0)
    for (const [id, held] of this.indexes) {
      if (bytes <= limit || id === tenantId) break
      this.indexes.delete(id)
      bytes -= held.bytes
    }
  }

  /** The count and facets from the tenant's in-memory index, or null when it is not current (see facetIndex). */
  private async countFromIndex(scope: TenantScope, query: VehicleQuery): Promise<FacetIndexResult | null> {
    const mode = this.options.facetIndex ?? 'lazy'
    if (mode === 'off') return null
    const tenantId = String(scope.tenantId)
    const probe = indexProbeSql(scope, query)
    const { rows } = await this.pool.query<{ version: string; ids?: string[] }>(probe.text, probe.values)
    const version = Number(rows[0]?.version ?? 0)
    let index = this.indexes.get(tenantId)
    if (!index || index.version !== version) {
      if (mode === 'lazy') {
        // A tenant being written to (an import) is counted in SQL until the writes settle, not rebuilt each time.
        const last = this.builtAt.get(tenantId) ?? 0
        if (index && Date.now() - last < FACET_INDEX_REBUILD_MS) return null
        this.loadFacetIndex(tenantId).catch((error) =>
          console.error('facet index build failed', (error as Error)?.message ?? error),
        )
        return null
      }
      const build = this.loadFacetIndex(tenantId)
      index = await build
      // Written again while it was read: this search counts in SQL.
      if (index.version !== version) return null
    } else {
      this.indexes.delete(tenantId)
      this.indexes.set(tenantId, index)
    }
    return index.count(scope, query, rows[0]?.ids ?? null)
  }

  /** The count and facets in SQL: the facet cube where it applies, else counted live (facetsSql). */
  private async countInSql(scope: TenantScope, query: VehicleQuery): Promise<FacetIndexResult> {
    let count = 0
    const counts: FacetCounts = {}
    for (const row of await this.facetRows(scope, query)) {
      const n = Number(row.n)
      if (row.a === '') count += n
      else if (row.a !== '#built' && row.v !== null && n > 0) {
        const values = (counts[row.a as FacetAttribute] ??= {}) as Record<string, number>
        values[row.v] = (values[row.v] ?? 0) + n
      }
    }
    return { count, facets: counts }
  }

  async search(scope: TenantScope, query: VehicleQuery): Promise<SearchResult> {
    const started = performance.now()
    let hitRows: { rows: Record<string, unknown>[] }
    let counted: FacetIndexResult
    if (query.query.trim() !== '' && FacetIndex.matchesTextItself(query.query)) {
      // Free text: count first, then choose how the hits are read (see hitsSql).
      const fromIndex = await this.countFromIndex(scope, query)
      const size = this.indexes.get(String(scope.tenantId))?.size ?? 0
      const scanned =
        fromIndex && fromIndex.count > 0 ? (query.page * query.hitsPerPage * size) / fromIndex.count : Infinity
      const hits = hitsSql(scope, query, { textAsFilter: scanned <= TEXT_FILTER_MAX_ROWS })
      ;[hitRows, counted] = await Promise.all([
        this.pool.query<Record<string, unknown>>(hits.text, hits.values),
        fromIndex ?? this.countInSql(scope, query),
      ])
    } else {
      const hits = hitsSql(scope, query)
      ;[hitRows, counted] = await Promise.all([
        this.pool.query<Record<string, unknown>>(hits.text, hits.values),
        this.countFromIndex(scope, query).then((r) => r ?? this.countInSql(scope, query)),
      ])
    }
    const { count, facets } = counted
    return {
      hits: hitRows.rows.map(fromRow),
      count,
      facets,
      pages: Math.ceil(count / query.hitsPerPage),
      page: query.page,
      hitsPerPage: query.hitsPerPage,
      ms: Math.round((performance.now() - started) * 10) / 10,
    }
  }

  multiSearch(scope: TenantScope, queries: VehicleQuery[]): Promise<SearchResult[]> {
    return Promise.all(queries.map((q) => this.search(scope, q)))
  }

  private async insert(db: Queryable, docs: SearchDoc[]): Promise<void> {
    // Last write wins within one call: ON CONFLICT cannot touch the same row twice in one statement.
    const unique = [...new Map(docs.map((d) => [String(d.id), d])).values()]
    for (let i = 0; i < unique.length; i += UPSERT_BATCH) {
      const rows = unique.slice(i, i + UPSERT_BATCH).map(toRow)
      const updates = COLUMN_LIST.split(', ')
        .filter((c) => c !== '"id"')
        .map((c) => `${c} = EXCLUDED.${c}`)
        .join(', ')
      await db.query(
        `INSERT INTO ${TABLE} (${COLUMN_LIST}) SELECT ${COLUMN_LIST} FROM json_populate_recordset(NULL::${TABLE}, $1::json)
         ON CONFLICT ("id") DO UPDATE SET ${updates}`,
        [JSON.stringify(rows)],
      )
    }
  }

  async upsert(docs: SearchDoc[]): Promise<void> {
    if (docs.length === 0) return
    // A document that moved tenant leaves its old tenant's cached results stale too.
    const ids = docs.map((d) => String(d.id))
    const before = await this.pool.query<{ tenant_id: string }>(
      `SELECT DISTINCT "tenant_id" FROM ${TABLE} WHERE "id" = ANY($1::text[])`,
      [ids],
    )
    await this.insert(this.pool, docs)
    this.changed([...before.rows.map((r) => r.tenant_id), ...docs.map((d) => String(d.tenant_id))])
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return
    const res = await this.pool.query<{ tenant_id: string }>(
      `DELETE FROM ${TABLE} WHERE "id" = ANY($1::text[]) RETURNING "tenant_id"`,
      [ids.map(String)],
    )
    this.changed(res.rows.map((r) => r.tenant_id))
  }

  /** Every vehicle of one tenant as SearchDocs (Local API, depth 0, pages of 500). */
  async buildDocs(tenantId: string, cfg: SiteConfig, req?: PayloadRequest): Promise<SearchDoc[]> {
    const docs: SearchDoc[] = []
    for (let page = 1; ; page++) {
      const found = await this.payload.find({
        collection: 'vehicles',
        where: { tenant: { equals: tenantId } },
        depth: 0,
        limit: READ_PAGE,
        page,
        sort: 'id',
        overrideAccess: true,
        req,
      })
      for (const v of found.docs) docs.push(toSearchDoc(v as unknown as VehicleRecord, cfg))
      if (!found.hasNextPage) break
    }
    return docs
  }

  /** Replace one tenant's documents in one transaction. */
  private async replaceTenant(tenantId: string, docs: SearchDoc[]): Promise<void> {
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query(`DELETE FROM ${TABLE} WHERE "tenant_id" = $1::text`, [tenantId])
      await this.insert(client, docs)
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  async reindex(tenantId?: string, opts: ReindexOptions = {}): Promise<{ indexed: number }> {
    const { req } = opts
    const tenants =
      tenantId !== undefined
        ? [String(tenantId)]
        : (
            await this.payload.find({
              collection: 'tenants',
              depth: 0,
              limit: 0,
              pagination: false,
              overrideAccess: true,
              req,
            })
          ).docs.map((t) => String(t.id))
    let indexed = 0
    const touched: string[] = []
    for (const id of tenants) {
      const cfg = await siteConfigFor(this.payload, id, req)
      const docs = cfg ? await this.buildDocs(id, cfg, req) : []
      await this.replaceTenant(id, docs)
      indexed += docs.length
      touched.push(id)
    }
    if (tenantId === undefined) {
      // Documents of tenants that no longer exist.
      const gone = await this.pool.query<{ tenant_id: string }>(
        `DELETE FROM ${TABLE} WHERE NOT ("tenant_id" = ANY($1::text[])) RETURNING "tenant_id"`,
        [tenants],
      )
      touched.push(...gone.rows.map((r) => r.tenant_id))
    }
    this.changed(touched)
    return { indexed }
  }

  /** The search document of one vehicle with its tenant's config (null when it has no tenant or the tenant is gone). */
  async docFor(vehicle: VehicleRecord, req?: PayloadRequest): Promise<SearchDoc | null> {
    const tenantId = tenantRef(vehicle)
    if (tenantId === null) return null
    const cfg = await siteConfigFor(this.payload, tenantId, req)
    return cfg ? toSearchDoc(vehicle, cfg) : null
  }
}
