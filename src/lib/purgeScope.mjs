// Which cached pages a cache tag concerns: one rule for the edge (server/server.mjs, another instance's tags) and
// the app (src/lib/pageCachePurge.ts).
//
// Most tags name a tenant's collection ('t:3:pages', 't:3:offers'): their expiry drops every page of that tenant,
// because every page reads them (the header's links, banners, popups, the footer's locations).
// The stock's tags are precise, because a dealer's feed changes prices and statuses all day and each change must not
// turn the tenant's other pages into renders (docs/architecture/edge-and-page-cache.md "Precise purges"):
//   't:3:vehicle:<slug>'  one car's page, print and PDF (its data: src/data/vehicles.ts getVehicleBySlug)
//   't:3:vehicle-lists'   every page that lists or counts the stock: search and landing pages, the home page's
//                         sections, budget search, offers with their cars
//   't:3:vehicle-lists:make:toyota', '…:body:suv', '…:car_type:used'  a list narrowed to one make, body or car type
//                         (src/domain/search/listKey.ts), in place of the one above: only a car of that make, body or
//                         type changes its cars, and
//   't:3:vehicle-lists:counts'  the counts such a list shows: any car that comes, goes or changes what it is listed or
//                         counted under (src/domain/vehicle/changeScope.ts)
//   't:3:vocabulary'      the tenant's makes, models, bodies and dealerships (landing routes, filters, the sitemap)
//   't:3:vocabulary:make:mazda'  the models in stock of one make (a car page's breadcrumbs)
// and, of the content, those that only some pages read (every read of them notes them: src/data/blog.ts blogCached,
// src/data/tenantCached.ts tenantCached, src/data/brands.ts siteBrands):
//   't:3:posts', 't:3:post-categories'  the blog, its posts, its RSS feed, the sitemap
//   't:3:page:about-us'   one CMS page's content (the routes that render it; 'home' is the home page)
//   't:3:page-slugs'      which pages are published: the links of every page, the sitemap (a publish or an unpublish)
//   't:3:brands', 't:3:popups', 't:3:promo-tiles'  the brand pages, the car pages' popup, the search pages' tiles
// 't:3:pages' (every page's content and slugs at once) stays a whole-tenant tag: POST /api/revalidate may name it.
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
const PRECISE =
  /^t:\d+:(?:vehicles|vehicle-lists|vehicle-lists:soft|vehicle-lists:(?:make|body|car_type):.+|vehicle-lists:counts|vocabulary|vocabulary:make:.+|vehicle:.+|posts|post-categories|page:.+|page-slugs|brands|popups|promo-tiles)$/

// A stock feed's batch changes a tenant's cars all day, and each of its changes would drop every page that lists the
// stock. Its purge names 't:3:vehicle-lists:soft' beside 't:3:vehicle-lists' (src/search/stockBatch.ts): the pages
// that read only the tags it softens (isSoftenedTagOf: the lists, and the vocabulary a sale or an arrival may change,
// which the lists' filters, the home page's brands and a car page's breadcrumbs show) are then kept and served as
// stale while they are rendered again — for at most SOFT_PURGE_MS, after which they are dropped like any other
// (server/pageCache/purge.mjs). The marker names no data: the data caches expire those tags as ever, and the fleet's
// tier (server/pageCache/shared.mjs) records them apart, so another instance answers its copy stale for the same
// window. A car's own page, and any change made in the admin, is dropped at once.

/** How long a list page a feed's change concerns may still be answered, stale, while it is rendered again. */
export const SOFT_PURGE_MS = 30_000

const SOFT_LISTS = /^t:(\d+):vehicle-lists:soft$/

/** The tag of a tenant's list pages (src/lib/cacheTags.ts vehicleListsTag). @param {string | number} tenantId */
export const listsTagOf = (tenantId) => `t:${tenantId}:vehicle-lists`

/**
 * The tag of a tenant's lists narrowed to one value of one attribute (src/domain/search/listKey.ts), value normalised.
 * @param {string | number} tenantId @param {'make' | 'body' | 'car_type'} attribute @param {string} value
 */
export const listKeyTagOf = (tenantId, attribute, value) => `${listsTagOf(tenantId)}:${attribute}:${value}`

/** The tag of the counts a narrowed list shows (see the top). @param {string | number} tenantId */
export const listCountsTagOf = (tenantId) => `${listsTagOf(tenantId)}:counts`

const LISTS = /^t:(\d+):vehicle-lists(?::(?:make|body|car_type):.+|:counts)?$/

/** Whether a tag is one of tenant `tenantId`'s list tags (any of the three above, not the soft marker). @param {string} tag @param {string | number} tenantId */
export const isListsTagOf = (tag, tenantId) => LISTS.exec(tag)?.[1] === String(tenantId)

