import fs from 'node:fs'
import path from 'node:path'

import {
  cmsPageSlug,
  isLiveHref,
  isLivePath,
  liveNavItems,
  notFoundKind,
  routeCaching,
  SITE_ROUTES,
  siteRouteFor,
  type RouteContext,
} from '@/domain/routes'
import { TEMPLATE_DEFAULTS } from '@/domain/siteConfig'

const ctx: RouteContext = { pageSlugs: new Set(['about-us', 'eofy-sale', 'home']), config: TEMPLATE_DEFAULTS.group }

const SITE_DIR = path.join(process.cwd(), 'src', 'app', '(site)', '[host]')

/** Every folder under src/app/(site)/[host] holding a page.tsx, as 'cars/[slug]' ('' is the home page). */
function pageFolders(dir = SITE_DIR, prefix: string[] = []): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [prefix.join('/')] : []
    if (!entry.isDirectory()) return []
    // a route group '(marketing)' adds no segment to the path
    const segment = /^\(.*\)$/.test(entry.name) ? [] : [entry.name]
    return pageFolders(path.join(dir, entry.name), [...prefix, ...segment])
  })
}

describe('SITE_ROUTES is the route folder', () => {
  it('names exactly the folders of src/app/(site)/[host] that hold a page (the home page and the CMS catch-all aside)', () => {
    const folders = pageFolders().filter((f) => f !== '' && f !== '[...slug]')
    expect(folders.length).toBeGreaterThan(15)
    expect(SITE_ROUTES.map((r) => r.folder).sort()).toEqual(folders.sort())
  })

  it('the CMS catch-all and the home page exist where isLivePath assumes them', () => {
    expect(pageFolders()).toEqual(expect.arrayContaining(['', '[...slug]']))
  })

  it('a sample path of every route folder is live (on a tenant with a live offer, the used-car routes, a payment provider and buy online on)', () => {
    const features = { ...ctx.config.features, usedCarRoutes: true, buyOnline: true }
    const payments = { ...ctx.config.payments, provider: 'test' as const }
    for (const { folder, requiredQuery = [] } of SITE_ROUTES.filter((r) => !r.internal)) {
      // the reserve page answers at the tenant's one checkout path (RTE-11)
      const checkoutPath = folder.endsWith('buy-online') ? ('buy-online' as const) : ('checkout' as const)
      const config = { ...ctx.config, payments, features: { ...features, checkoutPath } }
      const withOffers: RouteContext = { ...ctx, liveOffers: true, config }
      const sample = `/${folder.replace(/\[\[\.\.\.[^\]]+\]\]/, 'used-cars').replace(/\[[^\]]+\]/g, 'x')}`
      const query = requiredQuery.map((q) => `${q}=1`).join('&')
      expect(`${sample} ${isLivePath(query ? `${sample}?${query}` : sample, withOffers)}`).toBe(`${sample} true`)
    }
  })
})

describe('routeCaching', () => {
  it('RTE-12 the buy-online journey is never shared by the page cache, asked with or without its car_id', () => {
    expect(routeCaching('/checkout-journey')).toBe('private')
    expect(routeCaching('/checkout-journey?car_id=2021-mazda-cx-5')).toBe('private')
    expect(routeCaching('/print')).toBe('page')
  })
})

describe('the internal 404 page', () => {
  it('is never a live link, and never shared by the page cache', () => {
    expect(isLivePath('/page-not-found', ctx)).toBe(false)
    expect(routeCaching('/page-not-found')).toBe('private')
  })

  it("says what the route's own not-found says: an offer has ended, an unsubscribe link is not valid", () => {
    expect(notFoundKind('/offers/toyota/12')).toBe('offer')
    expect(notFoundKind('/offers/not-an-id')).toBe('offer')
    expect(notFoundKind('/pages/unsubscribe')).toBe('unsubscribe')
    expect(notFoundKind('/cars/sold-car')).toBe('page')
    expect(notFoundKind('/offersx')).toBe('page')
  })
})

