/**
 * The postgres search engine: SearchDocs in the search_documents table (its own migration), written on the Payload
 * adapter's pg pool (the primary) and searched on the public reads (src/lib/db/replicas: a read replica when
 * DATABASE_REPLICA_URLS is set, else the same pool) with the statements of ./sql. This file runs them and keeps the
 * facet counting's state:
 *
 *   search   the hits statement in parallel with the count and facets, counted one of three ways that answer alike:
 *            the tenant's in-memory facet index (./facetIndex) while it is current; else the facet cube (per-tenant
 *            pre-aggregated counts, rebuilt here when stale) where it applies; else live SQL (see facetsSql).
 *   writes   upsert / remove / reindex (documents from ../documents), then tell the result cache which tenants changed;
 *            reindexResumable: the same in batches with a checkpoint (./resumableReindex, `npm run reindex`).
 * Facet indexes: one per tenant, held least recently used first out within a memory bound. A write (any process)
 * moves the tenant's version; the next search brings the index up to date from the documents changed since
 * (search_document_changes: a read of those rows), and builds it afresh in the background only when the changes are
 * too many to lay over it or no longer logged.
 * Read your writes: for REPLICA_AFTER_WRITE_MS after this process wrote a tenant's documents, that tenant's searches
 * read the primary, so the result cache (../cache, dropped on the write) is not refilled from a replica that has not
 * replayed the write yet.
 */
import type { LRUCache } from 'lru-cache'
import type { Payload, PayloadRequest } from 'payload'
import type { Pool } from 'pg'

import type { VehicleRecord } from '../../domain/search/toSearchDoc'
import type {
  ChangedMatches,
  FacetAttribute,
  FacetCounts,
  SearchDoc,
  SearchEngine,
  SearchResult,
  TenantScope,
  VehicleQuery,
} from '../../domain/search/types'
import { pgPoolOf } from '../../lib/db/pool'
import { publicReads, type ReadQueryable } from '../../lib/db/replicas'
import { fromRow } from '../columns'
import { lastPerId, rebuildDocuments, vehicleDocument, type DocumentSink } from '../documents'

import {
  changedLimit,
  FacetIndex,
  FacetIndexBuilder,
  facetIndexCache,
  withChanges,
  type FacetIndexResult,
  type FacetIndexStats,
  type TenantFacetIndex,
} from './facetIndex'
import { inTransaction, run, type Queryable } from './db'
import { resumableReindex, type ResumableReindexOptions, type ResumableReindexResult } from './resumableReindex'
import {
  buildFacetCubeSql,
  changedSinceSql,
  deleteOtherTenantsSql,
  deleteTenantSql,
  facetCubeCurrentSql,
  facetChangesSql,
  facetCubeLockSql,
  facetIndexBatchSql,
  facetIndexRowsSql,
  facetStateVersionSql,
  facetsSql,
  hitsSql,
  indexProbeSql,
  removeSql,
  tenantsOfSql,
  upsertSql,
  type FacetRow,
} from './sql'

/** Rows read per batch when building a facet index, and the least time between two lazy rebuilds of one tenant. */
const FACET_INDEX_BATCH = 2_500
const FACET_INDEX_REBUILD_MS = 5_000
/** Free text is tested row by row in sort order when the page should fill within about this many rows. */
const TEXT_FILTER_MAX_ROWS = 4_000
/** … and always in a tenant of at most this many documents (reading all of them costs a few milliseconds). */
const TEXT_FILTER_TENANT_ROWS = 8_000
const UPSERT_BATCH = 500
/** How long after this process wrote a tenant's documents its searches read the primary (ms). */
export const REPLICA_AFTER_WRITE_MS = 2_000

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
  /** Rows skipped from which a page is read ids first (default DEFERRED_PAGE_OFFSET; 0 = every page, tests). */
  deferredPageOffset?: number
  /** Upper bound of the memory the facet indexes of all tenants may hold (bytes; default FACET_INDEX_MAX_BYTES, 256 MiB). */
  facetIndexMaxBytes?: number
  /** Where searches read (default publicReads of the adapter's pool: a replica when DATABASE_REPLICA_URLS is set). */
  reads?: ReadQueryable
}

