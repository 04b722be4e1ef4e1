/**
 * The demo seed: ~140 manufacturers, three tenants (harbour, coastal-mazda, westside-used) with their
 * dealerships, locations, brands, 630 vehicles and site content, and three admin users.
 *
 * - Deterministic: every value comes from a seeded PRNG (./random), except dates, which are relative to
 *   the moment the seed runs (so "sold 2 days ago" and "new arrival" stay true).
 * - Idempotent: if the tenant 'harbour' exists the seed does nothing and returns the existing counts.
 * - Atomic: everything is written in one database transaction; a failure leaves the database untouched.
 * - Fast: about 10 s for 630 vehicles on 2 cores (depth 0, no revalidation, no per-write transactions, no per-vehicle
 *   search sync: the search documents are built once after the commit, ≈ 0.35 s).
 *
 * Used by `npm run seed` (tenants-seed/run.ts), the demo script and tests.
 */
import { createLocalReq, type CollectionSlug, type Payload, type PayloadRequest, type Where } from 'payload'

import { env } from '../src/lib/env'
import { recomputeReviewSummaries, SKIP_REVIEW_SUMMARIES } from '../src/lib/reviewSummaries'
import { reindexSearch } from '../src/search'
import { hashPassword } from '../src/data/accountsPassword'
import { slugify } from '../src/domain/slug'
import { groupCompanies, salePages } from './campaign'
import { blogCategories, blogPosts } from './blog'
import { leadDestinations } from './leadDestinations'
import { banners, brands, deliveryRates, legalTexts, navigation, offers, pages, popups, promoTiles } from './content'
import { MANUFACTURERS, manufacturerLogoUrl } from './manufacturers'
import { DEMO_SEED as SEED, Random } from './random'
import { seedReviews } from './reviews'
import { SPECIAL_HOURS, TENANTS, tenantLogoUpload, type TenantDef, type TenantSlug } from './tenants'
import { generateVehicles, type PlacedAt } from './vehicles'

export { MANUFACTURERS } from './manufacturers'

export const DEMO_TENANTS = [
  {
    slug: 'harbour',
    name: 'Harbour Auto Group',
    template: 'group',
    description:
      'Sydney multi-brand dealer group: Toyota, Mazda, Hyundai, trucks, bikes and caravans; 4 dealerships, 9 locations.',
  },
  {
    slug: 'coastal-mazda',
    name: 'Coastal Mazda',
    template: 'brand',
    description: 'Single-brand Mazda dealership on the Gold Coast (same dealer group as Harbour).',
  },
  {
    slug: 'westside-used',
    name: 'Westside Used Cars',
    template: 'used',
    description:
      'Perth used-car specialist with yards in Burswood, Rockingham, Geraldton and Dianella; garage off, no-price text set.',
  },
] as const satisfies readonly {
  slug: TenantSlug
  name: string
  template: 'group' | 'brand' | 'used'
  description: string
}[]

/** The demo shopper of a tenant: signs in on that tenant's site with the demo password. */
export const demoShopperEmail = (slug: string) => `shopper@${slug}.demo.test`

export const DEMO_USERS = [
  {
    email: 'super@demo.test',
    name: 'Sam Super',
    role: 'super-admin',
    tenants: [] as string[],
    can: 'Everything, on every tenant: create and delete tenants, change any flag, manage all users and the manufacturer list.',
  },
  {
    email: 'group@demo.test',
    name: 'Grace Group',
    role: 'group-admin',
    tenants: ['harbour', 'coastal-mazda'],
    can: 'Manage the harbour-group sites (harbour, coastal-mazda): content, stock, dealerships, locations, feature flags and their users.',
  },
  {
    email: 'marketing@demo.test',
    name: 'Max Marketing',
    role: 'marketing',
    tenants: ['harbour'],
    can: 'Edit harbour content only: pages, promo tiles, popups, banners, offers and legal texts. Cannot see flags or other tenants.',
  },
] as const satisfies readonly {
  email: string
  name: string
  role: 'super-admin' | 'group-admin' | 'marketing'
  tenants: readonly string[]
  can: string
}[]

export const DEFAULT_DEMO_PASSWORD = 'demo'