describe('isLivePath: no control leads to a 404', () => {
  it.each([
    '/',
    '/search',
    '/search/used-cars?range%5Bprice%5D=0%3A20000',
    '/search/toyota/hilux',
    '/finance#finance-calculator',
    '/cars/2021-mazda-cx-5',
    '/cars/trade-in?car_id=12',
    '/contact-us/penrith',
    '/locations/penrith',
    '/personalised/finance?car_id=3',
    '/print?car_id=2021-mazda-cx-5',
    '/service',
    '/blog',
    '/blog?category=buyer-advice&page=2',
    '/blog/vehicle-reviews',
    '/blog/mazda-cx-5-review',
  ])('%s is a built page', (path) => expect(isLivePath(path, ctx)).toBe(true))

  it.each([
    '/special-offers',
    '/blog/a/b',
    '/cars/2021-mazda-cx-5/checkout',
    '/cars/x/buy-online',
    '/online-payment?ref=R-ABCDEFGHJK',
    '/cars',
    '/checkout-journey?car_id=x',
    '/spin-to-win',
    '/spring-clearance-2019',
    '/used-car/x',
    '/print',
    '/print?car_id=',
    '/search/toyota/hilux/sr5',
    '/personalised',
    '/Finance',
    '/home',
    '/pages/home',
    '/nope/deeper',
  ])('%s is not a page of this tenant (not built, not published, or off)', (path) =>
    expect(isLivePath(path, ctx)).toBe(false),
  )

  it('RES-01 RES-08 RTE-11 the reserve and payment pages are live only with a payment provider, at the tenant’s checkout path', () => {
    const paid = (checkoutPath: 'checkout' | 'buy-online', reserve = true): RouteContext => ({
      ...ctx,
      config: {
        ...ctx.config,
        payments: { ...ctx.config.payments, provider: 'test' },
        features: { ...ctx.config.features, reserve, buyOnline: false, checkoutPath },
      },
    })
    expect(isLivePath('/cars/x/checkout', paid('checkout'))).toBe(true)
    expect(isLivePath('/cars/x/buy-online', paid('checkout'))).toBe(false)
    expect(isLivePath('/cars/x/buy-online', paid('buy-online'))).toBe(true)
    expect(isLivePath('/online-payment?ref=R-ABCDEFGHJK', paid('checkout'))).toBe(true)
    expect(isLivePath('/online-payment', paid('checkout'))).toBe(false)
    expect(isLivePath('/cars/x/checkout', paid('checkout', false))).toBe(false)
    expect(routeCaching('/cars/x/checkout')).toBe('private')
    expect(routeCaching('/online-payment?ref=R-ABCDEFGHJK')).toBe('private')
  })

  it('published CMS pages count, at /{slug} and /pages/{slug}', () => {
    expect(isLivePath('/about-us#team', ctx)).toBe(true)
    expect(isLivePath('/about-us?utm_source=x', ctx)).toBe(true)
    expect(isLivePath('/pages/eofy-sale', ctx)).toBe(true)
    expect(isLivePath('/pages/about-us/team', ctx)).toBe(false)
    // a built route wins over a CMS page of the same address (Next matches the literal folder first)
    expect(isLivePath('/special-offers', { ...ctx, pageSlugs: new Set(['special-offers']) })).toBe(false)
  })
})

describe('the offers routes follow the tenant’s live offers', () => {
  it('RTE-24 RTE-25 /special-offers and /offers/… are linked only while the tenant has a live offer', () => {
    for (const path of [
      '/special-offers',
      '/special-offers?category=finance-offer',
      '/offers/toyota/12',
      '/offers/12',
    ]) {
      expect(isLivePath(path, { ...ctx, liveOffers: true })).toBe(true)
      expect(isLivePath(path, { ...ctx, liveOffers: false })).toBe(false)
      expect(isLivePath(path, ctx)).toBe(false)
    }
    expect(isLivePath('/offers', { ...ctx, liveOffers: true })).toBe(false)
    expect(isLivePath('/offers/toyota/12/more', { ...ctx, liveOffers: true })).toBe(false)
    expect(routeCaching('/special-offers')).toBe('page')
    expect(routeCaching('/offers/toyota/12')).toBe('page')
  })
})

