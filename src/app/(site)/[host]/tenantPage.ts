import 'server-only'

import { notFound } from 'next/navigation'

import { resolveHost } from '@/data/tenants'
import type { TenantSite } from '@/domain/site'

/** The route parameters every page under [host] gets (src/proxy.ts rewrites the request's host into the path). */
export type HostParams = Promise<{ host: string }>

/** The tenant whose site a page under [host] renders, or null on the platform's own host or one nobody answers on. */
export async function siteTenant(params: HostParams): Promise<TenantSite | null> {
  const resolved = await resolveHost((await params).host)
  return resolved.kind === 'tenant' ? resolved.tenant : null
}

/** The same for a page that exists on a dealer site only: on any other host it is the 404 page (notFound()). */
export async function tenantPage(params: HostParams): Promise<TenantSite> {
  return (await siteTenant(params)) ?? notFound()
}
