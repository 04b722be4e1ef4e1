import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { PREVIEW_COOKIE } from '@/data/preview'

export const dynamic = 'force-dynamic'

/**
 * GET /api/preview/exit (issue 15, live preview): draft mode off and PREVIEW_COOKIE removed, then 303 to `next` (a
 * path on this site; anything else → '/'). The preview bar's Exit link.
 */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const next = request.nextUrl.searchParams.get('next') ?? '/'
  const location = /^\/(?![/\\])[^\s]*$/.test(next) ? next : '/'
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  headers.append('set-cookie', `${PREVIEW_COOKIE}=; Path=/; HttpOnly; Max-Age=0; SameSite=None; Secure`)
  return new Response(null, { status: 303, headers })
}
