import 'server-only'

import { unstable_cache } from 'next/cache'

import { bodyLabel } from '@/domain/bodyTypes'
import { BUDGET_PRICE_FLOOR } from '@/domain/budget/budget'
import type { VehicleQuery } from '@/domain/search/types'
import { EMPTY_QUERY, pluralise } from '@/domain/search/urlState'
import type { TenantSite } from '@/domain/site'
import { stockListTags } from '@/lib/cacheTags'
import { recordRenderDeps } from '@/lib/renderDeps'

import { searchStock } from './search'

/** One body-type picker of the budget search: its search value (null: every body type) and cheapest car. */
export interface BudgetBodyOption {
  body: string | null
  label: string
  /** 'SUVs', 'Vehicles': the too-low messages' {type}s (ERR-16). */
  plural: string
  /** The cheapest car of the type priced above 1000 (BUD-05), or null when there is none. */
  minPrice: number | null
}

const cheapest = (refinements: VehicleQuery['refinements']): VehicleQuery => ({
  ...EMPTY_QUERY,
  refinements,
  ranges: { price: { min: BUDGET_PRICE_FLOOR + 1 } },
  sortBy: 'price:asc',
  hitsPerPage: 1,
})

/**
 * The budget search's pickers (BUD-01, BUD-13): 'All' plus the tenant's body types in stock, most stocked first,
 * each with its cheapest car above $1,000 (one price-ascending search of one hit per type). Shared by every
 * shopper (no shopper data) and cached per tenant until its stock changes.
 */
export function budgetBodyOptions(tenant: TenantSite): Promise<BudgetBodyOption[]> {
  const tags = stockListTags(tenant.id)
  recordRenderDeps(tags)
  return unstable_cache(
    async (): Promise<BudgetBodyOption[]> => {
      const all = await searchStock(tenant, { ...cheapest({}), hitsPerPage: 1 })
      const bodies = Object.entries(all.facets.body ?? {})
        .filter(([, n]) => n > 0)
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .map(([body]) => body)
      const minimums = await Promise.all(
        bodies.map(async (body) => (await searchStock(tenant, cheapest({ body: [body] }))).hits[0]?.price ?? null),
      )
      return [
        { body: null, label: 'All', plural: 'Vehicles', minPrice: all.hits[0]?.price ?? null },
        ...bodies.map((body, i) => ({
          body,
          label: bodyLabel(body),
          plural: pluralise(bodyLabel(body)),
          minPrice: minimums[i] ?? null,
        })),
      ]
    },
    ['budget-body-options', String(tenant.id)],
    { tags, revalidate: 600 },
  )()
}