describe('a route the tenant’s flags switch off', () => {
  it('trade-in links lead nowhere on a tenant with trade-in off (sell-your-car pages stay)', () => {
    const off: RouteContext = {
      ...ctx,
      config: { ...ctx.config, features: { ...ctx.config.features, tradeIn: false } },
    }
    expect(isLivePath('/trade-in', ctx)).toBe(true)
    expect(isLivePath('/trade-in', off)).toBe(false)
    expect(isLivePath('/cars/trade-in?car_id=12', off)).toBe(false)
    expect(isLivePath('/sell-my-car', off)).toBe(true)
    expect(isLivePath('/cars/2021-mazda-cx-5', off)).toBe(true)
  })
})

describe('siteRouteFor and cmsPageSlug', () => {
  it('name the route folder or the CMS slug a path lands on', () => {
    expect(siteRouteFor('/cars/abc?x=1')?.folder).toBe('cars/[slug]')
    expect(siteRouteFor('/search/toyota')?.folder).toBe('search/[[...segments]]')
    expect(siteRouteFor('/cars/trade-in?car_id=3')?.folder).toBe('cars/trade-in')
    expect(siteRouteFor('/about-us')).toBeNull()
    expect(cmsPageSlug('/about-us#team')).toBe('about-us')
    expect(cmsPageSlug('/pages/eofy-sale')).toBe('eofy-sale')
    expect(cmsPageSlug('/home')).toBeNull()
    expect(cmsPageSlug('/a/b')).toBeNull()
    expect(cmsPageSlug('/')).toBeNull()
  })
})

describe('isLiveHref', () => {
  it.each(['https://example.com.au/x', '#enquiry', 'tel:0299990000', 'mailto:a@b.au', 'sms:?body=x'])(
    '%s is not ours to judge',
    (href) => expect(isLiveHref(href, ctx)).toBe(true),
  )
  it('an empty link or an unbuilt path is not live', () => {
    expect(isLiveHref('  ', ctx)).toBe(false)
    expect(isLiveHref('/spring-clearance-2019', ctx)).toBe(false)
    expect(isLiveHref(' /finance ', ctx)).toBe(true)
  })
})

describe('liveNavItems', () => {
  const item = (label: string, href: string, children: string[] = []) => ({
    label,
    href,
    newTab: false,
    children: children.map((c) => ({ label: c, href: c, newTab: false })),
  })
  it('drops dead items and children; a dead parent opens on its first live child, or goes', () => {
    const items = [
      item('Home', '/'),
      item('Offers', '/special-offers'),
      item('About', '/company', ['/spring-clearance-2019', '/about-us', '/careers']),
      item('News', '/news', ['/spring-clearance-2019']),
      item('Finance', '/finance', ['/finance-pre-approval', '/cars/x/checkout']),
    ]
    expect(liveNavItems(items, ctx).map((i) => [i.label, i.href, i.children.map((c) => c.href)])).toEqual([
      ['Home', '/', []],
      ['About', '/about-us', ['/about-us', '/careers']],
      ['Finance', '/finance', ['/finance-pre-approval']],
    ])
  })
})

describe('anonymous visitors (spec §7 Roles)', () => {
  // No site page asks who is looking: browsing, the compare and favourite buttons (localStorage islands, SAVE-13),
  // the finance calculator and every enquiry form work without signing in. 'private' is kept for account pages.
  it('TEN-17 search, vehicle, finance and form pages are live and shared by the page cache (no sign-in, no shopper data)', () => {
    const paths = [
      '/search/used-cars',
      '/cars/2021-mazda-cx-5',
      '/finance',
      '/finance-enquiry',
      '/book-test-drive',
      '/contact',
      '/trade-in',
      '/sell-my-car',
      '/dealer-locator',
    ]
    for (const path of paths) {
      expect([path, isLivePath(path, ctx), routeCaching(path)]).toEqual([path, true, 'page'])
    }
  })
})

describe('the used-car variant route', () => {
  it('RTE-08 /used-car/{slug} is a live path only where the tenant’s used-car routes are on', () => {
    const usedCtx: RouteContext = { ...ctx, config: TEMPLATE_DEFAULTS.used }
    expect(isLivePath('/used-car/2019-toyota-corolla-ascent-u1042', usedCtx)).toBe(true)
    expect(isLivePath('/used-car/2019-toyota-corolla-ascent-u1042', ctx)).toBe(false)
    expect(isLivePath('/used-car/a/b', usedCtx)).toBe(false)
  })
})
