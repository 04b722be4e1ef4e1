'use client'

/**
 * Favourites and recently viewed cars kept in step with the shopper's account (docs/architecture/accounts.md "Lists
 * on every device"). A browser follows the account once the shopper chose to keep its lists there (or it had none to
 * keep): it takes the account's lists on each page and sends every change back (POST /api/account/saved-cars,
 * replacing). Until then the browser's lists stay its own; My garage offers the merge.
 */
import type { FavouriteCar, ViewedCar } from '@/domain/saved/lists'
import { rebaseList, SYNC_LIMITS, syncFlagKey } from '@/domain/saved/sync'
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

const snapshot = (): AccountLists => ({ favourites: [...favouritesStore.read()], viewed: [...viewedStore.read()] })
/**
 * This browser's lists when the page began (read as this module loads, before any of the page's effects): what the
 * shopper changes on the page — a heart pressed, a car viewed — is measured from them and laid on top of the account's
 * lists when those arrive (rebaseList), however late they arrive.
 */
let pageStart: AccountLists | null = typeof window === 'undefined' ? null : snapshot()
let started = false
/** The account's lists have arrived (or could not be read): until then nothing is sent, so nothing is replaced blind. */
let ready = false
let lastSent = ''
/** Signing out: nothing more is sent (the lists leaving this browser are not a change of the shopper's). */
let leaving = false
let timer: ReturnType<typeof setTimeout> | undefined

const send = () => {
  if (!ready || leaving) return
  const body = { favourites: ids(favouritesStore.read()), viewed: ids(viewedStore.read()), merge: false }
  const sent = JSON.stringify([body.favourites, body.viewed])
  if (sent === lastSent) return
  lastSent = sent
  void postJson('/api/account/saved-cars', body)
}

/**
 * From now on this browser follows the account: every change here is sent back (replacing the account's lists), a
 * moment after the last one, once the account's lists have arrived (applyAccountLists).
 */
export function startFollowing(accountId: number): void {
  remember(accountId)
  if (started) return
  started = true
  const changed = () => {
    if (leaving) return
    clearTimeout(timer)
    timer = setTimeout(send, SYNC_DELAY_MS)
  }
  favouritesStore.subscribe(changed)
  viewedStore.subscribe(changed)
}

/**
 * The account's lists become this browser's, with what the shopper changed here since the page began laid on top; when
 * that differs from the account's, it is sent back. `null`: the account's lists could not be read — this browser's are
 * sent only once the shopper changes them here (the account follows the device in use, never a stale copy unasked).
 */
export function applyAccountLists(lists: AccountLists | null): void {
  ready = true
  if (!lists) {
    const start = pageStart ?? snapshot()
    lastSent = JSON.stringify([ids(start.favourites), ids(start.viewed)])
  } else {
    const start = pageStart ?? snapshot()
    const favourites = rebaseList(start.favourites, favouritesStore.read(), lists.favourites, SYNC_LIMITS.favourites)
    const viewed = rebaseList(start.viewed, viewedStore.read(), lists.viewed, SYNC_LIMITS.viewed)
    lastSent = JSON.stringify([ids(lists.favourites), ids(lists.viewed)])
    favouritesStore.write(favourites)
    viewedStore.write(viewed)
    pageStart = { favourites, viewed }
  }
  send()
}

/** Follow the account from now on, its lists taken (the garage's offer once answered). */
export function follow(accountId: number, lists: AccountLists): void {
  startFollowing(accountId)
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
