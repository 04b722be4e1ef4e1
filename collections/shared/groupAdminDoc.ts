import type { CollectionSlug, DataFromCollectionSlug, PayloadRequest } from 'payload'

import { isDbId } from '../../src/domain/ids'
import { hasRole } from '../access'

/**
 * The gate of a group admin's endpoint on one document (`:id` in the path): signed-in staff only (401), group
 * admins and super admins only (403 with `forbidden`), and the document looked up with the user's own access, so
 * another tenant's is a 404 (`notFound`) like an unknown id. Answers the document and its id, or the error Response.
 */
export async function groupAdminDoc<C extends CollectionSlug>(
  req: PayloadRequest,
  collection: C,
  messages: { forbidden: string; notFound: string },
): Promise<{ id: number; doc: DataFromCollectionSlug<C> } | Response> {
  const user = req.user as { collection?: string; roles?: string[] } | null
  if (!user || user.collection !== 'users') return Response.json({ error: 'Please sign in.' }, { status: 401 })
  if (!hasRole(user as never, 'super-admin', 'group-admin')) {
    return Response.json({ error: messages.forbidden }, { status: 403 })
  }
  const id = Number(req.routeParams?.id)
  if (!isDbId(id)) return Response.json({ error: messages.notFound }, { status: 404 })
  const doc = await findWithUserAccess(req, collection, id)
  if (!doc) return Response.json({ error: messages.notFound }, { status: 404 })
  return { id, doc }
}

/** The document by id as the request's user may read it (depth 0): another tenant's is null, like an unknown id. */
export async function findWithUserAccess<C extends CollectionSlug>(
  req: PayloadRequest,
  collection: C,
  id: number,
): Promise<DataFromCollectionSlug<C> | null> {
  const found = await req.payload.find({
    collection,
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return (found.docs[0] as DataFromCollectionSlug<C> | undefined) ?? null
}
