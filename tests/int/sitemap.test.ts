/**
 * A tenant's sitemaps (src/data/sitemap.ts) on a real PostgreSQL: what is listed and what never is — drafts, a page
 * behind sign-in, a car hidden from the website, a car sold before the listing window, another tenant's documents —
 * and a car sold now leaving once its window has passed.
 */
import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { createScoped, stamp as newStamp, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

// Next's data cache needs a running server: the loaders are called uncached here.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { sitemapFile, sitemapIndex } = await import('@/data/sitemap')
const { toTenantSite } = await import('@/data/tenants')
const { parseSitemapFileName } = await import('@/domain/seo/sitemapEntries')

let payload: Payload
let stamp: string
let tenantA: Doc
let tenantB: Doc
const ORIGIN = 'http://sitemap-a.localhost:3000'
const DAY = 24 * 60 * 60 * 1000
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString()
const CTX = { disableRevalidate: true }

const site = async (tenant: Doc) =>
  toTenantSite(
    (await payload.findByID({ collection: 'tenants', id: tenant.id, depth: 1, overrideAccess: true })) as never,
  )

/** The <loc> values of an XML answer. */
const locs = (xml: string | null) => [...(xml ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!)

async function fileUrls(tenant: Doc, name: string, limits?: { maxUrls: number; maxBytes: number }) {
  const file = parseSitemapFileName(name)
  if (!file) throw new Error(`no sitemap file ${name}`)
  return locs(await sitemapFile(await site(tenant), ORIGIN, file, limits ? { limits } : {}))
}

beforeAll(async () => {
  payload = await bootPayload()
  stamp = newStamp()
  const tenant = (name: string, data: Record<string, unknown> = {}) =>
    payload.create({
      collection: 'tenants',
      data: { name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${stamp}`, template: 'group', ...data } as never,
      overrideAccess: true,
      depth: 0,
      context: CTX,
    }) as Promise<Doc>
  // trade-in behind sign-in on this tenant
  tenantA = await tenant('Sitemap A', { gating: { trade_in: 'on' } })
  tenantB = await tenant('Sitemap B')

  await createScoped(payload, 'pages', tenantA.id, `About ${stamp}`, { slug: `about-${stamp}` })
  await createScoped(payload, 'pages', tenantA.id, `Draft ${stamp}`, { slug: `draft-${stamp}`, _status: 'draft' })
  await createScoped(payload, 'pages', tenantB.id, `Other ${stamp}`, { slug: `other-${stamp}` })

  const car = (t: Doc, label: string, extra: Record<string, unknown> = {}) =>
    createScoped(payload, 'vehicles', t.id, `${label} ${stamp}`, {
      show_on_dealer_website: true,
      status: 'in_stock',
      images: [{ url: `/demo-images/${label.toLowerCase()}.jpg` }],
      ...extra,
    })
  await car(tenantA, 'Stock')
  await car(tenantA, 'Soon', { status: 'coming_soon' })
  await car(tenantA, 'Hidden', { show_on_dealer_website: false })
  await car(tenantA, 'Recent', { status: 'sold', sold_date_timestamp: daysAgo(1) })
  await car(tenantA, 'Gone', { status: 'sold', sold_date_timestamp: daysAgo(10) })
  await car(tenantB, 'Elsewhere')

  await createScoped(payload, 'posts', tenantA.id, `Post ${stamp}`, { slug: `post-${stamp}` })
  await createScoped(payload, 'posts', tenantA.id, `Unpublished ${stamp}`, {
    slug: `unpublished-${stamp}`,
    _status: 'draft',
  })
  const dealership = await createScoped(payload, 'dealerships', tenantA.id, `Dealer ${stamp}`)
  await createScoped(payload, 'locations', tenantA.id, `Shown ${stamp}`, {
    slug: `shown-${stamp}`,
    dealership: dealership.id,
    visible: true,
  })
  await createScoped(payload, 'locations', tenantA.id, `Invisible ${stamp}`, {
    slug: `invisible-${stamp}`,
    dealership: dealership.id,
    visible: false,
  })
}, 120_000)

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('sitemaps of a tenant', () => {
  it('the index names each kind that lists something, on the origin, with the latest change of its cars', async () => {
    const xml = await sitemapIndex(await site(tenantA), ORIGIN)
    expect(locs(xml)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/vehicles-1.xml`,
      `${ORIGIN}/sitemaps/blog.xml`,
      `${ORIGIN}/sitemaps/locations.xml`,
    ])
    expect(xml).toMatch(/<loc>[^<]*vehicles-1\.xml<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/)
  })

  it('pages: the home page and published pages; never a draft, another tenant’s page or one behind sign-in', async () => {
    const urls = await fileUrls(tenantA, 'pages.xml')
    expect(urls).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/about-${stamp}`, `${ORIGIN}/search`]))
    expect(urls).toContain(`${ORIGIN}/sell-my-car`)
    for (const path of [`/draft-${stamp}`, `/other-${stamp}`, '/trade-in', '/my-garage', '/sign-in'])
      expect(urls).not.toContain(`${ORIGIN}${path}`)
  })

  it('SRP-30 vehicles: in stock, coming soon and recently sold with their photos; not hidden, not another tenant’s', async () => {
    const xml = await sitemapFile(await site(tenantA), ORIGIN, { kind: 'vehicles', part: 1 })
    const cars = locs(xml).filter((u) => u.includes('/cars/'))
    expect(cars).toEqual([
      `${ORIGIN}/cars/stock-${stamp}-car`,
      `${ORIGIN}/cars/soon-${stamp}-car`,
      `${ORIGIN}/cars/recent-${stamp}-car`,
    ])
    expect(xml).toContain(`<image:loc>${ORIGIN}/demo-images/stock.jpg</image:loc>`)
  })

  it('SRP-31 a car sold now stays for the tenant’s listing window and leaves after it', async () => {
    const sold = await createScoped(payload, 'vehicles', tenantA.id, `Selling ${stamp}`, {
      show_on_dealer_website: true,
      status: 'in_stock',
    })
    const url = `${ORIGIN}/cars/selling-${stamp}-car`
    expect(await fileUrls(tenantA, 'vehicles-1.xml')).toContain(url)
    const sell = (soldAt: string) =>
      payload.update({
        collection: 'vehicles',
        id: sold.id,
        data: { status: 'sold', sold_date_timestamp: soldAt } as never,
        overrideAccess: true,
        context: CTX,
      })
    await sell(daysAgo(0))
    expect(await fileUrls(tenantA, 'vehicles-1.xml')).toContain(url)
    await sell(daysAgo(4)) // past the default 3 days
    expect(await fileUrls(tenantA, 'vehicles-1.xml')).not.toContain(url)
    // a dealer keeping sold cars a week lists it again
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { stock: { sold_linger_days: 7 } } as never,
      overrideAccess: true,
      context: CTX,
    })
    expect(await fileUrls(tenantA, 'vehicles-1.xml')).toContain(url)
    await payload.delete({ collection: 'vehicles', id: sold.id, overrideAccess: true, context: CTX })
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { stock: { sold_linger_days: null } } as never,
      overrideAccess: true,
      context: CTX,
    })
  })

  it('blog and locations: published posts and visible locations only', async () => {
    expect(await fileUrls(tenantA, 'blog.xml')).toEqual([`${ORIGIN}/blog/post-${stamp}`])
    expect(await fileUrls(tenantA, 'locations.xml')).toEqual([`${ORIGIN}/contact-us/shown-${stamp}`])
  })

  it('a kind past its files, or with nothing listed, has no file', async () => {
    expect(await sitemapFile(await site(tenantA), ORIGIN, { kind: 'vehicles', part: 2 })).toBeNull()
    expect(await sitemapFile(await site(tenantA), ORIGIN, { kind: 'offers', part: 1 })).toBeNull()
  })

  it('split with a small limit: the index names every vehicles file and together they list each car once', async () => {
    const limits = { maxUrls: 2, maxBytes: 50 * 1024 * 1024 }
    const index = locs(await sitemapIndex(await site(tenantA), ORIGIN, { limits }))
    expect(index.filter((u) => u.includes('/vehicles-'))).toEqual([
      `${ORIGIN}/sitemaps/vehicles-1.xml`,
      `${ORIGIN}/sitemaps/vehicles-2.xml`,
    ])
    const parts = [await fileUrls(tenantA, 'vehicles-1.xml', limits), await fileUrls(tenantA, 'vehicles-2.xml', limits)]
    expect(parts.map((p) => p.length)).toEqual([2, 1])
    expect(parts.flat()).toEqual(await fileUrls(tenantA, 'vehicles-1.xml'))
  })
})
