import 'server-only'

import { priceConfigOf, priceDisplay } from '@/domain/price'
import type { SearchHit } from '@/domain/search/types'
import type { TenantSite } from '@/domain/site'
import { fallbackQuery, mergeSimilar, similarQueries, similarSubject } from '@/domain/vehicle/similar'
import type { VehicleDetail } from '@/domain/vehicle/types'
import { getSearchEngine } from '@/search'
import { scopeFor } from '@/search/scope'

import { payloadClient } from './payload'
import { searchStock } from './search'

/**
 * Up to 6 similar in-stock cars of the same tenant (SIM-01..13): one multi-query through the search engine (tenant
 * scope and listing filter applied inside it), merged by the domain rule. On failure the error is logged and a
 * plain search of the same car type is used instead (SIM-15). The price window (SIM-05/06) is around the price the
 * car's page shows, and search compares it with the price each card shows: a car priced by its offer is compared at
 * the offer; a car without a shown price has no window.
 */
export async function getSimilarVehicles(tenant: TenantSite, vehicle: VehicleDetail): Promise<SearchHit[]> {
  const shown = priceDisplay(
    {
      price: vehicle.price,
      offer_price: vehicle.offerPrice,
      before_price: vehicle.beforePrice,
      subscription_price: vehicle.subscriptionPrice,
      preorder: vehicle.preorder,
    },
    priceConfigOf(tenant.config),
  )
  const subject = similarSubject({ ...vehicle, price: shown.amount })
  try {
    const payload = await payloadClient()
    const results = await getSearchEngine(payload).multiSearch(
      scopeFor(tenant),
      similarQueries(subject, tenant.config.vehicle.similarMatch),
    )
    const merged = mergeSimilar(
      subject,
      results.map((r) => r.hits),
    )
    if (merged.length > 0) return merged
  } catch (error) {
    console.error('Similar cars: the multi-query failed; falling back to a search-based list.', error)
  }
  const fallback = await searchStock(tenant, fallbackQuery(subject))
  return mergeSimilar(subject, [fallback.hits])
}
