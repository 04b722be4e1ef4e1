import type { Payload } from 'payload'
import { NextRequest } from 'next/server'

import type { Doc } from './fixtures'

type Handler = (request: NextRequest) => Promise<Response>

export interface AccountCallOptions {
  body?: unknown
  cookie?: string | null
  headers?: Record<string, string>
}

/**
 * A caller of the shopper account and watchlist route handlers as Next calls them: the Host names the tenant, a
 * body makes it a JSON POST, `cookie` is the shopper's session token. Answers the status, the JSON body, the headers
 * and the session token the answer sets, if any. The cookie's name is passed in: the route modules are imported
 * after each test file's module mocks, so this helper imports none of them.
 */
export function accountCaller(sessionCookie: string) {
  const tokenSet = new RegExp(`${sessionCookie}=([^;]*)`)
  return async function call(handler: Handler, host: string, { body, cookie, headers = {} }: AccountCallOptions = {}) {
    const h: Record<string, string> = { host, ...headers }
    if (body !== undefined) h['content-type'] = 'application/json'
    if (cookie) h.cookie = `${sessionCookie}=${cookie}`
    const res = await handler(
      new NextRequest(`http://${host}/api/x`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: h,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
    const text = await res.text()
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : {}) as Doc,
      headers: res.headers,
      token: tokenSet.exec(res.headers.get('set-cookie') ?? '')?.[1] || null,
    }
  }
}

/**
 * A tenant made for an account test ('{base} Motors', slug '{base}-{stamp}', revalidation off) and the host its site
 * answers on.
 */
export async function accountTenant(
  payload: Payload,
  base: string,
  data: Doc = {},
): Promise<{ tenant: Doc; host: string }> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const tenant = (await payload.create({
    collection: 'tenants',
    data: { name: `${base} Motors`, slug: `${base}-${stamp}`, template: 'group', ...data } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })) as Doc
  return { tenant, host: `${tenant.slug}.localhost:3000` }
}
