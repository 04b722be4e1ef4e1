/**
 * The watchlist's rules shared by the button, the garage and the server (spec §4 Watchlist, §8; SAVE-01..12,
 * ERR-06..08).
 */

/** ERR-07 / ERR-08: the success toasts (both with a View List link to the watchlist page, RTE-38). */
export function watchlistToast(action: 'saved' | 'removed', carName: string): { title: string; body: string } {
  return action === 'saved'
    ? { title: 'Car Saved In Watchlist', body: `${carName} is now available in your watchlist` }
    : { title: 'Car Removed', body: `${carName} is no longer in your watchlist` }
}

/** Server messages of the watchlist endpoints ({ success, message }). */
export const WATCHLIST_MESSAGES = {
  saved: 'Car saved to your watchlist.',
  removed: 'Car removed from your watchlist.',
  signIn: 'Please sign in to use your watchlist.',
  wrongPhone: 'That phone number does not match your account.',
  noCar: 'That car is not available on this site.',
  sold: 'This car has been sold and cannot be added to your watchlist.',
} as const

export type WatchlistButtonState =
  { kind: 'hidden' } | { kind: 'sign-in' } | { kind: 'add-phone' } | { kind: 'toggle'; saved: boolean }

/**
 * What the watchlist button offers.
 *   a sold car not already saved → hidden (SAVE-10)
 *   anonymous → 'sign-in' (SAVE-01); signed in without a phone → 'add-phone' (SAVE-02: back to sign-in)
 *   otherwise → a toggle
 */
export function watchlistButtonState(input: {
  sold: boolean
  saved: boolean
  signedIn: boolean
  hasPhone: boolean
}): WatchlistButtonState {
  if (input.sold && !input.saved) return { kind: 'hidden' }
  if (!input.signedIn) return { kind: 'sign-in' }
  if (!input.hasPhone) return { kind: 'add-phone' }
  return { kind: 'toggle', saved: input.saved }
}

/** SAVE-03 / SAVE-06: the list after an optimistic add or remove (ids compared as strings). */
export function withCar(ids: readonly string[], carId: string | number, on: boolean): string[] {
  const id = String(carId)
  const rest = ids.filter((x) => x !== id)
  return on ? [...rest, id] : rest
}
