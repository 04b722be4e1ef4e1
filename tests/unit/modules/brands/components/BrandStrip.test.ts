import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import type { BrandView } from '@/domain/brands/brands'
import { BrandStrip } from '@/modules/brands/components/BrandStrip'

const brand = (id: number, title: string, category: BrandView['category'], logo = true): BrandView =>
  ({
    id,
    title,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    category,
    logoUrl: logo ? `/demo-images/make-${id}.svg` : null,
    bannerUrl: '/demo-images/banner.jpg',
    description: 'A long description that belongs on the brands page.',
  }) as BrandView

const BRANDS = [
  brand(1, 'Toyota', 'car'),
  brand(2, 'Harbour Finance', 'group'),
  brand(3, 'Isuzu Trucks', 'truck', false),
  brand(4, 'Yamaha', 'motorcycle'),
]

describe('BrandStrip (CMS-01 away from /brands: logo chips)', () => {
  it('CMS-01 links every brand of the chosen categories to its overview, in category order, with its name', () => {
    const html = renderToStaticMarkup(
      createElement(BrandStrip, { brands: BRANDS, categories: ['car', 'motorcycle', 'truck'], allHref: '/brands' }),
    )
    const hrefs = [...html.matchAll(/class="brand-chip" [^>]*?href="([^"]+)"|href="([^"]+)" class="brand-chip"/g)].map(
      (m) => m[1] ?? m[2],
    )
    expect(hrefs).toEqual(['/toyota/overview', '/yamaha/overview', '/isuzu-trucks/overview'])
    expect(html).not.toContain('Harbour Finance')
    // names shown, logos decorative, a text chip without a logo; no banners or descriptions
    expect(html).toContain('<span class="brand-chip__name">Toyota</span>')
    expect(html).toMatch(/<img src="\/demo-images\/make-1\.svg" alt=""/)
    expect(html).toContain('<span class="brand-chip__text">Isuzu Trucks</span>')
    expect(html).not.toContain('banner')
    expect(html).not.toContain('long description')
    expect(html).toMatch(/href="\/brands"[^>]*>All brands/)
  })

  it('leaves the "All brands" link out when the site has no brands page, and renders nothing without brands', () => {
    const html = renderToStaticMarkup(createElement(BrandStrip, { brands: BRANDS, allHref: null }))
    expect(html).not.toContain('All brands')
    expect(renderToStaticMarkup(createElement(BrandStrip, { brands: [], allHref: '/brands' }))).toBe('')
  })
})
