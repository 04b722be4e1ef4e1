import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { w3cDateTime } from '@/domain/dateFormat'
import { disallowedPaths } from '@/domain/seo/robots'
import {
  latestLastmod,
  sitemapIndexXml,
  splitSitemap,
  SITEMAP_LIMITS,
  urlsetXml,
  type SitemapUrl,
} from '@/domain/seo/sitemap'
import {
  listablePath,
  pagePaths,
  parseSitemapFileName,
  sitemapFileName,
  SITEMAP_KINDS,
  vehicleUrls,
  type PagesContext,
  type SitemapVehicleRow,
} from '@/domain/seo/sitemapEntries'
import { TEMPLATE_DEFAULTS, type SiteConfig } from '@/domain/siteConfig'

const SCHEMAS = path.join(process.cwd(), 'tests', 'fixtures', 'sitemaps')

/** xmllint's verdict on a document against a schema of tests/fixtures/sitemaps (sitemaps.org's, Google's images). */
function validate(xml: string, schema: 'image.xsd' | 'siteindex.xsd'): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-')), 'doc.xml')
  fs.writeFileSync(file, xml)
  const run = spawnSync('xmllint', ['--noout', '--schema', path.join(SCHEMAS, schema), file], { encoding: 'utf8' })
  if (run.error) throw new Error(`xmllint is needed (Debian: libxml2-utils): ${run.error.message}`)
  fs.rmSync(path.dirname(file), { recursive: true })
  return run.status === 0 ? 'valid' : run.stderr
}

