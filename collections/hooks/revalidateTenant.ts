import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidateTag } from 'next/cache'

import { tenantTag } from '../../src/lib/cacheTags'

function tenantIdOf(doc: unknown): number | string | null {
  const tenant = (doc as { tenant?: unknown } | null | undefined)?.tenant
  if (tenant && typeof tenant === 'object' && 'id' in tenant) return (tenant as { id: number | string }).id
  return typeof tenant === 'number' || typeof tenant === 'string' ? tenant : null
}

/** Expire the cached reads of one tenant's resource. Outside a Next server (seed, tests) there is no cache. */
export function expireTag(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Not running inside Next.js (seed script, jest): nothing is cached, so nothing to expire.
  }
}

/** afterChange/afterDelete hooks that expire `t:{tenantId}:{resource}` for the tenant(s) the document belongs to. */
export function revalidateTenant(resource: string): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  const run = (docs: unknown[], disabled: unknown) => {
    if (disabled) return
    const ids = new Set(docs.map(tenantIdOf).filter((id): id is number | string => id !== null))
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
