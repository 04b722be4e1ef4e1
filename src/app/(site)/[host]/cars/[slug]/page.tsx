import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getActivePopup, getPublishedPage } from '@/data/content'
import { getSearchVocabulary } from '@/data/searchVocabulary'
import { siteOrigin } from '@/data/tenants'
import { getVehicleBySlug } from '@/data/vehicles'
import { formatDollars, formatKm } from '@/domain/price'
import { isLivePath, type RouteContext } from '@/domain/routes'
import type { TenantSite } from '@/domain/site'
import type { PopupData } from '@/domain/vehicle/layout'
import { SOLD_TEXT, vehiclePageModel } from '@/domain/vehicle/pageModel'
import type { VehicleDetail } from '@/domain/vehicle/types'
import { VehiclePage } from '@/modules/vehicle/templates/VehiclePage'

import { siteTenant } from '../../tenantPage'

type Props = { params: Promise<{ host: string; slug: string }> }

/**
 * Rendered per request: every page carries a fresh CSP nonce (src/proxy.ts) that Next puts on its scripts, and a
 * cached copy would carry an old one, so its scripts would be refused. The data it reads stays cached (unstable_cache,
 * tagged per tenant), so a render is a handful of cached reads. See docs/ARCHITECTURE.md 'Admin and browser protections'.
 */
export const dynamic = 'force-dynamic'

/** The tenant and its car, or null (unknown host or a slug that is not this tenant's: 404 either way). */
async function load({ params }: Props) {
  const tenant = await siteTenant(params)
  if (!tenant) return null
  const vehicle = await getVehicleBySlug(tenant, (await params).slug)
  return vehicle ? { tenant, vehicle } : null
}

/** '/about-us?x#y' or '/pages/about-us' → 'about-us'; any other path → null (not a CMS page's address). */
function cmsSlug(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  const parts = (href.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)
  if (parts.length === 1) return parts[0]!.toLowerCase()
  if (parts.length === 2 && parts[0] === 'pages') return parts[1]!.toLowerCase()
  return null
}

/**
 * The route context for the page's links (src/domain/routes.ts): the built routes, plus those of the page's own
 * links that name a published CMS page of the tenant (one cached lookup per such link: the feature banner's Latest
 * Offers, the popup's button, a dealership's finance page).
 */
async function routeContext(tenant: TenantSite, hrefs: (string | null | undefined)[]): Promise<RouteContext> {
  const built: RouteContext = { pageSlugs: new Set(), config: tenant.config }
  const slugs = [
    ...new Set(
      hrefs.flatMap((href) => {
        const slug = href && !isLivePath(href, built) ? cmsSlug(href) : null
        return slug && slug !== 'home' ? [slug] : []
      }),
    ),
  ]
  const pages = await Promise.all(slugs.map((slug) => getPublishedPage(tenant.id, slug)))
  return { pageSlugs: new Set(slugs.filter((_, i) => pages[i] !== null)), config: tenant.config }
}

/** Every internal link the page may show for this car, before the liveness rule. */
function candidateLinks(tenant: TenantSite, vehicle: VehicleDetail, popup: PopupData | null, now: Date): string[] {
  const all = vehiclePageModel(tenant, vehicle, now, () => true)
  return [...all.buttons.map((b) => b.href), ...all.featureLinks.map((l) => l.href), popup?.linkTo ?? ''].filter(
    Boolean,
  )
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
  const [vocabulary, popup] = await Promise.all([getSearchVocabulary(tenant), getActivePopup(tenant)])
  const routes = await routeContext(tenant, candidateLinks(tenant, vehicle, popup, now))
  const origin = siteOrigin(tenant)
  const knownModels = vehicle.make ? (vocabulary.models[vehicle.make] ?? []) : []
  return (
    <VehiclePage
      tenant={tenant}
      vehicle={vehicle}
      knownModels={knownModels}
      popup={popup}
      origin={origin}
      routes={routes}
      now={now}
    />
  )
}
