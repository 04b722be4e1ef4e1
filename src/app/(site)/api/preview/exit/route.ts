import { cookies } from 'next/headers'
import type { NextRequest } from 'next/server'

import { PREVIEW_COOKIE } from '@/data/preview'

export const dynamic = 'force-dynamic'

/**
 * GET /api/preview/exit (live preview): Next's draft-mode cookie and PREVIEW_COOKIE removed (both were set
 * Partitioned by /api/preview, so they are removed the same way), then 303 to `next` (a path on this site; anything
 * else → '/'). The preview bar's Exit link.
 */
export async function GET(request: NextRequest) {
  const jar = await cookies()
  for (const name of ['__prerender_bypass', PREVIEW_COOKIE]) {
    jar.set({
      name,
      value: '',
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'none',
      partitioned: true,
      maxAge: 0,
    })
  }
  const next = request.nextUrl.searchParams.get('next') ?? '/'
  const location = /^\/(?![/\\])[^\s]*$/.test(next) ? next : '/'
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
}
