/**
 * The postgres engine's in-memory facet index: one tenant's search documents held as columns (dictionary-coded
 * values, numbers in typed arrays), so a search's count and disjunctive facet counts are one loop over the tenant's
 * rows in this process instead of a GROUPING SETS statement that reads every matching row from the table.
 *
 *   FacetIndex.fromRows(rows, version)   rows: FACET_INDEX_FIELDS of a tenant's documents (./sql facetIndexBatchSql)
 *   index.count(scope, query, textIds)   → { count, facets }   (textIds: the ids Postgres matched for the free text)
 *
 * It answers exactly what facetsSql answers (the engine contract suite runs both ways against the brute-force
 * reference): the listing rule, ranges, positive price and free text decide the base rows; a base row passing every
 * refinement counts in the total and in every facet; a base row failing exactly one refinement, of attribute A,
 * counts in A's facet only (disjunctive faceting); values compare as Postgres compares their text (year '2021',
 * certified 'true', seats '5'); array attributes (categories, filtered_features) match when any element is refined.
 * Free text stays Postgres's (its tsvector and stock number match): the caller passes the matching ids.
 *
 * `version` is the tenant's search_facet_state version the rows were read at (same snapshot): the engine uses an
 * index only while the tenant's version is unchanged, so every write (any process) retires it.
 *
 * A retired index is brought up to date from the documents changed since its version (search_document_changes, kept
 * by the same triggers): `withChanges(held, ids, rows, version)` lays them over it (ChangedFacetIndex: the changed
 * and removed rows of the built index skipped, the changed rows counted from a small index of their own). Counts
 * over disjoint rows add up, so it answers exactly as a fresh build; the engine builds afresh in the background once
 * the changes pass a share of the tenant (CHANGED_SHARE).
 */
import { LRUCache } from 'lru-cache'

import { isArrayAttribute } from '../../domain/search/attributes'
import { activeRanges, activeRefinements, positivePriceOnly } from '../../domain/search/filters'
import { listingCriteria } from '../../domain/search/stockFilter'
import {
  FACET_ATTRIBUTES,
  PRICE_FIELD,
  REFINEMENT_ATTRIBUTES,
  type FacetAttribute,
  type FacetCounts,
  RANGE_FIELD,
  type RefinementAttribute,
  type TenantScope,
  type VehicleQuery,
} from '../../domain/search/types'

import { isPlainWords, textTokens } from './text'

/** Attributes held as coded values: every facet and every refinement attribute (a superset of both). */
const CODED = [...new Set<FacetAttribute | RefinementAttribute>([...FACET_ATTRIBUTES, ...REFINEMENT_ATTRIBUTES])]
const SCALAR_FACETS = FACET_ATTRIBUTES.filter((a) => !isArrayAttribute(a))
const ARRAY_FACETS = FACET_ATTRIBUTES.filter((a) => isArrayAttribute(a))

const NUMERIC = [...new Set<string>([...Object.values(RANGE_FIELD), 'sold_at_timestamp'])]

/** Array values may travel as one text joined by this (unit separator): far cheaper for node-postgres than text[]. */
export const ARRAY_SEPARATOR = '\u001f'

/**
 * The fields an index is built from, besides `lexemes` (the search_vector's own lexemes, space-separated, so
 * plain-word text matches as Postgres does). Arrays may come as arrays or joined by ARRAY_SEPARATOR.
 */
export const FACET_INDEX_FIELDS: readonly string[] = [
  ...new Set<string>(['id', 'show_on_dealer_website', 'stocknum', ...CODED, ...NUMERIC]),
]

interface Coded {
  /** Distinct values as text, in first-seen order; a value's code is its position. */
  dict: string[]
  lookup: Map<string, number>
  /** Scalar: one code per row, -1 for null. Array: codes of row i are codes[offsets[i]] … codes[offsets[i + 1] - 1]. */
  codes: Int32Array
  offsets?: Int32Array
}

export interface FacetIndexResult {
  count: number
  facets: FacetCounts
}

