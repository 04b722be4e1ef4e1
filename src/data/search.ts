import 'server-only'

import type { SearchResult, VehicleQuery } from '@/domain/search/types'
import type { TenantSite } from '@/domain/site'
import { getSearchEngine } from '@/search'
import { readSearch } from '@/domain/search/understand'
import { assistedSearch, type AskedSearch, type AssistedResult } from '@/search/assisted'
import { cachedSearch } from '@/search/cache'
import { scopeFor } from '@/search/scope'
import { searchReadTags } from '@/lib/cacheTags'
import { recordRenderDeps } from '@/lib/renderDeps'

import { getAskVocabulary } from './askVocabulary'
import { payloadClient } from './payload'
import { getSearchVocabulary } from './searchVocabulary'

/**
 * One stock search of a tenant (pages and GET /api/search): the tenant scope and listing filter come from the
 * tenant's flags on the server; results go through the result cache (src/search/cache.ts). A render that searches has
 * read the stock's lists (src/lib/renderDeps.ts): the lists as a whole, or those of the one make, body or car type the
 * search is narrowed to (src/lib/cacheTags.ts searchReadTags).
 */
export async function searchStock(tenant: TenantSite, query: VehicleQuery): Promise<SearchResult> {
  recordRenderDeps(searchReadTags(tenant.id, query))
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
 * A search's text read against the tenant's own vocabulary (src/domain/search/understand.ts readSearch): 'white suv
 * under 35k' → body, colour and price filters. Nothing is read from an empty text or one asked for as typed.
 */
export async function askSearch(tenant: TenantSite, query: VehicleQuery, now = new Date()): Promise<AskedSearch> {
  if (query.exact || query.query.trim() === '') return { query, understood: null }
  const { query: read, read: understood } = readSearch(query, await getAskVocabulary(tenant), now)
  return { query: read, understood }
}

/**
 * The results page's search (page, GET /api/search, the assistant's search_stock): a search already read (askSearch)
 * with the words left spelling-corrected against the tenant's own vocabulary, and the empty state's suggestion
 * (src/search/assisted.ts).
 */
export function searchResultsPage(tenant: TenantSite, asked: AskedSearch): Promise<AssistedResult> {
  return assistedSearch(
    (q) => searchStock(tenant, q),
    asked,
    async () => {
      const vocabulary = await getSearchVocabulary(tenant)
      return { makes: vocabulary.makes, models: vocabulary.models, words: vocabulary.bodies }
    },
  )
}