export interface ReindexOptions {
  /** Read vehicles and tenants inside this request's transaction (hooks: the change is not committed yet). */
  req?: PayloadRequest
}

export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres' as const

  constructor(
    private readonly payload: Payload,
    private readonly options: PostgresSearchEngineOptions = {},
  ) {
    this.indexes = facetIndexCache(options.facetIndexMaxBytes, () => this.evictions++)
  }

  private evictions = 0

  /** Build this tenant's facet index now unless a current one is held (a server's warm-up; the bench). */
  async warmFacetIndex(tenantId: string): Promise<void> {
    const { rows } = await run<{ version: string }>(this.pool, facetStateVersionSql(tenantId))
    if (this.indexes.peek(tenantId)?.version !== Number(rows[0]?.version ?? 0))
      await this.loadFacetIndex(this.pool, tenantId)
  }

  /** The version of this tenant's facet index held now and the rows changed since it was built (null: none held). */
  facetIndexState(tenantId: string): { version: number; changed: number } | null {
    const index = this.indexes.peek(tenantId)
    return index ? { version: index.version, changed: index.changed } : null
  }

  /** Whether this tenant's facet index is held now (current or not), without counting as a use. */
  holdsFacetIndex(tenantId: string): boolean {
    return this.indexes.has(tenantId)
  }

  /** The facet indexes held now: bytes, tenants, the bound, and how many tenants were pushed out to keep it. */
  facetIndexStats(): FacetIndexStats {
    return {
      bytes: this.indexes.calculatedSize,
      tenants: this.indexes.size,
      maxBytes: this.indexes.maxSize,
      evictions: this.evictions,
    }
  }

  /** The primary: every write, and the reads that are part of one. */
  private get pool(): Pool {
    return pgPoolOf(this.payload)
  }

  /** When this process last wrote each tenant's documents (epoch ms). */
  private readonly writtenAt = new Map<string, number>()

  /** Where a search of this tenant reads: the public reads, or the primary just after this process wrote it. */
  readsFor(tenantId: string): ReadQueryable {
    const written = this.writtenAt.get(tenantId)
    if (written !== undefined) {
      if (Date.now() - written < REPLICA_AFTER_WRITE_MS) return this.pool
      this.writtenAt.delete(tenantId)
    }
    return this.options.reads ?? publicReads(this.pool)
  }

  private changed(tenantIds: Iterable<string>): void {
    const ids = [...new Set(tenantIds)]
    const now = Date.now()
    for (const id of ids) this.writtenAt.set(id, now)
    if (ids.length > 0) this.options.onTenantsChanged?.(ids)
  }

  // ── Counting: the facet cube ─────────────────────────────────────────────────────────────────────────────────────

  /**
   * Rebuild one tenant's facet cube unless it is current. Builders of one tenant queue on a transaction advisory lock
   * (released at COMMIT, so it holds behind PgBouncer in transaction mode), so the second finds the first's work and
   * stops.
   */
  async buildFacetCube(tenantId: string): Promise<void> {
    await inTransaction(this.pool, 'BEGIN', async (client) => {
      await run(client, facetCubeLockSql(tenantId))
      const current = await run(client, facetCubeCurrentSql(tenantId))
      if (current.rowCount === 0) await run(client, buildFacetCubeSql(tenantId))
    })
  }

  private async facetRows(db: ReadQueryable, scope: TenantScope, query: VehicleQuery): Promise<FacetRow[]> {
    const facets = facetsSql(scope, query, { cube: this.options.facetCube })
    const built = (rows: FacetRow[]) => rows.some((r) => r.a === '#built' && Number(r.n) > 0)
    const first = await run<FacetRow>(db, facets)
    if (!facets.cube || built(first.rows)) return first.rows
    // The cube was stale (a write since it was built) or never built: build it (on the primary), then ask again.
    // Should a write land in between, or a replica not have replayed the build yet, count live rather than wait.
    await this.buildFacetCube(String(scope.tenantId))
    const again = await run<FacetRow>(db, facets)
    if (built(again.rows)) return again.rows
    return (await run<FacetRow>(db, facetsSql(scope, query, { cube: false }))).rows
  }

  /** The count and facets in SQL: the facet cube where it applies, else counted live (facetsSql). */
  private async countInSql(db: ReadQueryable, scope: TenantScope, query: VehicleQuery): Promise<FacetIndexResult> {
    let count = 0
    const counts: FacetCounts = {}
    for (const row of await this.facetRows(db, scope, query)) {
      const n = Number(row.n)
      if (row.a === '') count += n
      else if (row.a !== '#built' && row.v !== null && n > 0) {
        const values = (counts[row.a as FacetAttribute] ??= {}) as Record<string, number>
        values[row.v] = (values[row.v] ?? 0) + n
      }
    }
    return { count, facets: counts }
  }

  // ── Counting: the in-memory facet index ──────────────────────────────────────────────────────────────────────────

  /** The facet indexes held by tenant, within the memory bound (facetIndexCache: least recently used out first). */
  private readonly indexes: LRUCache<string, TenantFacetIndex>
  private readonly building = new Map<string, Promise<FacetIndex>>()
  private readonly refreshing = new Map<string, Promise<TenantFacetIndex | null>>()

  /** When each tenant's last index build started (lazy rebuilds of one tenant are at least FACET_INDEX_REBUILD_MS apart). */
  private readonly builtAt = new Map<string, number>()

  /**
   * Read one tenant's rows and version in one snapshot into a FacetIndex, and keep it (within the memory bound).
   * Rows come in keyset batches with a turn of the event loop between them, so a big tenant's build does not hold
   * up other requests for its whole duration.
   */
  private loadFacetIndex(db: ReadQueryable, tenantId: string): Promise<FacetIndex> {
    const running = this.building.get(tenantId)
    if (running) return running
    this.builtAt.set(tenantId, Date.now())
    const build = inTransaction(db, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async (client) => {
      const v = await run<{ version: string }>(client, facetStateVersionSql(tenantId))
      const builder = new FacetIndexBuilder()
      let after: string | null = null
      for (;;) {
        const batch: { rows: Record<string, unknown>[] } = await run(
          client,
          facetIndexBatchSql(tenantId, after, FACET_INDEX_BATCH),
        )
        for (const row of batch.rows) builder.add(row)
        if (batch.rows.length < FACET_INDEX_BATCH) break
        after = String(batch.rows[batch.rows.length - 1]!.id)
        await new Promise<void>((resolve) => setImmediate(resolve))
      }
      return builder.finish(Number(v.rows[0]?.version ?? 0))
    })
      .then((index) => {
        // Not over a newer one (a refresh from the changes while this was read).
        if ((this.indexes.peek(tenantId)?.version ?? -1) <= index.version) this.indexes.set(tenantId, index)
        return index
      })
      .finally(() => this.building.delete(tenantId))
    this.building.set(tenantId, build)
    return build
  }

  /**
   * `held` brought up to date from the documents changed since its version, in one snapshot (kept, and returned);
   * null when the changes are not all logged or too many to lay over it (./facetIndex changedLimit): then only a
   * build afresh will do.
   */
  private refreshFacetIndex(
    db: ReadQueryable,
    tenantId: string,
    held: TenantFacetIndex,
  ): Promise<TenantFacetIndex | null> {
    const running = this.refreshing.get(tenantId)
    if (running) return running
    const refresh = inTransaction(db, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async (client) => {
      const room = changedLimit(held.builtSize) - held.changed
      if (room <= 0) return null
      const { rows } = await run<{ version: string; log_from: string; ids: string[] }>(
        client,
        facetChangesSql(tenantId, held.version, room + 1),
      )
      const state = rows[0]
      if (!state) return null
      const version = Number(state.version)
      if (version === held.version) return held
      if (Number(state.log_from) > held.version + 1 || state.ids.length > room) return null
      const changed = await run<Record<string, unknown>>(client, facetIndexRowsSql(tenantId, state.ids))
      return withChanges(held, state.ids, changed.rows, version)
    })
      .then((index) => {
        // Not if a build afresh (or another refresh) has meanwhile kept a newer one.
        if (index && (this.indexes.peek(tenantId)?.version ?? -1) < index.version) this.indexes.set(tenantId, index)
        return index
      })
      .finally(() => this.refreshing.delete(tenantId))
    this.refreshing.set(tenantId, refresh)
    return refresh
  }

  /** The count and facets from the tenant's in-memory index, or null when it is not current (see facetIndex). */
  private async countFromIndex(
    db: ReadQueryable,
    scope: TenantScope,
    query: VehicleQuery,
  ): Promise<FacetIndexResult | null> {
    const mode = this.options.facetIndex ?? 'lazy'
    if (mode === 'off') return null
    const tenantId = String(scope.tenantId)
    const { rows } = await run<{ version: string; ids?: string[] }>(db, indexProbeSql(scope, query))
    const version = Number(rows[0]?.version ?? 0)
    // peek: a stale index is not a use (a current one is, below).
    let index = this.indexes.peek(tenantId)
    if (index && index.version < version) {
      const refreshed = await this.refreshFacetIndex(db, tenantId, index).catch((error) => {
        console.error('facet index refresh failed', (error as Error)?.message ?? error)
        return null
      })
      if (refreshed) index = refreshed
    }
    if (!index || index.version < version) {
      if (mode === 'lazy') {
        // A tenant being written to (an import) is counted in SQL until the writes settle, not rebuilt each time.
        const last = this.builtAt.get(tenantId) ?? 0
        if (index && Date.now() - last < FACET_INDEX_REBUILD_MS) return null
        this.loadFacetIndex(db, tenantId).catch((error) =>
          console.error('facet index build failed', (error as Error)?.message ?? error),
        )
        return null
      }
      index = await this.loadFacetIndex(db, tenantId)
      // Read before a write this search sees: it counts in SQL.
      if (index.version < version) return null
    } else {
      this.indexes.get(tenantId)
      // Changed over half its room: built afresh in the background (at most every FACET_INDEX_REBUILD_MS) while it
      // keeps answering.
      if (
        mode === 'lazy' &&
        index.changed > changedLimit(index.builtSize) / 2 &&
        Date.now() - (this.builtAt.get(tenantId) ?? 0) >= FACET_INDEX_REBUILD_MS
      ) {
        this.loadFacetIndex(db, tenantId).catch((error) =>
          console.error('facet index build failed', (error as Error)?.message ?? error),
        )
      }
    }
    return index.count(scope, query, rows[0]?.ids ?? null)
  }

  // ── Searching ────────────────────────────────────────────────────────────────────────────────────────────────────

  async search(scope: TenantScope, query: VehicleQuery): Promise<SearchResult> {
    const started = performance.now()
    const db = this.readsFor(String(scope.tenantId))
    let hitRows: { rows: Record<string, unknown>[] }
    let counted: FacetIndexResult
    if (query.query.trim() !== '' && FacetIndex.matchesTextItself(query.query)) {
      // Free text: count first, then choose how the hits are read (see hitsSql).
      const fromIndex = await this.countFromIndex(db, scope, query)
      // The tenant's size from its index, current or not (a stale one is near enough), unknown without one.
      const size = this.indexes.peek(String(scope.tenantId))?.size ?? Infinity
      const scanned =
        fromIndex && fromIndex.count > 0 ? (query.page * query.hitsPerPage * size) / fromIndex.count : Infinity
      // Row by row when the page fills soon, or when even reading the whole tenant is cheap: the text indexes are
      // the whole platform's, and a common word ('white') is a six-figure bitmap at platform size.
      const textAsFilter = scanned <= TEXT_FILTER_MAX_ROWS || size <= TEXT_FILTER_TENANT_ROWS
      const hits = hitsSql(scope, query, { textAsFilter, deferredFrom: this.options.deferredPageOffset })
      ;[hitRows, counted] = await Promise.all([run(db, hits), fromIndex ?? this.countInSql(db, scope, query)])
    } else {
      ;[hitRows, counted] = await Promise.all([
        run(db, hitsSql(scope, query, { deferredFrom: this.options.deferredPageOffset })),
        this.countFromIndex(db, scope, query).then((r) => r ?? this.countInSql(db, scope, query)),
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

  /** On the primary: the job that asks moves past what it has read (see SearchEngine.changedSince). */
  async changedSince(scope: TenantScope, query: VehicleQuery, since: number, limit: number): Promise<ChangedMatches> {
    const { rows } = await run<Record<string, unknown>>(this.pool, changedSinceSql(scope, query, since, limit))
    return { hits: rows.map(fromRow), count: Number(rows[0]?.changed_total ?? 0) }
  }

  // ── Writes ───────────────────────────────────────────────────────────────────────────────────────────────────────

  private async insert(db: Queryable, docs: SearchDoc[]): Promise<void> {
    const unique = lastPerId(docs)
    for (let i = 0; i < unique.length; i += UPSERT_BATCH) await run(db, upsertSql(unique.slice(i, i + UPSERT_BATCH)))
  }

  async upsert(docs: SearchDoc[]): Promise<void> {
    if (docs.length === 0) return
    // A document that moved tenant leaves its old tenant's cached results stale too.
    const before = await run<{ tenant_id: string }>(this.pool, tenantsOfSql(docs.map((d) => String(d.id))))
    await this.insert(this.pool, docs)
    this.changed([...before.rows.map((r) => r.tenant_id), ...docs.map((d) => String(d.tenant_id))])
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return
    const res = await run<{ tenant_id: string }>(this.pool, removeSql(ids))
    this.changed(res.rows.map((r) => r.tenant_id))
  }

  /** Where reindex writes: one tenant replaced in one transaction; other tenants' documents dropped. */
  private readonly sink: DocumentSink = {
    replaceTenant: (tenantId, docs) =>
      inTransaction(this.pool, 'BEGIN', async (client) => {
        await run(client, deleteTenantSql(tenantId))
        await this.insert(client, docs)
      }),
    dropOtherTenants: async (tenantIds) =>
      (await run<{ tenant_id: string }>(this.pool, deleteOtherTenantsSql(tenantIds))).rows.map((r) => r.tenant_id),
  }

  /** Rebuild one tenant's documents (or every tenant's) from the vehicles (../documents). */
  async reindex(tenantId?: string, opts: ReindexOptions = {}): Promise<{ indexed: number }> {
    const { indexed, touched } = await rebuildDocuments(this.payload, this.sink, tenantId, opts.req)
    this.changed(touched)
    return { indexed }
  }

  /**
   * Rebuild every tenant's documents (or one tenant's) in batches with a checkpoint, continuing a stopped run
   * (./resumableReindex: `npm run reindex`).
   */
  async reindexResumable(opts: ResumableReindexOptions = {}): Promise<ResumableReindexResult> {
    const result = await resumableReindex(this.payload, this.pool, opts)
    this.changed(result.touched)
    return result
  }

  /**
   * The search document of one vehicle with its tenant's config (null when it has no tenant or the tenant is gone):
   * ../documents vehicleDocument, here for the vehicle hooks.
   */
  docFor(vehicle: VehicleRecord, req?: PayloadRequest): Promise<SearchDoc | null> {
    return vehicleDocument(this.payload, vehicle, req)
  }
}
