import 'server-only'

import { revalidateTag, unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { type DocId, relationId, type TenantId } from '@/domain/ids'
import { isOfferLive, nextOfferChange, shownOnSite, type OfferView } from '@/domain/offers/offers'
import { advertMayShow, disclosureFromFields, type CreditFieldValues } from '@/domain/marketing/creditClaims'
import { TENANTS_TAG, tenantTag } from '@/lib/cacheTags'
import { groupSiteIds } from '@/lib/groupSites'
import { purgePagesForTag } from '@/lib/pageCachePurge'
import { processSingleton } from '@/lib/processSingleton'

import { mediaUrl } from './media'
import { payloadClient } from './payload'
import { isPreview } from './preview'

/**
 * Offers (OFF-01/02/06) for one tenant. The offer id in URLs is the Payload document id: stable for the
 * offer's life and never reused. The live window is applied here as well as in the query so an offer that ended a
 * moment ago is not shown even when the query's `now` and the render's differ.
 */
type OfferDoc = {
  id: number | string
  name: string
  description?: string | null
  disclaimer?: string | null
  category?: string | null
  manufacturer?: unknown
  model?: { name?: string | null; slug?: string | null; override_url?: string | null } | null
  image?: unknown
  image_url?: string | null
  starts_at?: string | null
  expires_at?: string | null
  tenant?: unknown
  shared_with_group?: boolean | null
  excluded_websites?: unknown[] | null
  credit?: CreditFieldValues | null
}

function toView(doc: OfferDoc): OfferView {
  const m = doc.manufacturer
  const manufacturer =
    m && typeof m === 'object' && 'name' in m && 'slug' in m
      ? { name: String((m as { name: unknown }).name ?? ''), slug: String((m as { slug: unknown }).slug ?? '') }
      : null
  return {
    id: String(doc.id),
    name: doc.name,
    description: doc.description ?? '',
    disclaimer: doc.disclaimer ?? '',
    category: doc.category ?? 'Special offer',
    manufacturer: manufacturer?.slug ? manufacturer : null,
    model: doc.model ?? null,
    imageUrl: mediaUrl(doc.image) ?? (doc.image_url || null),
    startsAt: doc.starts_at ?? null,
    endsAt: doc.expires_at ?? null,
    credit: disclosureFromFields(doc.credit),
  }
}

/** A draft (or a scheduled one not yet published) is never on the site: the Local API reads skip access control. */
const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * Whether this render previews the tenant's drafts (src/data/preview.ts isPreview): the readers then read
 * the latest version of each offer, drafts included, and never through the shared cache. False outside a request.
 */
const previewing = (tenantId: TenantId): Promise<boolean> => isPreview(tenantId).catch(() => false)

/**
 * The other sites of the tenant's dealer group (OFF-06): their group-wide offers show here too. Cached under the
 * tenants tag (a tenant's dealer group changes rarely, and every tenant edit expires it).
 */
const groupSites = (tenantId: TenantId): Promise<DocId[]> =>
  unstable_cache(async () => groupSiteIds(await payloadClient(), tenantId), ['offer-group-sites', String(tenantId)], {
    tags: [TENANTS_TAG],
    revalidate: 3600,
  })()

/** The tenant's own offers, and the group-wide offers of the other sites of its dealer group. */
function ownOrGroupWide(tenantId: TenantId, siblings: DocId[]): Where {
  if (siblings.length === 0) return { tenant: { equals: tenantId } }
  return {
    or: [
      { tenant: { equals: tenantId } },
      { and: [{ tenant: { in: siblings } }, { shared_with_group: { equals: true } }] },
    ],
  }
}

/**
 * Whether an offer read for `tenantId` shows there: its own, or group-wide and not excluded (OFF-06); and, unless
 * the tenant is previewing drafts, one that meets the credit rule (advertMayShow: an offer published before the rule
 * that states a rate bare stays off the site).
 */
const showsOn =
  (tenantId: TenantId, drafts = false) =>
  (doc: OfferDoc): boolean =>
    (drafts || advertMayShow('offers', doc)) &&
    shownOnSite(
      {
        site: relationId(doc.tenant),
        sharedWithGroup: Boolean(doc.shared_with_group),
        excludedSites: (doc.excluded_websites ?? []).map(relationId),
      },
      tenantId,
    )

/** The live window of the tenant's offers; published ones only unless `drafts` (a preview). */
function liveWhere(tenantId: TenantId, now: Date, drafts = false, siblings: DocId[] = []): Where[] {
  const iso = now.toISOString()
  return [
    ownOrGroupWide(tenantId, siblings),
    ...(drafts ? [] : [PUBLISHED]),
    {
      or: [{ starts_at: { exists: false } }, { starts_at: { equals: null } }, { starts_at: { less_than_equal: iso } }],
    },
    {
      or: [{ expires_at: { exists: false } }, { expires_at: { equals: null } }, { expires_at: { greater_than: iso } }],
    },
  ]
}

/**
 * The tenant's offers in their live window, with the query's other options: a preview (`drafts`) reads the latest
 * versions, drafts too; otherwise published documents only. `where` narrows the window further.
 */
async function findLive(
  tenantId: TenantId,
  now: Date,
  {
    where = [],
    ...query
  }: {
    where?: Where[]
    depth: number
    sort?: string
    limit?: number
    pagination?: false
    select?: Record<string, true>
  },
): Promise<{ docs: OfferDoc[]; drafts: boolean }> {
  const payload = await payloadClient()
  const drafts = await previewing(tenantId)
  const found = await payload.find({
    collection: 'offers',
    where: { and: [...liveWhere(tenantId, now, drafts, await groupSites(tenantId)), ...where] },
    draft: drafts,
    ...query,
    overrideAccess: true,
  })
  return { docs: found.docs as unknown as OfferDoc[], drafts }
}

/** The tenant's live offers, soonest-ending first (open-ended last), then by name. */
export async function liveOffers(tenantId: TenantId, now: Date = new Date()): Promise<OfferView[]> {
  const { docs, drafts } = await findLive(tenantId, now, { sort: 'name', limit: 200, depth: 1 })
  const views = docs
    .filter(showsOn(tenantId, drafts))
    .map(toView)
    .filter((o) => isOfferLive(o, now))
  const end = (o: OfferView) => (o.endsAt ? Date.parse(o.endsAt) : Number.POSITIVE_INFINITY)
  return views.sort((a, b) => end(a) - end(b))
}

/** One live offer of this tenant by id, or null (another tenant's, expired, not started or unknown). */
export async function liveOfferById(tenantId: TenantId, id: string, now: Date = new Date()): Promise<OfferView | null> {
  if (!/^\d{1,12}$/.test(id)) return null
  const { docs, drafts } = await findLive(tenantId, now, {
    where: [{ id: { equals: Number(id) } }],
    limit: 1,
    depth: 1,
  })
  const [doc] = docs
  const view = doc && showsOn(tenantId, drafts)(doc) ? toView(doc) : null
  return view && isOfferLive(view, now) ? view : null
}

/** Whether the tenant has any live offer — drives the Offers links (no nav link to an empty page). */
export async function hasLiveOffers(tenantId: TenantId, now: Date = new Date()): Promise<boolean> {
  const { docs } = await findLive(tenantId, now, {
    select: { tenant: true, shared_with_group: true, excluded_websites: true },
    pagination: false,
    depth: 0,
  })
  return docs.some(showsOn(tenantId))
}

type OfferWindow = Pick<OfferView, 'startsAt' | 'endsAt'>

/**
 * The start and end of each of the tenant's offers that has not ended: cached under the tenant's offers tag (an
 * edit expires it), and judged against the clock at each render, so a cached list never shows an ended offer.
 */
const offerWindows = (tenantId: TenantId): Promise<OfferWindow[]> =>
  unstable_cache(
    async (): Promise<OfferWindow[]> => {
      const payload = await payloadClient()
      const iso = new Date().toISOString()
      const found = await payload.find({
        collection: 'offers',
        where: {
          and: [
            ownOrGroupWide(tenantId, await groupSites(tenantId)),
            PUBLISHED,
            {
              or: [
                { expires_at: { exists: false } },
                { expires_at: { equals: null } },
                { expires_at: { greater_than: iso } },
              ],
            },
          ],
        },
        select: { starts_at: true, expires_at: true, tenant: true, shared_with_group: true, excluded_websites: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      return (found.docs as unknown as OfferDoc[])
        .filter(showsOn(tenantId))
        .map((d) => ({ startsAt: d.starts_at ?? null, endsAt: d.expires_at ?? null }))
    },
    ['offer-windows', String(tenantId)],
    { tags: [tenantTag(tenantId, 'offers')], revalidate: 3600 },
  )()

/** setTimeout's longest delay (about 24.8 days); a later change is armed by a render nearer the time. */
const MAX_DELAY_MS = 2 ** 31 - 1
/** A second after the boundary, so the render that follows the purge is past it. */
const AFTER_MS = 1000
/** The armed timer of each tenant (by tenant id) and the moment it fires at. */
export const offerChangeTimers = () =>
  processSingleton('offerChangeTimers', () => new Map<string, { at: number; timer: ReturnType<typeof setTimeout> }>())

/**
 * Expires the tenant's offers tag — and with it the tenant's pages in the edge page cache — at the next moment an
 * offer starts or ends, so an ended offer leaves /special-offers, its own page and the Offers links within seconds,
 * not after the page cache's TTL + stale-while-revalidate window. One timer per tenant and process, re-armed by
 * every render that reads the offers (every page's links do); unref'd, so it never keeps a process alive.
 */
export function armOfferChange(tenantId: TenantId, windows: OfferWindow[], now: Date = new Date()): void {
  const next = nextOfferChange(windows, now)
  if (!next) return
  const key = String(tenantId)
  const at = next.getTime() + AFTER_MS
  const held = offerChangeTimers().get(key)
  if (held && held.at <= at && held.at > now.getTime()) return
  if (held) clearTimeout(held.timer)
  const delay = Math.min(at - now.getTime(), MAX_DELAY_MS)
  const timer = setTimeout(() => {
    offerChangeTimers().delete(key)
    const tag = tenantTag(tenantId, 'offers')
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // outside a request Next may refuse; the windows are judged against the clock at render anyway
    }
    purgePagesForTag(tag)
  }, delay)
  timer.unref?.()
  offerChangeTimers().set(key, { at: delay === MAX_DELAY_MS ? now.getTime() + delay : at, timer })
}

/**
 * Whether the tenant has a live offer now, for the Offers links on every page (src/data/content.ts
 * getRouteContext): from the cached windows, judged against the clock; arms the purge at the next change.
 */
export async function tenantHasLiveOffers(tenantId: TenantId, now: Date = new Date()): Promise<boolean> {
  // a preview counts the tenant's draft offers too (uncached): the Offers links lead to the drafts being previewed
  if (await previewing(tenantId)) return hasLiveOffers(tenantId, now)
  const windows = await offerWindows(tenantId)
  armOfferChange(tenantId, windows, now)
  return windows.some((w) => isOfferLive(w, now))
}
