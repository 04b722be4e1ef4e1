'use client'

import { KeepListsOffer } from '@/modules/saved/components/KeepListsOffer.client'
import { useFavourites } from '@/modules/saved/savedLists'

/**
 * The favourites (SAVE-13), listed on /my-garage beside the watchlist: this browser's, and once it follows the
 * account, the account's (with the offer to keep this browser's there).
 */
export function GarageFavourites() {
  const favourites = useFavourites()
  return (
    <>
      {favourites.length === 0 ? (
        <p className="garage__empty">No favourites yet. Tap the heart on a car to keep it here.</p>
      ) : (
        <ul className="garage__links" role="list" data-testid="garage-favourites">
          {favourites.map((car) => (
            <li key={String(car.id)}>
              <a href={`/cars/${car.slug}`}>{car.name}</a>
            </li>
          ))}
        </ul>
      )}
      <KeepListsOffer />
    </>
  )
}
