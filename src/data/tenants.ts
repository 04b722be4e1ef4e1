import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { readableTextOn } from '@/domain/colour'
import { parseHost, stripPort } from '@/domain/host'
import type { TenantListing, TenantSite } from '@/domain/site'
import { isTemplate, resolveSiteConfig, type TenantOverrides } from '@/domain/siteConfig'
import { TENANTS_TAG } from '@/lib/cacheTags'
import { env } from '@/lib/env'
import { tenantForRequestHost } from '@/lib/hostTenants'
import { findTenantDoc } from '@/lib/tenantRecords'

import type { Tenant } from '../../payload-types'
import { mediaUrl } from './media'
import { payloadClient } from './payload'

export type HostResolution = { kind: 'platform' } | { kind: 'tenant'; tenant: TenantSite } | { kind: 'unknown' }

/** Tenant document → TenantSite. Colours fall back to the collection's defaults if a stored one is bad. */
export function toTenantSite(doc: Tenant): TenantSite {
  const theme = doc.theme ?? ({} as NonNullable<Tenant['theme']>)
  const primary = theme.primary || '#0b3d91'
  const accent = theme.accent || '#f2a900'
  return {
    id: doc.id,
    slug: doc.slug,
    name: doc.name,
    template: isTemplate(doc.template) ? doc.template : 'group',
    primaryHost: doc.domains?.[0]?.hostname ?? null,
    tagline: doc.tagline ?? null,
    theme: {
      primary,
      onPrimary: readableTextOn(primary),
      accent,
      onAccent: readableTextOn(accent),
      surface: theme.surface || '#ffffff',
      text: theme.text || '#1a1a1a',
      logoUrl: mediaUrl(theme.logo),
    },
    config: resolveSiteConfig(doc as unknown as TenantOverrides),
  }
}

/** A tenant by id (depth 1 for the logo), cached across requests; keyed by id, so the entries are bounded by tenants. */
const tenantById = unstable_cache(
  async (id: number): Promise<TenantSite | null> => {
    const doc = await findTenantDoc(await payloadClient(), id, { depth: 1 })
    return doc ? toTenantSite(doc) : null
  },
  ['tenant-by-id'],
  { tags: [TENANTS_TAG], revalidate: 300 },
)

/**
 * The tenant a request host belongs to. Resolved once per request (React cache): host → tenant id through the one
 * bounded host resolver (src/lib/hostTenants.ts, shared with access control), then the tenant's settings by id.
 */
export const resolveHost = cache(async (hostKey: string): Promise<HostResolution> => {
  let host: string
  try {
    host = decodeURIComponent(hostKey)
  } catch {
    return { kind: 'unknown' }
  }
  const match = parseHost(host)
  if (match.kind === 'platform') return { kind: 'platform' }
  if (match.kind === 'invalid') return { kind: 'unknown' }
  const found = await tenantForRequestHost(await payloadClient(), host)
  const tenant = found ? await tenantById(found.id) : null
  return tenant ? { kind: 'tenant', tenant } : { kind: 'unknown' }
})

/** Every tenant, for the demo index on the bare localhost host. Names only: no flags, no ids. */
export const listTenants = unstable_cache(
  async (): Promise<TenantListing[]> => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'tenants',
      limit: 200,
      depth: 0,
      sort: 'name',
      overrideAccess: true,
    })
    return found.docs.map((t) => ({ slug: t.slug, name: t.name, template: t.template }))
  },
  ['tenant-list'],
  { tags: [TENANTS_TAG], revalidate: 300 },
)

/**
 * The tenant an API request's Host header names (pass requestHost(request.headers)), or null (platform host, unknown
 * or malformed host). Tenant-host API routes (/api/search, /api/cars/…, /api/delivery-estimate) answer 404 on null.
 */
export async function tenantForHost(host: string | null): Promise<TenantSite | null> {
  const match = parseHost(host)
  if (match.kind === 'invalid' || match.kind === 'platform') return null
  const site = await resolveHost(encodeURIComponent(stripPort(host ?? '')))
  return site.kind === 'tenant' ? site.tenant : null
}

/**
 * The tenant's absolute origin for canonical URLs, JSON-LD and share links, without reading the request (so pages
 * can be cached): https://{first production domain}, else http://{slug}.localhost:{PORT} (the local demo).
 */
export function siteOrigin(tenant: TenantSite): string {
  if (tenant.primaryHost) return `https://${tenant.primaryHost}`
  const port = env().PORT
  return `http://${tenant.slug}.localhost${port === 80 ? '' : `:${port}`}`
}