/** Collections counted per tenant in the summary. */
export const TENANT_COLLECTIONS = [
  'dealerships',
  'locations',
  'brands',
  'vehicles',
  'navigation',
  'pages',
  'promo-tiles',
  'popups',
  'banners',
  'offers',
  'legal-texts',
  'delivery-rates',
] as const satisfies readonly CollectionSlug[]
export type TenantCollection = (typeof TENANT_COLLECTIONS)[number]

export interface TenantSummary {
  slug: string
  name: string
  template: string
  id: number
  counts: Record<TenantCollection, number>
  vehicles: { new: number; demo: number; used: number; sold: number; comingSoon: number; hidden: number }
  publishedPages: number
}

export interface SeedSummary {
  /** False when the data already existed and nothing was written. */
  created: boolean
  ms: number
  manufacturers: number
  users: number
  tenants: TenantSummary[]
}

export interface SeedOptions {
  password?: string
  log?: (s: string) => void
}

/** No cache revalidation and no per-document search sync: the seed reindexes once after its commit. */
const CONTEXT = { disableRevalidate: true, skipSearchSync: true } as const

/** Counts of what the seed loads (also what a second run returns). */
export async function summarize(
  payload: Payload,
  created: boolean,
  startedAt = performance.now(),
): Promise<SeedSummary> {
  const base = { overrideAccess: true, context: CONTEXT } as const
  const count = async (collection: CollectionSlug, where?: Where) =>
    (await payload.count({ collection, where, ...base })).totalDocs
  const found = await payload.find({
    collection: 'tenants',
    where: { slug: { in: TENANTS.map((t) => t.slug) } },
    limit: 10,
    depth: 0,
    pagination: false,
    ...base,
  })
  const tenants: TenantSummary[] = []
  for (const def of TENANTS) {
    const doc = found.docs.find((t) => t.slug === def.slug)
    if (!doc) continue
    const mine: Where = { tenant: { equals: doc.id } }
    const counts = Object.fromEntries(
      await Promise.all(TENANT_COLLECTIONS.map(async (c) => [c, await count(c, mine)] as const)),
    ) as Record<TenantCollection, number>
    const v = (where: Where) => count('vehicles', { and: [mine, where] })
    tenants.push({
      slug: doc.slug,
      name: doc.name,
      template: doc.template,
      id: doc.id,
      counts,
      vehicles: {
        new: await v({ car_type: { equals: 'new' } }),
        demo: await v({ car_type: { equals: 'demo' } }),
        used: await v({ car_type: { equals: 'used' } }),
        sold: await v({ status: { equals: 'sold' } }),
        comingSoon: await v({ status: { equals: 'coming_soon' } }),
        hidden: await v({ show_on_dealer_website: { equals: false } }),
      },
      publishedPages: await count('pages', { and: [mine, { _status: { equals: 'published' } }] }),
    })
  }
  return {
    created,
    ms: Math.round(performance.now() - startedAt),
    manufacturers: await count('manufacturers'),
    users: await count('users'),
    tenants,
  }
}

