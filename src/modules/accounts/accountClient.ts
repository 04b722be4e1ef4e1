'use client'

/**
 * The browser's view of the shopper's account (the header island, the watchlist button, the sign-in and garage
 * pages): GET /api/account/me once per page load (shared by every island), the watchlist ids once when signed in, and
 * the POSTs. Site HTML never depends on who is looking (the page cache); these fill it in after hydration.
 */
import { useSyncExternalStore } from 'react'

/** Who is looking; `unavailable`: the server could not say (busy or unreachable), so nothing is decided on it. */
export type Me =
  | { signedIn: false; unavailable?: true }
  | { signedIn: true; id: number; name: string; hasPhone: boolean; phone: string | null; emailVerified?: boolean }

export interface AccountState {
  /** null until /api/account/me answered */
  me: Me | null
  /** the car ids on the shopper's watchlist (strings), null until loaded or when signed out */
  watchlist: string[] | null
}

let state: AccountState = { me: null, watchlist: null }
const listeners = new Set<() => void>()
let meLoad: Promise<Me> | null = null
let listLoad: Promise<string[]> | null = null

function set(next: Partial<AccountState>) {
  state = { ...state, ...next }
  for (const l of listeners) l()
}

export const accountStore = {
  get: () => state,
  set,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

const SERVER_STATE: AccountState = { me: null, watchlist: null }

export function useAccount(): AccountState {
  return useSyncExternalStore(accountStore.subscribe, accountStore.get, () => SERVER_STATE)
}

/** The pauses before asking /api/account/me again when the server was busy (5xx, 429) or unreachable. */
const ME_RETRY_PAUSES_MS = [500, 1500]

async function fetchMe(): Promise<Me> {
  for (let attempt = 0; ; attempt++) {
    try {
      const r = await fetch('/api/account/me', { credentials: 'same-origin', cache: 'no-store' })
      if (r.ok) return (await r.json()) as Me
      if (r.status < 500 && r.status !== 429) return { signedIn: false }
    } catch {
      // offline or interrupted: asked again below
    }
    const pause = ME_RETRY_PAUSES_MS[attempt]
    if (pause === undefined) return { signedIn: false, unavailable: true }
    await new Promise((resolve) => setTimeout(resolve, pause))
  }
}

/**
 * /api/account/me, fetched once per page load and shared by every island. A busy or unreachable server is asked twice
 * more; if it still cannot answer, the shopper shows as signed out with `unavailable` set, and callers decide nothing
 * on it (the watchlist button keeps a save the shopper asked for before signing in, rather than dropping it).
 */
export function loadMe(): Promise<Me> {
  meLoad ??= fetchMe().then((me) => {
    set({ me })
    return me
  })
  return meLoad
}

/** The watchlist's car ids (signed in only), fetched once per page load. */
export function loadWatchlistIds(): Promise<string[]> {
  listLoad ??= fetch('/api/watchlist/cars', { credentials: 'same-origin', cache: 'no-store' })
    .then((r) => (r.ok ? (r.json() as Promise<{ entries: { car: { id: number } }[] }>) : { entries: [] }))
    .catch(() => ({ entries: [] }))
    .then(({ entries }) => {
      const ids = entries.map((e) => String(e.car.id))
      set({ watchlist: ids })
      return ids
    })
  return listLoad
}

export type PostResult<T> =
  { ok: true; status: number; body: T } | { ok: false; status: number; body: Record<string, unknown> }

/** A JSON POST to the site's API; a network failure is status 0. */
export async function postJson<T>(path: string, body: unknown): Promise<PostResult<T>> {
  try {
    const r = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await r.json().catch(() => ({}))) as Record<string, unknown>
    return r.ok ? { ok: true, status: r.status, body: json as T } : { ok: false, status: r.status, body: json }
  } catch {
    return {
      ok: false,
      status: 0,
      body: { error: 'Could not reach the server. Please check your connection and try again.' },
    }
  }
}

/** Where the browser is now (path and query), for a sign-in redirect back here. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`
}