const VOCABULARY = /^t:(\d+):vocabulary(?::make:.+)?$/

/**
 * Whether a stock feed's soft purge keeps, stale, the pages that read this tag of tenant `tenantId` (see above): one of
 * its list tags, or its vocabulary's ('t:3:vocabulary', 't:3:vocabulary:make:mazda').
 * @param {string} tag @param {string | number} tenantId
 */
export const isSoftenedTagOf = (tag, tenantId) =>
  isListsTagOf(tag, tenantId) || VOCABULARY.exec(tag)?.[1] === String(tenantId)

/** The marker that makes a purge of tenant `tenantId`'s list pages soft (see above). @param {string | number} tenantId */
export const softListsTag = (tenantId) => `${listsTagOf(tenantId)}:soft`

/** The tenant whose list pages this marker makes soft, or null for any other tag. @param {string} tag */
export function softListsTenant(tag) {
  const m = SOFT_LISTS.exec(tag)
  return m ? /** @type {string} */ (m[1]) : null
}

/**
 * The most tags one purge message carries (a worker's IPC to its edge, the edge's to its workers, the purge bus
 * between instances): receivers read no more than this, and senders split a longer list (tagChunks), so a feed or an
 * import that changes thousands of cars at once purges every one of them.
 */
export const MAX_MESSAGE_TAGS = 2_000

/**
 * A list of tags in messages of at most `max` (MAX_MESSAGE_TAGS): each carries the soft markers of the whole list
 * beside its share of the other tags, so a tenant's lists are purged as softly in whichever part they travel.
 *   ['t:3:vehicle:a', …2,500 tags, 't:3:vehicle-lists:soft'] → [[…1,999 tags, marker], […501 tags, marker]]
 * @param {string[]} tags @param {number} [max] @returns {string[][]}
 */
export function tagChunks(tags, max = MAX_MESSAGE_TAGS) {
  if (tags.length <= max) return tags.length ? [tags] : []
  const markers = tags.filter((tag) => softListsTenant(tag) !== null)
  const rest = tags.filter((tag) => softListsTenant(tag) === null)
  const size = Math.max(1, max - markers.length)
  /** @type {string[][]} */
  const chunks = []
  for (let i = 0; i < rest.length; i += size) chunks.push([...rest.slice(i, i + size), ...markers])
  return chunks
}

/** Whether a tag's expiry drops only the pages that read it, not its whole tenant. @param {string} tag */
export const isPreciseTag = (tag) => PRECISE.test(tag)

// A CDN in front (docs/DEPLOY.md "A CDN in front") keeps pages by the keys the edge marks them with (Cache-Tag,
// Surrogate-Key) and drops those a purge names, so its purges are as precise as the edge's: a page carries its
// tenant's key and the precise tags its render read; a page whose reads are not known carries its tenant's
// "reads not known" key instead, which every precise purge of that tenant names too.

/** Longest list of a page's precise tags named in its header (beyond it the page counts as of unknown reads). */
const MAX_PAGE_KEYS_CHARS = 2048

/** A tenant's whole-site key. @param {string | number} tenantId */
export const tenantKey = (tenantId) => `tenant-${tenantId}`
/** The key of a tenant's pages whose reads are not known. @param {string | number} tenantId */
export const unknownReadsKey = (tenantId) => `t:${tenantId}:unknown-reads`

/**
 * The CDN keys of a cached page of `tenantId` whose render read `deps` (null: not known).
 *   (3, {'t:3:vehicle:a', 't:3:pages'}) → ['tenant-3', 't:3:vehicle:a']
 *   (3, null)                           → ['tenant-3', 't:3:unknown-reads']
 * @param {string | number} tenantId @param {Iterable<string> | null} deps
 * @returns {string[]}
 */
export function cdnPageKeys(tenantId, deps) {
  const precise = deps ? [...deps].filter(isPreciseTag) : null
  if (precise === null || precise.join(',').length > MAX_PAGE_KEYS_CHARS)
    return [tenantKey(tenantId), unknownReadsKey(tenantId)]
  return [tenantKey(tenantId), ...precise]
}

/**
 * The CDN keys a purge of these expired tags of one tenant names: the tenant's key when any of them concerns the
 * whole tenant, else the precise tags and the key of the pages whose reads are not known.
 * @param {string | number} tenantId @param {Iterable<string>} tags (each `t:{tenantId}:…`)
 * @returns {string[]}
 */
export function cdnPurgeKeys(tenantId, tags) {
  // the soft marker is the edge's alone: no page carries it, and a CDN drops the list pages at once
  const list = [...new Set(tags)].filter((tag) => softListsTenant(tag) === null)
  if (list.length === 0 || list.some((tag) => !isPreciseTag(tag))) return [tenantKey(tenantId)]
  return [...list.sort(), unknownReadsKey(tenantId)]
}