const asText = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

/** Dictionary coding, one value (or one row's list of values) at a time. */
class Encoder {
  readonly dict: string[] = []
  readonly lookup = new Map<string, number>()
  readonly codes: number[] = []
  readonly offsets: number[] = [0]

  private code(v: string): number {
    let code = this.lookup.get(v)
    if (code === undefined) this.lookup.set(v, (code = this.dict.push(v) - 1))
    return code
  }

  scalar(raw: unknown): void {
    const v = asText(raw)
    this.codes.push(v === null ? -1 : this.code(v))
  }

  /** A list: an array, or one text joined by `separator` ('' and null: no values). */
  list(raw: unknown, separator: string): void {
    const items = Array.isArray(raw) ? raw : typeof raw === 'string' && raw !== '' ? raw.split(separator) : []
    for (const item of items) {
      const v = asText(item)
      if (v !== null) this.codes.push(this.code(v))
    }
    this.offsets.push(this.codes.length)
  }

  done(array: boolean): Coded {
    const out: Coded = { dict: this.dict, lookup: this.lookup, codes: Int32Array.from(this.codes) }
    if (array) out.offsets = Int32Array.from(this.offsets)
    return out
  }
}

/**
 * Builds a FacetIndex from rows of FACET_INDEX_COLUMNS (pg's shapes: numeric and bigint as strings, booleans;
 * arrays as arrays or joined text), added in any number of batches so a big tenant need not block the event loop.
 */
export class FacetIndexBuilder {
  private readonly ids: string[] = []
  private readonly shown: number[] = []
  private readonly stocknums: string[] = []
  private readonly encoders = new Map<string, Encoder>(CODED.map((attr) => [attr, new Encoder()]))
  private readonly lexemes = new Encoder()
  private readonly numbers = new Map(NUMERIC.map((column) => [column, [] as number[]]))

  add(row: Record<string, unknown>): void {
    this.ids.push(String(row.id))
    this.shown.push(row.show_on_dealer_website === true ? 1 : 0)
    this.stocknums.push(typeof row.stocknum === 'string' ? row.stocknum.toLowerCase() : '')
    for (const [attr, encoder] of this.encoders) {
      if (isArrayAttribute(attr)) encoder.list(row[attr], ARRAY_SEPARATOR)
      else encoder.scalar(row[attr])
    }
    this.lexemes.list(row.lexemes, ' ')
    for (const [column, values] of this.numbers) values.push(toNumber(row[column]))
  }

  finish(version: number): FacetIndex {
    const n = this.ids.length
    const rowOf = new Map<string, number>()
    this.ids.forEach((id, i) => rowOf.set(id, i))
    const coded = new Map<string, Coded>()
    for (const [attr, encoder] of this.encoders) coded.set(attr, encoder.done(isArrayAttribute(attr)))
    const numbers = new Map<string, Float64Array>()
    for (const [column, values] of this.numbers) numbers.set(column, Float64Array.from(values))
    const F = SCALAR_FACETS.length
    const matrix = new Int32Array(n * F)
    SCALAR_FACETS.forEach((attr, k) => {
      const codes = coded.get(attr)!.codes
      for (let i = 0; i < n; i++) matrix[i * F + k] = codes[i]!
    })
    return new FacetIndex(
      version,
      n,
      rowOf,
      Uint8Array.from(this.shown),
      coded,
      numbers,
      matrix,
      this.lexemes.done(true),
      this.stocknums,
    )
  }
}

function toNumber(v: unknown): number {
  if (v === null || v === undefined || v === '') return Number.NaN
  const n = typeof v === 'number' ? v : Number(v)
  return Number.isFinite(n) ? n : Number.NaN
}

/**
 * What an engine holds for a tenant: a FacetIndex as built, or one with the changes since laid over it. `changed`:
 * the rows changed since the build (0 for a FacetIndex).
 */
