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
  off: 'Saved cars are not available on this site.',
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

/**
 * A save asked for before signing in (SAVE-01): the button keeps { carId, at } in the tab's sessionStorage when it
 * sends a visitor (or a shopper without a phone, SAVE-02) to sign-in, and the car's page carries it out on return,
 * after sign-in, sign-up or adding the phone. sessionStorage is per tab and per origin, so an intent never crosses to
 * another tenant's host, and a link cannot plant one.
 */
export const WATCHLIST_INTENT_KEY = 'dp:watchlist-intent'
/** An intent older than this is dropped: the shopper has moved on. */
export const WATCHLIST_INTENT_MS = 30 * 60 * 1000

export interface WatchlistIntent {
  carId: string
  /** when it was made (ms since the epoch) */
  at: number
}

export function writeWatchlistIntent(carId: string | number, now: number): string {
  return JSON.stringify({ carId: String(carId), at: now } satisfies WatchlistIntent)
}

/** The stored intent, or null for nothing, junk, or one that is too old or from the future. */
export function readWatchlistIntent(raw: string | null | undefined, now: number): WatchlistIntent | null {
  if (!raw || raw.length > 200) return null
  try {
    const value = JSON.parse(raw) as Partial<WatchlistIntent>
    if (typeof value.carId !== 'string' || !/^\d{1,12}$/.test(value.carId)) return null
    if (typeof value.at !== 'number' || !Number.isFinite(value.at)) return null
    if (value.at > now + 60_000 || now - value.at > WATCHLIST_INTENT_MS) return null
    return { carId: value.carId, at: value.at }
  } catch {
    return null
  }
}

/**
 * What the car's page does with a pending intent once it knows who is looking and what is on the list:
 *   'none'  nothing pending for this car (an intent for another car stays for that car's page)
 *   'drop'  forget it unsaved: still signed out or without a phone (the shopper came back without signing in: a
 *           later visit must not save a car they gave up on), or the car is sold (SAVE-10)
 *   'done'  already on the list: nothing to save twice; forget the intent and confirm
 *   'save'  save it now (and forget the intent first, so a reload cannot repeat it)
 */
export type PendingSave = 'none' | 'drop' | 'done' | 'save'

export function pendingSave(input: {
  intent: WatchlistIntent | null
  carId: string | number
  sold: boolean
  saved: boolean
  signedIn: boolean
  hasPhone: boolean
}): PendingSave {
  if (!input.intent || input.intent.carId !== String(input.carId)) return 'none'
  if (!input.signedIn || !input.hasPhone) return 'drop'
  if (input.saved) return 'done'
  if (input.sold) return 'drop'
  return 'save'
}
