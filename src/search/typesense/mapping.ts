/**
 * The typesense engine's request and response mapping: pure, no client, no I/O (unit-tested against fixtures
 * shaped like Typesense's documented multi_search responses).
 *
 * One search is ONE multi_search request:
 *   searches[0]  the main query: q, filter_by = tenant ∧ listing rule ∧ ranges ∧ positive price? ∧ every refinement,
 *                sort_by, page, per_page, facet_by = every facet attribute without an active refinement;
 *   searches[i]  one per actively refined facet attribute (in REFINEMENT_ATTRIBUTES order): the same filter without
 *                that attribute's own refinement, per_page 0, facet_by that attribute (disjunctive facets, as the
 *                InstantSearch adapter does it). Ranges and text narrow every facet; only refinements are disjunctive.
 * The tenant scope and the listing rule come from the TenantScope, never from the query, and open every filter_by.
 *
 * Values are quoted with backticks. Typesense has no escape for a backtick inside one, so a refinement value
 * containing a backtick is dropped (it matches nothing, as a value of the wrong shape does in postgres).
 */
import { valueKind } from '../../domain/search/attributes'
import { activeRanges, activeRefinements, positivePriceOnly } from '../../domain/search/filters'
import { preferredLocationEval, usesPreferredLocationSort } from '../../domain/search/preferredLocations'
import { SORT_ORDER } from '../../domain/search/sort'
import { listingCriteria } from '../../domain/search/stockFilter'
import {
  DEFAULT_SORT,
  FACET_ATTRIBUTES,
  PRICE_FIELD,
  type FacetAttribute,
  type FacetCounts,
  type RefinementAttribute,
  type SearchDoc,
  type SearchResult,
  type SortKey,
  type TenantScope,
  type VehicleQuery,
} from '../../domain/search/types'
import { fromRow, toRow } from '../columns'

import { collectionName, ID_SORT_FIELD } from './schema'

export interface TypesenseSearchParams {
  collection: string
  q: string
  query_by: string
  filter_by: string
  sort_by?: string
  facet_by?: string
  max_facet_values?: number
  page: number
  per_page: number
  prefix?: boolean
  num_typos?: number
  typo_tokens_threshold?: number
  drop_tokens_threshold?: number
}

export interface TypesenseMultiSearchRequest {
  searches: TypesenseSearchParams[]
}

/** Typesense's facet_counts entry. */
export interface TypesenseFacetCounts {
  field_name: string
  counts: { count: number; value: string; highlighted?: string }[]
  sampled?: boolean
  stats?: Record<string, number>
}

/** One result of a multi_search response (an error result carries code and error instead). */
export interface TypesenseSearchResponse {
  found?: number
  out_of?: number
  page?: number
  search_time_ms?: number
  hits?: { document: Record<string, unknown>; highlights?: unknown[]; text_match?: number }[]
  facet_counts?: TypesenseFacetCounts[]
  request_params?: Record<string, unknown>
  code?: number
  error?: string
}

export interface TypesenseMultiSearchResponse {
  results: TypesenseSearchResponse[]
}

/** Free text: the fields the postgres search_vector holds (migrations/20261122_091000_search_vector_facet_counts.ts). */
export const QUERY_BY = 'name,make,model,badge,colour,stocknum,body,transmission,fuel,drive,car_type,location_name'
/** Postgres returns every facet value; Typesense returns 10 by default. */
export const MAX_FACET_VALUES = 1000
/** A filter no document passes (Typesense has no literal false). */
export const MATCH_NOTHING = '(custom_rank:<0 && custom_rank:>0)'

/** `Land Rover, UK` → `` `Land Rover, UK` ``; null when the value cannot be quoted (contains a backtick). */
export function quote(value: string): string | null {
  return value.includes('`') ? null : `\`${value}\``
}

function list(values: string[]): string {
  return `[${values.join(',')}]`
}

/** The filter of one refinement (any of its values), or MATCH_NOTHING when no value can match. */
export function refinementFilter(attr: RefinementAttribute, values: string[]): string {
  let terms: string[]
  const kind = valueKind(attr)
  if (kind === 'number') {
    // Numbers compare as their text: '5' matches 5, '05' and 'five' match nothing.
    terms = values.filter((v) => /^-?\d+$/.test(v) && String(Number(v)) === v)
  } else if (kind === 'boolean') {
    terms = values.filter((v) => v === 'true' || v === 'false')
  } else {
    terms = values.map((v) => quote(String(v))).filter((v): v is string => v !== null)
  }
  terms = [...new Set(terms)]
  return terms.length === 0 ? MATCH_NOTHING : `${attr}:=${list(terms)}`
}

