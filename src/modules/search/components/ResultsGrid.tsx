import type { CardView } from '@/domain/search/cardView'
import { BRAND_PROMO_POSITION, placePromoTiles, type PromoSlot } from '@/domain/search/promoPlacement'
import { collapseSoldRuns } from '@/domain/search/soldRuns'
import type { CarType } from '@/domain/search/types'
import type { PromoTile } from '@/domain/site'

import { EMPTY_RESULTS_TEXT } from '../messages'

import { PromoCard } from './PromoCard'
import { ClearFilters } from './SearchContext.client'
import { CardsCreditNote, RESULTS_CARD_SIZES, VehicleCard } from './VehicleCard'

export interface ResultsGridProps {
  cards: CardView[]
  /** CMS tiles with their random offsets already drawn (drawPromoOffsets), and the brand's own tile at 8, if any. */
  promos: (PromoTile & PromoSlot)[]
  brandPromo: (PromoTile & PromoSlot) | null
  /** The car types the results are for (promo tiles listing car types show only for those). */
  carTypes: CarType[]
  now: Date
  /**
   * How many of the first cards load their photo at once (the first of them is preloaded as the LCP candidate);
   * 0 below other content. 1 by default: on a phone the first row is one card and an eager photo below the fold is
   * preloaded by React and fetched before the LCP photo paints. The rest are deferred (DeferredImage):
   * each asks for its photo once its cell comes within 300 px of the viewport, after hydration (on a desktop the rest
   * of the first row at once); Chromium's lazy loading fetched a phone's next six photos before the first painted.
   */
  eagerCards?: number
  /** The photos' `sizes` (display widths), for the srcset choice. */
  sizes?: string
}

/**
 * The cards of one results page with the promo tiles in their slots (SRP-06..10), sold runs collapsed, or the empty
 * state. Rendered on the server for the first answer and in the browser after, from the same card views.
 */
export function ResultsGrid({
  cards,
  promos,
  brandPromo,
  carTypes,
  now,
  eagerCards = 1,
  sizes = RESULTS_CARD_SIZES,
}: ResultsGridProps) {
  const cells = placePromoTiles(collapseSoldRuns(cards), promos, {
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
    <>
      <ul className="results-grid" role="list">
        {cells.map((cell, i) =>
          cell.kind === 'hit' ? (
            <li key={`v-${cell.hit.id}`}>
              <VehicleCard
                card={cell.hit}
                load={i >= eagerCards ? 'deferred' : i === 0 ? 'preload' : 'eager'}
                sizes={sizes}
              />
            </li>
          ) : (
            <li key={`p-${cell.tile.id}`}>
              <PromoCard tile={cell.tile} eager={i < eagerCards} />
            </li>
          ),
        )}
      </ul>
      <CardsCreditNote cards={cards} />
    </>
  )
}
