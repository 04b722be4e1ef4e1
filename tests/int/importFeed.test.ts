/**
 * The inventory feed importer on a real PostgreSQL, with the sample feed tenants-seed/feeds/harbour-parramatta.csv
 * (18 good rows, lines 16 and 23 bad) imported into a test tenant that has a dealership of the same slug.
 *
 *   tenant 'feed-alpha': dealership harbour-toyota-parramatta (+ OLD1 in stock, OLD2 sold) and 'feed-other' (OTH1)
 *   tenant 'feed-bravo': one dealership with a vehicle whose stocknum (HTP5001) is also in the feed
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { parseCsv, type FeedRecord } from '@/domain/inventory/feed'
import { DEFAULT_SORT, type VehicleQuery } from '@/domain/search/types'
import { resolveSiteConfig, type TenantOverrides } from '@/domain/siteConfig'
import { FeedImportError, importFeed } from '@/inventory/importFeed'
import { softListsTag } from '@/lib/purgeScope.mjs'
import { postgresEngine } from '@/search'
import { scopeForConfig } from '@/search/scope'

import { type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { recordPurges } from './helpers/purges'

const NO_SYNC = { disableRevalidate: true, skipSearchSync: true }
const base = { overrideAccess: true, depth: 0, context: NO_SYNC } as const
const DEALER = 'harbour-toyota-parramatta'
const T0 = new Date(Date.now() - 60_000)

let payload: Payload
let tenantA: Doc
let tenantB: Doc
let rows: Record<string, string>[]
let lines: number[]

const create = (collection: 'tenants' | 'dealerships' | 'locations' | 'vehicles', data: Doc) =>
  payload.create({ collection, data: data as never, ...base }) as Promise<Doc>

async function vehicle(tenant: Doc, stocknum: string): Promise<Doc | undefined> {
  const found = await payload.find({
    collection: 'vehicles',
    where: { and: [{ tenant: { equals: tenant.id } }, { stocknum: { equals: stocknum } }] },
    ...base,
  })
  return found.docs[0] as Doc | undefined
}

const run = (
  over: {
    rows?: FeedRecord[]
    lines?: number[]
    full?: boolean
    now?: Date
    dealershipSlug?: string
    tenantSlug?: string
  } = {},
) =>
  importFeed(payload, { tenantSlug: 'feed-alpha', dealershipSlug: DEALER, rows, lines, full: true, now: T0, ...over })

async function search(tenant: Doc, query: string) {
  const t = await payload.findByID({ collection: 'tenants', id: tenant.id, depth: 0, overrideAccess: true })
  const scope = scopeForConfig(tenant.id, resolveSiteConfig(t as unknown as TenantOverrides), new Date())
  const q: VehicleQuery = { query, refinements: {}, ranges: {}, sortBy: DEFAULT_SORT, page: 1, hitsPerPage: 50 }
  return postgresEngine(payload).search(scope, q)
}

beforeAll(async () => {
  payload = await bootPayload()
  ;({ rows, lines } = parseCsv(fs.readFileSync(path.resolve('tenants-seed/feeds/harbour-parramatta.csv'), 'utf8')))
  tenantA = await create('tenants', { name: 'Feed Alpha', slug: 'feed-alpha', template: 'group' })
  tenantB = await create('tenants', { name: 'Feed Bravo', slug: 'feed-bravo', template: 'group' })
  const dealer = await create('dealerships', { tenant: tenantA.id, name: 'Harbour Toyota Parramatta', slug: DEALER })
  const other = await create('dealerships', { tenant: tenantA.id, name: 'Feed Other', slug: 'feed-other' })
  const dealerB = await create('dealerships', { tenant: tenantB.id, name: 'Bravo Motors', slug: 'bravo-motors' })
  const loc = await create('locations', {
    tenant: tenantA.id,
    name: 'Harbour Toyota Parramatta',
    slug: DEALER,
    dealership: dealer.id,
    primary: true,
  })
  const locOther = await create('locations', {
    tenant: tenantA.id,
    name: 'Feed Other Yard',
    slug: 'feed-other-yard',
    dealership: other.id,
  })
  const locB = await create('locations', {
    tenant: tenantB.id,
    name: 'Bravo Yard',
    slug: 'bravo-yard',
    dealership: dealerB.id,
  })
  const car = (tenant: Doc, location: Doc, stocknum: string, extra: Doc = {}) =>
    create('vehicles', {
      tenant: tenant.id,
      name: `Old ${stocknum}`,
      slug: `old-${stocknum.toLowerCase()}`,
      stocknum,
      car_type: 'used',
      make: 'Holden',
      model: 'Commodore',
      year: 2015,
      price: 9990,
      location: location.id,
      ...extra,
    })
  await car(tenantA, loc, 'OLD1')
  await car(tenantA, loc, 'OLD2', { status: 'sold', sold: true, sold_date_timestamp: '2026-01-01T00:00:00.000Z' })
  await car(tenantA, locOther, 'OTH1')
  await car(tenantB, locB, 'HTP5001', { price: 1 })
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('importFeed', () => {
  it('SRP-30 a full import creates the good rows, rejects the bad ones with their lines and marks missing stock sold', async () => {
    const started = performance.now()
    const s = await run()
    const ms = performance.now() - started
    console.log(`[importFeed] sample feed harbour-parramatta.csv (20 rows) imported in ${Math.round(ms)} ms`)
    expect(s).toMatchObject({ created: 18, updated: 0, unchanged: 0, sold: 1 })
    expect(s.rejected).toEqual([
      { line: 16, reasons: ['year must be between 1900 and 2027', 'car_type must be new, demo or used'] },
      { line: 23, reasons: expect.arrayContaining(['stocknum or vin is required', 'price must be a number']) },
    ])
    const v = await vehicle(tenantA, 'HTP5001')
    expect(v).toMatchObject({
      name: '2025 Toyota HiLux SR5',
      price: 38990,
      km: 10,
      car_type: 'new',
      status: 'in_stock',
      sold: false,
      location_name: 'Harbour Toyota Parramatta',
      dealership_slug: DEALER,
    })
    expect(v!.slug).toBe('2025-toyota-hilux-sr5-htp5001')
    expect(v!.images).toEqual([
      { url: 'https://cdn.example.com/htp/0/1.jpg', thumb: { url: 'https://cdn.example.com/htp/0/1.jpg' } },
      { url: 'https://cdn.example.com/htp/0/2.jpg', thumb: { url: 'https://cdn.example.com/htp/0/2.jpg' } },
    ])
    expect(v!.dealercomments).toContain('"Best value" HiLux')
    expect(await vehicle(tenantA, 'HTP5012')).toBeUndefined()

    const old1 = await vehicle(tenantA, 'OLD1')
    expect(old1).toMatchObject({ status: 'sold', sold: true })
    expect(new Date(old1!.sold_date_timestamp).getTime()).toBe(T0.getTime())
    // Already sold: its sold date is kept.
    expect((await vehicle(tenantA, 'OLD2'))!.sold_date_timestamp).toBe('2026-01-01T00:00:00.000Z')
  })

  it('other dealerships and other tenants are untouched', async () => {
    expect(await vehicle(tenantA, 'OTH1')).toMatchObject({ status: 'in_stock', sold: false })
    expect(await vehicle(tenantB, 'HTP5001')).toMatchObject({ status: 'in_stock', price: 1, name: 'Old HTP5001' })
  })

  it('a second run of the same feed writes nothing', async () => {
    const before = (await vehicle(tenantA, 'HTP5001'))!.updatedAt
    const s = await run()
    expect(s).toMatchObject({ created: 0, updated: 0, unchanged: 18, sold: 0 })
    expect(s.rejected.map((r) => r.line)).toEqual([16, 23])
    expect((await vehicle(tenantA, 'HTP5001'))!.updatedAt).toBe(before)
  })

  it('a changed price updates that vehicle only, and search follows', async () => {
    const changed = rows.map((r) => (r.stocknum === 'HTP5001' ? { ...r, price: '$36,500' } : r))
    const s = await run({ rows: changed })
    expect(s).toMatchObject({ created: 0, updated: 1, unchanged: 17, sold: 0 })
    expect((await vehicle(tenantA, 'HTP5001'))!.price).toBe(36500)
    const hits = (await search(tenantA, 'HTP5001')).hits
    expect(hits.map((h) => h.stocknum)).toEqual(['HTP5001'])
    expect(hits[0]!.list_price).toBe(36500)
  })

  it('SRP-30 SRP-31 a row removed from a full feed is sold with the import time as sold date', async () => {
    const now = new Date(T0.getTime() + 5_000)
    const s = await run({
      rows: rows.filter((r) => r.stocknum !== 'HTP5002'),
      lines: lines.filter((_, i) => rows[i]!.stocknum !== 'HTP5002'),
      now,
    })
    // HTP5001 goes back to the feed's price (changed in the previous test).
    expect(s).toMatchObject({ created: 0, updated: 1, unchanged: 16, sold: 1 })
    const v = await vehicle(tenantA, 'HTP5002')
    expect(v).toMatchObject({ status: 'sold', sold: true })
    expect(new Date(v!.sold_date_timestamp).getTime()).toBe(now.getTime())
  })

  it('--partial keeps vehicles missing from the feed', async () => {
    const s = await run({ rows: rows.filter((r) => r.stocknum !== 'HTP5003'), lines: undefined, full: false })
    expect(s.sold).toBe(0)
    expect(await vehicle(tenantA, 'HTP5003')).toMatchObject({ status: 'in_stock', sold: false })
  })

  it('a vehicle whose row is rejected is not sold by a full feed', async () => {
    const broken = rows.map((r) => (r.stocknum === 'HTP5004' ? { ...r, year: '3000' } : r))
    const s = await run({ rows: broken })
    expect(s.rejected.map((r) => r.line)).toEqual([6, 16, 23])
    expect(await vehicle(tenantA, 'HTP5004')).toMatchObject({ status: 'in_stock' })
  })

  it('vehicles imported are searchable through the search engine', async () => {
    const result = await search(tenantA, 'Kluger')
    expect(result.hits.map((h) => h.stocknum).sort()).toEqual(['HTP5007', 'HTP5014'])
    expect((await search(tenantB, 'Kluger')).count).toBe(0)
  })

  it('an unknown location rejects the row; a new row creates with a unique slug', async () => {
    const s = await run({
      rows: [
        {
          stocknum: 'NEW1',
          make: 'Toyota',
          model: 'HiLux',
          badge: 'SR5',
          year: '2025',
          car_type: 'new',
          location: 'nowhere',
        },
        { stocknum: 'NEW2', make: 'Toyota', model: 'HiLux', badge: 'SR5', year: '2025', car_type: 'new' },
      ],
      lines: undefined,
      full: false,
    })
    expect(s.created).toBe(1)
    expect(s.rejected).toEqual([
      {
        line: 1,
        reasons: [expect.stringMatching(/^location 'nowhere' is not a location of harbour-toyota-parramatta/)],
      },
    ])
    expect(await vehicle(tenantA, 'NEW2')).toMatchObject({
      slug: '2025-toyota-hilux-sr5-new2',
      location_name: 'Harbour Toyota Parramatta',
    })
  })

  it("a feed's changes are one batch: one purge naming each changed car once, the lists once; a partial feed's model change renames through the Local API", async () => {
    const { sent, stop } = recordPurges()
    try {
      const before = await Promise.all(['HTP5005', 'HTP5006', 'HTP5008'].map((n) => vehicle(tenantA, n)))
      const feed = [
        { ...rows.find((r) => r.stocknum === 'HTP5005')!, price: '$41,990' },
        { ...rows.find((r) => r.stocknum === 'HTP5006')!, km: '12345', status: 'sold' },
        { ...rows.find((r) => r.stocknum === 'HTP5008')!, model: 'Corolla Cross' },
      ]
      const s = await run({ rows: feed, lines: undefined, full: false })
      expect(s).toMatchObject({ created: 0, updated: 3, sold: 0, rejected: [] })
      expect(sent).toHaveLength(1)
      const t = tenantA.id
      const [five, six, eight] = before.map((v) => v!.slug as string)
      expect(sent[0]!.filter((tag) => tag === `t:${t}:vehicle-lists`)).toHaveLength(1)
      expect(sent[0]!.filter((tag) => tag === softListsTag(t))).toHaveLength(1)
      expect(sent[0]).toEqual(
        expect.arrayContaining([
          `t:${t}:vehicle:${five}`,
          `t:${t}:vehicle:${six}`,
          `t:${t}:vehicle:${eight}`,
          `t:${t}:vocabulary`,
        ]),
      )
      expect(new Set(sent[0]).size).toBe(sent[0]!.length)

      const after = await Promise.all(['HTP5005', 'HTP5006', 'HTP5008'].map((n) => vehicle(tenantA, n)))
      expect(after[0]).toMatchObject({ price: 41990 })
      expect(after[1]).toMatchObject({ km: 12345, status: 'sold' })
      expect(new Date(after[0]!.updatedAt).getTime()).toBeGreaterThan(new Date(before[0]!.updatedAt).getTime())
      expect(after[2]!.model).toBe('Corolla Cross')
      expect(after[2]!.slug).not.toBe(eight)
      expect(sent[0]).toContain(`t:${t}:vehicle:${after[2]!.slug}`)
      // search follows every change of the batch
      expect((await search(tenantA, 'HTP5005')).hits[0]?.list_price).toBe(41990)
      // a sold car stays listed, as sold, for the tenant's linger days
      expect((await search(tenantA, 'HTP5006')).hits[0]).toMatchObject({ status: 'sold', km: 12345 })
      expect((await search(tenantA, 'Corolla Cross')).hits.map((h) => h.stocknum)).toContain('HTP5008')
    } finally {
      stop()
    }
  })

  it('a car whose pictures have thumbnails of their own is unchanged by a feed with the same addresses', async () => {
    const row = rows.find((r) => r.stocknum === 'HTP5009')!
    const car = await vehicle(tenantA, 'HTP5009')
    const images = (car!.images as { url: string }[]).map(({ url }) => ({ url, thumb: { url: `${url}?w=300` } }))
    expect(images).toHaveLength(2)
    await payload.update({ collection: 'vehicles', id: car!.id as number, data: { images } as never, ...base })
    const s = await run({ rows: [row], lines: undefined, full: false })
    expect(s).toMatchObject({ updated: 0, unchanged: 1 })
    expect((await vehicle(tenantA, 'HTP5009'))!.images).toEqual(images)
  })

  it("a feed's drop of a price that stood 28 days is recorded as the vehicle hook records it, search included", async () => {
    const car = await vehicle(tenantA, 'HTP5010')
    await payload.update({
      collection: 'vehicles',
      id: car!.id as number,
      data: { price_changed_at: new Date(Date.now() - 40 * 86_400_000).toISOString() } as never,
      ...base,
    })
    const row = rows.find((r) => r.stocknum === 'HTP5010')!
    const was = Number(car!.price)
    const s = await run({ rows: [{ ...row, price: String(was - 1500) }], lines: undefined, full: false })
    expect(s).toMatchObject({ updated: 1 })
    const after = await vehicle(tenantA, 'HTP5010')
    expect(after).toMatchObject({ price: was - 1500, was_price: was })
    expect(Date.now() - new Date(after!.price_dropped_at as string).getTime()).toBeLessThan(60_000)
    const hit = (await search(tenantA, 'HTP5010')).hits[0]
    expect(hit).toMatchObject({ list_price: was - 1500, was_price: was })
  })

  it('unusable arguments are errors', async () => {
    await expect(run({ tenantSlug: 'nope' })).rejects.toThrow(FeedImportError)
    await expect(run({ dealershipSlug: 'nope' })).rejects.toThrow(/No dealership 'nope'/)
    await expect(run({ dealershipSlug: undefined })).rejects.toThrow(/2 dealerships: pass --dealership/)
    // One dealership: no --dealership needed.
    const s = await importFeed(payload, {
      tenantSlug: 'feed-bravo',
      rows: [{ stocknum: 'B9', make: 'Kia', model: 'Rio', year: 2020, car_type: 'used' }],
      full: false,
    })
    expect(s).toMatchObject({ dealership: 'bravo-motors', created: 1 })
  })
})
