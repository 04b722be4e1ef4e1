import { disallowedPaths, folderPattern, robotsTxt } from '@/domain/seo/robots'

describe('robots.txt', () => {
  it('a dealer site names its sitemap index on the origin asked and disallows what is never a search result', () => {
    const text = robotsTxt({ origin: 'https://www.harbour.com.au', indexing: true })
    const lines = text.trimEnd().split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines.at(-1)).toBe('Sitemap: https://www.harbour.com.au/sitemap.xml')
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /my-garage',
        'Disallow: /sign-in',
        'Disallow: /reset-password',
        'Disallow: /checkout-journey',
        'Disallow: /online-payment',
        'Disallow: /reservations/',
        'Disallow: /cars/*/checkout',
        'Disallow: /cars/*/buy-online',
        'Disallow: /print',
        'Disallow: /success',
        'Disallow: /cars/trade-in',
        'Disallow: /pages/unsubscribe',
      ]),
    )
    expect(lines).not.toContain('Disallow: /')
  })

  it('what shoppers find stays crawlable: car pages, search, the site’s scripts and styles, photos', () => {
    for (const open of ['/cars/', '/search', '/_next/', '/demo-images/', '/blog', '/finance', '/'])
      expect(disallowedPaths()).not.toContain(open)
  })

  it('a deployment that may not be indexed, or a host that is no dealer site, says Disallow: / and names no sitemap', () => {
    expect(robotsTxt({ origin: 'https://staging.harbour.com.au', indexing: false })).toBe(
      'User-agent: *\nDisallow: /\n',
    )
    expect(robotsTxt({ origin: null, indexing: true })).toBe('User-agent: *\nDisallow: /\n')
  })

  it('a route folder becomes a path prefix: a dynamic segment is *, a trailing one is dropped', () => {
    expect(folderPattern('cars/[slug]/checkout')).toBe('/cars/*/checkout')
    expect(folderPattern('reservations/[reference]')).toBe('/reservations/')
    expect(folderPattern('my-garage')).toBe('/my-garage')
  })
})
