'use client'

/**
 * Favourites and recently viewed cars kept in step with the shopper's account (docs/architecture/accounts.md "Lists
 * on every device"). A browser follows the account once the shopper chose to keep its lists there (or it had none to
 * keep): it takes the account's lists on each page and sends every change back (POST /api/account/saved-cars,
 * replacing). Until then the browser's lists stay its own; My garage offers the merge.
 */
import type { FavouriteCar, ViewedCar } from '@/domain/saved/lists'
import { syncFlagKey } from '@/domain/saved/sync'
import { postJson } from '@/modules/accounts/accountClient'

import { favouritesStore, viewedStore } from './savedLists'

export interface AccountLists {
  favourites: FavouriteCar[]
  viewed: ViewedCar[]
}

const SYNC_DELAY_MS = 600
const ids = (list: readonly { id: string }[]) => list.map((c) => c.id)

/** Whether this browser follows the account's lists (remembered per account, per site). */
export function following(accountId: number): boolean {
  try {
    return window.localStorage.getItem(syncFlagKey(accountId)) === 'on'
  } catch {
    return false
  }
}

function remember(accountId: number): void {
  try {
    window.localStorage.setItem(syncFlagKey(accountId), 'on')
  } catch {
    // storage blocked: this page still follows; the next asks again
  }
}

export async function fetchAccountLists(): Promise<AccountLists | null> {
  const r = await fetch('/api/account/saved-cars', { credentials: 'same-origin', cache: 'no-store' }).catch(() => null)
  return r?.ok ? ((await r.json()) as AccountLists) : null
}

/** This browser's lists as the account keeps them, merged into the account's (the garage's offer). */
export async function keepInAccount(): Promise<{ ok: true; lists: AccountLists } | { ok: false; error: string }> {
  const r = await postJson<AccountLists>('/api/account/saved-cars', {
    favourites: ids(favouritesStore.read()),
    viewed: ids(viewedStore.read()),
    merge: true,
  })
  if (!r.ok) return { ok: false, error: String(r.body.error ?? 'That could not be saved. Please try again.') }
  return { ok: true, lists: r.body as AccountLists }
}

let started = false
let changedHere = false
let lastSent = ''
/** Signing out: nothing more is sent (the lists leaving this browser are not a change of the shopper's). */
let leaving = false

/**
 * From now on this browser follows the account: every change here is sent back (replacing the account's lists), a
 * moment after the last one. Call before the account's lists arrive, so a change made meanwhile is not lost.
 */
export function startFollowing(accountId: number): void {
  remember(accountId)
  if (started) return
  started = true
  let timer: ReturnType<typeof setTimeout> | undefined
  const send = () => {
    const body = { favourites: ids(favouritesStore.read()), viewed: ids(viewedStore.read()), merge: false }
    const sent = JSON.stringify([body.favourites, body.viewed])
    if (sent === lastSent) return
    lastSent = sent
    void postJson('/api/account/saved-cars', body)
  }
  const changed = () => {
    if (leaving) return
    changedHere = true
    clearTimeout(timer)
    timer = setTimeout(send, SYNC_DELAY_MS)
  }
  favouritesStore.subscribe(changed)
  viewedStore.subscribe(changed)
}

/**
 * The account's lists become this browser's — unless the shopper changed them here since this page began following
 * (then this browser's, already on their way to the account, win).
 */
export function applyAccountLists(lists: AccountLists): void {
  if (changedHere) return
  lastSent = JSON.stringify([ids(lists.favourites), ids(lists.viewed)])
  favouritesStore.write(lists.favourites)
  viewedStore.write(lists.viewed)
  // writing them is not a change of the shopper's
  changedHere = false
}

/** Follow the account from now on, its lists taken (the garage's offer once answered). */
export function follow(accountId: number, lists: AccountLists): void {
  startFollowing(accountId)
  changedHere = false
  applyAccountLists(lists)
}

/**
 * Signing out on a browser that follows the account: the lists are kept in the account, so they leave this browser
 * with the shopper (the next person on a shared computer sees none of them) and come back at the next sign-in. A
 * browser whose lists were never kept in the account keeps them: they are nobody's but this browser's.
 */
export function leaveAccount(accountId: number): void {
  if (!following(accountId)) return
  leaving = true
  try {
    window.localStorage.removeItem(syncFlagKey(accountId))
  } catch {
    // storage blocked: nothing was kept here either
  }
  favouritesStore.write([])
  viewedStore.write([])
}
