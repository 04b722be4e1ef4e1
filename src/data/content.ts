import 'server-only'

import type { Where } from 'payload'

import { sameId, type DocId, type TenantId } from '@/domain/ids'
import { DEFAULT_BUTTON_TEXT, safeHref } from '@/domain/links'
import { advertMayShow, disclosureFromFields, type AdvertKind } from '@/domain/marketing/creditClaims'
import { groupCompanyLinks } from '@/domain/marketing/groupCompanies'
import { isLiveHref, liveNavItems, type RouteContext } from '@/domain/routes'
import { isLiveAt } from '@/domain/schedule'
import type { PromoSlot } from '@/domain/search/promoPlacement'
import type { CarType } from '@/domain/search/types'
import {
  SOCIAL_NETWORKS,
  type Banner,
  type BrandCard,
  type NavLink,
  type PromoTile,
  type SiteNavigation,
  type TenantSite,
} from '@/domain/site'
import type { PopupData } from '@/domain/vehicle/layout'
import { pageSlugsTag, pageTag } from '@/lib/cacheTags'

import type {
  Banner as BannerDoc,
  Brand,
  Navigation,
  Page,
  Popup as PopupDoc,
  PromoTile as PromoTileDoc,
} from '../../payload-types'
import { mediaUrl } from './media'
import { tenantHasLiveOffers } from './offers'
import { payloadClient } from './payload'
import { isPreview } from './preview'
import { tenantCached } from './tenantCached'

/** Drafts (and documents scheduled but not yet published) are never on the site, except in a preview. */
const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * Whether this render previews the tenant's drafts (src/data/preview.ts isPreview): drafts are then read
 * outside the shared cache, so no shopper's render ever gets an entry holding one. False outside a request.
 */
const previewing = (tenantId: TenantId): Promise<boolean> => isPreview(tenantId).catch(() => false)

/** A tenant as the link rules need it: its id and effective config (TenantSite fits). */
export type LinkTenant = Pick<TenantSite, 'id' | 'config'>

const publishedPageSlugs = tenantCached(
  'pages',
  'page-slugs',
  async (tenantId): Promise<string[]> => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'pages',
      where: { and: [{ tenant: { equals: tenantId } }, { _status: { equals: 'published' } }] },
      select: { slug: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return found.docs.map((p) => p.slug)
  },
  (tenantId) => [pageSlugsTag(tenantId)],
)

/**
 * What src/domain/routes.ts judges a link by: the tenant's published page slugs (cached under the pages tag, so
 * publishing or unpublishing a page changes which links show), its SiteConfig and whether it has a live offer.
 */
export async function getRouteContext(tenant: LinkTenant): Promise<RouteContext> {
  const [slugs, liveOffers] = await Promise.all([publishedPageSlugs(tenant.id), tenantHasLiveOffers(tenant.id)])
  return { pageSlugs: new Set(slugs), config: tenant.config, liveOffers }
}

function toLink(row: { label?: string | null; url?: string | null; newTab?: boolean | null }): NavLink | null {
  const href = safeHref(row.url)
  if (!href || !row.label) return null
  return { label: row.label, href, newTab: Boolean(row.newTab) }
}

export type PageDoc = Page

/** A published page of the tenant by slug ('home' is the home page). */
const publishedPage = tenantCached(
  'pages',
  'page',
  async (tenantId, slug: string): Promise<Page | null> => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'pages',
      where: {
        and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }, { _status: { equals: 'published' } }],
      },
      limit: 1,
      depth: 2,
      overrideAccess: true,
    })
    return found.docs[0] ?? null
  },
  (tenantId, slug) => [pageTag(tenantId, slug)],
)

/**
 * The tenant's page by slug: the published one, or — while a marketer previews this tenant (isPreview) —
 * its latest draft, read outside the shared cache so no draft ever lands in an entry a shopper's render reads.
 */
export async function getPublishedPage(tenantId: TenantId, slug: string): Promise<Page | null> {
  if (!(await isPreview(tenantId))) return publishedPage(tenantId, slug)
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'pages',
    where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }] },
    draft: true,
    limit: 1,
    depth: 2,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

