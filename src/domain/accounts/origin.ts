/**
 * Whether a state-changing request to the account endpoints came from the site's own pages (CSRF defence on top of
 * the SameSite=Lax cookie). Browsers send Sec-Fetch-Site and Origin with every fetch POST:
 *   Sec-Fetch-Site 'same-origin'                          → allowed
 *   Sec-Fetch-Site 'cross-site' / 'same-site'              → refused (another site, or a sibling tenant subdomain)
 *   no Sec-Fetch-Site, Origin equal to the Host's origin   → allowed
 *   no Sec-Fetch-Site, any other Origin ('null' too)       → refused
 *   neither header                                         → allowed (not a browser: it has no shopper's cookie)
 */
export function sameOriginRequest({
  origin,
  secFetchSite,
  host,
}: {
  origin: string | null
  secFetchSite: string | null
  host: string | null
}): boolean {
  if (secFetchSite) return secFetchSite === 'same-origin' || secFetchSite === 'none'
  if (origin === null) return true
  try {
    return host !== null && new URL(origin).host === host
  } catch {
    return false
  }
}
