/**
 * The typesense search engine: SearchDocs in one Typesense collection for every tenant (./schema), searched with one
 * multi_search per search (./mapping: pure request/response mapping). The postgres search_documents table stays the
 * source of truth (hooks always write it); this engine is fed the same documents, and `reindex` rebuilds it from
 * the vehicles through the shared document source (../documents).
 *
 * Untested here against a real server (none can run on the build machines): tests/int/searchContract.test.ts runs
 * it against postgres whenever TYPESENSE_URL is set.
 */
import type { Payload } from 'payload'
import { Client, Errors } from 'typesense'

import type {
  ChangedMatches,
  SearchDoc,
  SearchEngine,
  SearchResult,
  TenantScope,
  VehicleQuery,
} from '../../domain/search/types'
import { env } from '../../lib/env'
import { processSingleton } from '../../lib/processSingleton'
import { invalidateTenantSearch } from '../cache'
import { lastPerId, rebuildDocuments, type DocumentSink } from '../documents'

import {
  fromMultiSearch,
  idsFilter,
  importFailures,
  quote,
  toChangedSinceSearch,
  toImportLines,
  toMultiSearch,
  type TypesenseMultiSearchResponse,
} from './mapping'
import { collectionName, vehiclesSchema } from './schema'

const IMPORT_BATCH = 1000
const DELETE_BATCH = 200

export interface TypesenseSearchEngineOptions {
  url: string
  apiKey: string
  /** Defaults to collectionName() (per NODE_ENV, TYPESENSE_COLLECTION overrides). */
  collection?: string
  /** Called with the tenant ids whose documents changed (the result cache drops their entries). */
  onTenantsChanged?: (tenantIds: string[]) => void
}

export class TypesenseSearchEngine implements SearchEngine {
  readonly name = 'typesense' as const
  readonly collection: string
  private readonly client: Client
  private ensured: Promise<void> | null = null

  constructor(
    private readonly payload: Payload,
    private readonly options: TypesenseSearchEngineOptions,
  ) {
    this.collection = options.collection ?? collectionName()
    this.client = new Client({
      nodes: [{ url: options.url }],
      apiKey: options.apiKey,
      connectionTimeoutSeconds: 5,
      numRetries: 2,
      logLevel: 'warn',
    })
  }

  private changed(tenantIds: Iterable<string>): void {
    const ids = [...new Set(tenantIds)]
    if (ids.length > 0) (this.options.onTenantsChanged ?? invalidateTenantSearch)(ids)
  }

  /** Create the collection when missing (once per engine; a failure is retried on the next call). */
  ensureCollection(): Promise<void> {
    this.ensured ??= (async () => {
      const exists = await this.client.collections(this.collection).exists()
      if (exists) return
      try {
        await this.client.collections().create(vehiclesSchema(this.collection) as never)
      } catch (error) {
        if (!(error instanceof Errors.ObjectAlreadyExists)) throw error
      }
    })().catch((error) => {
      this.ensured = null
      throw error
    })
    return this.ensured
  }

  /** Drop the collection (tests and full rebuilds). */
  async dropCollection(): Promise<void> {
    try {
      await this.client.collections(this.collection).delete()
    } catch (error) {
      if (!(error instanceof Errors.ObjectNotFound)) throw error
    }
    this.ensured = null
  }

  async search(scope: TenantScope, query: VehicleQuery): Promise<SearchResult> {
    await this.ensureCollection()
    const request = toMultiSearch(scope, query, this.collection)
    const response = (await this.client.multiSearch.perform(
      request as never,
    )) as unknown as TypesenseMultiSearchResponse
    return fromMultiSearch(response, query)
  }

  multiSearch(scope: TenantScope, queries: VehicleQuery[]): Promise<SearchResult[]> {
    return Promise.all(queries.map((q) => this.search(scope, q)))
  }

  async changedSince(scope: TenantScope, query: VehicleQuery, since: number, limit: number): Promise<ChangedMatches> {
    await this.ensureCollection()
    const request = toChangedSinceSearch(scope, query, since, limit, this.collection)
    const response = (await this.client.multiSearch.perform(
      request as never,
    )) as unknown as TypesenseMultiSearchResponse
    const { hits, count } = fromMultiSearch(response, { ...query, page: 1, hitsPerPage: limit })
    return { hits, count }
  }

