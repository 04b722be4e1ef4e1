import 'server-only'

import type { SearchResult, VehicleQuery } from '@/domain/search/types'
import type { TenantSite } from '@/domain/site'
import { getSearchEngine } from '@/search'
import { cachedSearch } from '@/search/cache'
import { scopeFor } from '@/search/scope'

import { payloadClient } from './payload'

/**
 * One stock search of a tenant (pages and GET /api/search): the tenant scope and listing filter come from the
 * tenant's flags on the server; results go through the in-memory cache, which a change to the tenant's stock clears.
 */
export async function searchStock(tenant: TenantSite, query: VehicleQuery): Promise<SearchResult> {
  const payload = await payloadClient()
  return cachedSearch(getSearchEngine(payload), scopeFor(tenant), query)
}
