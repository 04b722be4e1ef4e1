/**
 * One shown price everywhere search uses a price, over every listed car of every demo tenant (tenants-seed, seeded
 * into a database of its own on the int project's server, so the other files' tenants stay as they are): a car is in
 * a price range's results — GET /api/search, as the results page, the landing pages and the "Show me N vehicles"
 * count ask — exactly when the price its card shows (toCardView, read as a shopper reads '$72,990') is in the range;
 * a car whose card shows no price ('Enquire for price.', 'Call for today's price', PREORDER, sold) is in none and
 * sorts last both ways; the price bands, the weekly figure, the budget search's cheapest cars and the similar cars'
 * price window read the same price; and a tenant hiding its prices takes every car out of every price range.
 */
import crypto from 'node:crypto'

import { jest } from '@jest/globals'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { BUDGET_PRICE_FLOOR } from '@/domain/budget/budget'
import { cardConfig, toCardView } from '@/domain/search/cardView'
import { priceRangeOf } from '@/domain/search/facets'
import type { SearchHit } from '@/domain/search/types'
import { searchPathOf } from '@/domain/search/urlState'
import { resolveSiteConfig, type SiteConfig, type TenantOverrides } from '@/domain/siteConfig'
import { similarPriceWindow } from '@/domain/vehicle/similar'

import type { Tenant } from '../../payload-types'
import { cardAmount } from '../helpers/cardPrice'
import { urlFor, withClient } from './helpers/scratchDb'

const database = `shown_price_${crypto.randomBytes(4).toString('hex')}`
await withClient('postgres', (client) => client.query(`CREATE DATABASE "${database}"`))
const sharedDatabaseUrl = process.env.DATABASE_URL
// payload.config.ts reads DATABASE_URL when first imported: everything below boots on the scratch database
process.env.DATABASE_URL = urlFor(database)

// Next's data cache needs a running server: the budget loader is called uncached here.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { bootPayload, shutdownPayload } = await import('./helpers/payload')
const { DEMO_TENANTS, seed } = await import('../../tenants-seed')
const { GET: searchGET } = await import('@/app/(site)/api/search/route')
const { GET: similarGET } = await import('@/app/(site)/api/cars/[slug]/similar/route')
const { budgetBodyOptions } = await import('@/data/budget')
const { similarUrl } = await import('@/data/reservations/service')
const { toTenantSite } = await import('@/data/tenants')

const NOW = new Date()
const SLUGS = DEMO_TENANTS.map((t) => t.slug)
type Answer = { hits: SearchHit[]; count: number; facets: Record<string, Record<string, number>>; pages: number }

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
  await seed(payload)
}, 600_000)

