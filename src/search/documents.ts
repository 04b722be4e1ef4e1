/**
 * The one source of search documents: a tenant's vehicles read through Payload's Local API and mapped with its
 * resolved site config (src/domain/search/toSearchDoc). Both engines' reindex, the vehicle hooks (one document) and
 * `npm run reindex` read here; the engines only store what they are given.
 *
 *   tenantDocuments(payload, '3')          → every SearchDoc of tenant 3 ([] when the tenant is gone)
 *   vehicleDocument(payload, vehicle, req) → one vehicle's SearchDoc (null when it has no tenant, or it is gone)
 *   rebuildDocuments(payload, sink, '3')   → tenant 3's documents replaced in `sink` (one engine's store)
 *   vehicleDocBatch(payload, '3', cfg, '120', 500) → the next 500 of tenant 3's documents after vehicle 120 (the
 *                                            resumable `npm run reindex`, ./postgres/resumableReindex)
 * `req` reads inside a request's transaction (hooks: the change is not committed yet).
 */
import type { Payload, PayloadRequest } from 'payload'

import { relationId } from '../domain/ids'
import { toSearchDoc, type VehicleRecord } from '../domain/search/toSearchDoc'
import type { SearchDoc } from '../domain/search/types'
import { resolveSiteConfig, type SiteConfig, type TenantOverrides } from '../domain/siteConfig'
import { findTenantDoc } from '../lib/tenantRecords'

/** Vehicles read per Local API page. */
const READ_PAGE = 500

/** A tenant's SiteConfig (template defaults + its overrides), read through the Local API; null when it is gone. */
export async function siteConfigFor(
  payload: Payload,
  tenantId: string | number,
  req?: PayloadRequest,
): Promise<SiteConfig | null> {
  const doc = await findTenantDoc(payload, tenantId, { req })
  return doc ? resolveSiteConfig(doc as unknown as TenantOverrides) : null
}

/** Every tenant's id, in id order. */
export async function allTenantIds(payload: Payload, req?: PayloadRequest): Promise<string[]> {
  const found = await payload.find({
    collection: 'tenants',
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
    req,
  })
  return found.docs.map((t) => String(t.id))
}

/** The id of the tenant with this slug, or null. */
export async function tenantIdBySlug(payload: Payload, slug: string): Promise<string | null> {
  const found = await payload.find({
    collection: 'tenants',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const tenant = found.docs[0]
  return tenant ? String(tenant.id) : null
}

/** Every vehicle of one tenant as SearchDocs built with `cfg` (depth 0, pages of READ_PAGE, in id order). */
async function vehicleDocs(
  payload: Payload,
  tenantId: string,
  cfg: SiteConfig,
  req?: PayloadRequest,
): Promise<SearchDoc[]> {
  const docs: SearchDoc[] = []
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection: 'vehicles',
      where: { tenant: { equals: tenantId } },
      depth: 0,
      limit: READ_PAGE,
      page,
      sort: 'id',
      overrideAccess: true,
      req,
    })
    for (const v of found.docs) docs.push(toSearchDoc(v as unknown as VehicleRecord, cfg))
    if (!found.hasNextPage) break
  }
  return docs
}

/** A vehicle id as the Local API compares it (ids are numbers in postgres; a checkpoint keeps them as text). */
export const vehicleIdOf = (id: string): string | number => (/^\d+$/.test(id) ? Number(id) : id)

/**
 * One batch of a tenant's vehicles as SearchDocs built with `cfg`: the first `limit` in id order with an id after
 * `after` (null: from the first). `lastId`: the batch's last vehicle id (null when the batch is empty).
 */
export async function vehicleDocBatch(
  payload: Payload,
  tenantId: string,
  cfg: SiteConfig,
  after: string | null,
  limit: number,
): Promise<{ docs: SearchDoc[]; lastId: string | null }> {
  const found = await payload.find({
    collection: 'vehicles',
    where: {
      and: [
        { tenant: { equals: tenantId } },
        ...(after === null ? [] : [{ id: { greater_than: vehicleIdOf(after) } }]),
      ],
    },
    depth: 0,
    limit,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
  })
  const last = found.docs[found.docs.length - 1]
  return {
    docs: found.docs.map((v) => toSearchDoc(v as unknown as VehicleRecord, cfg)),
    lastId: last ? String(last.id) : null,
  }
}

/** The ids of every vehicle of one tenant, as text (the search documents' ids). */
export async function vehicleIdsOf(payload: Payload, tenantId: string): Promise<string[]> {
  const found = await payload.find({
    collection: 'vehicles',
    where: { tenant: { equals: tenantId } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: {},
    overrideAccess: true,
  })
  return found.docs.map((v) => String(v.id))
}

/** Every search document of one tenant ([] when the tenant no longer exists). */
export async function tenantDocuments(payload: Payload, tenantId: string, req?: PayloadRequest): Promise<SearchDoc[]> {
  const cfg = await siteConfigFor(payload, tenantId, req)
  return cfg ? vehicleDocs(payload, tenantId, cfg, req) : []
}

/** The search document of one vehicle with its tenant's config (null when it has no tenant or the tenant is gone). */
export async function vehicleDocument(
  payload: Payload,
  vehicle: VehicleRecord,
  req?: PayloadRequest,
): Promise<SearchDoc | null> {
  const tenantId = relationId(vehicle.tenant)
  if (tenantId === null) return null
  const cfg = await siteConfigFor(payload, tenantId, req)
  return cfg ? toSearchDoc(vehicle, cfg) : null
}

/** Within one write, the last document given for an id wins (both engines write them in one batch). */
export function lastPerId(docs: readonly SearchDoc[]): SearchDoc[] {
  return [...new Map(docs.map((d) => [String(d.id), d])).values()]
}

/** Where an engine keeps its documents, as a reindex sees it. */
export interface DocumentSink {
  /** Replace every document of one tenant with these. */
  replaceTenant(tenantId: string, docs: SearchDoc[]): Promise<void>
  /** Drop the documents of every tenant not listed; the tenant ids dropped, where the store can tell. */
  dropOtherTenants(tenantIds: string[]): Promise<string[]>
}

/**
 * Rebuild one tenant's documents in `sink` (or every tenant's, dropping those of tenants that no longer exist).
 * `touched`: the tenants whose documents may have changed (their cached results are stale).
 */
export async function rebuildDocuments(
  payload: Payload,
  sink: DocumentSink,
  tenantId?: string,
  req?: PayloadRequest,
): Promise<{ indexed: number; touched: string[] }> {
  const tenants = tenantId !== undefined ? [String(tenantId)] : await allTenantIds(payload, req)
  let indexed = 0
  const touched: string[] = []
  for (const id of tenants) {
    const docs = await tenantDocuments(payload, id, req)
    await sink.replaceTenant(id, docs)
    indexed += docs.length
    touched.push(id)
  }
  if (tenantId === undefined) touched.push(...(await sink.dropOtherTenants(tenants)))
  return { indexed, touched }
}
