/**
 * Favourites and recently viewed cars kept with a shopper's account (docs/architecture/accounts.md "Lists on every
 * device"): stored as car ids, newest first; the browser's lists are offered for merge on sign-in, then kept in step.
 *
 *   mergeIds(['3', '1'], ['5', '3'], 20) → ['5', '3', '1']   this device's first (its newest), then the account's
 */
import { MAX_FAVOURITES, MAX_VIEWED } from './lists'

export const SYNC_LIMITS = { favourites: MAX_FAVOURITES, viewed: MAX_VIEWED } as const
export type SyncedList = keyof typeof SYNC_LIMITS

/** The ids of both lists, newest first: `first`'s, then `then`'s not already in it, at most `max`. */
export function mergeIds(first: readonly string[], then: readonly string[], max: number): string[] {
  const out: string[] = []
  const seen = new Set<string>()
  for (const id of [...first, ...then]) {
    if (seen.has(id)) continue
    seen.add(id)
    out.push(id)
    if (out.length >= max) break
  }
  return out
}

/** Whether the browser's list has a car the account's lacks (then the merge is offered). */
export function hasNew(local: readonly { id: string }[], account: readonly { id: string }[]): boolean {
  const known = new Set(account.map((c) => c.id))
  return local.some((c) => !known.has(c.id))
}

/** Where the browser remembers that this account's lists are kept in step (localStorage), per tenant host. */
export const syncFlagKey = (accountId: number | string) => `saved:account-sync:${accountId}`
