import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { type DocId, relationId } from '../../../src/domain/ids'
import { vehicleChangeScope } from '../../../src/domain/vehicle/changeScope'
import { vehicleListsTag, vehicleTag, vehiclesTag, vocabularyMakeTag, vocabularyTag } from '../../../src/lib/cacheTags'
import { expireTags } from '../../../src/lib/expireTag'

type Doc = Record<string, unknown> | null | undefined

const tenantOf = (doc: Doc): DocId | null => relationId(doc?.tenant)

/**
 * The cache tags a car's change expires (src/lib/purgeScope.mjs): its own page's, the stock's lists' and — when its
 * makes, models or bodies may have changed — the vocabulary's and its make's part of it
 * (src/domain/vehicle/changeScope.ts). A car moved to
 * another tenant expires both tenants' whole stock.
 */
export function vehicleChangeTags(before: Doc, after: Doc): string[] {
  const tenants = [...new Set([tenantOf(after), tenantOf(before)].filter((id): id is DocId => id !== null))]
  if (tenants.length !== 1) return tenants.map((id) => vehiclesTag(id))
  const tenant = tenants[0] as DocId
  const scope = vehicleChangeScope(before, after)
  return [
    vehicleListsTag(tenant),
    ...scope.slugs.map((slug) => vehicleTag(tenant, slug)),
    ...(scope.vocabulary ? [vocabularyTag(tenant)] : []),
    ...scope.makes.map((make) => vocabularyMakeTag(tenant, make)),
  ]
}

/** Expire what a car's change concerns, after it is saved or deleted (not during a seed: context.disableRevalidate). */
export const expireVehicleCachesAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, operation, context }) => {
  if (!context.disableRevalidate) expireTags(vehicleChangeTags(operation === 'create' ? null : previousDoc, doc))
  return doc
}

export const expireVehicleCachesAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate) expireTags(vehicleChangeTags(doc, null))
  return doc
}
