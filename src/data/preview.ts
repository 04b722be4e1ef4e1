import 'server-only'

import { cookies, draftMode } from 'next/headers'

import { sameId, type TenantId } from '@/domain/ids'
import { previewCookieTenant } from '@/domain/preview/previewToken'
import { requireEnv } from '@/lib/env'
import { previewKeyFrom } from '@/lib/previewKey'

/**
 * Live preview (issue 15; docs/ARCHITECTURE.md "Live preview"). GET /api/preview?token=… turns Next's draft mode on
 * and sets PREVIEW_COOKIE, signed and naming the tenant the preview link was made for. A reader shows drafts only
 * when isPreview(tenantId) — draft mode is on AND that cookie names this tenant — so a preview session started on
 * one tenant's site never shows drafts of another's (draft mode alone is one cookie for the whole app).
 *
 * Readers must not put drafts in a shared cache entry: read drafts outside unstable_cache (or under a key no
 * published read uses). The edge page cache never stores or serves a draft-mode request (scripts/lib/pageCache.mjs:
 * a request with the `__prerender_bypass` cookie is BYPASS).
 */
export const PREVIEW_COOKIE = 'dp-preview'

export function previewKey(): Buffer {
  return previewKeyFrom(requireEnv('PAYLOAD_SECRET'))
}

/** Whether this request previews drafts of `tenantId`. Reads cookies only when draft mode is on. */
export async function isPreview(tenantId: TenantId): Promise<boolean> {
  const draft = await draftMode()
  if (!draft.isEnabled) return false
  const value = (await cookies()).get(PREVIEW_COOKIE)?.value
  const tenant = previewCookieTenant(value, previewKey())
  return tenant !== null && sameId(tenant, tenantId)
}
