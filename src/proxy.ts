import { NextResponse, type NextRequest } from 'next/server'

import { parseHost, stripPort } from '@/domain/host'

/**
 * Host → tenant: every public path is rewritten to /{host}/{path}, where (site)/[host] resolves the
 * host to a tenant on the server (slug.localhost locally, `domains` in production). The client never
 * chooses the tenant: a path that names another host is just a path under this host and ends in a 404.
 * /admin, /api (Payload), Next's assets and the generated demo images are never rewritten (see matcher).
 */
export function proxy(request: NextRequest) {
  const match = parseHost(request.headers.get('host'))
  const key = match.kind === 'invalid' ? '_invalid' : stripPort(request.headers.get('host') ?? '')
  const url = request.nextUrl.clone()
  url.pathname = `/${key}${request.nextUrl.pathname}`
  return NextResponse.rewrite(url)
}

export const config = {
  matcher: ['/((?!admin|api|_next|demo-images|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)'],
}