  private async importDocs(docs: SearchDoc[]): Promise<void> {
    // Last write wins within one call, as in postgres.
    const unique = lastPerId(docs)
    const documents = this.client.collections(this.collection).documents()
    for (let i = 0; i < unique.length; i += IMPORT_BATCH) {
      // JSONL in, JSONL out: a failed line does not throw (see importFailures).
      const answer = await documents.import(toImportLines(unique.slice(i, i + IMPORT_BATCH)), { action: 'upsert' })
      const failed = importFailures(answer)
      if (failed.length > 0)
        throw new Error(
          `typesense import: ${failed.length} of ${Math.min(IMPORT_BATCH, unique.length - i)} documents failed (first: line ${failed[0]!.line}, ${failed[0]!.error})`,
        )
    }
  }

  private async tenantsOf(ids: string[]): Promise<string[]> {
    const tenants: string[] = []
    const documents = this.client.collections(this.collection).documents()
    for (let i = 0; i < ids.length; i += DELETE_BATCH) {
      const chunk = ids.slice(i, i + DELETE_BATCH)
      const res = (await documents.search({
        q: '*',
        filter_by: idsFilter(chunk),
        per_page: chunk.length,
        include_fields: 'tenant_id',
      } as never)) as unknown as {
        hits?: { document: { tenant_id?: string } }[]
      }
      for (const h of res.hits ?? []) if (h.document.tenant_id) tenants.push(String(h.document.tenant_id))
    }
    return tenants
  }

  async upsert(docs: SearchDoc[]): Promise<void> {
    if (docs.length === 0) return
    await this.ensureCollection()
    const before = await this.tenantsOf(docs.map((d) => String(d.id)))
    await this.importDocs(docs)
    this.changed([...before, ...docs.map((d) => String(d.tenant_id))])
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return
    await this.ensureCollection()
    const all = ids.map(String)
    const tenants = await this.tenantsOf(all)
    const documents = this.client.collections(this.collection).documents()
    for (let i = 0; i < all.length; i += DELETE_BATCH) {
      await documents.delete({ filter_by: idsFilter(all.slice(i, i + DELETE_BATCH)) })
    }
    this.changed(tenants)
  }

  private async deleteWhere(filter_by: string): Promise<void> {
    await this.client.collections(this.collection).documents().delete({ filter_by })
  }

  /** Where reindex writes: a tenant's documents deleted by filter, then imported; other tenants' deleted by filter. */
  private readonly sink: DocumentSink = {
    replaceTenant: async (tenantId, docs) => {
      const tenant = quote(tenantId)
      if (tenant === null) return
      await this.deleteWhere(`tenant_id:=${tenant}`)
      await this.importDocs(docs)
    },
    dropOtherTenants: async (tenantIds) => {
      const known = tenantIds.map(quote).filter((t): t is string => t !== null)
      await this.deleteWhere(
        known.length > 0 ? `tenant_id:!=[${known.join(',')}]` : 'custom_rank:>=-9223372036854775807',
      )
      // Typesense does not say whose documents it deleted.
      return []
    },
  }

  /** Replace one tenant's documents (or every tenant's, dropping documents of tenants that no longer exist). */
  async reindex(tenantId?: string): Promise<{ indexed: number }> {
    await this.ensureCollection()
    const { indexed, touched } = await rebuildDocuments(this.payload, this.sink, tenantId)
    // Without a tenant list of the dropped documents, every cached result may be stale: drop the touched tenants'.
    this.changed(touched)
    return { indexed }
  }
}

// ── The engine of a Payload instance ─────────────────────────────────────────────────────────────────────────────

/** The typesense engine of this Payload instance when TYPESENSE_URL is set, else null. */
export function typesenseEngine(payload: Payload): TypesenseSearchEngine | null {
  const { TYPESENSE_URL, TYPESENSE_API_KEY } = env()
  if (!TYPESENSE_URL) return null
  const engines = processSingleton('typesenseEngines', () => new WeakMap<Payload, TypesenseSearchEngine>())
  let engine = engines.get(payload)
  if (!engine) {
    engine = new TypesenseSearchEngine(payload, { url: TYPESENSE_URL, apiKey: TYPESENSE_API_KEY ?? '' })
    engines.set(payload, engine)
  }
  return engine
}

/**
 * Mirror a write to typesense when it is configured (vehicle hooks: postgres, the source of truth, is written
 * first). A failure is logged, not thrown: the vehicle is saved, and `npm run reindex` puts the index right.
 */
export async function mirrorToTypesense(
  payload: Payload,
  write: (engine: TypesenseSearchEngine) => Promise<void>,
): Promise<void> {
  const engine = typesenseEngine(payload)
  if (!engine) return
  try {
    await write(engine)
  } catch (error) {
    payload.logger.error({ err: error }, 'typesense: could not mirror a search document change (run `npm run reindex`)')
  }
}
