import type { Endpoint, PayloadRequest } from 'payload'

import { relationId, sameId, type DocId } from '../../src/domain/ids'
import { isLiveHref } from '../../src/domain/routes'
import { resolveSiteConfig, type TenantOverrides } from '../../src/domain/siteConfig'
import { hasRole, isStaffUser, userTenantIds } from '../access'

/** The tenant a check is for: ?tenant= (the document's tenant), else the admin's selected tenant (cookie). */
function requestedTenant(req: PayloadRequest): DocId | null {
  const param = req.searchParams.get('tenant')
  const cookie = /(?:^|;\s*)payload-tenant=([^;]+)/.exec(req.headers.get('cookie') ?? '')?.[1]
  const raw = param || (cookie ? decodeURIComponent(cookie) : '')
  return raw ? relationId(/^\d+$/.test(raw) ? Number(raw) : raw) : null
}

/**
 * GET /api/link-check?href=/special-offers&tenant=3 (signed-in admins only, of their own tenants): whether the link
 * leads to a page that tenant serves — a built route or one of its published pages (src/domain/routes.ts, the rule
 * the site's loaders drop dead links by). The admin's link fields ask it to warn a marketer of a link that leads
 * nowhere yet; saving is never blocked (a page about to be published may be linked first).
 *   → 200 { live: true } | { live: false } ; 401 signed out ; 400 no href or tenant ; 404 not this user's tenant
 */
export const linkCheckEndpoint: Endpoint = {
  path: '/link-check',
  method: 'get',
  handler: async (req) => {
    const headers = { 'Cache-Control': 'no-store' }
    if (!isStaffUser(req.user)) return Response.json({ error: 'Sign in first' }, { status: 401, headers })
    const href = req.searchParams.get('href') ?? ''
    const tenantId = requestedTenant(req)
    if (!href || href.length > 2000 || tenantId === null)
      return Response.json({ error: 'Give href and tenant' }, { status: 400, headers })
    const user = req.user as Parameters<typeof userTenantIds>[0]
    const allowed = hasRole(user, 'super-admin') || userTenantIds(user).some((id) => sameId(id, tenantId))
    const tenant = allowed
      ? await req.payload
          .findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true, req })
          .catch(() => null)
      : null
    if (!tenant) return Response.json({ error: 'No such site' }, { status: 404, headers })
    const pages = await req.payload.find({
      collection: 'pages',
      where: { and: [{ tenant: { equals: tenant.id } }, { _status: { equals: 'published' } }] },
      select: { slug: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const live = isLiveHref(href, {
      pageSlugs: new Set(pages.docs.map((p) => p.slug)),
      config: resolveSiteConfig(tenant as unknown as TenantOverrides),
      // the offers pages exist on every site; the site shows links to them while an offer is live
      liveOffers: true,
    })
    return Response.json({ live }, { headers })
  },
}
