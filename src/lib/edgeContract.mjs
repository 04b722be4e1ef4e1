// The edge ↔ app contract: every value the edge (server/server.mjs, scripts/lib/*.mjs) and the Next app (src/…)
// hand each other through globalThis, and the values the app hands itself across Next's separately bundled entry
// points (instrumentation, the proxy, the routes), which share a process but not their module instances.
//
// Plain JavaScript with JSDoc types, so the scripts (run by Node as they are) and the app (TypeScript) import the
// same key definitions. Each slot is keyed by `Symbol.for('dealer-platform.<name>')`: the strings never change, so
// an edge and an app of different builds still agree. Read and write them only through these slots.
//
//   slot                   carries                                   written by                       read by
//   EDGE_SECRET            the edge's per-process secret (x-dp-edge)  server/edge.mjs (the edge),  src/lib/requestContext.ts
//                                                                     server/worker.mjs (a worker,
//                                                                     from DP_EDGE_SECRET)
//   PAGE_CACHE             the edge page cache the app purges         server/pageCache.mjs (edge), src/lib/pageCachePurge.ts
//                                                                     server/upstream.mjs
//                                                                     workerIpc (worker: IPC to edge)
//   WARM_PATHS             a tenant's popular paths                   src/data/warmPaths.ts             server/upstream.mjs workerIpc,
//                                                                     (src/instrumentation.ts)          server/pageCache.mjs
//   SEARCH_SHELL_DATA      a search shell's data                      src/app/(site)/[host]/search/     server/upstream.mjs workerIpc
//                                                                     searchPageState.ts (site layout)
//   LOCAL_TAG_EXPIRY       expire the app's in-process caches         src/data/localTagExpiry.ts        server/worker.mjs
//                                                                     (src/instrumentation.ts)
//   TENANT_HOSTS           the hosts a tenant answers on              src/data/warmPaths.ts             src/lib/pageCachePurge.ts (CDN purge)
//   TENANT_HOST_LOOKUP     host → tenant id and chat origin           src/lib/tenantHostLookup.ts       src/proxy.ts
//                                                                     (src/instrumentation.ts)
//   RENDER_DEPS            note the cache tags a render read           server/worker.mjs            src/lib/renderDeps.ts
//   PUBLISH_SCHEDULE_RUNNER  this process runs the publish schedule  src/lib/publishScheduleRunner.ts  src/lib/publishScheduleRunner.ts
//                                                                     (src/instrumentation.ts)          (Payload's jobs, another bundle)
//
// A slot nobody wrote reads `undefined`: the reader carries on without it (no page cache, no warm paths, every
// client unknown…), which is how the app runs under plain `next start`, the seed or jest.
// Process-local caches that merely survive Next's module reloading are not part of this contract: see
// src/lib/processSingleton.ts. Described in docs/architecture/edge-and-page-cache.md "The edge ↔ app contract".

/**
 * The edge page cache as the app sees it: the edge's own (server/pageCache.mjs) or, in a worker, messages to
 * the edge (server/upstream.mjs workerIpc).
 * @typedef {object} EdgePageCache
 * @property {(tenantId: string | number) => number} purgeTenant drop a tenant's pages (and warm its popular ones)
 * @property {() => number} purgeAll drop every page
 * @property {() => Record<string, number>} stats counters
 * @property {(tags: string[]) => void} [tagsExpired] in a worker: the edge expires these tags in every worker
 * @property {(tags: string[]) => number} [purgeTags] drop the pages these expired tags concern (src/lib/purgeScope.mjs)
 */

/**
 * A tenant's popular paths on its primary host (src/data/warmPaths.ts), with `vehicles: n` also up to n car pages.
 * @typedef {{ proto: string, host: string, paths: string[], vehiclePaths?: string[] }} WarmPathsAnswer
 * @typedef {(tenantId: number, options?: { vehicles?: number }) => Promise<WarmPathsAnswer | null>} WarmPaths
 */

/**
 * A search shell's data for a search address (src/app/(site)/[host]/search/searchPageState.ts searchShellData), or
 * null until Next has set up its incremental cache; sent to the edge as it is.
 * @typedef {(input: { host: string, path: string, search: string }) => Promise<unknown>} SearchShellData
 */

/** @typedef {(tags: readonly string[]) => void} LocalTagExpiry expires this process's own caches for these tags */
/** @typedef {(tags: readonly string[]) => void} RenderDeps notes tags the render under way read (nothing outside one) */
/** @typedef {(tenantId: number) => Promise<string[]>} TenantHosts a tenant's slug host and domains */

/**
 * The tenant a request host names (src/lib/hostTenants.ts HostTenant), or null.
 * @typedef {{ id: number, chatOrigin: string | null, stripe: boolean }} HostTenantAnswer
 * @typedef {(host: string) => Promise<HostTenantAnswer | null>} TenantHostLookup
 */

/**
 * One named value on globalThis.
 * @template T
 * @typedef {object} ContractSlot
 * @property {symbol} key `Symbol.for('dealer-platform.<name>')`
 * @property {() => T | undefined} get the value, or undefined when nobody set it
 * @property {(value: T | undefined) => void} set set it; undefined removes it
 */

/**
 * @template T
 * @param {string} name
 * @returns {ContractSlot<T>}
 */
function slot(name) {
  const key = Symbol.for(`dealer-platform.${name}`)
  const g = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))
  return {
    key,
    get: () => /** @type {T | undefined} */ (g[key]),
    set: (value) => {
      if (value === undefined) delete g[key]
      else g[key] = value
    },
  }
}

/** @type {ContractSlot<string>} */
export const EDGE_SECRET = slot('edge-secret')
/** @type {ContractSlot<EdgePageCache>} */
export const PAGE_CACHE = slot('pageCache')
/** @type {ContractSlot<WarmPaths>} */
export const WARM_PATHS = slot('warmPaths')
/** @type {ContractSlot<SearchShellData>} */
export const SEARCH_SHELL_DATA = slot('searchShellData')
/** @type {ContractSlot<LocalTagExpiry>} */
export const LOCAL_TAG_EXPIRY = slot('localTagExpiry')
/** @type {ContractSlot<TenantHosts>} */
export const TENANT_HOSTS = slot('tenantHosts')
/** @type {ContractSlot<TenantHostLookup>} */
export const TENANT_HOST_LOOKUP = slot('tenantHostLookup')
/** @type {ContractSlot<true>} */
export const PUBLISH_SCHEDULE_RUNNER = slot('publishScheduleRunner')
/** @type {ContractSlot<import('./sharedRedis.mjs').SharedRedis>} */
export const SHARED_REDIS = slot('sharedRedis')
/** @type {ContractSlot<import('./dataCache.mjs').DataCacheStore>} */
export const DATA_CACHE = slot('dataCache')
/**
 * Records the cache tags the current render read (src/lib/renderDeps.ts): set by a worker (server/worker.mjs),
 * which sends them with the render's answer to the edge; absent elsewhere.
 * @type {ContractSlot<RenderDeps>}
 */
export const RENDER_DEPS = slot('renderDeps')
