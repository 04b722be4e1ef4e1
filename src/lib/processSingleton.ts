/**
 * One value per process, kept on globalThis under `Symbol.for('dealer-platform.<name>')` so that it survives Next
 * reloading a module and is shared by the server bundles Next builds the same module into (throttles, caches,
 * timers, registries). For values the edge and the app hand each other, see src/lib/edgeContract.mjs instead.
 *
 *   processSingleton('searchCache', () => new LruCache(500))  → the same cache on every call in this process
 *   replaceProcessSingleton('searchCache', undefined)         → the next call creates a new one (tests)
 */
const key = (name: string): symbol => Symbol.for(`dealer-platform.${name}`)
const g = globalThis as unknown as Record<symbol, unknown>

/** The process's `name` value, made by `create` on first use. */
export function processSingleton<T>(name: string, create: () => T): T {
  return (g[key(name)] ??= create()) as T
}

/** The process's `name` value if one was made, else undefined (never creates it). */
export function existingProcessSingleton<T>(name: string): T | undefined {
  return g[key(name)] as T | undefined
}

/** Replaces the process's `name` value; undefined drops it, so the next `processSingleton` call creates it anew. */
export function replaceProcessSingleton<T>(name: string, value: T | undefined): void {
  if (value === undefined) delete g[key(name)]
  else g[key(name)] = value
}
