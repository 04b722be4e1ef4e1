/**
 * The search engine of this process: postgres (the search_documents table). TYPESENSE_URL selects the typesense
 * engine once it exists (a later increment); until then it is logged once and postgres answers.
 */
import type { Payload } from 'payload'

import type { SearchEngine } from '../domain/search/types'
import { env } from '../lib/env'

import { invalidateTenantSearch } from './cache'
import { PostgresSearchEngine } from './postgres'

const globalKey = Symbol.for('dealer-platform.searchEngines')
type WithEngines = typeof globalThis & { [globalKey]?: { engines: WeakMap<Payload, PostgresSearchEngine>; warned: boolean } }

function registry() {
  const g = globalThis as WithEngines
  return (g[globalKey] ??= { engines: new WeakMap(), warned: false })
}

/** The postgres engine of this Payload instance (hooks and the reindex command use its extra methods). */
export function postgresEngine(payload: Payload): PostgresSearchEngine {
  const r = registry()
  let engine = r.engines.get(payload)
  if (!engine) {
    engine = new PostgresSearchEngine(payload, { onTenantsChanged: invalidateTenantSearch })
    r.engines.set(payload, engine)
  }
  return engine
}

export function getSearchEngine(payload: Payload): SearchEngine {
  const r = registry()
  if (env().TYPESENSE_URL && !r.warned) {
    r.warned = true
    payload.logger.warn('TYPESENSE_URL is set, but the typesense search engine is not available yet: searching with postgres.')
  }
  return postgresEngine(payload)
}

export { PostgresSearchEngine } from './postgres'
export { scopeFor, scopeForConfig } from './scope'
