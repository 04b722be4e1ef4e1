/**
 * The postgres engine's SQL, as pure builders: (scope, query, …) → { text, values }. No pool, no Payload; the engine
 * (./engine) runs them. Identifiers come from constants here and ../columns; every value from a query, a scope or a
 * document is a $n parameter.
 *
 *   hitsSql(scope, { refinements: { make: ['Toyota'] }, ranges: { price: { max: 30000 } }, sortBy: 'price:asc', … })
 *     → WHERE tenant ∧ listing rule ∧ ranges ∧ text ∧ positive price? ∧ every refinement, ORDER BY, LIMIT/OFFSET
 *   facetsSql(scope, query)
 *     → per facet attribute the counts of its values over the rows that pass every refinement except that
 *       attribute's own (disjunctive faceting), plus the total count: counted live in one pass (GROUPING SETS), or,
 *       for searches with no text, no range and at most one refined attribute, largely read from per-tenant
 *       pre-aggregated counts (the facet cube, see facetsSql).
 *   indexProbeSql(scope, query)   what the in-memory facet index (./facetIndex) needs from Postgres per search
 *   changedSinceSql(scope, query, since, limit)   the matches listed or dropped in price since a moment (alerts)
 * Range filters apply to every facet (they are not disjunctive); only refinementList filters are. What the
 * attributes hold, which filters are active and the sort orders are the domain's (src/domain/search/attributes,
 * filters, sort), shared with the Typesense mapping and the facet index.
 */
import { isArrayAttribute, valueKind } from '../../domain/search/attributes'
import { activeRanges, activeRefinements, positivePriceOnly } from '../../domain/search/filters'
import { normalisePreferredLocations, usesPreferredLocationSort } from '../../domain/search/preferredLocations'
import { SORT_ORDER } from '../../domain/search/sort'
import { listingCriteria } from '../../domain/search/stockFilter'
import {
  DEFAULT_SORT,
  FACET_ATTRIBUTES,
  PRICE_FIELD,
  type FacetAttribute,
  type RefinementAttribute,
  type SearchDoc,
  type SortKey,
  type TenantScope,
  type VehicleQuery,
} from '../../domain/search/types'
import { COLUMN_NAMES, COLUMN_LIST, READ_LIST, toRow } from '../columns'

import { ARRAY_SEPARATOR, FACET_INDEX_FIELDS, FacetIndex } from './facetIndex'
import { isPlainWords, likePattern, prefixTsQuery } from './text'

export const TABLE = '"search_documents"'
const FACET_STATE = '"search_facet_state"'
const CHANGES = '"search_document_changes"'
const FACET_COUNTS = '"search_facet_counts"'
const DAY_SECONDS = 86_400

export interface BuiltSql {
  text: string
  values: unknown[]
}

/** Collects parameter values and hands back their typed placeholders. */
class Params {
  readonly values: unknown[] = []
  add(value: unknown, cast: string): string {
    this.values.push(value)
    return `$${this.values.length}::${cast}`
  }
}

const and = (parts: string[]) => (parts.length === 0 ? 'true' : parts.map((x) => `(${x})`).join(' AND '))

/**
 * An attribute's column, and the expression its values compare and count by: numbers and booleans as text (year
 * '2021', certified 'true'); `array` for text[] columns (a refinement matches any element, a facet counts each).
 */
function attributeSql(attr: FacetAttribute | RefinementAttribute): { column: string; expr: string; array: boolean } {
  const column = `"${attr}"`
  const kind = valueKind(attr)
  return { column, expr: kind === 'number' || kind === 'boolean' ? `${column}::text` : column, array: kind === 'array' }
}
const FACET = Object.fromEntries(FACET_ATTRIBUTES.map((a) => [a, attributeSql(a)])) as Record<
  FacetAttribute,
  ReturnType<typeof attributeSql>
>

