/**
 * Dealer insights on a real PostgreSQL: what the site counts (a search once per visitor and search, the searches
 * that found nothing by their canonical query, a car's views, alert emails opened from their links) and what the
 * admin reads — the funnel per day with leads and paid reservations, the most watched and least viewed cars, one
 * car's shopper interest — each kept to its tenant, with no shopper named.
 */
import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { insightPeriod } from '@/domain/insights'
import type { TenantSite } from '@/domain/site'
import { pgPoolOf } from '@/lib/db/pool'

import { accountCaller, accountTenant } from './helpers/accountCall'
import { createScoped, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { tenantInsights, vehicleInsights, addInsight } = await import('@/data/insights')
const { savedSearchesMatching } = await import('@/data/alerts/savedSearches')
const { resetLocalLimits } = await import('@/lib/sharedLimits')
const { tenantForHost } = await import('@/data/tenants')
const { POST: searchPOST } = await import('@/app/(site)/api/insights/search/route')
const { GET: viewGET } = await import('@/app/(site)/api/cars/[slug]/view.json/route')
const { NextRequest } = await import('next/server')

let payload: Payload
let hostA: string
let hostB: string
let tenantA: TenantSite
let tenantB: TenantSite
const call = accountCaller('dp_shopper')
const TZ = 'Australia/Sydney'

/** A visitor is told apart by their address, else their browser (no trusted proxy here): a user agent each. */
const search = (host: string, body: unknown, visitor = 'visitor-1') =>
  call(searchPOST as never, host, { body, headers: { 'user-agent': visitor } })

async function view(host: string, slug: string, visitor: string, from?: string) {
  const url = `http://${host}/api/cars/${slug}/view.json${from ? `?from=${from}` : ''}`
  const res = await viewGET(new NextRequest(url, { headers: { host, 'user-agent': visitor } }), {
    params: Promise.resolve({ slug }),
  })
  return res.status
}

const insightsOf = (tenant: TenantSite) =>
  tenantInsights(payload, { id: Number(tenant.id), timeZone: TZ }, insightPeriod('7', new Date(), TZ))

beforeAll(async () => {
  payload = await bootPayload()
  ;({ host: hostA } = await accountTenant(payload, 'insights-a'))
  ;({ host: hostB } = await accountTenant(payload, 'insights-b'))
  tenantA = (await tenantForHost(hostA))!
  tenantB = (await tenantForHost(hostB))!
})
afterAll(() => shutdownPayload(payload))
beforeEach(() => resetLocalLimits())

describe('what the site counts', () => {
  it('a search once per visitor and search; one that found nothing under its canonical query; bad input is a 4xx', async () => {
    expect(
      (await search(hostA, { query: 'refinementList[make][0]=Zonda&range[price]=1000:20000', found: false })).status,
    ).toBe(204)
    // the same search again from the same visitor, its values in another order: not counted again
    expect(
      (await search(hostA, { query: 'range[price]=1000:20000&refinementList[make][0]=Zonda', found: false })).status,
    ).toBe(204)
    expect(
      (
        await search(
          hostA,
          { query: 'refinementList[make][0]=Zonda&range[price]=1000:20000', found: false },
          'visitor-2',
        )
      ).status,
    ).toBe(204)
    expect((await search(hostA, { query: 'refinementList[make][0]=Toyota', found: true })).status).toBe(204)
    for (const body of [
      { query: 'refinementList[nope][0]=x', found: false },
      { query: 'x', found: 'no' },
      { query: 'a'.repeat(3000), found: true },
      { found: true },
    ])
      expect((await search(hostA, body)).status).toBe(422)
    const a = await insightsOf(tenantA)
    expect(a.totals.searches).toBe(3)
    expect(a.foundNothing).toEqual([
      {
        query: 'refinementList%5Bmake%5D%5B0%5D=Zonda&range%5Bprice%5D=1000%3A20000',
        heading: expect.stringContaining('Zonda'),
        count: 2,
      },
    ])
    // tenant B sees none of it
    const b = await insightsOf(tenantB)
    expect([b.totals.searches, b.foundNothing]).toEqual([0, []])
    const { rows } = await pgPoolOf(payload).query('SELECT DISTINCT subject FROM insight_counts WHERE tenant_id = $1', [
      tenantA.id,
    ])
    for (const r of rows) expect(r.subject).not.toMatch(/visitor/)
  })

  it('a search with many filters that found nothing is listed too (its canonical query past 600 characters)', async () => {
    const query = Array.from({ length: 24 }, (_, i) => `refinementList[colour][${i}]=Colour${i}ish`).join('&')
    expect(query.length).toBeGreaterThan(600)
    expect((await search(hostB, { query, found: false }, 'visitor-long')).status).toBe(204)
    const b = await insightsOf(tenantB)
    expect(b.foundNothing).toHaveLength(1)
    expect(b.foundNothing[0]!.query.length).toBeGreaterThan(600)
  })

  it('a car’s views per day, and a visit from an alert email’s link counted as an alert opened', async () => {
    const car = (await createScoped(payload, 'vehicles', tenantA.id, `Viewed ${Date.now().toString(36)}`, {
      status: 'in_stock',
      price: 20000,
    })) as Doc
    expect(await view(hostA, String(car.slug), 'viewer-1')).toBe(200)
    expect(await view(hostA, String(car.slug), 'viewer-1')).toBe(200) // a reload is not another view
    expect(await view(hostA, String(car.slug), 'viewer-2', 'alert')).toBe(200)
    expect(await view(hostA, String(car.slug), 'viewer-3', 'elsewhere')).toBe(400)
    const a = await insightsOf(tenantA)
    expect(a.totals.views).toBe(2)
    expect(a.alerts.opened).toBe(1)
    expect(await vehicleInsights(payload, Number(car.id))).toMatchObject({ views: 2, views30: 2, watchers: 0 })
  })
})

describe('what the admin reads', () => {
  it('the funnel per day with leads and paid reservations; most watched and least viewed; one car’s interest', async () => {
    const { tenant, host } = await accountTenant(payload, 'insights-funnel')
    const site = (await tenantForHost(host))!
    const old = (await createScoped(payload, 'vehicles', tenant.id, 'Old stock', {
      status: 'in_stock',
      price: 15000,
    })) as Doc
    const watched = (await createScoped(payload, 'vehicles', tenant.id, 'Popular', {
      status: 'in_stock',
      price: 25000,
    })) as Doc
    const pool = pgPoolOf(payload)
    await pool.query(`UPDATE vehicles SET created_at = now() - interval '20 days' WHERE id = ANY($1)`, [
      [old.id, watched.id],
    ])
    for (const n of [1, 2]) {
      const c = (await payload.create({
        collection: 'customers',
        data: {
          tenant: tenant.id,
          name: `W${n}`,
          email: `w${n}-${Date.now()}@example.com`,
          password_hash: 'x',
        } as never,
        overrideAccess: true,
      })) as Doc
      await payload.create({
        collection: 'watchlist',
        data: { tenant: tenant.id, customer: c.id, vehicle: watched.id } as never,
        overrideAccess: true,
      })
    }
    await addInsight(pool, site, 'search', { n: 40 })
    await addInsight(pool, site, 'vehicle_view', { subject: String(watched.id), n: 10 })
    await addInsight(pool, site, 'alert_email', { n: 3 })
    // two leads (one suspected spam, not counted) and one reservation with its deposit taken, one never paid
    for (const status of ['delivered', 'suspected_spam'])
      await pool.query(
        `INSERT INTO leads (tenant_id, category, status, vehicle_id, fields) VALUES ($1, 'Vehicle Enquiry', $2, $3, '{}')`,
        [tenant.id, status, watched.id],
      )
    for (const [n, status] of [
      [1, 'held'],
      [2, 'pending'],
    ] as const)
      await pool.query(
        `INSERT INTO reservations (tenant_id, reference, vehicle_id, contact_first_name, contact_email, status,
           amount_cents, hold_hours, provider)
         VALUES ($1, $2, $3, 'Pat', 'pat@example.com', $4, 50000, 48, 'test')`,
        [tenant.id, `INS-${n}-${Date.now().toString(36)}`, n === 1 ? watched.id : old.id, status],
      )
    // the 7 days before: 50 searches, 20 views (the trend); and one search before those, counted in neither
    await addInsight(pool, site, 'search', { n: 50, now: new Date(Date.now() - 9 * 86_400_000) })
    await addInsight(pool, site, 'vehicle_view', { subject: 'x', n: 20, now: new Date(Date.now() - 8 * 86_400_000) })
    await addInsight(pool, site, 'search', { n: 1, now: new Date(Date.now() - 15 * 86_400_000) })
    const got = await insightsOf(site)
    expect(got.totals).toEqual({ searches: 40, views: 10, leads: 1, reservations: 1 })
    expect(got.previous).toEqual({ searches: 50, views: 20, leads: 0, reservations: 0 })
    expect(got.days).toHaveLength(7)
    expect(got.mostWatched[0]).toMatchObject({ id: watched.id, watchers: 2 })
    expect(got.leastViewed.map((c) => c.id)).toEqual([old.id, watched.id])
    expect(got.leastViewed[0]).toMatchObject({ views: 0, daysInStock: 20 })
    expect(got.alerts.emails).toBe(3)
    expect(await vehicleInsights(payload, Number(watched.id))).toMatchObject({
      watchers: 2,
      leads: 1,
      reservations: 1,
      daysInStock: 20,
      priceChanges: [],
      priceChangeCount: 0,
    })
    // every change of price is recorded by the database, whatever made it: an admin's edit, a bulk write
    await payload.update({
      collection: 'vehicles',
      id: watched.id as number,
      data: { price: 24000 },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await pool.query('UPDATE vehicles SET price = 23500, price_changed_at = now() WHERE id = $1', [watched.id])
    await pool.query('UPDATE vehicles SET price = 23500, views = coalesce(views, 0) + 1 WHERE id = $1', [watched.id])
    const changed = await vehicleInsights(payload, Number(watched.id))
    expect(changed?.priceChangeCount).toBe(2)
    expect(changed?.priceChanges.map((c) => [c.from, c.to])).toEqual([
      [24000, 23500],
      [25000, 24000],
    ])
  })
})

describe('one car in the admin', () => {
  it('counts the saved searches it matches now, as the alert job reads them; not another tenant’s; none when off the site', async () => {
    const { tenant } = await accountTenant(payload, 'insights-match')
    const { tenant: other } = await accountTenant(payload, 'insights-match-b')
    const make = `Quokka${Date.now().toString(36)}`
    const car = (await createScoped(payload, 'vehicles', tenant.id, 'Matched', {
      make,
      model: 'Hopper',
      status: 'in_stock',
      price: 18000,
    })) as Doc
    const hidden = (await createScoped(payload, 'vehicles', tenant.id, 'Hidden', {
      make,
      status: 'in_stock',
      price: 18000,
      show_on_dealer_website: false,
    })) as Doc
    const pool = pgPoolOf(payload)
    const q = (over: Record<string, string>) => new URLSearchParams(over).toString()
    const saves: [number | string, string][] = [
      [tenant.id, q({ 'refinementList[make][0]': make })],
      [tenant.id, q({ 'refinementList[make][0]': make })],
      [tenant.id, q({ 'range[price]': '0:20000' })],
      [tenant.id, q({ query: 'hopper' })],
      [tenant.id, q({ 'refinementList[make][0]': 'Toyota' })],
      [tenant.id, q({ 'range[price]': '30000:' })],
      [other.id, q({ 'refinementList[make][0]': make })],
    ]
    for (const [n, [tenantId, query]] of saves.entries()) {
      const c = (await payload.create({
        collection: 'customers',
        data: {
          tenant: tenantId,
          name: `S${n}`,
          email: `s${n}-${Date.now()}@example.com`,
          password_hash: 'x',
        } as never,
        overrideAccess: true,
      })) as Doc
      await pool.query(
        `INSERT INTO saved_searches (tenant_id, customer_id, name, query, frequency, alerts, paused, updated_at, created_at)
         VALUES ($1, $2, 'S', $3, 'daily', true, false, now(), now())`,
        [tenantId, c.id, query],
      )
    }
    // make ×2, price up to $20,000, the word 'hopper'; not Toyota, not $30,000 and up, not the other tenant's
    expect(await savedSearchesMatching(payload, Number(car.id))).toBe(4)
    expect(await savedSearchesMatching(payload, Number(hidden.id))).toBe(0)
    expect(await savedSearchesMatching(payload, 987_654_321)).toBeNull()
  })
})