const navigationOf = tenantCached('navigation', 'navigation', async (tenantId): Promise<SiteNavigation> => {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'navigation',
    where: { tenant: { equals: tenantId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc: Navigation | undefined = found.docs[0]
  return {
    header: (doc?.header ?? []).flatMap((item) => {
      const link = toLink(item)
      if (!link) return []
      return [{ ...link, children: (item.children ?? []).map(toLink).filter((l): l is NavLink => l !== null) }]
    }),
    footer: (doc?.footer ?? []).map((col) => ({
      title: col.title,
      links: (col.links ?? []).map(toLink).filter((l): l is NavLink => l !== null),
    })),
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const href = safeHref(doc?.social?.[network])
      return href ? [{ network, href }] : []
    }),
    footerNote: doc?.footer_note ?? null,
    groupCompanies: groupCompanyLinks(doc?.group_companies),
  }
})

/** The tenant's header and footer menus and social links, without links to pages the tenant does not serve. */
export async function getNavigation(tenant: LinkTenant): Promise<SiteNavigation> {
  const [navigation, routes] = await Promise.all([navigationOf(tenant.id), getRouteContext(tenant)])
  return {
    ...navigation,
    header: liveNavItems(navigation.header, routes),
    footer: navigation.footer.flatMap((col) => {
      const links = col.links.filter((l) => isLiveHref(l.href, routes))
      return links.length > 0 ? [{ ...col, links }] : []
    }),
  }
}

type Dated = { starts_at?: string | null; expires_at?: string | null }

/** The tenant's banners: published ones, or with `drafts` (a preview) the latest version of each, drafts included. */
async function loadBanners(tenantId: TenantId, drafts: boolean): Promise<(BannerDoc & Dated)[]> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'banners',
    where: drafts ? { tenant: { equals: tenantId } } : { and: [{ tenant: { equals: tenantId } }, PUBLISHED] },
    draft: drafts,
    limit: 50,
    depth: 0,
    sort: '-updatedAt',
    overrideAccess: true,
  })
  return found.docs
}

const publishedBanners = tenantCached('banners', 'banners', (tenantId) => loadBanners(tenantId, false))
/**
 * The published adverts that meet the credit rule (advertMayShow): one published before the rule that states a rate
 * bare stays off the site. A preview shows the marketer's drafts as they are.
 */
const mayShow = <T extends object>(kind: AdvertKind, docs: T[]): T[] => docs.filter((d) => advertMayShow(kind, d))

/** Published banners from the shared cache; while previewing this tenant, its drafts, read uncached. */
const allBanners = async (tenantId: TenantId) =>
  (await previewing(tenantId)) ? loadBanners(tenantId, true) : mayShow('banners', await publishedBanners(tenantId))

/**
 * The live banners of a placement; dates are checked at render time, not at cache time. A link to a page the tenant
 * does not serve is left out (the banner shows its text without it).
 */
export async function getBanners(
  tenant: LinkTenant,
  placement: 'announcement' | 'feature',
  now = new Date(),
): Promise<Banner[]> {
  const [docs, routes] = await Promise.all([allBanners(tenant.id), getRouteContext(tenant)])
  return docs
    .filter((b) => b.placement === placement && isLiveAt(now, b.starts_at, b.expires_at))
    .map((b) => {
      const href = safeHref(b.link)
      const live = href !== null && isLiveHref(href, routes)
      return {
        id: b.id,
        title: b.title,
        text: b.text ?? null,
        href: live ? href : null,
        linkText: live ? (b.link_text ?? null) : null,
        credit: disclosureFromFields(b.credit),
      }
    })
}

/** The tenant's promo tiles: published ones, or with `drafts` (a preview) the latest version of each. */
async function loadPromoTiles(tenantId: TenantId, drafts: boolean): Promise<PromoTileDoc[]> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'promo-tiles',
    where: drafts ? { tenant: { equals: tenantId } } : { and: [{ tenant: { equals: tenantId } }, PUBLISHED] },
    draft: drafts,
    limit: 100,
    depth: 1,
    sort: 'sort',
    overrideAccess: true,
  })
  return found.docs
}

const publishedPromoTiles = tenantCached('promo-tiles', 'promo-tiles', (tenantId) => loadPromoTiles(tenantId, false))
/** Published tiles from the shared cache; while previewing this tenant, its drafts, read uncached. */
const allPromoTiles = async (tenantId: TenantId) =>
  (await previewing(tenantId))
    ? loadPromoTiles(tenantId, true)
    : mayShow('promo-tiles', await publishedPromoTiles(tenantId))