export interface TenantFacetIndex {
  readonly version: number
  readonly size: number
  readonly bytes: number
  readonly changed: number
  /** The rows it held when built. */
  readonly builtSize: number
  count(scope: TenantScope, query: VehicleQuery, textIds?: readonly string[] | null): FacetIndexResult
}

export class FacetIndex implements TenantFacetIndex {
  readonly changed = 0

  /** Built by FacetIndexBuilder (or fromRows). */
  constructor(
    readonly version: number,
    readonly size: number,
    private readonly rowOf: Map<string, number>,
    private readonly shown: Uint8Array,
    private readonly coded: Map<string, Coded>,
    private readonly numbers: Map<string, Float64Array>,
    /** The scalar facets' codes row-major (row i, facet k at i × SCALAR_FACETS.length + k): the counting loop's data. */
    private readonly matrix: Int32Array,
    /** Each row's search_vector lexemes (coded) and stock number in lower case: the plain-word text match. */
    private readonly lexemes: Coded,
    private readonly stocknums: string[],
  ) {}

  /** From rows of FACET_INDEX_COLUMNS, all at once (see FacetIndexBuilder). */
  static fromRows(rows: readonly Record<string, unknown>[], version: number): FacetIndex {
    const builder = new FacetIndexBuilder()
    for (const row of rows) builder.add(row)
    return builder.finish(version)
  }

  get builtSize(): number {
    return this.size
  }

  /** The row a document is held in, if it is. */
  rowIndexOf(id: string): number | undefined {
    return this.rowOf.get(id)
  }

  /** Rough bytes held (for the engine's memory bound). */
  get bytes(): number {
    let n = this.size * (1 + 8 * this.numbers.size) + this.rowOf.size * 64 + this.matrix.byteLength + this.size * 24
    n += this.lexemes.codes.byteLength + this.lexemes.offsets!.byteLength + this.lexemes.dict.length * 48
    for (const c of this.coded.values()) n += c.codes.byteLength + (c.offsets?.byteLength ?? 0) + c.dict.length * 48
    return n
  }

  /** Whether count() can match this free text itself (plain words); otherwise the caller passes textIds. */
  static matchesTextItself(text: string): boolean {
    return text.trim() === '' || isPlainWords(text.trim())
  }