const ORIGIN = 'https://www.harbour.com.au'
const NOW = new Date('2026-11-26T03:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY).toISOString()

describe('sitemap XML', () => {
  it('a urlset with lastmod and photos validates against sitemaps.org’s schema and Google’s image extension', () => {
    const xml = urlsetXml([
      { loc: `${ORIGIN}/cars/2021-mazda-cx-5`, lastmod: '2026-11-25T01:09:00.123Z', images: [`${ORIGIN}/a.jpg`] },
      { loc: `${ORIGIN}/search?make=Ford&model=Ranger` },
    ])
    expect(validate(xml, 'image.xsd')).toBe('valid')
    expect(xml).toContain('<lastmod>2026-11-25T01:09:00Z</lastmod>')
    expect(xml).toContain(`<loc>${ORIGIN}/search?make=Ford&amp;model=Ranger</loc>`)
    expect(xml).toContain(`<image:image><image:loc>${ORIGIN}/a.jpg</image:loc></image:image>`)
  })

  it('a sitemap index validates too', () => {
    const index = sitemapIndexXml([
      { loc: `${ORIGIN}/sitemaps/pages.xml` },
      { loc: `${ORIGIN}/sitemaps/vehicles-1.xml`, lastmod: new Date('2026-11-20T00:00:00Z') },
    ])
    expect(validate(index, 'siteindex.xsd')).toBe('valid')
    expect(index).toContain('<lastmod>2026-11-20T00:00:00Z</lastmod>')
  })

  it('a value is escaped and a character XML forbids is dropped, so the file still parses', () => {
    const xml = urlsetXml([{ loc: `${ORIGIN}/p?a=1&b=<x>'"\u0001` }])
    expect(xml).toContain(`<loc>${ORIGIN}/p?a=1&amp;b=&lt;x&gt;&apos;&quot;</loc>`)
  })

  it('lastmod is a W3C datetime in UTC to the second; an invalid date is left out', () => {
    expect(w3cDateTime(new Date('2026-03-05T10:11:12.999+10:00'))).toBe('2026-03-05T00:11:12Z')
    expect(urlsetXml([{ loc: `${ORIGIN}/x`, lastmod: 'not a date' }])).not.toContain('<lastmod>')
    expect(latestLastmod([{ loc: 'a', lastmod: daysAgo(3) }, { loc: 'b', lastmod: daysAgo(1) }, { loc: 'c' }])).toEqual(
      new Date(daysAgo(1)),
    )
    expect(latestLastmod([{ loc: 'a' }])).toBeNull()
  })
})

describe('splitSitemap', () => {
  const urls: SitemapUrl[] = Array.from({ length: 7 }, (_, i) => ({
    loc: `${ORIGIN}/cars/car-${i}`,
    images: [`${ORIGIN}/photos/${i}.jpg`],
  }))

  it('closes a file at the URL limit, keeping every URL once and in order', () => {
    const files = splitSitemap(urls, { maxUrls: 3, maxBytes: SITEMAP_LIMITS.maxBytes })
    expect(files.map((f) => f.length)).toEqual([3, 3, 1])
    expect(files.flat()).toEqual(urls)
  })

  it('closes a file before the URL that would take it past the byte limit, counting its envelope', () => {
    const one = Buffer.byteLength(urlsetXml(urls.slice(0, 1)))
    const two = Buffer.byteLength(urlsetXml(urls.slice(0, 2)))
    const files = splitSitemap(urls, { maxUrls: 50_000, maxBytes: two })
    expect(files.map((f) => f.length)).toEqual([2, 2, 2, 1])
    for (const file of files) expect(Buffer.byteLength(urlsetXml(file))).toBeLessThanOrEqual(two)
    expect(splitSitemap(urls, { maxUrls: 50_000, maxBytes: one }).length).toBe(7)
  })

  it('the protocol’s own limits: 50,000 URLs and 50 MB', () => {
    expect(SITEMAP_LIMITS).toEqual({ maxUrls: 50_000, maxBytes: 52_428_800 })
    const many = Array.from({ length: 50_001 }, (_, i) => ({ loc: `${ORIGIN}/cars/${i}` }))
    expect(splitSitemap(many).map((f) => f.length)).toEqual([50_000, 1])
  })

  it('nothing listed gives no file (the schema wants at least one URL in a file)', () => {
    expect(splitSitemap([])).toEqual([])
  })
})

describe('sitemap file names', () => {
  it('vehicles are numbered from 1; another kind is numbered only past its first file; names round-trip', () => {
    expect(sitemapFileName({ kind: 'vehicles', part: 1 })).toBe('vehicles-1.xml')
    expect(sitemapFileName({ kind: 'pages', part: 1 })).toBe('pages.xml')
    expect(sitemapFileName({ kind: 'blog', part: 2 })).toBe('blog-2.xml')
    for (const kind of SITEMAP_KINDS)
      for (const part of [1, 2, 12])
        expect(parseSitemapFileName(sitemapFileName({ kind, part }))).toEqual({ kind, part })
  })

  it('any other name is no sitemap', () => {
    for (const name of [
      'vehicles.xml',
      'pages-1.xml',
      'vehicles-0.xml',
      'vehicles-01.xml',
      'cars.xml',
      'pages.xml.gz',
      '../pages.xml',
    ])
      expect(`${name} ${String(parseSitemapFileName(name))}`).toBe(`${name} null`)
  })
})

const group = TEMPLATE_DEFAULTS.group
const withConfig = (over: Partial<SiteConfig> = {}, ctx: Partial<PagesContext> = {}): PagesContext => ({
  pageSlugs: new Set(['home', 'about-us', 'eofy-sale', 'trade-in']),
  config: { ...group, ...over },
  liveOffers: false,
  known: {
    makes: ['Mazda', 'Toyota'],
    models: { Mazda: ['CX-5'], Toyota: [] },
    dealerships: [{ slug: 'harbour-mazda', name: 'Harbour Mazda' }],
    bodies: ['SUV'],
  },
  brandSlugs: [],
  ...ctx,
})

describe('pagePaths', () => {
  it('lists the home page, the built pages, the published CMS pages and the search landing pages', () => {
    const paths = pagePaths(withConfig())
    expect(paths[0]).toBe('/')
    expect(paths).toEqual(
      expect.arrayContaining([
        '/finance',
        '/contact-us',
        '/dealer-locator',
        '/blog',
        '/trade-in',
        '/about-us',
        '/eofy-sale',
        '/search',
        '/search/used-cars',
        '/search/mazda',
        '/search/mazda/cx-5',
        '/search/toyota',
        '/search/suv',
        '/search/harbour-mazda',
      ]),
    )
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('never lists a private, internal, noindex or alias page, a draft, or a page that needs a query', () => {
    const paths = pagePaths(withConfig())
    for (const path of [
      '/my-garage',
      '/sign-in',
      '/forgot-password',
      '/reset-password',
      '/online-payment',
      '/checkout-journey',
      '/pages/unsubscribe',
      '/page-not-found',
      '/success',
      '/print',
      '/cars/trade-in',
      '/contact',
      '/dealerships',
      '/models',
      '/home',
    ])
      expect(paths).not.toContain(path)
  })

  it('a page behind sign-in on this tenant is not listed (trade-in gated)', () => {
    const gated = pagePaths(withConfig({ gating: { ...group.gating, tradeIn: true, finance: true } }))
    expect(gated).not.toContain('/trade-in')
    expect(gated).not.toContain('/apply-for-finance')
    expect(gated).toContain('/sell-my-car')
    expect(listablePath('/trade-in', withConfig())).toBe(true)
  })

  it('follows the tenant: offers pages while an offer is live, the brands page with brands, trade-in when offered', () => {
    expect(pagePaths(withConfig())).not.toContain('/special-offers')
    expect(pagePaths(withConfig({}, { liveOffers: true }))).toContain('/special-offers')
    expect(pagePaths(withConfig())).not.toContain('/brands')
    const branded = pagePaths(withConfig({}, { brandSlugs: ['mazda'] }))
    expect(branded).toEqual(expect.arrayContaining(['/brands', '/mazda/overview']))
    const noTradeIn = pagePaths(withConfig({ features: { ...group.features, tradeIn: false } }))
    expect(noTradeIn).not.toContain('/trade-in')
  })

  it('a used-only site lists the used-cars landing page, not the new one', () => {
    const paths = pagePaths(withConfig({ stock: { ...group.stock, filterPreset: 1 } }))
    expect(paths).toContain('/search/used-cars')
    expect(paths).not.toContain('/search/new-cars')
  })

  it('no listed page is one robots.txt keeps crawlers out of', () => {
    const everything = withConfig(
      {
        features: { ...group.features, usedCarRoutes: true, buyOnline: true },
        payments: { ...group.payments, provider: 'test' },
      },
      { liveOffers: true, brandSlugs: ['mazda'] },
    )
    const rules = disallowedPaths().map(
      (rule) => new RegExp(`^${rule.replace(/[.?]/g, '\\$&').replace(/\*/g, '[^/]*')}`),
    )
    for (const path of pagePaths(everything)) expect(`${path} ${rules.some((r) => r.test(path))}`).toBe(`${path} false`)
  })
})

describe('vehicleUrls', () => {
  const scope = { soldLingerDays: 3, filterPreset: 0, now: NOW }
  const car = (slug: string, more: Partial<SitemapVehicleRow> = {}): SitemapVehicleRow => ({
    slug,
    status: 'in_stock',
    sold: false,
    show_on_dealer_website: true,
    car_type: 'used',
    item_type: 'car',
    updatedAt: daysAgo(2),
    images: [{ url: '/demo-images/a.jpg', thumb: { url: '/t.jpg' } }, { url: 'https://cdn.example.com/b.jpg' }],
    ...more,
  })
  const slugs = (rows: SitemapVehicleRow[], s = scope) =>
    vehicleUrls(rows, s, ORIGIN).map((u) => u.loc.split('/').pop())

  it('a listed car: its page on the origin, its last change and its photos as absolute URLs', () => {
    expect(vehicleUrls([car('2021-mazda-cx-5')], scope, ORIGIN)).toEqual([
      {
        loc: `${ORIGIN}/cars/2021-mazda-cx-5`,
        lastmod: daysAgo(2),
        images: [`${ORIGIN}/demo-images/a.jpg`, 'https://cdn.example.com/b.jpg'],
      },
    ])
  })

  it('SRP-30: in stock and coming soon are listed; a car hidden from the website never is', () => {
    const rows = [car('a'), car('b', { status: 'coming_soon' }), car('c', { show_on_dealer_website: false })]
    expect(slugs(rows)).toEqual(['a', 'b'])
  })

  it('SRP-31: a sold car stays while the site lists it (3 days by default, or the dealer’s own) and leaves after', () => {
    const rows = [
      car('sold-yesterday', { status: 'sold', sold_date_timestamp: daysAgo(1) }),
      car('sold-by-checkbox', { sold: true, sold_date_timestamp: daysAgo(2) }),
      car('sold-last-week', { status: 'sold', sold_date_timestamp: daysAgo(7) }),
      car('sold-undated', { status: 'sold', sold_date_timestamp: null }),
    ]
    expect(slugs(rows)).toEqual(['sold-yesterday', 'sold-by-checkbox'])
    expect(slugs(rows, { ...scope, soldLingerDays: 10 })).toEqual([
      'sold-yesterday',
      'sold-by-checkbox',
      'sold-last-week',
    ])
    expect(slugs(rows, { ...scope, soldLingerDays: 0 })).toEqual([])
  })

  it('the tenant’s stock preset applies, as on its listing (a used-only site lists no new car)', () => {
    expect(slugs([car('used'), car('new', { car_type: 'new' })], { ...scope, filterPreset: 1 })).toEqual(['used'])
  })
})
