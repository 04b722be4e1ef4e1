/**
 * The content loaders (src/data/content.ts) on a real PostgreSQL drop links to pages the tenant does not serve
 * ("Dead ends"): header items, footer links, banner links, promo tiles and popups whose link is not a built
 * route or a published page of the tenant. A draft page or another tenant's page does not make a link live.
 */
import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import type { TenantSite } from '@/domain/site'

import { createDoc, stamp, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

// Next's data cache needs a running server: the loaders are called uncached here.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const content = await import('@/data/content')
const { toTenantSite } = await import('@/data/tenants')

let payload: Payload
let site: TenantSite
let other: TenantSite
let noTradeIn: TenantSite

const link = (label: string, url: string) => ({ label, url, newTab: false })
const page = (tenant: Doc, slug: string, status: 'published' | 'draft') =>
  createDoc(payload, 'pages', {
    tenant: tenant.id,
    title: slug,
    slug,
    layout: [{ blockType: 'hero', heading: slug }],
    _status: status,
  })

beforeAll(async () => {
  payload = await bootPayload()
  const s = stamp()
  const tenant = await createDoc(payload, 'tenants', { name: 'Links A', slug: `links-a-${s}`, template: 'group' })
  const otherTenant = await createDoc(payload, 'tenants', { name: 'Links B', slug: `links-b-${s}`, template: 'used' })
  site = toTenantSite(tenant as never)
  other = toTenantSite(otherTenant as never)
  const offTenant = await createDoc(payload, 'tenants', {
    name: 'Links C',
    slug: `links-c-${s}`,
    template: 'group',
    features: { trade_in: 'off' },
  })
  noTradeIn = toTenantSite(offTenant as never)
  await createDoc(payload, 'navigation', {
    tenant: offTenant.id,
    name: 'Header & footer',
    header: [
      { ...link('Trade In', '/trade-in'), children: [] },
      { ...link('Sell', '/sell-my-car'), children: [] },
    ],
  })
  await page(tenant, 'about-us', 'published')
  await page(tenant, 'eofy-sale', 'published')
  await page(tenant, 'special-offers', 'draft')
  await page(otherTenant, 'news', 'published')

  await createDoc(payload, 'navigation', {
    tenant: tenant.id,
    name: 'Header & footer',
    header: [
      { ...link('Home', '/'), children: [] },
      { ...link('Offers', '/special-offers'), children: [] },
      {
        ...link('Finance', '/finance'),
        children: [link('Pre-approval', '/finance-pre-approval'), link('Old sale', '/spring-clearance-2019')],
      },
      { ...link('About', '/company'), children: [link('About us', '/about-us'), link('Reserve', '/cars/x/checkout')] },
      { ...link('News', '/news'), children: [link('Old sale', '/spring-clearance-2019')] },
      { ...link('Group site', 'https://example.com.au'), children: [] },
    ],
    footer: [
      { title: 'Buy', links: [link('Special offers', '/special-offers'), link('Trade-in', '/trade-in')] },
      { title: 'Read', links: [link('Old sale', '/spring-clearance-2019')] },
      { title: 'Sale', links: [link('EOFY', '/pages/eofy-sale'), link('Call', 'tel:0299990000')] },
    ],
  })
  const day = 24 * 60 * 60 * 1000
  const started = new Date(Date.now() - day).toISOString()
  await createDoc(payload, 'banners', {
    tenant: tenant.id,
    title: 'Offers',
    placement: 'announcement',
    text: 'Runout now on',
    link: '/special-offers',
    link_text: 'See offers',
    starts_at: started,
  })
  await createDoc(payload, 'banners', {
    tenant: tenant.id,
    title: 'Hours',
    placement: 'feature',
    link: '/contact-us',
    link_text: 'Opening hours',
  })
  const tile = (title: string, url: string, sort: number) =>
    createDoc(payload, 'promo-tiles', { tenant: tenant.id, title, link: url, positions: [{ position: 5 }], sort })
  await tile('Finance', '/finance', 1)
  await tile('Offers', '/special-offers', 2)
  await tile('EOFY', '/eofy-sale', 3)
  await tile('Checkout', '/cars/x/checkout', 4)
  const popup = (title: string, linkTo: string) =>
    createDoc(payload, 'popups', { tenant: tenant.id, title, linkTo, buttonText: 'Go', active: true })
  await popup('Service special', '/service')
  // the newest popup leads nowhere: the older one with a live button is shown instead
  await popup('Runout', '/special-offers')
  await createDoc(payload, 'popups', { tenant: otherTenant.id, title: 'News', linkTo: '/news', active: true })
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('getRouteContext', () => {
  it('holds the tenant’s published page slugs only (not drafts, not another tenant’s) and its config', async () => {
    const ctx = await content.getRouteContext(site)
    expect([...ctx.pageSlugs].sort()).toEqual(['about-us', 'eofy-sale'])
    expect(ctx.config).toBe(site.config)
    expect([...(await content.getRouteContext(other)).pageSlugs]).toEqual(['news'])
  })
})

describe('the loaders drop dead internal links', () => {
  it('header: dead items go; a dead parent keeps its live children and opens on the first; without any it goes', async () => {
    const nav = await content.getNavigation(site)
    expect(nav.header.map((i) => [i.label, i.href, i.children.map((c) => c.href)])).toEqual([
      ['Home', '/', []],
      ['Finance', '/finance', ['/finance-pre-approval']],
      ['About', '/about-us', ['/about-us']],
      ['Group site', 'https://example.com.au', []],
    ])
  })

  it('footer: dead links go, and a column left empty goes with them', async () => {
    const nav = await content.getNavigation(site)
    expect(nav.footer.map((c) => [c.title, c.links.map((l) => l.href)])).toEqual([
      ['Buy', ['/trade-in']],
      ['Sale', ['/pages/eofy-sale', 'tel:0299990000']],
    ])
  })

  it('a tenant with trade-in switched off shows no trade-in links; selling a car outright stays', async () => {
    expect(noTradeIn.config.features.tradeIn).toBe(false)
    expect((await content.getNavigation(noTradeIn)).header.map((i) => i.href)).toEqual(['/sell-my-car'])
  })

  it('banners keep their text but lose a link that leads nowhere', async () => {
    const [announcement] = await content.getBanners(site, 'announcement')
    expect(announcement).toMatchObject({ title: 'Offers', text: 'Runout now on', href: null, linkText: null })
    const [feature] = await content.getBanners(site, 'feature')
    expect(feature).toMatchObject({ href: '/contact-us', linkText: 'Opening hours' })
  })

  it('promo tiles (home-page block and search results) whose link leads nowhere are not shown', async () => {
    expect((await content.getPromoTiles(site)).map((t) => t.title)).toEqual(['Finance', 'EOFY'])
    expect((await content.getSearchPromoTiles(site)).map((t) => t.title)).toEqual(['Finance', 'EOFY'])
  })

  it('SRP-11 a promo node carries its start and expiry dates, positions, random shuffle and car types', async () => {
    const tenant = await createDoc(payload, 'tenants', {
      name: 'Promo D',
      slug: `promo-d-${stamp()}`,
      template: 'brand',
    })
    await createDoc(payload, 'promo-tiles', {
      tenant: tenant.id,
      title: 'Runout',
      link: '/finance',
      positions: [{ position: 4 }, { position: 12 }],
      random_shuffle: true,
      car_types: ['new', 'demo'],
      starts_at: '2026-11-01T00:00:00.000Z',
      expires_at: '2027-01-31T13:00:00.000Z',
    })
    expect(await content.getSearchPromoTiles(toTenantSite(tenant as never))).toEqual([
      expect.objectContaining({
        title: 'Runout',
        positions: [4, 12],
        randomShuffle: true,
        carTypes: ['new', 'demo'],
        startsAt: '2026-11-01T00:00:00.000Z',
        expiresAt: '2027-01-31T13:00:00.000Z',
      }),
    ])
  })

  it('a popup whose button leads nowhere is not shown; an older live one is', async () => {
    expect(await content.getActivePopup(site)).toMatchObject({ title: 'Service special', linkTo: '/service' })
    // another tenant's published /news makes that tenant's popup live, never this one's links
    expect(await content.getActivePopup(other)).toMatchObject({ title: 'News', linkTo: '/news' })
  })
})
