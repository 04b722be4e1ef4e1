/**
 * The postgres search engine: SearchDocs in the search_documents table (its own migration), queried with
 * parameterised SQL on the Payload adapter's pg pool. Identifiers in the SQL come from constants in this file and
 * ./columns; every value from a query or a scope is a $n parameter.
 *
 *   search(scope, { refinements: { make: ['Toyota'] }, ranges: { price: { max: 30000 } }, sortBy: 'price:asc', … })
 *     → hits   WHERE tenant ∧ listing rule ∧ ranges ∧ text ∧ every refinement, ORDER BY, LIMIT/OFFSET
 *     → facets one statement: the tenant's listed rows (ranges and text applied) once, then per facet attribute
 *              the counts of its values over the rows that pass every refinement except that attribute's own
 *              (disjunctive faceting), plus the total count.
 * Range filters apply to every facet (they are not disjunctive); only refinementList filters are.
 */
import type { Payload, PayloadRequest } from 'payload'
import type { Pool, PoolClient } from 'pg'

import { listingCriteria } from '../domain/search/stockFilter'
import { toSearchDoc, type VehicleRecord } from '../domain/search/toSearchDoc'
import {
  FACET_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  type FacetAttribute,
  type FacetCounts,
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

const TABLE = '"search_documents"'
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

const RANGE_COLUMN: Record<RangeAttribute, string> = {
  price: '"list_price"',
  km: '"km"',
  year: '"year"',
  subscription_price: '"subscription_price"',
  seats: '"seats"',
  created_at_timestamp: '"created_at_timestamp"',
}

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

/** 'CX-5 tour' → 'cx:* & 5:* & tour:*' (letters and digits only, so to_tsquery cannot fail on it). */
export function prefixTsQuery(text: string): string | null {
  const tokens = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)
  return tokens && tokens.length > 0 ? tokens.slice(0, 16).map((t) => `${t}:*`).join(' & ') : null
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** WHERE parts every row of a search must pass whatever the facet: tenant, listing rule, ranges, text, positive price. */
function baseConditions(scope: TenantScope, query: VehicleQuery, p: Params): string[] {
  const c = listingCriteria(scope)
  const where = [`"tenant_id" = ${p.add(String(scope.tenantId), 'text')}`, '"show_on_dealer_website"']
  const status: string[] = []
  if (c.liveStatuses.length > 0) status.push(`"status" = ANY(${p.add(c.liveStatuses, 'text[]')})`)
  if (c.allowSold) status.push(`("status" = 'sold' AND "sold_at_timestamp" >= ${p.add(c.soldSince, 'bigint')})`)
  where.push(status.length > 0 ? `(${status.join(' OR ')})` : 'false')
  if (c.carTypes) where.push(`"car_type" = ANY(${p.add(c.carTypes, 'text[]')})`)
  if (c.itemTypes) where.push(`"item_type" = ANY(${p.add(c.itemTypes, 'text[]')})`)

  for (const [attr, range] of Object.entries(query.ranges) as [RangeAttribute, { min?: number; max?: number } | undefined][]) {
    const column = RANGE_COLUMN[attr]
    if (!column || !range) continue
    if (typeof range.min === 'number' && Number.isFinite(range.min)) where.push(`${column} >= ${p.add(range.min, 'numeric')}`)
    if (typeof range.max === 'number' && Number.isFinite(range.max)) where.push(`${column} <= ${p.add(range.max, 'numeric')}`)
  }

  const text = query.query.trim()
  if (text !== '') {
    const alternatives = [`"search_vector" @@ websearch_to_tsquery('simple', ${p.add(text, 'text')})`]
    const prefix = prefixTsQuery(text)
    if (prefix) alternatives.push(`"search_vector" @@ to_tsquery('simple', ${p.add(prefix, 'text')})`)
    alternatives.push(`"stocknum" ILIKE ${p.add(likePattern(text), 'text')}`)
    where.push(`(${alternatives.join(' OR ')})`)
  }

  if (query.sortBy === 'price:asc' && scope.priceSortPositiveOnly) where.push('"list_price" > 0')
  return where
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

/** The hits statement. */
export function hitsSql(scope: TenantScope, query: VehicleQuery): BuiltSql {
  const p = new Params()
  const where = [...baseConditions(scope, query, p), ...refinementConditions(query, p).values()]
  const limit = p.add(query.hitsPerPage, 'int')
  const offset = p.add((query.page - 1) * query.hitsPerPage, 'int')
  return {
    text: `SELECT ${COLUMN_LIST} FROM ${TABLE} WHERE ${and(where)} ORDER BY ${ORDER_BY[query.sortBy] ?? ORDER_BY['custom_rank:desc']} LIMIT ${limit} OFFSET ${offset}`,
    values: p.values,
  }
}

/**
 * The count and every facet in one statement. Rows of the answer: (attr '', value null, n = total count) and
 * (attr, value, n) per facet value with n > 0.
 */
export function facetsSql(scope: TenantScope, query: VehicleQuery): BuiltSql {
  const p = new Params()
  const base = baseConditions(scope, query, p)
  const refinements = [...refinementConditions(query, p).entries()]
  const flag = (i: number) => `"r${i}"`
  const columns = [...new Set(FACET_ATTRIBUTES.map((a) => FACET[a].column))]
  const flags = refinements.map(([, sql], i) => `(${sql}) AS ${flag(i)}`)
  const others = (attr: string | null) => and(refinements.flatMap(([a], i) => (a === attr ? [] : [flag(i)])))

  const branches = [`SELECT ''::text AS a, NULL::text AS v, count(*) AS n FROM base WHERE ${others(null)}`]
  for (const attr of FACET_ATTRIBUTES) {
    const f = FACET[attr]
    const label = `'${attr}'::text`
    branches.push(
      f.array
        ? `SELECT ${label}, v, count(*) FROM base CROSS JOIN LATERAL unnest(${f.column}) AS v WHERE ${others(attr)} GROUP BY v`
        : `SELECT ${label}, ${f.expr}, count(*) FROM base WHERE ${others(attr)} AND ${f.column} IS NOT NULL GROUP BY ${f.expr}`,
    )
  }
  return {
    text: `WITH base AS MATERIALIZED (SELECT ${[...columns, ...flags].join(', ')} FROM ${TABLE} WHERE ${and(base)})\n${branches.join('\nUNION ALL ')}`,
    values: p.values,
  }
}

type Queryable = Pick<Pool, 'query'> | PoolClient

export interface PostgresSearchEngineOptions {
  /** Called with the tenant ids whose documents changed (the result cache drops their entries). */
  onTenantsChanged?: (tenantIds: string[]) => void
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
export async function siteConfigFor(payload: Payload, tenantId: string | number, req?: PayloadRequest): Promise<SiteConfig | null> {
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
    const pool = (this.payload.db as unknown as { pool?: Pool }).pool
    if (!pool) throw new Error('The postgres search engine needs the @payloadcms/db-postgres adapter (payload.db.pool)')
    return pool
  }

  private changed(tenantIds: Iterable<string>): void {
    const ids = [...new Set(tenantIds)]
    if (ids.length > 0) this.options.onTenantsChanged?.(ids)
  }

  async search(scope: TenantScope, query: VehicleQuery): Promise<SearchResult> {
    const started = performance.now()
    const hits = hitsSql(scope, query)
    const facets = facetsSql(scope, query)
    const [hitRows, facetRows] = await Promise.all([
      this.pool.query<Record<string, unknown>>(hits.text, hits.values),
      this.pool.query<{ a: string; v: string | null; n: string | number }>(facets.text, facets.values),
    ])
    let count = 0
    const counts: FacetCounts = {}
    for (const row of facetRows.rows) {
      const n = Number(row.n)
      if (row.a === '') count = n
      else if (row.v !== null && n > 0) ((counts[row.a as FacetAttribute] ??= {}) as Record<string, number>)[row.v] = n
    }
    return {
      hits: hitRows.rows.map(fromRow),
      count,
      facets: counts,
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
    const before = await this.pool.query<{ tenant_id: string }>(`SELECT DISTINCT "tenant_id" FROM ${TABLE} WHERE "id" = ANY($1::text[])`, [ids])
    await this.insert(this.pool, docs)
    this.changed([...before.rows.map((r) => r.tenant_id), ...docs.map((d) => String(d.tenant_id))])
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return
    const res = await this.pool.query<{ tenant_id: string }>(`DELETE FROM ${TABLE} WHERE "id" = ANY($1::text[]) RETURNING "tenant_id"`, [
      ids.map(String),
    ])
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
            await this.payload.find({ collection: 'tenants', depth: 0, limit: 0, pagination: false, overrideAccess: true, req })
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
