import type { Access, PayloadRequest, SanitizedConfig, Where } from 'payload'

import { relationId, sameId } from '../../src/domain/ids'
import { isSuperAdminUser } from '../access'

/**
 * Payload's built-in `payload-locked-documents` (who is editing which document, for the admin's "someone is
 * editing" notice) lets any signed-in user read every row: another tenant's documents and the users editing them.
 * Scoped here to the rows a user would meet anyway: their own locks, and locks on documents they can read
 * themselves (the document's collection is asked with the user's own access, so tenant scoping and role rules are
 * the collection's, not a copy). Super admins see all. A lock can be taken over (updated) only to oneself.
 *
 * Payload adds the collection while sanitising the config (after plugins), so scopeLockedDocuments is applied to
 * the result of buildConfig in payload.config.ts.
 */
const SLUG = 'payload-locked-documents'
/** Locks last minutes and expired ones are deleted as documents are opened: a few hundred rows is already many. */
const MAX_ROWS = 500
const NONE: Where = { id: { equals: 0 } }

type Ref = { relationTo?: string; value?: unknown } | null | undefined
type LockRow = { id: number | string; document?: Ref; globalSlug?: string | null; user?: Ref }
type SessionUser = { id: number | string; collection?: string }

/** A relation's id in its string form (the form readableIds answers in), or null. */
function idOf(value: unknown): string | null {
  const id = relationId(value)
  return id === null ? null : String(id)
}

function sessionUser(req: PayloadRequest): SessionUser | null {
  const user = req.user as SessionUser | null | undefined
  return user && user.collection === 'users' ? user : null
}

function isOwn(ref: Ref, user: SessionUser): boolean {
  return (ref?.relationTo ?? 'users') === user.collection && sameId(ref?.value, user.id)
}

/** Ids (as strings) of `ids` in `collection` that `req`'s user may read; none when the collection refuses them. */
async function readableIds(req: PayloadRequest, collection: string, ids: string[]): Promise<Set<string>> {
  if (!req.payload.collections[collection as never]) return new Set()
  try {
    const found = await req.payload.find({
      collection: collection as never,
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: false,
      user: req.user,
      req,
    })
    return new Set(found.docs.map((doc) => String((doc as { id: unknown }).id)))
  } catch {
    return new Set()
  }
}

/** The lock rows `req`'s user may see, as a Where on their ids. */
export const lockedDocumentsRead: Access = async ({ req }) => {
  const user = sessionUser(req)
  if (!user) return false
  if (isSuperAdminUser(user)) return true
  const { docs } = (await req.payload.db.find({
    collection: SLUG,
    limit: MAX_ROWS,
    pagination: false,
    sort: '-updatedAt',
    req,
  })) as unknown as { docs: LockRow[] }
  const allowed: (number | string)[] = []
  const byCollection = new Map<string, LockRow[]>()
  for (const row of docs) {
    // global locks carry no tenant's data (this config has no globals); one's own locks are always one's own
    if (isOwn(row.user, user) || (row.globalSlug && !row.document)) {
      allowed.push(row.id)
      continue
    }
    const collection = row.document?.relationTo
    if (!collection || idOf(row.document?.value) === null) continue
    byCollection.set(collection, [...(byCollection.get(collection) ?? []), row])
  }
  for (const [collection, rows] of byCollection) {
    const readable = await readableIds(req, collection, [...new Set(rows.map((r) => idOf(r.document?.value)!))])
    for (const row of rows) if (readable.has(idOf(row.document?.value)!)) allowed.push(row.id)
  }
  return allowed.length ? { id: { in: allowed } } : NONE
}

/** Creating a lock: only for oneself, on a document one can read. (The admin itself writes locks to the database.) */
export const lockedDocumentsCreate: Access = async ({ req, data }) => {
  const user = sessionUser(req)
  if (!user) return false
  if (isSuperAdminUser(user)) return true
  const row = (data ?? {}) as Partial<LockRow>
  if (!isOwn(row.user, user)) return false
  if (row.globalSlug && !row.document) return true
  const collection = row.document?.relationTo
  const id = idOf(row.document?.value)
  return Boolean(collection && id && (await readableIds(req, collection, [id])).has(id))
}

/** Taking a lock over (the admin's "Edit anyway") moves it to oneself, on a row one can see. */
export const lockedDocumentsUpdate: Access = async (args) => {
  const user = sessionUser(args.req)
  if (!user) return false
  const incoming = (args.data ?? {}) as Partial<LockRow>
  if (!isSuperAdminUser(user) && incoming.user !== undefined && !isOwn(incoming.user, user)) return false
  return lockedDocumentsRead(args)
}

export function scopeLockedDocuments(config: SanitizedConfig): SanitizedConfig {
  const collection = config.collections.find((c) => c.slug === SLUG)
  if (collection) {
    collection.access = {
      ...collection.access,
      read: lockedDocumentsRead,
      create: lockedDocumentsCreate,
      update: lockedDocumentsUpdate,
      delete: lockedDocumentsRead,
    }
  }
  return config
}
