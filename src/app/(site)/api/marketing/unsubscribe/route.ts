import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { optOut, verifyForTenant } from '@/data/marketing'
import { payloadClient } from '@/data/payload'
import { TOKEN_MAX } from '@/domain/marketing/unsubscribeToken'
import { jsonError } from '@/lib/http/respond'

import { requestTenant } from '../../tenantRequest'

export const dynamic = 'force-dynamic'

/** A form post carries one short token; anything much larger is not ours. */
const BODY_MAX = 4096

const formSchema = z.object({ token: z.string().min(1).max(TOKEN_MAX) })

/** 303 to the unsubscribe page: it shows the confirmation (done) or, for a bad token, its 404 message. */
function backToPage(token: string, done: boolean): Response {
  const query = new URLSearchParams({ token: token.slice(0, TOKEN_MAX) })
  if (done) query.set('done', '1')
  return new Response(null, {
    status: 303,
    headers: { location: `/pages/unsubscribe?${query}`, 'cache-control': 'no-store' },
  })
}

async function readToken(request: NextRequest): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > BODY_MAX) return null
  const text = (await request.text()).slice(0, BODY_MAX + 1)
  if (text.length > BODY_MAX) return null
  const form = new URLSearchParams(text)
  // the form's hidden field, or the link's own query (RFC 8058 one-click: POST {link} with List-Unsubscribe=One-Click)
  const parsed = formSchema.safeParse({ token: form.get('token') ?? request.nextUrl.searchParams.get('token') })
  return parsed.success ? parsed.data.token : null
}

/**
 * POST /api/marketing/unsubscribe on a tenant's host, form field `token`. The tenant is the Host's: a
 * token signed for another tenant is refused like a forged one.
 *   303 → /pages/unsubscribe?token=…&done=1   stored (or already unsubscribed)
 *   303 → /pages/unsubscribe?token=…          the token does not verify here (that page answers 404 and says so)
 *   400                                       no token, or a body over 4 KiB
 *   404                                       no dealer site on this host
 */
export async function POST(request: NextRequest) {
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  const token = await readToken(request)
  if (!token) return jsonError('An unsubscribe token is required.', 400)
  const verified = verifyForTenant(token, site.tenant.id)
  if (!verified.ok) return backToPage(token, false)
  try {
    await optOut(await payloadClient(), site.tenant.id, verified.email, 'link')
  } catch (error) {
    console.error('unsubscribe failed', error)
    return jsonError('Unsubscribing failed. Please try again shortly.', 503, { 'retry-after': '2' })
  }
  return backToPage(token, true)
}
