/**
 * The search engine of this process: postgres (the search_documents table), or typesense when TYPESENSE_URL is set
 * (postgres stays the source of truth: hooks write it always and mirror to typesense, see ./typesense/engine).
 */
import type { Payload } from 'payload'

import type { SearchEngine } from '../domain/search/types'
import { env } from '../lib/env'
import { processSingleton } from '../lib/processSingleton'

import { invalidateTenantSearch } from './cache'
import { FallbackSearchEngine } from './fallback'
import { PostgresSearchEngine, type ReindexOptions } from './postgres/engine'
import type { ResumableReindexOptions, ResumableReindexResult } from './postgres/resumableReindex'
import { mirrorToTypesense, typesenseEngine } from './typesense/engine'

function registry() {
  return processSingleton('searchEngines', () => ({
    engines: new WeakMap<Payload, PostgresSearchEngine>(),
    fallbacks: new WeakMap<Payload, FallbackSearchEngine>(),
    warned: false,
  }))
}

/** The postgres engine of this Payload instance (hooks and the reindex command use its extra methods). */
export function postgresEngine(payload: Payload): PostgresSearchEngine {
  const r = registry()
  let engine = r.engines.get(payload)
  if (!engine) {
    engine = new PostgresSearchEngine(payload, {
      onTenantsChanged: invalidateTenantSearch,
      facetIndexMaxBytes: env().FACET_INDEX_MAX_BYTES,
    })
    r.engines.set(payload, engine)
  }
  return engine
}

/**
 * The engine searches go to: postgres, or with TYPESENSE_URL typesense — falling back to postgres while typesense
 * fails (./fallback).
 */
export function getSearchEngine(payload: Payload): SearchEngine {
  const typesense = env().TYPESENSE_URL ? typesenseEngine(payload) : null
  if (!typesense) return postgresEngine(payload)
  const r = registry()
  let engine = r.fallbacks.get(payload)
  if (!engine) {
    engine = new FallbackSearchEngine(typesense, postgresEngine(payload))
    r.fallbacks.set(payload, engine)
  }
  return engine
}

/**
 * Rebuild the search documents of one tenant (or all) in every configured engine: postgres, the source of truth,
 * first; then typesense when TYPESENSE_URL is set (a failure there is logged; `npm run reindex` puts it right).
 */
export async function reindexSearch(
  payload: Payload,
  tenantId?: string,
  opts: ReindexOptions = {},
): Promise<{ indexed: number }> {
  const result = await postgresEngine(payload).reindex(tenantId, opts)
  await mirrorToTypesense(payload, async (engine) => {
    await engine.reindex(tenantId)
  })
  return result
}

/**
 * `npm run reindex`: postgres rebuilt in batches with a checkpoint, so a stopped run is continued by the next
 * (./postgres/resumableReindex); then typesense, when TYPESENSE_URL is set, rebuilt whole from the same vehicles.
 */
export async function resumableReindexSearch(
  payload: Payload,
  opts: ResumableReindexOptions = {},
): Promise<ResumableReindexResult> {
  const result = await postgresEngine(payload).reindexResumable(opts)
  await mirrorToTypesense(payload, async (engine) => {
    await engine.reindex(opts.tenantId)
  })
  return result
}

export { PostgresSearchEngine, type PostgresSearchEngineOptions, type ReindexOptions } from './postgres/engine'
export type { ReindexProgress, ResumableReindexOptions, ResumableReindexResult } from './postgres/resumableReindex'
export { vehicleDocument } from './documents'
export { scopeFor, scopeForConfig } from './scope'