/** src/domain/search/sort in SQL: '"price" ASC NULLS LAST, "custom_rank" DESC, "id"'. */
export const ORDER_BY = Object.fromEntries(
  Object.entries(SORT_ORDER).map(([key, terms]) => [
    key,
    [...terms.map((t) => `"${t.field}" ${t.direction.toUpperCase()}${t.nullsLast ? ' NULLS LAST' : ''}`), '"id"'].join(
      ', ',
    ),
  ]),
) as Record<SortKey, string>

/**
 * WHERE parts every row of a search must pass whatever the facet: tenant, listing rule, ranges, text, positive price.
 * `textAsFilter`: see hitsSql.
 */
function baseConditions(scope: TenantScope, query: VehicleQuery, p: Params, textAsFilter = false): string[] {
  const c = listingCriteria(scope)
  const where = [`"tenant_id" = ${p.add(String(scope.tenantId), 'text')}`, '"show_on_dealer_website"']
  const status: string[] = []
  if (c.liveStatuses.length > 0) status.push(`"status" = ANY(${p.add(c.liveStatuses, 'text[]')})`)
  if (c.allowSold) status.push(`("status" = 'sold' AND "sold_at_timestamp" >= ${p.add(c.soldSince, 'bigint')})`)
  where.push(status.length > 0 ? `(${status.join(' OR ')})` : 'false')
  if (c.carTypes) where.push(`"car_type" = ANY(${p.add(c.carTypes, 'text[]')})`)
  if (c.itemTypes) where.push(`"item_type" = ANY(${p.add(c.itemTypes, 'text[]')})`)

  for (const { field, min, max } of activeRanges(query)) {
    if (min !== null) where.push(`"${field}" >= ${p.add(min, 'numeric')}`)
    if (max !== null) where.push(`"${field}" <= ${p.add(max, 'numeric')}`)
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

  if (positivePriceOnly(scope, query)) where.push(`"${PRICE_FIELD}" > 0`)
  return where
}

/** One boolean SQL expression per active refinement attribute (in REFINEMENT_ATTRIBUTES order). */
function refinementConditions(query: VehicleQuery, p: Params): [RefinementAttribute, string][] {
  return activeRefinements(query).map(([attr, values]) => {
    const { expr, array } = attributeSql(attr)
    const list = p.add(values, 'text[]')
    return [attr, array ? `${expr} && ${list}` : `${expr} = ANY(${list})`]
  })
}

/** The tenant's documents version (search_facet_state, bumped by every write to them in any process), 0 when none. */
const versionOf = (tenant: string) =>
  `coalesce((SELECT "version" FROM ${FACET_STATE} WHERE "tenant_id" = ${tenant}), 0) AS "version"`

/**
 * The version of a tenant's documents and, for text the index cannot match itself (web search syntax), the ids of
 * the base rows (listing rule, ranges, text, positive price): what the in-memory facet index needs from Postgres.
 */
export function indexProbeSql(scope: TenantScope, query: VehicleQuery): BuiltSql {
  const p = new Params()
  const version = versionOf(p.add(String(scope.tenantId), 'text'))
  if (FacetIndex.matchesTextItself(query.query)) return { text: `SELECT ${version}`, values: p.values }
  const where = baseConditions(scope, query, p)
  return { text: `SELECT ${version}, ARRAY(SELECT "id" FROM ${TABLE} WHERE ${and(where)}) AS "ids"`, values: p.values }
}

/** From this many rows skipped, the hits statement pages over ids first (see hitsSql). */
export const DEFERRED_PAGE_OFFSET = 200

/**
 * The hits statement. `textAsFilter`: test free text row by row while reading in sort order, instead of letting
 * the planner intersect the text indexes — the engine asks for it when it knows (from the facet index) that
 * matches are dense enough to fill the page after a few thousand rows; the GIN prefix scan over every tenant's
 * documents costs more than that. `deferredFrom`: the rows skipped from which the page is read ids first (default
 * DEFERRED_PAGE_OFFSET).
 */
export function hitsSql(
  scope: TenantScope,
  query: VehicleQuery,
  opts: { textAsFilter?: boolean; deferredFrom?: number } = {},
): BuiltSql {
  const p = new Params()
  const where = [
    ...baseConditions(scope, query, p, opts.textAsFilter),
    ...refinementConditions(query, p).map(([, sql]) => sql),
  ]
  let order = ORDER_BY[query.sortBy] ?? ORDER_BY[DEFAULT_SORT]
  const preferred = scope.preferredLocations ?? []
  // SRP-39: the preferred locations' cars first, in the configured order, then the rest; the default order inside.
  if (usesPreferredLocationSort(query.sortBy, preferred)) {
    order = `array_position(${p.add(normalisePreferredLocations(preferred), 'text[]')}, "location_name") ASC NULLS LAST, ${order}`
  }
  const skipped = (query.page - 1) * query.hitsPerPage
  const limit = p.add(query.hitsPerPage, 'int')
  const offset = p.add(skipped, 'int')
  if (skipped >= (opts.deferredFrom ?? DEFERRED_PAGE_OFFSET)) {
    // A deep page: the rows skipped are read as ids only (from the covering rank index without the table, for
    // the default order), then the page's own rows are read whole: not thousands of wide rows through the sort.
    return {
      text: `SELECT ${READ_LIST} FROM ${TABLE} JOIN (SELECT "id" FROM ${TABLE} WHERE ${and(where)} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) AS "page" USING ("id") ORDER BY ${order}`,
      values: p.values,
    }
  }
  return {
    text: `SELECT ${READ_LIST} FROM ${TABLE} WHERE ${and(where)} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    values: p.values,
  }
}

/**
 * The matches of a query (its filters and words, not its sort or page) listed or dropped in price at or after
 * `since` (epoch seconds), not sold, newest listing first, each row with the number of them all (`changed_total`):
 * the alert job's read (SearchEngine.changedSince). Free text is tested row by row: the rows changed since are
 * few, the text indexes hold the whole platform.
 */
export function changedSinceSql(scope: TenantScope, query: VehicleQuery, since: number, limit: number): BuiltSql {
  const p = new Params()
  const where = [
    ...baseConditions(scope, query, p, true),
    ...refinementConditions(query, p).map(([, sql]) => sql),
    `"status" <> 'sold'`,
  ]
  const at = p.add(Math.floor(since), 'bigint')
  where.push(`"created_at_timestamp" >= ${at} OR "price_dropped_at" >= ${at}`)
  return {
    text: `SELECT ${READ_LIST}, count(*) OVER () AS "changed_total" FROM ${TABLE} WHERE ${and(where)} ORDER BY "created_at_timestamp" DESC, "id" LIMIT ${p.add(limit, 'int')}`,
    values: p.values,
  }
}

/** Scalar facets are counted with GROUPING SETS in one pass; array facets by unnesting. */
const SCALAR_FACETS = FACET_ATTRIBUTES.filter((a) => !isArrayAttribute(a))
const ARRAY_FACETS = FACET_ATTRIBUTES.filter((a) => isArrayAttribute(a))

/** The facet cube's split: what a scope can still filter on without a refinement (listing preset, positive price). */
const CUBE_DIMENSIONS = ['status', 'car_type', 'item_type'] as const satisfies readonly FacetAttribute[]
const isCubeDimension = (attr: string | null) => (CUBE_DIMENSIONS as readonly (string | null)[]).includes(attr)
const CUBE_SCALARS = SCALAR_FACETS.filter((a) => !isCubeDimension(a))

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

export interface FacetsSql extends BuiltSql {
  /** Read from the facet cube: the answer has a row ('#built', null, 1) when the cube was current, else 0. */
  cube: boolean
}

/** A row of facetsSql's answer (pg returns count(*) as a string). */
export interface FacetRow {
  a: string
  v: string | null
  n: string | number
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
 *       make…): the tenant's pre-aggregated counts (search_facet_counts, see buildFacetCubeSql) summed over the
 *       splits the scope allows answer what the refinement does not narrow — everything without a refinement, only
 *       A's own facet with one — or everything when A is one of the cube's own splits (car type, status, item type:
 *       the /search/used-cars landing pages). Cars sold on the day the linger window opens (part of that day is
 *       outside it) are not in the cube's reach and are counted live, as are, with a refinement of another
 *       attribute, every facet but A over the rows matching it. Only used while search_facet_state says the counts
 *       are current (checked in the same statement, same snapshot).
 */
export function facetsSql(scope: TenantScope, query: VehicleQuery, opts: { cube?: boolean } = {}): FacetsSql {
  const p = new Params()
  const base = baseConditions(scope, query, p)
  const refinements = refinementConditions(query, p)
  const columns = [...new Set(FACET_ATTRIBUTES.map((a) => FACET[a].column))]
  const flag = (i: number) => `"r${i}"`
  const flags = refinements.map(([, sql], i) => `coalesce((${sql}), false) AS ${flag(i)}`)
  const cube =
    (opts.cube ?? true) && query.query.trim() === '' && activeRanges(query).length === 0 && refinements.length <= 1

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
  const [own, ownValues] = refinements.length > 0 ? activeRefinements(query)[0]! : [null, []]
  // A refinement of a cube dimension (car type, status, item type: /search/used-cars) is a split of the cube too.
  const ownDimension = isCubeDimension(own)
  base.push(own === null || ownDimension ? boundary : `(${refinements[0]![1]} OR ${boundary})`)
  const live = facetSelects(new Set(own === null ? [] : [own]), own === null ? 'true' : '"r0"', () => '"b"')

  const tenant = p.add(String(scope.tenantId), 'text')
  // sold_day is null exactly for unsold rows; both arms can use the (tenant_id, sold_day) index.
  const statuses = [`("sold_day" IS NULL AND "status" = ANY(${p.add(c.liveStatuses, 'text[]')}))`]
  if (c.allowSold) statuses.push(`"sold_day" > ${p.add(openingDay, 'bigint')}`)
  const split = [`(${statuses.join(' OR ')})`]
  if (c.carTypes) split.push(`"car_type" = ANY(${p.add(c.carTypes, 'text[]')})`)
  if (c.itemTypes) split.push(`"item_type" = ANY(${p.add(c.itemTypes, 'text[]')})`)
  if (positivePriceOnly(scope, query)) split.push('"priced"')
  const state = `state AS (SELECT 1 FROM ${FACET_STATE} WHERE "tenant_id" = ${tenant} AND "built_version" = "version")`
  const counts = `cube AS (SELECT "a", "v", "n", "status", "car_type", "item_type" FROM ${FACET_COUNTS} WHERE "tenant_id" = ${tenant} AND EXISTS (SELECT 1 FROM state) AND ${and(split)})`
  const dimension = (d: string, where = 'true') =>
    `SELECT '${d}'::text, "${d}", sum("n")::bigint FROM cube WHERE "a" = '' AND ${where} GROUP BY "${d}"`
  const inOwn = ownDimension ? `"${own}" = ANY(${p.add(ownValues, 'text[]')})` : 'true'
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
  return `WITH cur AS (SELECT ${versionOf('$1::text')}),
  base AS MATERIALIZED (
    SELECT ${columns.join(', ')}, coalesce("${PRICE_FIELD}" > 0, false) AS "priced",
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

// ── The facet cube's build, in one transaction (see PostgresSearchEngine.buildFacetCube) ────────────────────────────

/**
 * Builders of one tenant's cube queue on this lock. Transaction-scoped (released at COMMIT or ROLLBACK), so it must
 * run inside the build's transaction, where it also holds behind PgBouncer in transaction mode.
 */
export const facetCubeLockSql = (tenantId: string): BuiltSql => ({
  text: `SELECT pg_advisory_xact_lock(hashtext('search_facet_counts'), hashtext($1::text))`,
  values: [tenantId],
})

/** One row when the tenant's cube is current (built at the documents' version). */
export const facetCubeCurrentSql = (tenantId: string): BuiltSql => ({
  text: `SELECT 1 FROM ${FACET_STATE} WHERE "tenant_id" = $1::text AND "built_version" = "version"`,
  values: [tenantId],
})

export const buildFacetCubeSql = (tenantId: string): BuiltSql => ({ text: BUILD_FACET_CUBE_SQL, values: [tenantId] })

// ── The in-memory facet index's build, in one REPEATABLE READ snapshot ────────────────────────────────────────────

/** The version the index is read at: `{ version }`. */
export const facetStateVersionSql = (tenantId: string): BuiltSql => ({
  text: `SELECT ${versionOf('$1::text')}`,
  values: [tenantId],
})

/**
 * The columns an index is built from (./facetIndex FACET_INDEX_FIELDS): arrays joined by ARRAY_SEPARATOR (far
 * cheaper for node-postgres than text[]), and the search_vector's own lexemes, so plain-word text matches as
 * Postgres does.
 */
const FACET_INDEX_COLUMNS = [
  ...FACET_INDEX_FIELDS.map((c) =>
    isArrayAttribute(c)
      ? `array_to_string("${c}", E'\\x${ARRAY_SEPARATOR.charCodeAt(0).toString(16)}') AS "${c}"`
      : `"${c}"`,
  ),
  `array_to_string(tsvector_to_array("search_vector"), ' ') AS "lexemes"`,
].join(', ')

/** One keyset batch of a tenant's rows for its facet index: the first `limit` rows with an id after `after`. */
export const facetIndexBatchSql = (tenantId: string, after: string | null, limit: number): BuiltSql => ({
  text: `SELECT ${FACET_INDEX_COLUMNS} FROM ${TABLE} WHERE "tenant_id" = $1::text AND ($2::text IS NULL OR "id" > $2::text) ORDER BY "id" LIMIT ${Math.trunc(limit)}`,
  values: [tenantId, after],
})

/** The same columns for the given documents of a tenant (those still in it): an index's changed rows. */
export const facetIndexRowsSql = (tenantId: string, ids: readonly string[]): BuiltSql => ({
  text: `SELECT ${FACET_INDEX_COLUMNS} FROM ${TABLE} WHERE "tenant_id" = $1::text AND "id" = ANY($2::text[])`,
  values: [tenantId, ids],
})

/**
 * A tenant's version, the first version from which every change is logged (search_document_changes, kept by the
 * triggers of the search_vector_facet_counts and facet_index_changes migrations), and the ids of the documents
 * changed after `since` (at most `limit`): what brings a facet index built at `since` up to date.
 */
export const facetChangesSql = (tenantId: string, since: number, limit: number): BuiltSql => ({
  text: `SELECT "version", "log_from", ARRAY(SELECT DISTINCT "id" FROM ${CHANGES} WHERE "tenant_id" = $1::text AND "version" > $2::bigint LIMIT ${Math.trunc(limit)}) AS "ids" FROM ${FACET_STATE} WHERE "tenant_id" = $1::text`,
  values: [tenantId, since],
})

// ── Writes ─────────────────────────────────────────────────────────────────────────────────────────────────────────

const UPDATE_ALL = COLUMN_NAMES.filter((c) => c !== 'id')
  .map((c) => `"${c}" = EXCLUDED."${c}"`)
  .join(', ')

/** Insert or replace these documents (at most one per id: ON CONFLICT cannot touch a row twice in one statement). */
export const upsertSql = (docs: readonly SearchDoc[]): BuiltSql => ({
  text: `INSERT INTO ${TABLE} (${COLUMN_LIST}) SELECT ${COLUMN_LIST} FROM json_populate_recordset(NULL::${TABLE}, $1::json)
         ON CONFLICT ("id") DO UPDATE SET ${UPDATE_ALL}`,
  values: [JSON.stringify(docs.map(toRow))],
})

/** The tenants these document ids belong to now: rows `{ tenant_id }`. */
export const tenantsOfSql = (ids: readonly string[]): BuiltSql => ({
  text: `SELECT DISTINCT "tenant_id" FROM ${TABLE} WHERE "id" = ANY($1::text[])`,
  values: [ids.map(String)],
})

/** Delete these documents: rows `{ tenant_id }`, one per deleted document. */
export const removeSql = (ids: readonly string[]): BuiltSql => ({
  text: `DELETE FROM ${TABLE} WHERE "id" = ANY($1::text[]) RETURNING "tenant_id"`,
  values: [ids.map(String)],
})

export const deleteTenantSql = (tenantId: string): BuiltSql => ({
  text: `DELETE FROM ${TABLE} WHERE "tenant_id" = $1::text`,
  values: [tenantId],
})

/** Delete the documents of every tenant not listed: rows `{ tenant_id }`, one per deleted document. */
export const deleteOtherTenantsSql = (tenantIds: readonly string[]): BuiltSql => ({
  text: `DELETE FROM ${TABLE} WHERE NOT ("tenant_id" = ANY($1::text[])) RETURNING "tenant_id"`,
  values: [tenantIds.map(String)],
})

// ── The resumable reindex's checkpoint (./resumableReindex) ────────────────────────────────────────────────────────

const CHECKPOINTS = '"search_reindex_checkpoints"'

/** The scope's checkpoint, created empty when there is none (a stopped run's is kept). */
export const checkpointStartSql = (scope: string): BuiltSql => ({
  text: `INSERT INTO ${CHECKPOINTS} ("scope") VALUES ($1::text) ON CONFLICT ("scope") DO NOTHING`,
  values: [scope],
})

export const checkpointReadSql = (scope: string): BuiltSql => ({
  text: `SELECT "done_tenants", "tenant_id", "after_id", "indexed" FROM ${CHECKPOINTS} WHERE "scope" = $1::text`,
  values: [scope],
})

/** A batch of `tenantId` up to vehicle `afterId` is written (same transaction as its documents). */
export const checkpointBatchSql = (scope: string, tenantId: string, afterId: string, written: number): BuiltSql => ({
  text: `UPDATE ${CHECKPOINTS} SET "tenant_id" = $2::text, "after_id" = $3::text, "indexed" = "indexed" + $4::int,
         "batches" = "batches" + 1, "updated_at" = now() WHERE "scope" = $1::text`,
  values: [scope, tenantId, afterId, written],
})

/** Every batch of `tenantId` is written and its stale documents deleted. */
export const checkpointTenantDoneSql = (scope: string, tenantId: string): BuiltSql => ({
  text: `UPDATE ${CHECKPOINTS} SET "done_tenants" = array_append("done_tenants", $2::text), "tenant_id" = NULL,
         "after_id" = NULL, "updated_at" = now() WHERE "scope" = $1::text`,
  values: [scope, tenantId],
})

export const checkpointClearSql = (scope: string): BuiltSql => ({
  text: `DELETE FROM ${CHECKPOINTS} WHERE "scope" = $1::text`,
  values: [scope],
})

/** Delete a tenant's documents whose ids are not listed (its cars that no longer exist): rows `{ tenant_id }`. */
export const deleteTenantStaleSql = (tenantId: string, keepIds: readonly string[]): BuiltSql => ({
  text: `DELETE FROM ${TABLE} WHERE "tenant_id" = $1::text AND NOT ("id" = ANY($2::text[])) RETURNING "tenant_id"`,
  values: [tenantId, keepIds.map(String)],
})
