'use client'

import { FAVOURITE_EVENT_ID, includesId, toggleFavourite, type FavouriteCar } from '@/domain/saved/lists'
import { pushAnalytics } from '@/lib/analytics.client'

import { favouritesStore, useFavourites } from '../savedLists'

/**
 * The favourite (heart) toggle (SAVE-13..15): stored in this browser, no sign-in. The caller decides whether it
 * shows at all (showSaveButton('favourite', …), SAVE-16..18).
 * Accessible name 'Save {car name}', or 'Remove {car name} from favourites' once saved (its title, which is also the
 * tooltip); aria-pressed follows.
 */
export function FavouriteButton({ car, className }: { car: FavouriteCar; className?: string }) {
  const favourites = useFavourites()
  const saved = includesId(favourites, car.id)
  const name = saved ? `Remove ${car.name} from favourites` : `Save ${car.name}`
  const onClick = () => {
    let added = false
    favouritesStore.update((list) => {
      const out = toggleFavourite(list, car)
      added = out.action === 'added'
      return out.list
    })
    // SAVE-15, LEAD-49: { event: 'analytics', eventId: 39 } to the tag manager's data layer.
    if (added) pushAnalytics(FAVOURITE_EVENT_ID)
  }
  return (
    <button
      type="button"
      className={`saved-button saved-button--favourite${saved ? ' saved-button--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={saved}
      title={name}
      onClick={onClick}
    >
      {/* the heart is saved.css's (a mask, filled once saved; no icon element per card); the title names it */}
    </button>
  )
}
