import 'server-only'

import type { Where } from 'payload'

/**
 * The tenant's cars the site shows (show_on_dealer_website), narrowed by `more`: the scope every public read of the
 * vehicles collection starts from.
 *   siteVehiclesWhere(3, { slug: { equals: 'x' } })
 *   → { and: [{ tenant: { equals: 3 } }, { show_on_dealer_website: { equals: true } }, { slug: { equals: 'x' } }] }
 */
export function siteVehiclesWhere(tenantId: number | string, ...more: Where[]): Where {
  return { and: [{ tenant: { equals: tenantId } }, { show_on_dealer_website: { equals: true } }, ...more] }
}
