import type { Env } from './env'

/**
 * The origins the admin is used from: each ADMIN_HOSTS host over https and http, with and without the app's PORT
 * ('localhost' + PORT 3000 → https://localhost, http://localhost, https://localhost:3000, http://localhost:3000).
 * Payload's `csrf` list: a cookie-authenticated request whose Origin is not one of these is treated as anonymous —
 * so a page on a tenant's site (same-site with an admin host such as admin.group.com.au and www.group.com.au, which
 * SameSite=Lax cookies do not separate) cannot act with an admin's session.
 */
export function adminOrigins(config: Pick<Env, 'ADMIN_HOSTS' | 'PORT'>): string[] {
  const out = new Set<string>()
  for (const host of config.ADMIN_HOSTS) {
    for (const scheme of ['https', 'http']) {
      out.add(`${scheme}://${host}`)
      out.add(`${scheme}://${host}:${config.PORT}`)
    }
  }
  return [...out]
}

/**
 * Whether a request on an admin host may use the admin session cookie: not when a browser says it comes from another
 * origin — an `Origin` that is not an admin origin, or (no Origin) `Sec-Fetch-Site: cross-site` / `same-site`.
 * A request with neither header is not a browser's (curl, scripts, the test runner): a forged request always comes
 * from a victim's browser, which sends them, so such clients keep working.
 *   { origin: 'https://www.group.example' }          → false (a tenant page on the same site)
 *   { origin: 'http://localhost:3000' }              → true  (the admin itself)
 *   { secFetchSite: 'same-site' }                    → false
 *   {}                                               → true  (not a browser)
 */
export function adminSessionAllowed(
  request: { origin?: string | null; secFetchSite?: string | null },
  origins: readonly string[],
): boolean {
  const origin = request.origin?.trim().toLowerCase()
  if (origin) return origins.includes(origin)
  const site = request.secFetchSite?.trim().toLowerCase()
  return !site || site === 'same-origin' || site === 'none'
}
