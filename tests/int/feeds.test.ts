/**
 * Inventory feeds on a real PostgreSQL: src/data/feeds.ts and src/lib/feedState.ts with two tenants.
 *   - tenant scoping: a tenant's feed lists only its own cars, and one tenant's token does not open another's feed;
 *   - only available stock: sold, coming-soon, reserved and hidden cars are absent;
 *   - freshness: a price change and a sale are in the next generation (the documents version moved);
 *   - tokens: generated once, rotated (the old one stops matching), compared whatever their length;
 *   - access: group admins read the feed settings, marketing users do not; nobody writes the token or the times;
 *   - what is left out and why: a motorcycle, a car without a VIN, a new car priced excl. govt charges (Google), each
 *     with its reason in the admin's left-out list; online fulfilment with the buy-online switch; store codes.
 */
import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { clearFeedCache, feedVehicles, MIN_INTERVAL_MS, tenantFeed } from '@/data/feeds'
import { toTenantSite } from '@/data/tenants'
import type { TenantSite } from '@/domain/site'
import {
  ensureFeedToken,
  markFeedGenerated,
  readFeedState,
  rotateFeedToken,
  tokenMatches,
  type FeedState,
} from '@/lib/feedState'

import { createDoc, createScoped, stamp, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { rest } from './helpers/rest'

jest.setTimeout(120_000)

/** Vehicle writes sync their search documents (the feeds read them); no Next server to revalidate. */
const SYNC = { disableRevalidate: true }

let payload: Payload
let s: string
let tenantA: Doc
let tenantB: Doc
let locationA: Doc
const cars: Record<string, Doc> = {}

const VIN = (n: number) => `MR0FZ22G7${String(n).padStart(8, '0')}`

async function car(key: string, tenant: Doc, location: Doc | null, extra: Doc = {}): Promise<Doc> {
  const doc = await createDoc(
    payload,
    'vehicles',
    {
      tenant: tenant.id,
      name: `2022 Toyota HiLux SR5 ${key}`,
      slug: `${key.toLowerCase()}-${s}`,
      stocknum: `${key}${s}`.slice(0, 20),
      status: 'in_stock',
      car_type: 'used',
      item_type: 'car',
      year: 2022,
      make: 'Toyota',
      model: 'HiLux',
      badge: 'SR5',
      colour: 'White',
      km: 30000,
      price: 45990,
      price_type: 'drive_away',
      vin: VIN(Object.keys(cars).length + 1),
      simple_body: 'ute',
      simple_transmission: 'Automatic',
      simple_fuel: 'Diesel',
      simple_drive: '4WD',
      images: [{ url: `/img/${key}-a.jpg` }, { url: `/img/${key}-b.jpg` }],
      primary_image_url: `/img/${key}-a.jpg`,
      show_on_dealer_website: true,
      ...(location ? { location: location.id } : {}),
      ...extra,
    },
    SYNC,
  )
  cars[key] = doc
  return doc
}

async function site(tenant: Doc): Promise<TenantSite> {
  const doc = await payload.findByID({ collection: 'tenants', id: tenant.id, depth: 0, overrideAccess: true })
  return toTenantSite(doc)
}

async function state(tenant: Doc): Promise<FeedState> {
  return (await readFeedState(payload, tenant.id))!
}

const ids = (xml: string, tag: 'g:id' | 'vehicle_id') =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1])