afterAll(async () => {
  await shutdownPayload(payload)
  process.env.DATABASE_URL = sharedDatabaseUrl
  await withClient('postgres', (client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`))
})

const hostOf = (slug: string) => `${slug}.localhost:3000`

async function api(slug: string, qs: string): Promise<Answer> {
  const host = hostOf(slug)
  const res = await searchGET(new NextRequest(`http://${host}/api/search?${qs}`, { headers: { host } }))
  expect(res.status).toBe(200)
  return (await res.json()) as Answer
}

/** Every hit of a search, page by page (100 a page), with its count. */
async function everyHit(slug: string, qs: string): Promise<{ hits: SearchHit[]; count: number }> {
  const first = await api(slug, `${qs}&hitsPerPage=100`)
  const hits = [...first.hits]
  for (let page = 2; page <= first.pages; page++)
    hits.push(...(await api(slug, `${qs}&hitsPerPage=100&page=${page}`)).hits)
  return { hits, count: first.count }
}

interface TenantStock {
  slug: string
  config: SiteConfig
  /** Every listed car with the amount its card shows (null: no price shown). */
  cars: { hit: SearchHit; shown: number | null }[]
}

const stocks = new Map<string, TenantStock>()
async function stockOf(slug: string): Promise<TenantStock> {
  const known = stocks.get(slug)
  if (known) return known
  const tenant = (await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, depth: 0 })).docs[0]!
  const config = resolveSiteConfig(tenant as unknown as TenantOverrides)
  const { hits } = await everyHit(slug, '')
  const cars = hits.map((hit) => ({ hit, shown: cardAmount(toCardView(hit, cardConfig(config), NOW)) }))
  const stock = { slug, config, cars }
  stocks.set(slug, stock)
  return stock
}

const ids = (hits: { id: string }[]) => hits.map((h) => h.id).sort()
const inRange = (shown: number | null, min: number | undefined, max: number | undefined) =>
  shown !== null && (min === undefined || shown >= min) && (max === undefined || shown <= max)

/** 'Cars under $10,000', the budget search's $1,001–$34,387, a band, 'over $50,000', and ranges around offers. */
const RANGES: [min: number | undefined, max: number | undefined][] = [
  [0, 10_000],
  [undefined, 10_000],
  [BUDGET_PRICE_FLOOR + 1, 34_387],
  [20_000, 29_999],
  [50_000, undefined],
  [70_000, 75_000],
  [0, undefined],
  [100, 1_000],
]
const rangeParam = ([min, max]: (typeof RANGES)[number]) => `range[price]=${min ?? ''}:${max ?? ''}`

describe.each(SLUGS)('%s: every listed car, by the price its card shows', (slug) => {
  it('the demo stock has cars priced by an offer and cars without a shown price (the cases this proves)', async () => {
    const { cars } = await stockOf(slug)
    expect(cars.length).toBeGreaterThan(50)
    expect(cars.some((c) => c.shown !== null && c.shown !== c.hit.list_price)).toBe(true)
    expect(cars.some((c) => c.shown === null)).toBe(true)
  })

  it.each(RANGES.map((r) => [rangeParam(r), r] as const))(
    'SRP-12 SRP-14 PRC-02 PRC-06 %s lists, and counts, exactly the cars whose card price is in it',
    async (param, [min, max]) => {
      const { cars } = await stockOf(slug)
      const expected = cars.filter((c) => inRange(c.shown, min, max)).map((c) => c.hit)
      const answer = await everyHit(slug, param)
      expect(ids(answer.hits)).toEqual(ids(expected))
      expect(answer.count).toBe(expected.length)
    },
  )

  it('RTE-04 SRP-14 a landing page with a price range: used cars under $10,000', async () => {
    const { cars } = await stockOf(slug)
    const expected = cars.filter((c) => c.hit.car_type === 'used' && inRange(c.shown, undefined, 10_000))
    expect(ids((await everyHit(slug, 'refinementList[car_type][0]=used&range[price]=:10000')).hits)).toEqual(
      ids(expected.map((c) => c.hit)),
    )
  })

  it.each(['price:asc', 'price:desc'] as const)(
    'SRP-24 SRP-28 %s orders by the card price, and cars without one come after every priced car',
    async (sortBy) => {
      const { cars, config } = await stockOf(slug)
      const shownOf = new Map(cars.map((c) => [c.hit.id, c.shown]))
      const { hits } = await everyHit(slug, `sortBy=${sortBy}`)
      const sequence = hits.map((h) => shownOf.get(h.id) ?? null)
      const priced = sequence.filter((s): s is number => s !== null)
      // every priced car first, then the rest
      expect(sequence.slice(0, priced.length)).toEqual(priced)
      expect(priced).toEqual([...priced].sort((a, b) => (sortBy === 'price:asc' ? a - b : b - a)))
      // SRP-28: a tenant configured for it lists priced cars only on price ascending
      const positiveOnly = sortBy === 'price:asc' && config.prices.priceSortPositiveOnly
      const expected = positiveOnly ? cars.filter((c) => c.shown !== null) : cars
      expect(ids(hits)).toEqual(ids(expected.map((c) => c.hit)))
    },
  )

  it('SRP-35 PRC-06 the price band facet counts each car by its card price; cars without one are in no band', async () => {
    const { cars } = await stockOf(slug)
    const expected: Record<string, number> = {}
    for (const { shown } of cars) {
      const band = priceRangeOf(shown)
      if (band) expected[band] = (expected[band] ?? 0) + 1
    }
    expect((await api(slug, '')).facets.price_range ?? {}).toEqual(expected)
  })

  it('SRP-05 FIN-33 a car has a weekly figure (and weekly band) only when its card shows a price', async () => {
    const { cars } = await stockOf(slug)
    for (const { hit, shown } of cars) {
      if (shown === null) expect([hit.weekly_figure, hit.weekly_price_range]).toEqual([null, null])
    }
    expect(cars.some((c) => c.hit.weekly_figure !== null)).toBe(true)
  })

  it("BUD-05 BUD-13 the budget search's cheapest car of each body type is the cheapest card price above $1,000", async () => {
    const { cars } = await stockOf(slug)
    const cheapest = (body: string | null) => {
      const prices = cars
        .filter((c) => (body === null || c.hit.body === body) && inRange(c.shown, BUDGET_PRICE_FLOOR + 1, undefined))
        .map((c) => c.shown!)
      return prices.length > 0 ? Math.min(...prices) : null
    }
    const tenant = (await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, depth: 0 })).docs[0]
    const options = await budgetBodyOptions(toTenantSite(tenant as Tenant))
    expect(options.length).toBeGreaterThan(1)
    for (const option of options) expect([option.body, option.minPrice]).toEqual([option.body, cheapest(option.body)])
  })

  it("SIM-05 SIM-06 a car priced by its offer finds similar cars within the window around the offer's price", async () => {
    const { cars, config } = await stockOf(slug)
    const byMake = config.vehicle.similarMatch === 'make_model'
    const inStock = cars.filter((c) => c.hit.status === 'in_stock')
    // offer-priced cars that have another in-stock car of their make (or car type) in their window, so the
    // multi-query answers (SIM-15's fallback has no window)
    const subjects = inStock.filter((s) => {
      const window = similarPriceWindow(s.shown)
      if (!window || s.shown === s.hit.list_price) return false
      return inStock.some(
        (c) =>
          c.hit.id !== s.hit.id &&
          (byMake ? c.hit.make === s.hit.make : c.hit.car_type === s.hit.car_type) &&
          inRange(c.shown, window.min, window.max),
      )
    })
    expect(subjects.length).toBeGreaterThan(0)
    const shownOf = new Map(cars.map((c) => [c.hit.id, c.shown]))
    for (const { hit, shown } of subjects.slice(0, 5)) {
      const window = similarPriceWindow(shown)!
      const host = hostOf(slug)
      const res = await similarGET(
        new NextRequest(`http://${host}/api/cars/${hit.slug}/similar`, { headers: { host } }),
        { params: Promise.resolve({ slug: hit.slug }) },
      )
      const body = (await res.json()) as { hits: SearchHit[] }
      expect(body.hits.length).toBeGreaterThan(0)
      for (const similar of body.hits)
        expect(inRange(shownOf.get(similar.id) ?? null, window.min, window.max)).toBe(true)
    }
  })
})

