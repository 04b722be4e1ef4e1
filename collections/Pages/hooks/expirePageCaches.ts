import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { type DocId, relationId } from '../../../src/domain/ids'
import { pageSlugsTag, pageTag, tenantTag } from '../../../src/lib/cacheTags'
import { expireTags } from '../../../src/lib/expireTag'

type Doc = { tenant?: unknown; slug?: unknown; _status?: unknown } | null | undefined

const published = (doc: Doc): string | null =>
  doc && doc._status === 'published' && typeof doc.slug === 'string' ? doc.slug : null

/**
 * The cache tags a CMS page's change expires (src/lib/purgeScope.mjs): its content under its slug (before and
 * after), and — when the set of published slugs changes (published, unpublished, renamed, deleted) — the slugs' list,
 * which decides the links every page shows and the sitemap's pages. Its other pages stay cached. A page moved to
 * another tenant expires both tenants' pages as a whole.
 */
export function pageChangeTags(before: Doc, after: Doc): string[] {
  const tenants = [...new Set([relationId(after?.tenant), relationId(before?.tenant)])].filter(
    (id): id is DocId => id !== null,
  )
  if (tenants.length !== 1) return tenants.map((id) => tenantTag(id, 'pages'))
  const tenant = tenants[0] as DocId
  const slugs = [before?.slug, after?.slug].filter((s): s is string => typeof s === 'string' && s !== '')
  return [
    ...[...new Set(slugs)].map((slug) => pageTag(tenant, slug)),
    ...(published(before) !== published(after) ? [pageSlugsTag(tenant)] : []),
  ]
}

/** Expire what a page's change concerns, after it is saved or deleted (not during a seed: context.disableRevalidate). */
export const expirePageCachesAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, operation, context }) => {
  if (!context.disableRevalidate) expireTags(pageChangeTags(operation === 'create' ? null : previousDoc, doc))
  return doc
}

export const expirePageCachesAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate) expireTags(pageChangeTags(doc, null))
  return doc
}