  /**
   * The count and facets of a search over this tenant. `textIds`: the ids Postgres matched for free text that is
   * not plain words (see matchesTextItself); ids the index does not hold are ignored. `skip`: 1 for rows counted
   * elsewhere (ChangedFacetIndex).
   */
  count(
    scope: TenantScope,
    query: VehicleQuery,
    textIds: readonly string[] | null = null,
    skip?: Uint8Array,
  ): FacetIndexResult {
    const n = this.size
    const base = this.baseRows(scope, query, textIds, skip)

    // Active refinements: per attribute, a membership table over its codes (values it never saw match nothing).
    const refinements: { attr: string; col: Coded; wanted: Uint8Array }[] = []
    for (const [attr, values] of activeRefinements(query)) {
      const col = this.coded.get(attr)!
      const wanted = new Uint8Array(col.dict.length)
      for (const v of values) {
        const code = col.lookup.get(v)
        if (code !== undefined) wanted[code] = 1
      }
      refinements.push({ attr, col, wanted })
    }
    const passes = (r: (typeof refinements)[number], i: number): boolean => {
      const { col, wanted } = r
      if (!col.offsets) {
        const code = col.codes[i]!
        return code >= 0 && wanted[code] === 1
      }
      for (let k = col.offsets[i]!; k < col.offsets[i + 1]!; k++) if (wanted[col.codes[k]!] === 1) return true
      return false
    }

    // Tallies: one Int32Array per facet attribute, indexed by code. The loop below is the hot path (every base row
    // of the tenant), so it works on typed arrays only: scalar facets row-major in `matrix`, arrays through offsets.
    const tallies = FACET_ATTRIBUTES.map((attr) => new Int32Array(this.coded.get(attr)!.dict.length))
    const F = SCALAR_FACETS.length
    const matrix = this.matrix
    const scalarTallies = SCALAR_FACETS.map((attr) => tallies[FACET_ATTRIBUTES.indexOf(attr)]!)
    const arrayCols = ARRAY_FACETS.map((attr) => ({
      col: this.coded.get(attr)!,
      counts: tallies[FACET_ATTRIBUTES.indexOf(attr)]!,
    }))
    const facetOf = new Map<string, number>(FACET_ATTRIBUTES.map((attr, k) => [attr, k]))
    const failTally = refinements.map((r) => {
      const k = facetOf.get(r.attr)
      return k === undefined ? null : { col: this.coded.get(r.attr)!, counts: tallies[k]! }
    })

    let total = 0
    for (let i = 0; i < n; i++) {
      if (base[i] !== 1) continue
      let failed = -1
      let failures = 0
      for (let r = 0; r < refinements.length && failures < 2; r++) {
        if (!passes(refinements[r]!, i)) {
          failures++
          failed = r
        }
      }
      if (failures === 0) {
        total++
        const row = i * F
        for (let k = 0; k < F; k++) {
          const code = matrix[row + k]!
          if (code >= 0) scalarTallies[k]![code]!++
        }
        for (let a = 0; a < arrayCols.length; a++) {
          const { col, counts } = arrayCols[a]!
          for (let x = col.offsets![i]!, end = col.offsets![i + 1]!; x < end; x++) counts[col.codes[x]!]!++
        }
      } else if (failures === 1) {
        const t = failTally[failed]
        if (!t) continue // a refinement attribute that is not a facet
        if (t.col.offsets) {
          for (let x = t.col.offsets[i]!, end = t.col.offsets[i + 1]!; x < end; x++) t.counts[t.col.codes[x]!]!++
        } else {
          const code = t.col.codes[i]!
          if (code >= 0) t.counts[code]!++
        }
      }
    }

    const facets: FacetCounts = {}
    for (let k = 0; k < FACET_ATTRIBUTES.length; k++) {
      const attr = FACET_ATTRIBUTES[k]!
      const col = this.coded.get(attr)!
      const counts = tallies[k]!
      let out: Record<string, number> | undefined
      for (let code = 0; code < counts.length; code++) {
        if (counts[code]! > 0) (out ??= {})[col.dict[code]!] = counts[code]!
      }
      if (out) facets[attr] = out
    }
    return { count: total, facets }
  }

  /**
   * Plain words, as ./text reads them in SQL: every word a prefix of one of the row's lexemes, or the stock number
   * containing the text (ILIKE, any case).
   */
  private matchText(words: string, out: Uint8Array): void {
    const { dict } = this.lexemes
    const { start, rows } = this.postings()
    const tokens = textTokens(words)
    // hits[i] = how many of the words row i has a lexeme for (each word counted once per row).
    const hits = new Uint8Array(this.size)
    const seen = new Int32Array(this.size).fill(-1)
    tokens.forEach((token, t) => {
      for (let code = 0; code < dict.length; code++) {
        if (!dict[code]!.startsWith(token)) continue
        for (let k = start[code]!, end = start[code + 1]!; k < end; k++) {
          const i = rows[k]!
          if (seen[i] !== t) {
            seen[i] = t
            hits[i]!++
          }
        }
      }
    })
    const needle = words.toLowerCase()
    for (let i = 0; i < this.size; i++) {
      if (hits[i] === tokens.length || this.stocknums[i]!.includes(needle)) out[i] = 1
    }
  }

  /** The lexemes inverted: the rows of lexeme c are rows[start[c]] … rows[start[c + 1] - 1]. Built on first use. */
  private inverted?: { start: Int32Array; rows: Int32Array }
  private postings(): { start: Int32Array; rows: Int32Array } {
    if (this.inverted) return this.inverted
    const { dict, codes, offsets } = this.lexemes
    const start = new Int32Array(dict.length + 1)
    for (let k = 0; k < codes.length; k++) start[codes[k]! + 1]!++
    for (let c = 0; c < dict.length; c++) start[c + 1]! += start[c]!
    const fill = start.slice(0, dict.length)
    const rows = new Int32Array(codes.length)
    for (let i = 0; i < this.size; i++) {
      for (let k = offsets![i]!, end = offsets![i + 1]!; k < end; k++) rows[fill[codes[k]!]!++] = i
    }
    return (this.inverted = { start, rows })
  }