beforeAll(async () => {
  payload = await bootPayload()
  s = stamp()
  tenantA = await createDoc(payload, 'tenants', { name: `Feeds A ${s}`, slug: `feeds-a-${s}`, template: 'group' })
  tenantB = await createDoc(payload, 'tenants', { name: `Feeds B ${s}`, slug: `feeds-b-${s}`, template: 'used' })
  const dealerA = await createScoped(payload, 'dealerships', tenantA.id, 'Feeds A')
  const dealerB = await createScoped(payload, 'dealerships', tenantB.id, 'Feeds B')
  const address = {
    street: '12 Church St',
    city: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    lat: -33.815,
    long: 151.001,
  }
  locationA = await createScoped(payload, 'locations', tenantA.id, 'Feeds A Yard', {
    dealership: dealerA.id,
    address,
  })
  const locationB = await createScoped(payload, 'locations', tenantB.id, 'Feeds B Yard', {
    dealership: dealerB.id,
    address: { ...address, state: 'WA', city: 'Burswood', postcode: '6100' },
  })
  await car('AVAIL', tenantA, locationA)
  await car('SOLD', tenantA, locationA, { status: 'sold', sold: true, sold_date_timestamp: new Date().toISOString() })
  await car('SOON', tenantA, locationA, { status: 'coming_soon' })
  await car('RESERVED', tenantA, locationA, { reserved: true })
  await car('HIDDEN', tenantA, locationA, { show_on_dealer_website: false })
  await car('NOVIN', tenantA, locationA, { vin: null })
  await car('BIKE', tenantA, locationA, {
    item_type: 'motorcycle',
    simple_body: 'motorcycle',
    name: '2019 Honda CB500X',
    year: 2019,
    make: 'Honda',
    model: 'CB500X',
    badge: null,
  })
  await car('NEWEGC', tenantA, locationA, { car_type: 'new', km: 10, price_type: 'egc', simple_body: 'peopleMover' })
  await car('OTHER', tenantB, locationB)
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('feed tokens', () => {
  it('a token is generated once and kept; rotating replaces it and the old one stops matching', async () => {
    expect((await state(tenantA)).token).toBeNull()
    const first = await ensureFeedToken(payload, tenantA.id)
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await ensureFeedToken(payload, tenantA.id)).toBe(first)
    const rotated = await rotateFeedToken(payload, tenantA.id)
    expect(rotated).not.toBe(first)
    const now = (await state(tenantA)).token
    expect(now).toBe(rotated)
    expect(tokenMatches(now, first)).toBe(false)
    expect(tokenMatches(now, rotated)).toBe(true)
    expect(tokenMatches(now, `${rotated}x`)).toBe(false)
    expect(tokenMatches(now, '')).toBe(false)
    expect(tokenMatches(null, null)).toBe(false)
    expect(await rotateFeedToken(payload, 2_000_000_000)).toBeNull()
  })

  it("one tenant's token does not open another tenant's feed", async () => {
    const a = await ensureFeedToken(payload, tenantA.id)
    const b = await ensureFeedToken(payload, tenantB.id)
    expect(a).not.toBe(b)
    expect(tokenMatches((await state(tenantB)).token, a)).toBe(false)
    expect(tokenMatches((await state(tenantA)).token, b)).toBe(false)
  })

  it('both feeds are on by default; the generation time is recorded', async () => {
    expect((await state(tenantA)).enabled).toEqual({ google: true, meta: true })
    const at = new Date('2026-11-23T05:00:00Z')
    await markFeedGenerated(payload, tenantA.id, 'meta', at)
    expect(new Date((await state(tenantA)).generatedAt.meta!).toISOString()).toBe(at.toISOString())
  })
})

describe('feed settings access', () => {
  const user = async (role: 'group-admin' | 'marketing') =>
    payload.create({
      collection: 'users',
      data: {
        email: `${role}-feeds-${s}@test.local`,
        password: 'feeds-test-password',
        roles: [role],
        tenants: [{ tenant: tenantA.id }],
      } as never,
      overrideAccess: true,
    })

  it('group admins read the feed settings; marketing users do not see them at all; nobody writes the token', async () => {
    await ensureFeedToken(payload, tenantA.id)
    const group = await user('group-admin')
    const marketing = await user('marketing')
    const read = async (u: unknown) =>
      (
        await payload.findByID({
          collection: 'tenants',
          id: tenantA.id,
          depth: 0,
          overrideAccess: false,
          user: u as never,
        })
      ).feeds
    expect((await read(group))?.token).toBe((await state(tenantA)).token)
    expect(await read(marketing)).toBeUndefined()

    const before = (await state(tenantA)).token
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { feeds: { token: 'x'.repeat(43), google_generated_at: '2020-01-01T00:00:00.000Z', meta_enabled: false } },
      overrideAccess: false,
      user: group as never,
      context: { disableRevalidate: true },
    })
    const after = await state(tenantA)
    expect(after.token).toBe(before)
    expect(after.generatedAt.google).not.toBe('2020-01-01T00:00:00.000Z')
    expect(after.enabled.meta).toBe(false)
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { feeds: { meta_enabled: true } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it("the Feeds tab's left-out list: each car with its reasons in words, paged; locations without a store code", async () => {
    await user('group-admin').catch(() => null)
    const { token } = await payload.login({
      collection: 'users',
      data: { email: `group-admin-feeds-${s}@test.local`, password: 'feeds-test-password' },
    })
    const leftOut = (query: string) =>
      rest<Doc>('GET', `/api/tenants/${tenantA.id}/feeds/left-out${query}`, { token: token! })

    const google = await leftOut('?feed=google')
    expect(google.status).toBe(200)
    expect(google.headers.get('cache-control')).toBe('no-store')
    expect(google.body.total).toBe(3)
    expect(google.body.pages).toBe(1)
    const rows = Object.fromEntries(
      (google.body.rows as { id: string; title: string; reasons: string[] }[]).map((r) => [r.id, r]),
    )
    expect(rows[String(cars.BIKE!.id)]).toEqual({
      id: String(cars.BIKE!.id),
      title: '2019 Honda CB500X',
      reasons: ['Motorcycles are not accepted by Google Vehicle Ads'],
    })
    expect(rows[String(cars.NOVIN!.id)]!.reasons).toEqual(['No VIN (17 characters, no I, O or Q)'])
    expect(rows[String(cars.NEWEGC!.id)]!.reasons).toEqual([
      "Price type 'Excl. govt charges' is not accepted for new cars: Google takes only drive away prices for new cars in Australia",
    ])
    expect(google.body.summary).toBe('3; item_type:motorcycle=1, price_type:egc:new=1, vin=1')
    expect(google.body.byReason).toEqual([
      { reason: 'Motorcycles are not accepted by Google Vehicle Ads', cars: 1 },
      { reason: 'No VIN (17 characters, no I, O or Q)', cars: 1 },
      {
        reason:
          "Price type 'Excl. govt charges' is not accepted for new cars: Google takes only drive away prices for new cars in Australia",
        cars: 1,
      },
    ])
    // the yard has no store code of its own: its slug is sent, and the tab says so
    expect(google.body.uncoded).toEqual([
      { id: String(locationA.id), name: locationA.name, fallback: locationA.slug, cars: 4 },
    ])

    const meta = await leftOut('?feed=meta&page=9')
    expect(meta.status).toBe(200)
    expect(meta.body.page).toBe(1)
    expect((meta.body.rows as { id: string }[]).map((r) => r.id)).toEqual([String(cars.BIKE!.id)])

    const bad = await leftOut('?feed=tiktok&page=0')
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields as object).sort()).toEqual(['feed', 'page'])

    // a store code set for the yard: sent instead of the slug, and no warning
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { feeds: { store_codes: [{ location: locationA.id, code: 'FA-YARD-01' }] } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      expect((await leftOut('?feed=google')).body.uncoded).toEqual([])
      clearFeedCache()
      const feed = await tenantFeed(await site(tenantA), 'google', await state(tenantA))
      expect(feed.feed.body).toContain('<g:store_code>FA-YARD-01</g:store_code>')
    } finally {
      await payload.update({
        collection: 'tenants',
        id: tenantA.id,
        data: { feeds: { store_codes: [] } },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })
})

describe('feed contents', () => {
  it('only the tenant’s own available cars: sold, coming-soon, reserved and hidden cars are absent', async () => {
    const vehicles = await feedVehicles(payload, await site(tenantA), await state(tenantA))
    expect(vehicles.map((v) => v.stocknum).sort()).toEqual([`AVAIL${s}`, `BIKE${s}`, `NOVIN${s}`, `NEWEGC${s}`].sort())
    const avail = vehicles.find((v) => v.stocknum === `AVAIL${s}`)!
    expect(avail.vin).toBe(cars.AVAIL!.vin)
    expect(avail.location?.storeCode).toBe(locationA.slug)
    expect(avail.location?.city).toBe('Parramatta')
    expect(avail.url).toMatch(new RegExp(`^http://feeds-a-${s}\\.localhost(:\\d+)?/cars/avail-${s}$`))
    expect(avail.imageUrls).toEqual([
      avail.url.replace(/\/cars\/.*$/, '/img/AVAIL-a.jpg'),
      avail.url.replace(/\/cars\/.*$/, '/img/AVAIL-b.jpg'),
    ])
    const other = await feedVehicles(payload, await site(tenantB), await state(tenantB))
    expect(other.map((v) => v.stocknum)).toEqual([`OTHER${s}`])
  })

  it('Google lists complete passenger cars with an accepted price type; the others are left out with the reason', async () => {
    clearFeedCache()
    const tenant = await site(tenantA)
    const google = await tenantFeed(tenant, 'google', await state(tenantA))
    expect(ids(google.feed.body, 'g:id')).toEqual([String(cars.AVAIL!.id)])
    const why = Object.fromEntries(google.feed.skipped.map((k) => [k.id, k.reasons]))
    expect(why).toEqual({
      [String(cars.NOVIN!.id)]: [{ code: 'missing', attribute: 'vin' }],
      [String(cars.BIKE!.id)]: [{ code: 'item_type', itemType: 'motorcycle' }],
      [String(cars.NEWEGC!.id)]: [{ code: 'price_type', priceType: 'egc', condition: 'new' }],
    })
    expect(google.feed.body).toContain('<g:price>45990.00 AUD</g:price>')
    expect(google.feed.body).toContain('<g:vehicle_price_type>drive_away_price</g:vehicle_price_type>')
    expect(google.feed.body).toContain('<g:mileage>30000 km</g:mileage>')
    expect(google.feed.body).toContain(`<g:store_code>${locationA.slug}</g:store_code>`)
    // tenant A does not sell online: in store only
    expect(google.feed.body).not.toContain('<g:option>online</g:option>')
    // Meta takes the new car (its price type is Google's rule) and the car without a VIN; not the motorcycle
    const meta = await tenantFeed(tenant, 'meta', await state(tenantA))
    expect(ids(meta.feed.body, 'vehicle_id').sort()).toEqual(
      [String(cars.AVAIL!.id), String(cars.NOVIN!.id), String(cars.NEWEGC!.id)].sort(),
    )
    expect(meta.feed.skipped).toEqual([
      {
        id: String(cars.BIKE!.id),
        title: '2019 Honda CB500X',
        reasons: [{ code: 'item_type', itemType: 'motorcycle' }],
      },
    ])
    expect(meta.feed.body).toContain('<state_of_vehicle>USED</state_of_vehicle>')
    expect(meta.feed.body).toContain('<body_style>MINIVAN</body_style>')
  })

  it('a site that sells online adds the online fulfilment option; switched off, in store only', async () => {
    const setBuyOnline = (on: boolean) =>
      payload.update({
        collection: 'tenants',
        id: tenantB.id,
        // payments stay set up: the buy-online switch alone decides
        data: { features: { buy_online: on ? 'on' : 'off' }, payments: { provider: 'test' } } as never,
        overrideAccess: true,
        context: SYNC,
      })
    const fulfilment = async () => {
      clearFeedCache()
      const body = (await tenantFeed(await site(tenantB), 'google', await state(tenantB))).feed.body
      return [...body.matchAll(/<g:option>([^<]*)<\/g:option>/g)].map((m) => m[1])
    }
    await setBuyOnline(true)
    try {
      expect((await site(tenantB)).config.features.buyOnline).toBe(true)
      expect(await fulfilment()).toEqual(['in_store', 'online'])
    } finally {
      await setBuyOnline(false)
    }
    expect(await fulfilment()).toEqual(['in_store'])
  })

  it('a kept feed is served while the stock is unchanged; a price change and a sale are in the next generation', async () => {
    clearFeedCache()
    const tenant = await site(tenantA)
    const first = await tenantFeed(tenant, 'google', await state(tenantA))
    expect(first.fresh).toBe(true)
    const again = await tenantFeed(tenant, 'google', await state(tenantA))
    expect(again.fresh).toBe(false)
    expect(again.feed.body).toBe(first.feed.body)

    await payload.update({
      collection: 'vehicles',
      id: cars.AVAIL!.id,
      data: { price: 43990 },
      overrideAccess: true,
      context: SYNC,
    })
    // The bound: within MIN_INTERVAL_MS of the last generation the kept copy is still served…
    expect((await tenantFeed(tenant, 'google', await state(tenantA))).fresh).toBe(false)
    // …after it, the moved documents version makes the next request generate again.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + MIN_INTERVAL_MS + 1)
    try {
      const changed = await tenantFeed(tenant, 'google', await state(tenantA))
      expect(changed.fresh).toBe(true)
      expect(changed.feed.body).toContain('<g:price>43990.00 AUD</g:price>')
      expect(changed.feed.body).not.toContain('45990.00 AUD')
    } finally {
      jest.restoreAllMocks()
    }

    await payload.update({
      collection: 'vehicles',
      id: cars.AVAIL!.id,
      data: { status: 'sold', sold: true, sold_date_timestamp: new Date().toISOString() },
      overrideAccess: true,
      context: SYNC,
    })
    clearFeedCache()
    const sold = await tenantFeed(tenant, 'google', await state(tenantA))
    expect(ids(sold.feed.body, 'g:id')).toEqual([])
    expect(sold.feed.items).toBe(0)
  })

  it('concurrent requests share one generation', async () => {
    clearFeedCache()
    const tenant = await site(tenantB)
    const st = await state(tenantB)
    const [x, y, z] = await Promise.all([
      tenantFeed(tenant, 'meta', st),
      tenantFeed(tenant, 'meta', st),
      tenantFeed(tenant, 'meta', st),
    ])
    // one generation: the same feed for all three, whether a request joined the running generation or, arriving
    // after it had finished, was answered the copy it kept
    expect(y.feed).toBe(x.feed)
    expect(z.feed).toBe(x.feed)
    expect(new Set([x, y, z].map((r) => r.generatedAt.getTime())).size).toBe(1)
    expect(ids(x.feed.body, 'vehicle_id')).toEqual([String(cars.OTHER!.id)])
  })
})
