import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { type DocId, relationId } from '../../src/domain/ids'
import { tenantTag } from '../../src/lib/cacheTags'
import { expireTag } from '../../src/lib/expireTag'

const tenantIdOf = (doc: unknown): DocId | null => relationId((doc as { tenant?: unknown } | null | undefined)?.tenant)

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
