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

/**
 * The account's list with what this browser changed in its own since `start` laid on top: the cars added here first
 * (newest first), then the account's, less the cars taken off here; at most `max`. What a shopper does on a page before
 * the account's lists arrive is neither lost under them nor allowed to undo what they changed on another device.
 *
 *   rebaseList([a, b], [c, a], [b, d], 20) → [c, d]   c added here, b taken off here, d added elsewhere
 */
export function rebaseList<T extends { id: string }>(
  start: readonly T[],
  local: readonly T[],
  account: readonly T[],
  max: number,
): T[] {
  const before = new Set(start.map((c) => c.id))
  const now = new Set(local.map((c) => c.id))
  const added = local.filter((c) => !before.has(c.id))
  const addedIds = new Set(added.map((c) => c.id))
  const kept = account.filter((c) => !addedIds.has(c.id) && !(before.has(c.id) && !now.has(c.id)))
  return [...added, ...kept].slice(0, max)
}

/** Whether the browser's list has a car the account's lacks (then the merge is offered). */
export function hasNew(local: readonly { id: string }[], account: readonly { id: string }[]): boolean {
  const known = new Set(account.map((c) => c.id))
  return local.some((c) => !known.has(c.id))
}

/** Where the browser remembers that this account's lists are kept in step (localStorage), per tenant host. */
export const syncFlagKey = (accountId: number | string) => `saved:account-sync:${accountId}`
