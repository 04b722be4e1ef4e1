// Which cached pages a cache tag concerns: one rule for the edge (server/server.mjs, another instance's tags) and
// the app (src/lib/pageCachePurge.ts).
//
// Most tags name a tenant's collection ('t:3:pages', 't:3:offers'): their expiry drops every page of that tenant.
// The stock's tags are precise, because a dealer's feed changes prices and statuses all day and each change must not
// turn the tenant's other pages into renders (docs/architecture/edge-and-page-cache.md "Precise purges"):
//   't:3:vehicle:<slug>'  one car's page, print and PDF (its data: src/data/vehicles.ts getVehicleBySlug)
//   't:3:vehicle-lists'   every page that lists or counts the stock: search and landing pages, the home page's
//                         sections, budget search, offers with their cars
//   't:3:vocabulary'      the tenant's makes, models, bodies and dealerships (landing routes, filters, the sitemap)
//   't:3:vocabulary:make:mazda'  the models in stock of one make (a car page's breadcrumbs)
// Their expiry drops only the pages whose render read them (the tags a render read travel with it to the edge:
// src/lib/renderDeps.ts), and the pages whose reads are not known. 't:3:vehicles' is the stock as a whole (an
// import): it drops every page that read any of the stock, and those not known.

/**
 * The cached pages a cache tag concerns, for the edge and the app alike: 't:3:vehicles' → tenant '3'; 'tenants' →
 * 'all'; anything else → null (no page).
 * @param {string} tag
 * @returns {string | null}
 */
export function purgeScope(tag) {
  if (tag === 'tenants') return 'all'
  const m = /^t:(\d+):/.exec(tag)
  return m ? /** @type {string} */ (m[1]) : null
}

/** Tags whose expiry drops only the pages that read them (see the top). */
const PRECISE = /^t:\d+:(?:vehicles|vehicle-lists|vocabulary|vocabulary:make:.+|vehicle:.+)$/

/** Whether a tag's expiry drops only the pages that read it, not its whole tenant. @param {string} tag */
export const isPreciseTag = (tag) => PRECISE.test(tag)
