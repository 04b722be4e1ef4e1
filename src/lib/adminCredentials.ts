import { stripPort } from '../domain/host'
import { withoutPayloadCookies } from '../domain/security/headers'
import { env } from './env'
import { requestHost } from './requestContext'
import { withSecureCookies } from './secureCookies'

/**
 * Admin credentials count on admin hosts only (ADMIN_HOSTS). On every other host — each tenant's site, where the
 * tenant's chat script runs — Payload's REST and GraphQL handlers never see Payload's cookies (`payload-token` and
 * friends) or an `Authorization` header (`JWT …`, `Bearer …`, an API key): a request there is anonymous whatever it
 * carries. src/proxy.ts strips them before Next routes the request; this wrapper strips them again inside Payload's
 * handlers, so a path the proxy lets through with its Authorization header (a site route's prefix such as
 * /api/leads also prefixes Payload's /api/leads/:id) still reaches Payload without it.
 */
export function onAdminHost(headers: { get(name: string): string | null } | null | undefined): boolean {
  const host = requestHost(headers)
  return host !== null && env().ADMIN_HOSTS.includes(stripPort(host))
}

/** The request as Payload may see it: unchanged on an admin host, without admin credentials on any other. */
export function withoutAdminCredentials(request: Request): Request {
  if (onAdminHost(request.headers)) return request
  const cookie = request.headers.get('cookie')
  const kept = withoutPayloadCookies(cookie)
  if (!request.headers.has('authorization') && kept === cookie) return request
  const headers = new Headers(request.headers)
  headers.delete('authorization')
  if (kept) headers.set('cookie', kept)
  else headers.delete('cookie')
  return new Request(request, { headers })
}

/** Wraps a Payload route handler (REST or GraphQL) so that only admin hosts pass admin credentials on. */
export function withAdminHostCredentials<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
) {
  return (request: Request, ...rest: A): Promise<Response> => handler(withoutAdminCredentials(request), ...rest)
}

/**
 * Every Payload REST and GraphQL handler the app mounts (src/app/(payload)/api): admin credentials only on admin
 * hosts, and over https every cookie the answer sets carries `Secure` (src/lib/secureCookies.ts).
 */
export function guardPayloadHandler<A extends unknown[]>(handler: (request: Request, ...rest: A) => Promise<Response>) {
  return withSecureCookies(withAdminHostCredentials(handler))
}
