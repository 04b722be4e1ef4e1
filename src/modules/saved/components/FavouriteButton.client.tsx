'use client'

import { FAVOURITE_EVENT_ID, includesId, toggleFavourite, type FavouriteCar } from '@/domain/saved/lists'
import { pushAnalytics } from '@/lib/analytics.client'

import { favouritesStore, useFavourites } from '../savedLists'
import '../saved.css'

/**
 * The favourite (heart) toggle (SAVE-13..15): stored in this browser, no sign-in. The caller decides whether it
 * shows at all (showSaveButton('favourite', …), SAVE-16..18).
 * Accessible name 'Save {car name}', or 'Remove {car name} from favourites' once saved; aria-pressed follows.
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
      data-testid="favourite-button"
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        className="saved-button__icon"
      >
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.1 5.4 3.1 1.8-2 3.3-3.1 5.4-3.1 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{name}</span>
    </button>
  )
}
