import { BRAND_PROMO_POSITION, placePromoTiles, type PromoSlot } from '@/domain/search/promoPlacement'
import { collapseSoldRuns } from '@/domain/search/soldRuns'
import type { CarType, SearchHit } from '@/domain/search/types'
import type { PromoTile, TenantSite } from '@/domain/site'

import { EMPTY_RESULTS_TEXT } from '../messages'

import { PromoCard } from './PromoCard'
import { ClearFilters } from './SearchControls.client'
import { VehicleCard } from './VehicleCard'

export interface ResultsGridProps {
  hits: SearchHit[]
  tenant: TenantSite
  /** CMS tiles with their random offsets already drawn (drawPromoOffsets), and the brand's own tile at 8, if any. */
  promos: (PromoTile & PromoSlot)[]
  brandPromo: (PromoTile & PromoSlot) | null
  /** The car types the results are for (promo tiles listing car types show only for those). */
  carTypes: CarType[]
  now: Date
  /** How many of the first cards load their image at once (the top of a results page; 0 below other content). */
  priorityCards?: number
}

/**
 * The cards of one results page with the promo tiles in their slots (SRP-06..10), sold runs collapsed, or the empty
 * state. Rendered on the server for the first answer (so the cards need no hydration) and in the browser after.
 */
export function ResultsGrid({ hits, tenant, promos, brandPromo, carTypes, now, priorityCards = 2 }: ResultsGridProps) {
  const cells = placePromoTiles(collapseSoldRuns(hits), promos, {
    carTypes,
    now,
    random: () => 0,
    reserved: brandPromo ? { position: BRAND_PROMO_POSITION, tile: brandPromo } : null,
  })
  if (cells.length === 0) {
    return (
      <div className="empty" data-testid="empty-state">
        <p>{EMPTY_RESULTS_TEXT}</p>
        <ClearFilters />
      </div>
    )
  }
  return (
    <ul className="results-grid" role="list">
      {cells.map((cell, i) =>
        cell.kind === 'hit' ? (
          <li key={`v-${cell.hit.id}`}>
            <VehicleCard hit={cell.hit} tenant={tenant} priority={i < priorityCards} now={now} />
          </li>
        ) : (
          <li key={`p-${cell.tile.id}`}>
            <PromoCard tile={cell.tile} />
          </li>
        ),
      )}
    </ul>
  )
}