/** Tenant ∧ listing rule (SRP-30..33): always first, never removable by the query. */
export function scopeFilter(scope: TenantScope): string[] {
  const c = listingCriteria(scope)
  const tenant = quote(String(scope.tenantId))
  const parts = [tenant === null ? MATCH_NOTHING : `tenant_id:=${tenant}`, 'show_on_dealer_website:=true']
  const status: string[] = []
  if (c.liveStatuses.length > 0) status.push(`status:=${list(c.liveStatuses.map((s) => `\`${s}\``))}`)
  if (c.allowSold) status.push(`(status:=\`sold\` && sold_at_timestamp:>=${c.soldSince})`)
  parts.push(status.length === 0 ? MATCH_NOTHING : status.length === 1 ? status[0]! : `(${status.join(' || ')})`)
  if (c.carTypes) parts.push(`car_type:=${list(c.carTypes.map((t) => `\`${t}\``))}`)
  if (c.itemTypes) parts.push(`item_type:=${list(c.itemTypes.map((t) => quote(t) ?? '``'))}`)
  return parts
}

/** Ranges (both bounds inclusive, on the shown price for price) and the positive-price flag of price:asc (SRP-28). */
export function rangeFilters(scope: TenantScope, query: VehicleQuery): string[] {
  const parts: string[] = []
  for (const { field, min, max } of activeRanges(query)) {
    if (min !== null) parts.push(`${field}:>=${min}`)
    if (max !== null) parts.push(`${field}:<=${max}`)
  }
  if (positivePriceOnly(scope, query)) parts.push(`${PRICE_FIELD}:>0`)
  return parts
}

/** filter_by: scope, ranges, then every active refinement except `except`'s. */
export function filterBy(scope: TenantScope, query: VehicleQuery, except: RefinementAttribute | null = null): string {
  const parts = [
    ...scopeFilter(scope),
    ...rangeFilters(scope, query),
    ...activeRefinements(query)
      .filter(([attr]) => attr !== except)
      .map(([attr, values]) => refinementFilter(attr, values)),
  ]
  return parts.join(' && ')
}

/**
 * The sort of a search: SORT_BY, or under the default sort on a site with preferred locations (SRP-39) their
 * `_eval` groups first, then custom_rank (which already orders by creation time) and id — Typesense takes at most
 * three sort fields.
 */
export function sortByFor(scope: TenantScope, query: VehicleQuery): string {
  const preferred = scope.preferredLocations ?? []
  if (usesPreferredLocationSort(query.sortBy, preferred)) {
    const groups = preferredLocationEval(preferred)
    if (groups) return `${groups},custom_rank:desc,${ID_SORT_FIELD}:asc`
  }
  return SORT_BY[query.sortBy] ?? SORT_BY[DEFAULT_SORT]
}

/** src/domain/search/sort as sort_by: 'price(missing_values: last):asc,custom_rank:desc,id_sort:asc'. */
export const SORT_BY = Object.fromEntries(
  Object.entries(SORT_ORDER).map(([key, terms]) => [
    key,
    [
      ...terms.map((t) => `${t.field}${t.nullsLast ? '(missing_values: last)' : ''}:${t.direction}`),
      `${ID_SORT_FIELD}:asc`,
    ].join(','),
  ]),
) as Record<SortKey, string>

/** The facet attribute a refinement is counted under (every refinement attribute is also a facet). */
const FACET_SET = new Set<string>(FACET_ATTRIBUTES)

export function toMultiSearch(
  scope: TenantScope,
  query: VehicleQuery,
  collection: string = collectionName(),
): TypesenseMultiSearchRequest {
  const text = query.query.trim()
  // Whole tokens and prefixes, no typos, no dropped tokens: as close to the postgres text match as Typesense gets.
  const common = {
    collection,
    q: text === '' ? '*' : text,
    query_by: QUERY_BY,
    prefix: true,
    num_typos: 0,
    typo_tokens_threshold: 0,
    drop_tokens_threshold: 0,
  }
  const refined = activeRefinements(query)
    .map(([attr]) => attr)
    .filter((attr) => FACET_SET.has(attr))
  const refinedSet = new Set<string>(refined)
  const mainFacets = FACET_ATTRIBUTES.filter((a) => !refinedSet.has(a))
  const main: TypesenseSearchParams = {
    ...common,
    filter_by: filterBy(scope, query),
    sort_by: sortByFor(scope, query),
    page: query.page,
    per_page: query.hitsPerPage,
  }
  if (mainFacets.length > 0) Object.assign(main, { facet_by: mainFacets.join(','), max_facet_values: MAX_FACET_VALUES })
  const disjunctive = refined.map((attr): TypesenseSearchParams => ({
    ...common,
    filter_by: filterBy(scope, query, attr),
    facet_by: attr,
    max_facet_values: MAX_FACET_VALUES,
    page: 1,
    per_page: 0,
  }))
  return { searches: [main, ...disjunctive] }
}

/** Typesense's largest page. */
export const MAX_PER_PAGE = 250

/**
 * SearchEngine.changedSince as one search: the query's filters and words, not sold, listed or dropped in price at or
 * after `since` (epoch seconds), newest listing first, no facets; at most MAX_PER_PAGE hits.
 */
export function toChangedSinceSearch(
  scope: TenantScope,
  query: VehicleQuery,
  since: number,
  limit: number,
  collection: string = collectionName(),
): TypesenseMultiSearchRequest {
  const main = toMultiSearch(scope, { ...query, page: 1, hitsPerPage: 1 }, collection).searches[0]!
  const at = Math.floor(since)
  return {
    searches: [
      {
        collection: main.collection,
        q: main.q,
        query_by: main.query_by,
        prefix: main.prefix,
        num_typos: main.num_typos,
        typo_tokens_threshold: main.typo_tokens_threshold,
        drop_tokens_threshold: main.drop_tokens_threshold,
        filter_by: `${main.filter_by} && status:!=sold && (created_at_timestamp:>=${at} || price_dropped_at:>=${at})`,
        sort_by: `created_at_timestamp:desc,${ID_SORT_FIELD}:asc`,
        page: 1,
        per_page: Math.min(Math.max(1, limit), MAX_PER_PAGE),
      },
    ],
  }
}

/** A stored Typesense document back to the SearchDoc it was made from (missing optional fields → null / []). */
export function toSearchDocFromTypesense(document: Record<string, unknown>): SearchDoc {
  return fromRow({ ...document, id: String(document.id) })
}

function addFacetCounts(into: FacetCounts, entries: TypesenseFacetCounts[] | undefined, only?: string): void {
  for (const entry of entries ?? []) {
    const attr = entry.field_name as FacetAttribute
    if (!FACET_SET.has(attr) || (only !== undefined && attr !== only)) continue
    const counts: Record<string, number> = {}
    for (const { value, count } of entry.counts ?? []) if (count > 0) counts[String(value)] = count
    if (Object.keys(counts).length > 0) into[attr] = counts
    else delete into[attr]
  }
}

export class TypesenseSearchError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
    this.name = 'TypesenseSearchError'
  }
}

/**
 * The multi_search answer of toMultiSearch(scope, query) → SearchResult. results[0] gives hits, count and the
 * facets without a refinement; results[i ≥ 1] give the facet of the i-th refined attribute.
 */
export function fromMultiSearch(response: TypesenseMultiSearchResponse, query: VehicleQuery): SearchResult {
  const results = response.results ?? []
  for (const r of results) {
    if (r.error !== undefined || (r.code !== undefined && r.code !== 200))
      throw new TypesenseSearchError(`typesense search failed: ${r.error ?? r.code}`, r.code)
  }
  const main = results[0]
  if (!main) throw new TypesenseSearchError('typesense multi_search returned no results')
  const facets: FacetCounts = {}
  addFacetCounts(facets, main.facet_counts)
  const refined = activeRefinements(query)
    .map(([attr]) => attr)
    .filter((attr) => FACET_SET.has(attr))
  refined.forEach((attr, i) => {
    const sub = results[i + 1]
    if (sub) addFacetCounts(facets, sub.facet_counts, attr)
  })
  const count = main.found ?? 0
  const ms = results.reduce((sum, r) => sum + (r.search_time_ms ?? 0), 0)
  return {
    hits: (main.hits ?? []).map((h) => toSearchDocFromTypesense(h.document)),
    count,
    facets,
    pages: Math.ceil(count / query.hitsPerPage),
    page: query.page,
    hitsPerPage: query.hitsPerPage,
    ms,
  }
}

/** One SearchDoc as the document Typesense stores: nulls left out (optional fields), id as string, id_sort added. */
export function toTypesenseDocument(doc: SearchDoc): Record<string, unknown> {
  const row = toRow(doc)
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(row)) if (v !== null && v !== undefined) out[k] = v
  out.id = String(doc.id)
  out[ID_SORT_FIELD] = String(doc.id)
  return out
}

/** JSONL for documents/import (one document a line). */
export function toImportLines(docs: SearchDoc[]): string {
  return docs.map((d) => JSON.stringify(toTypesenseDocument(d))).join('\n')
}

/**
 * The failed lines of an import's answer. Given JSONL (as toImportLines makes), the client hands back the server's
 * JSONL answer as is — one `{"success": true}` or `{"success": false, "error": …, "document": …}` per line — and does
 * not throw on failed lines (it throws only for an array of documents), so the engine checks the answer here.
 */
export function importFailures(answer: string): { line: number; error: string }[] {
  const failed: { line: number; error: string }[] = []
  answer.split('\n').forEach((text, i) => {
    if (text.trim() === '') return
    let result: { success?: unknown; error?: unknown }
    try {
      result = JSON.parse(text) as { success?: unknown; error?: unknown }
    } catch {
      failed.push({ line: i + 1, error: `unreadable answer line: ${text.slice(0, 200)}` })
      return
    }
    if (result.success !== true) failed.push({ line: i + 1, error: String(result.error ?? 'import failed') })
  })
  return failed
}

/** filter_by selecting these document ids (for delete by filter). */
export function idsFilter(ids: string[]): string {
  const quoted = ids.map((id) => quote(String(id))).filter((v): v is string => v !== null)
  return quoted.length === 0 ? MATCH_NOTHING : `id:=${list(quoted)}`
}
