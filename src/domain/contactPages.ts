/**
 * RTE-27/28: the contact and location pages (/contact, /contact-us, /contact-us/{location-slug}, or a tenant's
 * /our-location/{slug}), and the location link that is hidden on them. Pure TypeScript.
 */

const CONTACT_PATH = /^\/(?:contact|contact-us(?:\/[^/]+)?|our-location(?:\/[^/]+)?)\/?$/i

/** The path part of an href or URL ('' for external links and for anything that is not a site path). */
function sitePath(href: string): string {
  const s = href.trim()
  if (!s.startsWith('/') || s.startsWith('//')) return ''
  return s.split(/[?#]/)[0] ?? ''
}

/** Whether a site path (or an href on the site) is a contact or location page (RTE-27). */
export function isContactPath(path: string): boolean {
  return CONTACT_PATH.test(sitePath(path))
}

/** Paths that lead to the locations list or a location's page (RTE-29 redirects them to /contact-us…). */
const LOCATIONS_PATH = /^\/(?:dealerships|dealer-locator|locations(?:\/[^/]+)?)\/?$/i

/** Whether a header, footer or sidebar link is the location link, the link hidden on the contact page itself (RTE-28):
 * a link to a contact or location page, or to the locations list that leads there. */
export function isLocationLink(href: string): boolean {
  return isContactPath(href) || LOCATIONS_PATH.test(sitePath(href))
}

/** RTE-28: whether to show a link on the page at `currentPath`: the location link is hidden on a contact page. */
export function showLinkOn(currentPath: string, href: string): boolean {
  return !(isLocationLink(href) && isContactPath(currentPath))
}
