import { type DocId, relationId } from '../domain/ids'
import { listKeyOf, listKeyValue, type ListKey } from '../domain/search/listKey'
import type { VehicleQuery } from '../domain/search/types'
import { vehicleChangeScope } from '../domain/vehicle/changeScope'

import { listCountsTagOf, listKeyTagOf, listsTagOf } from './purgeScope.mjs'

/**
 * Cache tags: every cached read is tagged with its tenant, so an edit revalidates only that tenant. The stock's tags
 * are finer, so a car's change purges the pages that show it and not the tenant's others (src/lib/purgeScope.mjs):
 * a stock read is tagged with the whole stock (`vehiclesTag`, what an import expires) and with what it read — one car
 * (`vehicleTag`), the lists (`vehicleListsTag`) or the vocabulary (`vocabularyTag`; one make's: `vocabularyMakeTag`).
 */
export const tenantTag = (tenantId: number | string, resource: string): string => `t:${tenantId}:${resource}`
/** The host → tenant map and tenant settings (changes to any tenant document). */
export const TENANTS_TAG = 'tenants'

/** The tenant's whole stock: every stock read carries it; an import expires it. */
export const vehiclesTag = (tenantId: number | string): string => tenantTag(tenantId, 'vehicles')
/** One car's own data (its page, print, PDF), by its slug. */
export const vehicleTag = (tenantId: number | string, slug: string): string => tenantTag(tenantId, `vehicle:${slug}`)
/** Everything that lists, counts or prices the stock as a whole: search, landing pages, home sections, budgets. */
export const vehicleListsTag = (tenantId: number | string): string => listsTagOf(tenantId)
/** A list narrowed to one make, body or car type (src/domain/search/listKey.ts): the cars of that value only. */
export const vehicleListKeyTag = (tenantId: number | string, key: ListKey): string =>
  listKeyTagOf(tenantId, key.attribute, key.value)
/** The counts a narrowed list shows, which count the tenant's whole listed stock. */
export const vehicleListCountsTag = (tenantId: number | string): string => listCountsTagOf(tenantId)
/** The makes, models and bodies the tenant has in stock (landing routes, search filters, the sitemap). */
export const vocabularyTag = (tenantId: number | string): string => tenantTag(tenantId, 'vocabulary')
/**
 * The part of the vocabulary under one make: the models in stock of that make, which a car page's breadcrumbs link
 * to. A car's sale drops the car pages of its make, not every car page of the tenant.
 */
export const vocabularyMakeTag = (tenantId: number | string, make: string): string =>
  tenantTag(tenantId, `vocabulary:make:${listKeyValue(make)}`)

/** One CMS page's content, by its slug (what its routes render). */
export const pageTag = (tenantId: number | string, slug: string): string => tenantTag(tenantId, `page:${slug}`)
/** The slugs of the tenant's published pages: which links show (src/domain/routes.ts), the sitemap's pages. */
export const pageSlugsTag = (tenantId: number | string): string => tenantTag(tenantId, 'page-slugs')

/** The tags of a read of the stock's lists. */
export const stockListTags = (tenantId: number | string): string[] => [vehiclesTag(tenantId), vehicleListsTag(tenantId)]

/**
 * The tags of one search's read: a search narrowed to one make, body or car type reads that list and the counts
 * (src/domain/search/listKey.ts); any other, the lists as a whole.
 */
export function searchReadTags(tenantId: number | string, query: VehicleQuery): string[] {
  const key = listKeyOf(query)
  return key
    ? [vehiclesTag(tenantId), vehicleListKeyTag(tenantId, key), vehicleListCountsTag(tenantId)]
    : stockListTags(tenantId)
}

type VehicleDoc = Record<string, unknown> | null | undefined

const tenantOfDoc = (doc: VehicleDoc): DocId | null => relationId(doc?.tenant)

/**
 * The cache tags a car's change expires (src/lib/purgeScope.mjs): its own page's, the stock's lists', the lists
 * narrowed to its make, body and car type (now and before), their counts when the car came, went or changed what it is
 * listed under, and — when its makes, models or bodies may have changed — the vocabulary's and its make's part of it
 * (src/domain/vehicle/changeScope.ts). A car moved to another tenant expires both tenants' whole stock.
 */
export function vehicleChangeTags(before: VehicleDoc, after: VehicleDoc): string[] {
  const tenants = [...new Set([tenantOfDoc(after), tenantOfDoc(before)].filter((id): id is DocId => id !== null))]
  if (tenants.length !== 1) return tenants.map((id) => vehiclesTag(id))
  const tenant = tenants[0] as DocId
  const scope = vehicleChangeScope(before, after)
  return [
    vehicleListsTag(tenant),
    ...scope.lists.map((key) => vehicleListKeyTag(tenant, key)),
    ...(scope.counts ? [vehicleListCountsTag(tenant)] : []),
    ...scope.slugs.map((slug) => vehicleTag(tenant, slug)),
    ...(scope.vocabulary ? [vocabularyTag(tenant)] : []),
    ...scope.makes.map((make) => vocabularyMakeTag(tenant, make)),
  ]
}