  /** 1 for the rows every facet may count: listed, in every range, positive price when asked, matching the text. */
  private baseRows(
    scope: TenantScope,
    query: VehicleQuery,
    textIds: readonly string[] | null,
    skip?: Uint8Array,
  ): Uint8Array {
    const n = this.size
    const base = new Uint8Array(n)
    const c = listingCriteria(scope)
    const codesOf = (attr: string, values: readonly string[] | null): Uint8Array | null => {
      if (values === null) return null
      const col = this.coded.get(attr)!
      const ok = new Uint8Array(col.dict.length)
      for (const v of values) {
        const code = col.lookup.get(v)
        if (code !== undefined) ok[code] = 1
      }
      return ok
    }
    const live = codesOf('status', c.liveStatuses)!
    const soldCode = this.coded.get('status')!.lookup.get('sold') ?? -2
    const carTypes = codesOf('car_type', c.carTypes)
    const itemTypes = codesOf('item_type', c.itemTypes)
    const status = this.coded.get('status')!.codes
    const carType = this.coded.get('car_type')!.codes
    const itemType = this.coded.get('item_type')!.codes
    const soldAt = this.numbers.get('sold_at_timestamp')!

    const ranges = activeRanges(query).map(({ field, min, max }) => ({
      values: this.numbers.get(field)!,
      min: min ?? Number.NEGATIVE_INFINITY,
      max: max ?? Number.POSITIVE_INFINITY,
    }))
    const shownPrice = this.numbers.get(PRICE_FIELD)!
    const positiveOnly = positivePriceOnly(scope, query)

    let text: Uint8Array | null = null
    const words = query.query.trim()
    if (words !== '') {
      text = new Uint8Array(n)
      if (textIds === null && isPlainWords(words)) this.matchText(words, text)
      for (const id of textIds ?? []) {
        const row = this.rowOf.get(String(id))
        if (row !== undefined) text[row] = 1
      }
    }

    rows: for (let i = 0; i < n; i++) {
      if (this.shown[i] !== 1 || skip?.[i] === 1) continue
      const s = status[i]!
      const isLive = s >= 0 && live[s] === 1
      const isLingeringSold = c.allowSold && s === soldCode && soldAt[i]! >= c.soldSince
      if (!isLive && !isLingeringSold) continue
      if (carTypes && !(carType[i]! >= 0 && carTypes[carType[i]!] === 1)) continue
      if (itemTypes && !(itemType[i]! >= 0 && itemTypes[itemType[i]!] === 1)) continue
      for (const r of ranges) {
        const v = r.values[i]!
        // NaN (null) fails both comparisons, as NULL does in SQL.
        if (!(v >= r.min && v <= r.max)) continue rows
      }
      if (positiveOnly && !(shownPrice[i]! > 0)) continue
      if (text && text[i] !== 1) continue
      base[i] = 1
    }
    return base
  }
}

/** The share of a tenant's rows that may be changed over a built index before the engine builds it afresh. */
export const CHANGED_SHARE = 0.25
/** … and the changed rows always allowed, however small the tenant. */
export const CHANGED_MIN = 500

/** The most changed rows a built index of `size` rows carries before it is built afresh. */
export const changedLimit = (size: number): number => Math.max(CHANGED_MIN, Math.floor(size * CHANGED_SHARE))

/** Two counts over disjoint rows, added. */
function addCounts(a: FacetIndexResult, b: FacetIndexResult): FacetIndexResult {
  const facets: FacetCounts = { ...a.facets }
  for (const [attr, values] of Object.entries(b.facets) as [FacetAttribute, Record<string, number>][]) {
    const into = { ...(facets[attr] ?? {}) } as Record<string, number>
    for (const [v, n] of Object.entries(values)) into[v] = (into[v] ?? 0) + n
    facets[attr] = into
  }
  return { count: a.count + b.count, facets }
}

