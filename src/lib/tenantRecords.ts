/**
 * The one uncached read of a tenant document by id, through Payload's Local API with access overridden (the callers
 * are the server's own: the cached site settings in src/data/tenants.ts, the search documents' site config in
 * src/search/documents.ts, the page cache's warm paths and purge hosts in src/data/warmPaths.ts).
 *   findTenantDoc(payload, 3)                 → the tenant document, relations as ids (depth 0), or null
 *   findTenantDoc(payload, 3, { depth: 1 })   → with the logo's media document
 *   findTenantDoc(payload, 3, { req })        → read inside that request's transaction (hooks)
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Tenant } from '../../payload-types'

export async function findTenantDoc(
  payload: Payload,
  tenantId: string | number,
  { depth = 0, req }: { depth?: number; req?: PayloadRequest } = {},
): Promise<Tenant | null> {
  const found = await payload.find({
    collection: 'tenants',
    where: { id: { equals: tenantId } },
    limit: 1,
    depth,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}
