import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidateTag } from 'next/cache'

import { type DocId, relationId } from '../../src/domain/ids'
import { tenantTag } from '../../src/lib/cacheTags'
import { purgePagesForTag } from '../../src/lib/pageCachePurge'

const tenantIdOf = (doc: unknown): DocId | null => relationId((doc as { tenant?: unknown } | null | undefined)?.tenant)

/**
 * Expire the cached reads of one tenant's resource, and the cached pages they went into: `t:{id}:…` purges that
 * tenant's pages from the edge page cache (and a CDN, src/lib/pageCachePurge.ts), `tenants` every page. Every tag
 * expiry goes through here (these hooks, POST /api/revalidate, the Tenants hooks). Outside a Next server (seed,
 * tests) there is no cache.
 */
export function expireTag(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Not running inside Next.js (seed script, jest): nothing is cached, so nothing to expire.
  }
  purgePagesForTag(tag)
}

/** afterChange/afterDelete hooks that expire `t:{tenantId}:{resource}` for the tenant(s) the document belongs to. */
export function revalidateTenant(resource: string): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  const run = (docs: unknown[], disabled: unknown) => {
    if (disabled) return
    const ids = new Set(docs.map(tenantIdOf).filter((id): id is DocId => id !== null))
    for (const id of ids) expireTag(tenantTag(id, resource))
  }
  return {
    afterChange: ({ doc, previousDoc, context }) => {
      run([doc, previousDoc], context.disableRevalidate)
      return doc
    },
    afterDelete: ({ doc, context }) => {
      run([doc], context.disableRevalidate)
      return doc
    },
  }
}
