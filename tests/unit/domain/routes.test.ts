import { isLiveHref, isLivePath, type RouteContext } from '@/domain/routes'
import { TEMPLATE_DEFAULTS } from '@/domain/siteConfig'

const ctx: RouteContext = { pageSlugs: new Set(['about-us', 'eofy-sale', 'home']), config: TEMPLATE_DEFAULTS.group }

describe('isLivePath: no control leads to a 404', () => {
  it.each([
    '/',
    '/search',
    '/search/used-cars?range%5Bprice%5D=0%3A20000',
    '/finance#finance-calculator',
    '/cars/2021-mazda-cx-5',
    '/contact-us/penrith',
    '/service',
  ])('%s is a built page', (path) => expect(isLivePath(path, ctx)).toBe(true))

  it.each([
    '/special-offers',
    '/blog',
    '/cars/2021-mazda-cx-5/checkout',
    '/cars/x/buy-online',
    '/home',
    '/pages/home',
    '/nope/deeper',
  ])('%s is not built (or not published) yet', (path) => expect(isLivePath(path, ctx)).toBe(false))

  it('published CMS pages count, at /{slug} and /pages/{slug}', () => {
    expect(isLivePath('/about-us#team', ctx)).toBe(true)
    expect(isLivePath('/pages/eofy-sale', ctx)).toBe(true)
    expect(isLivePath('/special-offers', { ...ctx, pageSlugs: new Set(['special-offers']) })).toBe(true)
  })
})

describe('isLiveHref', () => {
  it.each(['https://example.com.au/x', '#enquiry', 'tel:0299990000', 'mailto:a@b.au'])(
    '%s is not ours to judge',
    (href) => expect(isLiveHref(href, ctx)).toBe(true),
  )
  it('an empty link or an unbuilt path is not live', () => {
    expect(isLiveHref('  ', ctx)).toBe(false)
    expect(isLiveHref('/blog', ctx)).toBe(false)
  })
})
