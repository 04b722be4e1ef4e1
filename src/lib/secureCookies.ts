import { secureCookie } from '../domain/security/headers'
import { isHttps } from './requestContext'

/**
 * Payload's cookie `Secure` flag is static config (auth.cookies.secure), but one server answers on http (the local
 * demo, an internal health check) and behind https. This wraps Payload's REST and GraphQL handlers so that, when the
 * request came over https (isHttps: the socket, or a trusted proxy's X-Forwarded-Proto), every cookie the answer sets
 * carries `Secure` — the session cookie can then never travel over plain http.
 */
export function withSecureCookies<A extends unknown[]>(handler: (request: Request, ...rest: A) => Promise<Response>) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    const response = await handler(request, ...rest)
    if (!isHttps(request.headers)) return response
    const cookies = response.headers.getSetCookie()
    if (cookies.length === 0) return response
    const headers = new Headers(response.headers)
    headers.delete('set-cookie')
    for (const cookie of cookies) headers.append('set-cookie', secureCookie(cookie))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
