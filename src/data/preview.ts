import 'server-only'

import { cookies, draftMode } from 'next/headers'

import { sameId, type TenantId } from '@/domain/ids'
import { previewPath, showsOnVehiclePage, type PreviewDoc } from '@/domain/preview/previewTarget'
import { PREVIEW_COOKIE, previewCookieTenant, type PreviewCollection } from '@/domain/preview/previewToken'
import { requireEnv } from '@/lib/env'
import { previewKeyFrom } from '@/lib/previewKey'

import { payloadClient } from './payload'

/**
 * Live preview (docs/architecture/content.md "Live preview"). GET /api/preview?token=… turns Next's draft
 * mode on and sets PREVIEW_COOKIE, signed and naming the tenant the preview link was made for. A reader shows drafts
 * only when isPreview(tenantId) — draft mode is on AND that cookie names this tenant — so a preview session started on
 * one tenant's site never shows drafts of another's (draft mode alone is one cookie for the whole app).
 *
 * Readers must not put drafts in a shared cache entry: read drafts outside unstable_cache (or under a key no
 * published read uses). The edge page cache never stores or serves a draft-mode request
 * (server/pageCache/keys.mjs: a request with the `__prerender_bypass` cookie is BYPASS).
 */
export { PREVIEW_COOKIE }

export function previewKey(): Buffer {
  return previewKeyFrom(requireEnv('PAYLOAD_SECRET'))
}

/** Whether this request previews drafts of `tenantId`. Reads cookies only when draft mode is on. */
export async function isPreview(tenantId: TenantId): Promise<boolean> {
  let value: string | undefined
  try {
    if (!(await draftMode()).isEnabled) return false
    value = (await cookies()).get(PREVIEW_COOKIE)?.value
  } catch {
    return false // outside a request (a script, a background warm-up, inside a cache function): never a preview
  }
  const tenant = previewCookieTenant(value, previewKey())
  return tenant !== null && sameId(tenant, tenantId)
}

/**
 * The site path a previewed document shows at, or null when it is not this tenant's (or gone). Reads the latest
 * draft (the document may never have been published); for a pop-up or a feature banner, one of the tenant's
 * vehicle pages.
 */
export async function previewTargetPath(
  tenantId: TenantId,
  collection: PreviewCollection,
  docId: number | string,
): Promise<string | null> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection,
    where: { and: [{ id: { equals: docId } }, { tenant: { equals: tenantId } }] },
    draft: true,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = found.docs[0] as PreviewDoc | undefined
  if (!doc) return null
  let vehiclePath: string | null = null
  if (showsOnVehiclePage(collection, doc)) {
    const vehicles = await payload.find({
      collection: 'vehicles',
      where: { and: [{ tenant: { equals: tenantId } }, { status: { equals: 'in_stock' } }] },
      select: { slug: true },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const slug = vehicles.docs[0]?.slug
    vehiclePath = slug ? `/cars/${encodeURIComponent(slug)}` : null
  }
  return previewPath(collection, doc, vehiclePath)
}