describe('what the price depends on, re-indexed when it changes', () => {
  it('PRC-06 a tenant that hides its prices has no car in any price range; showing them brings them back', async () => {
    const slug = 'westside-used'
    const before = await stockOf(slug)
    const pricedCount = before.cars.filter((c) => c.shown !== null).length
    const tenant = (await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, depth: 0 })).docs[0]!
    const shown = (tenant as { prices?: { visible?: string | null } }).prices?.visible ?? null
    const update = (visible: string | null) =>
      payload.update({
        collection: 'tenants',
        id: tenant.id,
        data: { prices: { visible } } as never,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    await update('off')
    try {
      expect((await api(slug, 'range[price]=0:')).count).toBe(0)
      expect((await api(slug, '')).facets.price_range ?? {}).toEqual({})
    } finally {
      await update(shown)
    }
    expect((await api(slug, 'range[price]=0:')).count).toBe(pricedCount)
  })
})

describe('Find me something similar', () => {
  it("RTE-07 the link is the make and model's results in the URL state format, and lists only that model", async () => {
    const href = similarUrl({ make: 'Toyota', model: 'Corolla' })
    expect(href).toBe(searchPathOf({ make: ['Toyota'], model: ['Corolla'] }))
    const { hits, count } = await everyHit('harbour', new URL(href, 'http://x').searchParams.toString())
    expect(count).toBeGreaterThan(0)
    expect(hits.every((h) => h.make === 'Toyota' && h.model === 'Corolla')).toBe(true)
    // the plain form a dealer's or an advert's link may use answers the same
    expect(ids((await everyHit('harbour', 'make=Toyota&model=Corolla')).hits)).toEqual(ids(hits))
  })
})
