/**
 * A list kept in localStorage under one key, shared by every component of the page and by every tab of the site:
 *   read()        the current list; the same array object until the stored text changes (what
 *                 useSyncExternalStore needs to avoid re-render loops)
 *   write(list)   stores it and tells this tab's subscribers (other tabs hear the browser's storage event)
 *   subscribe(cb) called on every change from this tab or another one; returns the unsubscribe
 * On the server, or when storage is blocked (private mode, quota, disabled cookies), the list is empty and writes
 * keep working in memory for this page.
 *
 * The environment is injected so the store is unit-tested without a browser.
 */

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export interface StoreEnv {
  storage: () => StorageLike | null
  /** Where the browser's cross-tab `storage` events arrive (window); null on the server. */
  events: () => Pick<Window, 'addEventListener' | 'removeEventListener'> | null
}

export interface ListStore<T> {
  key: string
  read(): readonly T[]
  write(list: readonly T[]): void
  update(change: (list: readonly T[]) => readonly T[]): readonly T[]
  subscribe(listener: () => void): () => void
  /** The snapshot used while rendering on the server and while hydrating: always empty. */
  serverSnapshot(): readonly T[]
}

const EMPTY: readonly never[] = Object.freeze([])

export const browserEnv: StoreEnv = {
  storage: () => {
    try {
      return typeof window === 'undefined' ? null : window.localStorage
    } catch {
      return null
    }
  },
  events: () => (typeof window === 'undefined' ? null : window),
}

export function createListStore<T>(
  key: string,
  parse: (raw: unknown) => T[],
  env: StoreEnv = browserEnv,
): ListStore<T> {
  const listeners = new Set<() => void>()
  // The text the cached list was parsed from; `undefined` = nothing read yet.
  let cachedRaw: string | null | undefined
  let cached: readonly T[] = EMPTY
  // Used when storage is unavailable or refuses the write, so the page still behaves for this visit.
  let memory: string | null = null
  let storageFailed = false

  const rawValue = (): string | null => {
    const storage = env.storage()
    if (!storage || storageFailed) return memory
    try {
      return storage.getItem(key)
    } catch {
      return memory
    }
  }

  const read = (): readonly T[] => {
    const raw = rawValue()
    if (raw === cachedRaw) return cached
    cachedRaw = raw
    cached = raw === null ? EMPTY : Object.freeze(parse(raw))
    return cached
  }

  const notify = () => {
    for (const l of [...listeners]) l()
  }

  const write = (list: readonly T[]) => {
    const raw = JSON.stringify(list)
    memory = raw
    const storage = env.storage()
    try {
      storage?.setItem(key, raw)
      storageFailed = false
    } catch {
      // Quota or privacy mode: the in-memory copy serves this page.
      storageFailed = true
    }
    notify()
  }

  const onStorage = (e: Event) => {
    const key_ = (e as StorageEvent).key
    // key null = storage.clear() in another tab.
    if (key_ === key || key_ === null) notify()
  }

  return {
    key,
    read,
    write,
    update(change) {
      const next = change(read())
      write(next)
      return read()
    },
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) env.events()?.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) env.events()?.removeEventListener('storage', onStorage)
      }
    },
    serverSnapshot: () => EMPTY,
  }
}
