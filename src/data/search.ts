import 'server-only'

import type { SearchResult, VehicleQuery } from '@/domain/search/types'
import type { TenantSite } from '@/domain/site'
import { getSearchEngine } from '@/search'
import { assistedSearch, type AssistedResult } from '@/search/assisted'
import { cachedSearch } from '@/search/cache'
import { scopeFor } from '@/search/scope'
import { stockListTags } from '@/lib/cacheTags'
import { recordRenderDeps } from '@/lib/renderDeps'

import { payloadClient } from './payload'
import { getSearchVocabulary } from './searchVocabulary'

/**
 * One stock search of a tenant (pages and GET /api/search): the tenant scope and listing filter come from the
 * tenant's flags on the server; results go through the in-memory cache, which a change to the tenant's stock clears. A render that searches
 * has read the stock's lists (src/lib/renderDeps.ts).
 */
export async function searchStock(tenant: TenantSite, query: VehicleQuery): Promise<SearchResult> {
  recordRenderDeps(stockListTags(tenant.id))
  return searchStockUnnoted(tenant, query)
}

/**
 * searchStock without noting the lists as the render's read: for a loader cached under tags of its own, which it
 * notes itself (src/data/searchVocabulary.ts). Its result then stands for those tags whether the search ran or the
 * loader's cache answered, so a page's reads do not depend on what happened to be cached.
 */
export async function searchStockUnnoted(tenant: TenantSite, query: VehicleQuery): Promise<SearchResult> {
  const payload = await payloadClient()
  return cachedSearch(getSearchEngine(payload), scopeFor(tenant), query)
}

/**
 * The results page's search (page and GET /api/search): searchStock with the keyword's make and model names
 * corrected against the tenant's own vocabulary, and the empty state's suggestion (src/search/assisted.ts).
 */
export function searchResultsPage(tenant: TenantSite, query: VehicleQuery): Promise<AssistedResult> {
  return assistedSearch(
    (q) => searchStock(tenant, q),
    query,
    async () => {
      const vocabulary = await getSearchVocabulary(tenant)
      return { makes: vocabulary.makes, models: vocabulary.models, words: vocabulary.bodies }
    },
  )
}
