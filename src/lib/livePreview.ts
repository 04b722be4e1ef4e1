import type { CollectionSlug, PayloadRequest, SanitizedCollectionConfig, SanitizedConfig, Where } from 'payload'

import { relationId } from '../domain/ids'
import { tenantSiteOrigin } from '../domain/preview/previewTarget'
import { isPreviewCollection, PREVIEW_TTL_MS, signPreviewToken } from '../domain/preview/previewToken'
import { findTenantDoc } from './tenantRecords'
import { previewKeyFrom } from './previewKey'

/** The live preview's device sizes in the admin: the spec's phone and desktop widths. */
export const LIVE_PREVIEW_BREAKPOINTS = [
  { name: 'phone', label: 'Phone (390 px)', width: 390, height: 844 },
  { name: 'desktop', label: 'Desktop (1366 px)', width: 1366, height: 900 },
]

type UrlArgs = { collectionConfig?: SanitizedCollectionConfig; data: Record<string, unknown>; req: PayloadRequest }

/**
 * payload.config.ts admin.livePreview.url: the URL the admin's live-preview frame (and its pop-out)
 * opens for a page, post, offer, promo tile, pop-up or banner — `{tenant's site origin}/api/preview?token=…`, where
 * the token (src/domain/preview/previewToken.ts, one hour) names the document's tenant, collection and id.
 * Runs on the server for the signed-in user viewing the document; null (no preview) when there is no user, the
 * document is not saved yet, or the user may not edit it. The tenant is the stored document's, never the form's,
 * and the origin is that tenant's own host (https://{first domain}; from an admin on localhost, the demo's
 * http://{slug}.localhost:{port}: src/domain/preview/previewTarget.ts tenantSiteOrigin).
 */
export async function livePreviewUrl(
  { collectionConfig, data, req }: UrlArgs,
  options: { payloadSecret: string | undefined; port: number },
): Promise<string | null> {
  const collection = collectionConfig?.slug
  if (!req.user || !options.payloadSecret || !isPreviewCollection(collection)) return null
  const docId = relationId(data?.id)
  if (docId === null) return null
  try {
    const found = await req.payload.find({
      collection: collection as CollectionSlug,
      where: { id: { equals: docId } },
      draft: true,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const tenantId = relationId((found.docs[0] as { tenant?: unknown } | undefined)?.tenant)
    if (tenantId === null || !(await mayEdit(collectionConfig!, req, docId))) return null
    const tenant = await findTenantDoc(req.payload, tenantId, { req })
    if (!tenant) return null
    const origin = tenantSiteOrigin(
      { slug: tenant.slug, primaryHost: tenant.domains?.[0]?.hostname ?? null },
      req.headers?.get('host'),
      options.port,
    )
    const token = signPreviewToken(
      { tenantId, collection, docId, expiresAt: Date.now() + PREVIEW_TTL_MS },
      previewKeyFrom(options.payloadSecret),
    )
    return `${origin}/api/preview?${new URLSearchParams({ token })}`
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'live preview: no URL' })
    return null
  }
}

/** Whether the request's user may update the document (the collection's update access, tenant rules included). */
async function mayEdit(config: SanitizedCollectionConfig, req: PayloadRequest, id: number | string): Promise<boolean> {
  const access = config.access?.update
  const result = access ? await access({ req, id: id as number }) : Boolean(req.user)
  if (result === true) return true
  if (!result) return false
  const count = await req.payload.count({
    collection: config.slug as CollectionSlug,
    where: { and: [{ id: { equals: id } }, result as Where] },
    overrideAccess: true,
    req,
  })
  return count.totalDocs > 0
}

/**
 * The admin's Preview button (opens the same view in a new tab) on each previewable collection: Payload shows it when
 * the collection has `admin.preview`. Applied to the result of buildConfig in payload.config.ts (like
 * scopeLockedDocuments), so the collection files stay as they are; the URL is livePreviewUrl's, for the same user.
 */
export function withPreviewButtons(options: { payloadSecret: string | undefined; port: number }) {
  return <C extends SanitizedConfig>(config: C): C => {
    for (const collection of config.collections) {
      if (!isPreviewCollection(collection.slug) || collection.admin.preview) continue
      collection.admin.preview = (doc, { req }) =>
        livePreviewUrl({ collectionConfig: collection, data: doc as Record<string, unknown>, req }, options)
    }
    return config
  }
}
