'use client'

import { useFavourites } from '@/modules/saved/savedLists'

/** The favourites saved in this browser (SAVE-13), listed on /my-garage beside the watchlist. */
export function GarageFavourites() {
  const favourites = useFavourites()
  if (favourites.length === 0)
    return <p className="garage__empty">No favourites in this browser yet. Tap the heart on a car to keep it here.</p>
  return (
    <ul className="garage__links" role="list" data-testid="garage-favourites">
      {favourites.map((car) => (
        <li key={String(car.id)}>
          <a href={`/cars/${car.slug}`}>{car.name}</a>
        </li>
      ))}
    </ul>
  )
}