export async function seed(payload: Payload, opts: SeedOptions = {}): Promise<SeedSummary> {
  const startedAt = performance.now()
  const log = opts.log ?? (() => {})
  const password = opts.password ?? env().DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD

  const existing = await payload.find({
    collection: 'tenants',
    where: { slug: { equals: 'harbour' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    context: CONTEXT,
  })
  if (existing.docs.length > 0) {
    log('Demo data already present (tenant "harbour" exists): nothing to do.')
    return summarize(payload, false, startedAt)
  }

  // One transaction for the whole seed, shared by every Local API call through `req`.
  const req = await createLocalReq({ context: { ...CONTEXT } }, payload)
  const transactionID = payload.db.beginTransaction ? await payload.db.beginTransaction() : null
  if (transactionID !== null) req.transactionID = transactionID
  const base = { req, overrideAccess: true, depth: 0, context: CONTEXT } as const

  let phaseStart = performance.now()
  const phase = (label: string) => {
    const now = performance.now()
    log(`  ${label} (${Math.round(now - phaseStart)} ms)`)
    phaseStart = now
  }

  const tenantIdsSeeded = new Map<TenantSlug, number>()
  try {
    // Manufacturers: global, created only where missing (another tool may have loaded some).
    const have = await payload.find({ collection: 'manufacturers', limit: 0, pagination: false, ...base })
    const manufacturerIds = new Map<string, number>(have.docs.map((m) => [m.slug, m.id]))
    const missing = MANUFACTURERS.filter((m) => !manufacturerIds.has(m.slug))
    for (const m of missing) {
      const doc = await payload.create({
        collection: 'manufacturers',
        data: { name: m.name, slug: m.slug, logo_url: manufacturerLogoUrl(m) },
        ...base,
      })
      manufacturerIds.set(doc.slug, doc.id)
    }
    phase(`manufacturers: ${missing.length} created, ${MANUFACTURERS.length - missing.length} already there`)
    const manufacturer = (slug: string) => manufacturerIds.get(slug) ?? null

    const now = new Date()
    const tenantIds = tenantIdsSeeded
    for (const def of TENANTS) {
      const id = await seedTenant(payload, def, { base, now, manufacturer, log: phase })
      tenantIds.set(def.slug, id)
    }

    // Users: the super admin first (the users hook makes the first user of an empty database a super admin).
    for (const user of DEMO_USERS) {
      await payload.create({
        collection: 'users',
        data: {
          email: user.email,
          name: user.name,
          password,
          roles: [user.role],
          tenants: user.tenants.map((slug) => ({ tenant: tenantIds.get(slug as TenantSlug)! })),
        },
        ...base,
      })
    }
    phase(`users: ${DEMO_USERS.length}`)

    // A demo shopper per tenant (the demo password, a phone, one car on the watchlist).
    const shopperHash = await hashPassword(password)
    for (const [slug, tenantId] of tenantIds) {
      const customer = await payload.create({
        collection: 'customers',
        data: {
          tenant: tenantId,
          name: 'Sam Shopper',
          email: demoShopperEmail(slug),
          phone: '0412345678',
          marketing_opt_in: false,
          password_hash: shopperHash,
        },
        ...base,
      })
      const car = await payload.find({
        collection: 'vehicles',
        where: {
          and: [
            { tenant: { equals: tenantId } },
            { status: { equals: 'in_stock' } },
            { show_on_dealer_website: { equals: true } },
          ],
        },
        sort: 'id',
        limit: 1,
        ...base,
      })
      if (car.docs[0])
        await payload.create({
          collection: 'watchlist',
          data: { tenant: tenantId, customer: customer.id, vehicle: car.docs[0].id },
          ...base,
        })
    }
    phase(`demo shoppers: ${tenantIds.size}`)

    if (transactionID !== null) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID !== null) await payload.db.rollbackTransaction(transactionID).catch(() => {})
    throw error
  }

  // Search documents for the seeded tenants, once, after the commit (the vehicle creates skipped the sync hook).
  let indexed = 0
  for (const id of tenantIdsSeeded.values()) indexed += (await reindexSearch(payload, String(id))).indexed
  phase(`search documents: ${indexed}`)

  return summarize(payload, true, startedAt)
}

/** When the seeded scheduled offer goes live: a fortnight after seeding, at 9 am Sydney time (22:00 UTC the day before). */
const SCHEDULED_OFFER_IN_DAYS = 14

/**
 * One draft offer per tenant with a scheduled publish a fortnight out, so the admin shows the feature (the
 * offer's Status column says Draft, its Publish menu lists the scheduled publish). It is never on the site before
 * then: the site reads published offers only.
 */
async function seedScheduledOffer(payload: Payload, tenantId: number, now: Date, base: TenantArgs['base']) {
  const publishAt = new Date(now.getTime() + SCHEDULED_OFFER_IN_DAYS * 86_400_000)
  publishAt.setUTCHours(22, 0, 0, 0)
  const endsAt = new Date(publishAt.getTime() + 31 * 86_400_000)
  const draft = await payload.create({
    collection: 'offers',
    draft: true,
    data: {
      tenant: tenantId,
      _status: 'draft',
      name: 'Summer run-out: save up to $3,000',
      description:
        'Our summer run-out starts soon: save up to $3,000 on selected in-stock vehicles, with finance approved on ' +
        'the spot and trade-ins welcome.',
      disclaimer: 'Savings against the recommended drive-away price on selected stock. While stocks last.',
      category: 'Runout sale',
      image_url: '/demo-images/promo-34.jpg',
      starts_at: publishAt.toISOString(),
      expires_at: endsAt.toISOString(),
    },
    ...base,
  })
  await payload.jobs.queue({
    task: 'schedulePublish',
    // the id as a string, as the admin's schedule drawer stores it (its list of upcoming events matches on it)
    input: { type: 'publish', doc: { relationTo: 'offers', value: String(draft.id) as unknown as number } },
    waitUntil: publishAt,
    req: base.req,
  })
}

interface TenantArgs {
  base: { req: PayloadRequest; overrideAccess: true; depth: 0; context: typeof CONTEXT }
  now: Date
  manufacturer: (slug: string) => number | null
  log: (label: string) => void
}

async function seedTenant(
  payload: Payload,
  def: TenantDef,
  { base, now, manufacturer, log }: TenantArgs,
): Promise<number> {
  const rng = new Random(`${SEED}:${def.slug}`)
  const tenant = await payload.create({ collection: 'tenants', data: def.data, ...base })
  const tenantId = tenant.id
  // The tenant's logo (an SVG wordmark) as an upload in its media, shown in the header (theme.logo).
  const { alt, file } = tenantLogoUpload(def.slug)
  const logo = await payload.create({ collection: 'media', data: { alt, tenant: tenantId }, file, ...base })
  await payload.update({
    collection: 'tenants',
    id: tenantId,
    data: { theme: { ...def.data.theme, logo: logo.id } },
    ...base,
  })
  const ids = (slugs: string[]) => slugs.map(manufacturer).filter((id): id is number => id !== null)

  // Dealerships and their locations
  const placed = new Map<string, PlacedAt>()
  const locationIds = new Map<string, number>()
  const prefixes = new Map<string, string>()
  for (const d of def.dealerships) {
    const dealership = await payload.create({
      collection: 'dealerships',
      data: {
        tenant: tenantId,
        name: d.name,
        slug: d.slug,
        manufacturers: ids(d.makes),
        average_rating: d.average_rating,
        review_count: d.review_count,
        phone: d.phone,
        reveal_phone_at_once: d.reveal_phone_at_once ?? false,
        primary_city: d.primary_city,
        service_booking_url: d.service_booking_url ?? null,
      },
      ...base,
    })
    prefixes.set(d.key, d.stockPrefix)
    for (const l of d.locations) {
      const location = await payload.create({
        collection: 'locations',
        data: {
          tenant: tenantId,
          name: l.name,
          slug: slugify(l.name),
          dealership: dealership.id,
          location_type: l.location_type,
          location_subtype: l.location_subtype ?? null,
          primary: l.primary ?? false,
          visible: l.visible ?? true,
          manufacturers: ids(l.makes),
          dealer_license_number: l.dealer_license_number ?? null,
          motor_vehicle_repairer: l.motor_vehicle_repairer ?? null,
          image_url: `/demo-images/location-${l.image}.jpg`,
          average_rating: l.average_rating,
          review_count: l.review_count,
          address: {
            ...l.address,
            place_url: `https://www.google.com/maps/search/?api=1&query=${l.address.lat},${l.address.long}`,
          },
          contact_detail: { phone: l.phone, landline_phone: l.landline_phone ?? null, opening_hours: l.hours },
          special_hours: SPECIAL_HOURS,
        },
        ...base,
      })
      locationIds.set(l.key, location.id)
      placed.set(l.key, {
        locationId: location.id,
        locationName: location.name,
        city: l.address.city,
        state: l.address.state,
        dealershipId: dealership.id,
        dealershipSlug: dealership.slug,
        dealershipName: dealership.name,
      })
    }
  }
  for (const d of def.dealerships) {
    for (const l of d.locations) {
      if (!l.distribution?.length) continue
      await payload.update({
        collection: 'locations',
        id: locationIds.get(l.key)!,
        data: {
          distribution_locations: l.distribution
            .map((k) => locationIds.get(k))
            .filter((id): id is number => id !== undefined),
        },
        ...base,
      })
    }
  }
  // each location's Business Profile store code, for the inventory feeds (docs/feeds.md)
  const storeCodes = def.dealerships.flatMap((d) =>
    d.locations.flatMap((l) => (l.storeCode ? [{ location: locationIds.get(l.key)!, code: l.storeCode }] : [])),
  )
  if (storeCodes.length)
    await payload.update({ collection: 'tenants', id: tenantId, data: { feeds: { store_codes: storeCodes } }, ...base })
  log(`${def.slug}: tenant, ${def.dealerships.length} dealerships, ${locationIds.size} locations`)

  for (const b of brands(def.slug, tenantId, manufacturer))
    await payload.create({ collection: 'brands', data: b, ...base })

  // Stock
  const vehicles = generateVehicles(
    {
      tenant: def.slug,
      rng,
      now,
      stockPrefix: (key) => prefixes.get(key)!,
      placed: (key) => {
        const at = placed.get(key)
        if (!at) throw new Error(`Unknown location '${key}' in the stock plan of ${def.slug}`)
        return at
      },
    },
    tenantId,
  )
  // Sequential on purpose: all writes share the seed's one transaction (one connection), so parallel
  // creates gain nothing (measured: 9.3 s with 8 in flight vs 9.8 s sequential) and pg warns about them.
  // The location hook's lookup runs on create; the denormalised fields are passed in anyway.
  for (const data of vehicles) await payload.create({ collection: 'vehicles', data, select: { slug: true }, ...base })
  log(`${def.slug}: ${vehicles.length} vehicles`)

  // Content
  await payload.create({
    collection: 'navigation',
    data: { ...navigation(def.slug, tenantId), group_companies: groupCompanies(def.slug) },
    ...base,
  })
  for (const p of pages(def.slug, tenantId)) {
    await payload.create({ collection: 'pages', data: p.data, draft: p.draft, ...base })
  }
  for (const data of salePages(def.slug, tenantId, now)) await payload.create({ collection: 'pages', data, ...base })
  for (const data of promoTiles(def.slug, tenantId, now))
    await payload.create({ collection: 'promo-tiles', data, ...base })
  for (const data of popups(def.slug, tenantId, now)) await payload.create({ collection: 'popups', data, ...base })
  for (const data of banners(def.slug, tenantId, now)) await payload.create({ collection: 'banners', data, ...base })
  for (const data of offers(def.slug, tenantId, now, manufacturer))
    await payload.create({ collection: 'offers', data, ...base })
  await seedScheduledOffer(payload, tenantId, now, base)
  for (const data of legalTexts(def.slug, tenantId)) await payload.create({ collection: 'legal-texts', data, ...base })
  for (const data of deliveryRates(def.slug, tenantId))
    await payload.create({ collection: 'delivery-rates', data, ...base })
  for (const data of leadDestinations(def.slug, tenantId))
    await payload.create({ collection: 'lead-destinations', data, ...base })
  // The blog: categories, then posts that name them
  const categoryIds = new Map<string, number>()
  for (const data of blogCategories(def.slug, tenantId))
    categoryIds.set(data.slug, (await payload.create({ collection: 'post-categories', data, ...base })).id)
  for (const data of blogPosts(def.slug, tenantId, now, (slug) => categoryIds.get(slug)!))
    await payload.create({ collection: 'posts', data, ...base })
  log(
    `${def.slug}: navigation, pages, promo tiles, popups, banners, offers, legal texts, delivery rates, lead destination`,
  )

  // Reviews: per location; the averages and counts are then worked out from them, once per tenant
  const reviewContext = { ...base.context, [SKIP_REVIEW_SUMMARIES]: true }
  const reviewLocations = def.dealerships.flatMap((d) =>
    d.locations.map((l) => ({ key: l.key, id: locationIds.get(l.key)!, name: l.name, type: l.location_type ?? null })),
  )
  const reviewDocs = seedReviews(def.slug, reviewLocations, now)
  for (const data of reviewDocs)
    await payload.create({
      collection: 'reviews',
      data: { ...data, tenant: tenantId },
      ...base,
      context: reviewContext,
    })
  const dealershipIds = (
    await payload.find({
      collection: 'dealerships',
      where: { tenant: { equals: tenantId } },
      pagination: false,
      ...base,
    })
  ).docs.map((d) => d.id)
  await recomputeReviewSummaries(
    payload,
    { locations: [...locationIds.values()], dealerships: dealershipIds },
    base.req,
    base.context,
  )
  log(`${def.slug}: ${reviewDocs.length} reviews`)

  return tenantId
}
