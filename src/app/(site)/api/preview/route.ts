import { cookies, draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { PREVIEW_COOKIE, previewKey, previewTargetPath } from '@/data/preview'
import { sameId } from '@/domain/ids'
import { signPreviewCookie, verifyPreviewToken } from '@/domain/preview/previewToken'

import { requestTenant } from '../tenantRequest'
import { previewMessage } from './message'

export const dynamic = 'force-dynamic'

/**
 * GET /api/preview?token=… on a tenant's host (live preview; docs/architecture/content.md "Live preview").
 * The admin's live preview frame and Preview button open this with a token payload.config.ts (admin.livePreview.url)
 * signed for a signed-in user who may edit the document. The tenant is the Host's:
 *   303 → where the document shows ('/about-us', '/blog/{slug}', '/offers/{id}', '/search', a vehicle page, '/'),
 *         with Next's draft-mode cookie and PREVIEW_COOKIE (naming this tenant, expiring with the token) set
 *   401  no token, a malformed or forged one, or an expired one (open the preview again from the admin)
 *   403  a token made for another tenant's document (never previewed on this host)
 *   404  no dealer site on this host, or the document is gone
 * Never cached (Cache-Control: no-store; /api is never in the edge page cache).
 */
export async function GET(request: NextRequest) {
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  const verified = verifyPreviewToken(request.nextUrl.searchParams.get('token'), previewKey())
  if (!verified.ok) {
    return verified.reason === 'expired'
      ? previewMessage(401, 'This preview link has expired', 'Open the preview again from the admin.')
      : previewMessage(401, 'This preview link is not valid', 'Open the preview from the admin.')
  }
  const { claims } = verified
  if (!sameId(claims.tenantId, site.tenant.id)) {
    return previewMessage(
      403,
      'This preview belongs to another site',
      'A document is previewed on its own dealer site only.',
    )
  }
  let path: string | null
  try {
    path = await previewTargetPath(site.tenant.id, claims.collection, claims.docId)
  } catch (error) {
    console.error('preview: reading the document failed', error)
    return previewMessage(503, 'The preview is not available right now', 'Please try again shortly.')
  }
  if (!path) return previewMessage(404, 'Nothing to preview', 'The document was deleted or moved to another site.')

  ;(await draftMode()).enable()
  // Both cookies Partitioned (CHIPS) as well as `SameSite=None; Secure`: in the admin's frame the site is a
  // third-party context (another site than the admin's — the demo's harbour.localhost and localhost too), where a
  // browser that blocks third-party cookies still keeps a partitioned one; in a tab (the Preview button) it is an
  // ordinary first-party cookie. Browsers accept Secure cookies on http://*.localhost (the local demo).
  const jar = await cookies()
  const bypass = jar.get(DRAFT_MODE_COOKIE)?.value
  const attributes = { path: '/', httpOnly: true, secure: true, sameSite: 'none', partitioned: true } as const
  if (bypass) jar.set({ name: DRAFT_MODE_COOKIE, value: bypass, ...attributes })
  jar.set({
    name: PREVIEW_COOKIE,
    value: signPreviewCookie(claims, previewKey()),
    expires: new Date(claims.expiresAt),
    ...attributes,
  })
  return new Response(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } })
}

/** Next's draft-mode cookie. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'
