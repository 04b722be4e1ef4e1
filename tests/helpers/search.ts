/**
 * Search test builders shared by the unit and int suites (engines, SQL, mapping, cache): a query and a tenant scope
 * with the defaults every suite assumed, overridden per case.
 *   vehicleQuery({ query: 'hilux' }) → page 1, 21 per page, default sort, no filters
 *   tenantScope(NOW, { tenantId: '1' }) → the listing rule a tenant starts with (3 days' sold linger, no preset)
 */
import type { SearchEngine, SearchResult, TenantScope, VehicleQuery } from '@/domain/search/types'

export function vehicleQuery(over: Partial<VehicleQuery> = {}): VehicleQuery {
  return {
    query: '',
    refinements: {},
    ranges: {},
    sortBy: 'custom_rank:desc',
    page: 1,
    hitsPerPage: 21,
    ...over,
  }
}

export function tenantScope(now: Date, over: Partial<TenantScope> = {}): TenantScope {
  return {
    tenantId: '7',
    soldLingerDays: 3,
    filterPreset: 0,
    priceSortPositiveOnly: false,
    now,
    ...over,
  }
}

/** An engine answering a fresh result object per search, counting them (the result cache's tests). */
export function countingEngine(): SearchEngine & { searches: number } {
  const engine = {
    name: 'postgres' as const,
    searches: 0,
    async search(_scope: TenantScope, query: VehicleQuery): Promise<SearchResult> {
      engine.searches++
      return { hits: [], count: engine.searches, facets: {}, pages: 0, page: query.page, hitsPerPage: 21, ms: 0 }
    },
    multiSearch: async () => [],
    changedSince: async () => ({ hits: [], count: 0 }),
    upsert: async () => {},
    remove: async () => {},
    reindex: async () => ({ indexed: 0 }),
  }
  return engine
}
