import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getActivePopup, getRouteContext } from '@/data/content'
import { getMakeModels } from '@/data/searchVocabulary'
import { siteOrigin } from '@/data/tenants'
import { getVehicleBySlug } from '@/data/vehicles'
import { formatDollars, formatKm } from '@/domain/price'
import { SOLD_TEXT, vehiclePageModel } from '@/domain/vehicle/pageModel'
import { VehiclePage } from '@/modules/vehicle/templates/VehiclePage'

import { siteTenant } from '../../tenantPage'

type Props = { params: Promise<{ host: string; slug: string }> }

/**
 * Rendered by Next for the request that reaches it (a fresh CSP nonce, src/proxy.ts), then kept by the edge page cache
 * (server/pageCache.mjs) until the tenant's data changes: later shoppers get the stored HTML with the hashes of
 * its inline scripts as the policy. The data it reads stays cached too (unstable_cache, tagged per tenant), so a
 * render is a handful of cached reads. See docs/architecture/edge-and-page-cache.md 'Page cache'.
 */
export const dynamic = 'force-dynamic'

/** The tenant and its car, or null (unknown host or a slug that is not this tenant's: 404 either way). */
async function load({ params }: Props) {
  const tenant = await siteTenant(params)
  if (!tenant) return null
  const vehicle = await getVehicleBySlug(tenant, (await params).slug)
  return vehicle ? { tenant, vehicle } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load(props)
  if (!loaded) return {}
  const { tenant, vehicle: v } = loaded
  const page = vehiclePageModel(tenant, v, new Date())
  const facts = [
    page.price ? (page.price.amount !== null ? formatDollars(page.price.amount) : null) : SOLD_TEXT,
    v.km !== null && v.carType !== 'new' ? formatKm(v.km) : null,
    v.simpleTransmission,
    v.location?.name ?? v.dealershipName,
  ].filter(Boolean)
  const description = `${page.carTypeLabel} ${v.name} at ${tenant.name}${facts.length ? `: ${facts.join(', ')}` : ''}.`
  const origin = siteOrigin(tenant)
  const canonical = `${origin}/cars/${v.slug}`
  const image = v.images[0]?.url ?? v.primaryImageUrl
  return {
    title: v.name,
    description,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      url: canonical,
      title: `${v.name} | ${tenant.name}`,
      description,
      siteName: tenant.name,
      locale: 'en_AU',
      ...(image
        ? {
            images: [
              { url: image.startsWith('http') ? image : `${origin}${image}`, width: 900, height: 600, alt: v.name },
            ],
          }
        : {}),
    },
  }
}

/** /cars/{slug} on a tenant host (spec §2 Vehicle detail page). Another tenant's slug is a 404 like any unknown one. */
export default async function VehicleDetailPage(props: Props) {
  const loaded = await load(props)
  if (!loaded) notFound()
  const { tenant, vehicle } = loaded
  const now = new Date()
  // routes: which of the site's own pages exist, so the page renders no link that leads to a 404.
  const [knownModels, popup, routes] = await Promise.all([
    vehicle.make ? getMakeModels(tenant, vehicle.make) : Promise.resolve([]),
    getActivePopup(tenant),
    getRouteContext(tenant),
  ])
  const origin = siteOrigin(tenant)
  return <VehiclePage {...{ tenant, vehicle, knownModels, popup, origin, routes, now }} />
}
