import { previewPath, showsOnVehiclePage, tenantSiteOrigin } from '@/domain/preview/previewTarget'

describe('live preview targets: where a previewed document shows on its tenant site', () => {
  it('pages: home → /, a sale page under /pages/, others at /{slug}', () => {
    expect(previewPath('pages', { slug: 'home' })).toBe('/')
    expect(previewPath('pages', { slug: 'eofy-sale', template: 'sale' })).toBe('/pages/eofy-sale')
    expect(previewPath('pages', { slug: 'about-us' })).toBe('/about-us')
    expect(previewPath('pages', { slug: '../admin' })).toBe('/')
  })

  it('posts → /blog/{slug}; offers → /offers/{id}; promo tiles → /search', () => {
    expect(previewPath('posts', { slug: 'winter-tyres' })).toBe('/blog/winter-tyres')
    expect(previewPath('posts', {})).toBe('/blog')
    expect(previewPath('offers', { id: 7 })).toBe('/offers/7')
    expect(previewPath('offers', {})).toBe('/special-offers')
    expect(previewPath('promo-tiles', { id: 3 })).toBe('/search')
  })

  it('pop-ups and feature banners show on a vehicle page; the announcement bar on every page', () => {
    expect(showsOnVehiclePage('popups', {})).toBe(true)
    expect(showsOnVehiclePage('banners', { placement: 'feature' })).toBe(true)
    expect(showsOnVehiclePage('banners', { placement: 'announcement' })).toBe(false)
    expect(previewPath('popups', {}, '/cars/mazda-cx-5-abc')).toBe('/cars/mazda-cx-5-abc')
    expect(previewPath('popups', {}, null)).toBe('/')
    expect(previewPath('banners', { placement: 'feature' }, '/cars/x')).toBe('/cars/x')
    expect(previewPath('banners', { placement: 'announcement' }, '/cars/x')).toBe('/')
  })

  it("the tenant's own origin: https on its first domain; from an admin on localhost, the demo's {slug}.localhost:{port}", () => {
    const harbour = { slug: 'harbour', primaryHost: 'www.harbour.example' }
    expect(tenantSiteOrigin(harbour, 'admin.group.example', 3000)).toBe('https://www.harbour.example')
    expect(tenantSiteOrigin(harbour, 'localhost:3522', 3000)).toBe('http://harbour.localhost:3522')
    expect(tenantSiteOrigin(harbour, '127.0.0.1:4000', 3000)).toBe('http://harbour.localhost:4000')
    expect(tenantSiteOrigin(harbour, '[::1]:4000', 3000)).toBe('http://harbour.localhost:4000')
    expect(tenantSiteOrigin(harbour, 'localhost', 80)).toBe('http://harbour.localhost')
    expect(tenantSiteOrigin({ slug: 'harbour', primaryHost: null }, 'admin.group.example', 3000)).toBe(
      'http://harbour.localhost:3000',
    )
    expect(tenantSiteOrigin(harbour, null, 3000)).toBe('https://www.harbour.example')
  })
})
