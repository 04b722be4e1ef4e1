import 'server-only'

import { displayCount, sumFacet } from '@/domain/search/facets'
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

/**
 * SRP-34: the result count a page shows. Above 1999 it is treated as capped and replaced by the tenant's configured
 * stock count (config.stock.stockCount), else by the summed car type facet counts, else shown as it is.
 */
export function displayedCount(tenant: TenantSite, result: Pick<SearchResult, 'count' | 'facets'>): number {
  return displayCount(result.count, { configuredStockCount: tenant.config.stock.stockCount, facetSum: sumFacet(result.facets.car_type) })
}