/**
 * A built index with the documents changed since laid over it: the built rows of changed or removed documents are
 * skipped, and the changed documents' current rows are counted from an index of their own.
 */
export class ChangedFacetIndex implements TenantFacetIndex {
  constructor(
    readonly base: FacetIndex,
    /** 1 for the built rows of documents changed or removed since the build; `skipped` of them. */
    readonly skip: Uint8Array,
    readonly skipped: number,
    /** The changed documents' current rows, by id (FACET_INDEX_FIELDS and lexemes). */
    readonly rows: ReadonlyMap<string, Record<string, unknown>>,
    private readonly delta: FacetIndex,
    readonly version: number,
  ) {}

  get size(): number {
    return this.base.size - this.skipped + this.delta.size
  }

  get changed(): number {
    return this.skipped + this.rows.size
  }

  get builtSize(): number {
    return this.base.size
  }

  get bytes(): number {
    return this.base.bytes + this.skip.byteLength + this.delta.bytes + this.rows.size * 512
  }

  count(scope: TenantScope, query: VehicleQuery, textIds: readonly string[] | null = null): FacetIndexResult {
    return addCounts(this.base.count(scope, query, textIds, this.skip), this.delta.count(scope, query, textIds))
  }
}

/**
 * `held` brought to `version`: `ids` are every document of the tenant changed since held.version (written, removed,
 * or moved to another tenant), `rows` the current rows of those still in the tenant.
 */
export function withChanges(
  held: TenantFacetIndex,
  ids: readonly string[],
  rows: readonly Record<string, unknown>[],
  version: number,
): TenantFacetIndex {
  const layered = held instanceof ChangedFacetIndex ? held : null
  const base = layered ? layered.base : (held as FacetIndex)
  const skip = layered ? layered.skip.slice() : new Uint8Array(base.size)
  let skipped = layered ? layered.skipped : 0
  const current = new Map(layered ? layered.rows : [])
  for (const id of ids) {
    const row = base.rowIndexOf(id)
    if (row !== undefined && skip[row] !== 1) {
      skip[row] = 1
      skipped++
    }
    current.delete(id)
  }
  for (const row of rows) current.set(String(row.id), row)
  return new ChangedFacetIndex(
    base,
    skip,
    skipped,
    current,
    FacetIndex.fromRows([...current.values()], version),
    version,
  )
}

/** The default bound of the memory all tenants' facet indexes may hold together. */
export const FACET_INDEX_MAX_BYTES = 256 * 1024 * 1024

/**
 * Where an engine holds its tenants' facet indexes: within `maxBytes` (by FacetIndex.bytes), the least recently used
 * out first. The newest is always kept, however big (it counts as the whole bound, so it pushes every other out): a
 * tenant larger than the bound is still counted in memory rather than rebuilt on every search. `onEvict` is told of
 * each tenant pushed out to make room (not of an index replaced by its own rebuild).
 */
export function facetIndexCache(
  maxBytes: number = FACET_INDEX_MAX_BYTES,
  onEvict?: (tenantId: string) => void,
): LRUCache<string, TenantFacetIndex> {
  const maxSize = Math.max(1, Math.floor(maxBytes))
  return new LRUCache<string, TenantFacetIndex>({
    maxSize,
    sizeCalculation: (index) => Math.max(1, Math.min(maxSize, Math.ceil(index.bytes))),
    ...(onEvict ? { dispose: (_index, tenantId, reason) => reason === 'evict' && onEvict(tenantId) } : {}),
  })
}

/** What an engine's facet indexes hold: bytes (by FacetIndex.bytes), tenants, the bound and evictions so far. */
export interface FacetIndexStats {
  bytes: number
  tenants: number
  maxBytes: number
  evictions: number
}