/** A tile as the site shows it, or null when its link leads nowhere this tenant serves (the tile is not shown). */
function toPromoTile(t: PromoTileDoc, routes: RouteContext): PromoTile | null {
  const href = safeHref(t.link)
  if (!href || !isLiveHref(href, routes)) return null
  return {
    id: t.id,
    title: t.title,
    description: t.description ?? null,
    imageUrl: mediaUrl(t.image) ?? t.image_url ?? null,
    href,
    buttonText: t.button_text || DEFAULT_BUTTON_TEXT,
    credit: disclosureFromFields(t.credit),
  }
}

/** Promo tiles as search-results slots: positions, random offset, car types and dates (SRP-06..11). */
export async function getSearchPromoTiles(tenant: LinkTenant): Promise<(PromoTile & PromoSlot)[]> {
  const [docs, routes] = await Promise.all([allPromoTiles(tenant.id), getRouteContext(tenant)])
  return docs.flatMap((t) => {
    const tile = toPromoTile(t, routes)
    const positions = (t.positions ?? []).map((p) => p.position).filter((p): p is number => typeof p === 'number')
    if (!tile || positions.length === 0) return []
    return [
      {
        ...tile,
        positions,
        randomShuffle: Boolean(t.random_shuffle),
        carTypes: (t.car_types ?? []) as CarType[],
        startsAt: t.starts_at ?? null,
        expiresAt: t.expires_at ?? null,
      },
    ]
  })
}

/** Live promo tiles of the tenant, optionally only the chosen ones (in the chosen order); dead links are left out. */
export async function getPromoTiles(tenant: LinkTenant, ids?: DocId[], now = new Date()): Promise<PromoTile[]> {
  const [docs, routes] = await Promise.all([allPromoTiles(tenant.id), getRouteContext(tenant)])
  const chosen = ids && ids.length > 0 ? ids.flatMap((id) => docs.filter((d) => sameId(d.id, id))) : docs
  return chosen
    .filter((t) => isLiveAt(now, t.starts_at, t.expires_at))
    .map((t) => toPromoTile(t, routes))
    .filter((t): t is PromoTile => t !== null)
}

export const getBrands = tenantCached('brands', 'brands', async (tenantId): Promise<BrandCard[]> => {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'brands',
    where: { tenant: { equals: tenantId } },
    limit: 200,
    depth: 1,
    sort: 'sort',
    overrideAccess: true,
  })
  return found.docs.map((b: Brand) => ({
    id: b.id,
    title: b.title,
    slug: b.slug,
    category: b.category,
    logoUrl: mediaUrl(b.logo) ?? b.logo_url ?? null,
    description: b.description ?? null,
  }))
})

/** The tenant's active popups: published ones, or with `drafts` (a preview) the latest version of each. */
async function loadPopups(tenantId: TenantId, drafts: boolean): Promise<PopupDoc[]> {
  const payload = await payloadClient()
  const mine: Where[] = [{ tenant: { equals: tenantId } }, { active: { equals: true } }]
  const found = await payload.find({
    collection: 'popups',
    where: { and: drafts ? mine : [...mine, PUBLISHED] },
    draft: drafts,
    limit: 20,
    depth: 1,
    sort: '-updatedAt',
    overrideAccess: true,
  })
  return found.docs
}

const publishedPopups = tenantCached('popups', 'popups', (tenantId) => loadPopups(tenantId, false))
/** Published popups from the shared cache; while previewing this tenant, its drafts, read uncached. */
const allPopups = async (tenantId: TenantId) =>
  (await previewing(tenantId)) ? loadPopups(tenantId, true) : mayShow('popups', await publishedPopups(tenantId))

/**
 * The tenant's promotional popup for the vehicle page (VDP-47..50): the newest active one not yet expired at
 * render time (expiry is checked again in the browser, with the visitor's dismissal) whose button leads to a page
 * the tenant serves: a popup whose button leads nowhere is not shown.
 */
export async function getActivePopup(tenant: LinkTenant, now = new Date()): Promise<PopupData | null> {
  const [docs, routes] = await Promise.all([allPopups(tenant.id), getRouteContext(tenant)])
  const live = docs.find((p) => {
    const href = safeHref(p.linkTo)
    const current = !p.expiryDate || new Date(p.expiryDate).getTime() > now.getTime()
    return current && href !== null && isLiveHref(href, routes)
  })
  if (!live) return null
  return {
    id: String(live.id),
    src: mediaUrl(live.image) ?? live.src ?? null,
    title: live.title,
    description: live.description ?? null,
    linkTo: safeHref(live.linkTo),
    buttonText: live.buttonText || DEFAULT_BUTTON_TEXT,
    expiryDate: live.expiryDate ?? null,
    credit: disclosureFromFields(live.credit),
  }
}
