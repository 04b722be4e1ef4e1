import { jest } from '@jest/globals'
import { renderToStaticMarkup } from 'react-dom/server'

import type { PromoTile, TenantSite } from '@/domain/site'
import { TEMPLATE_DEFAULTS } from '@/domain/siteConfig'
import { WAITING_IMAGE_SRC } from '@/components/ui/DeferredImage.client'

const tiles: PromoTile[] = [
  {
    id: 1,
    title: 'Low-rate finance',
    description: 'From 5.99% p.a.',
    imageUrl: '/demo-images/promo-finance.jpg',
    href: '/finance',
    buttonText: 'Find out more',
  },
]
jest.unstable_mockModule('@/data/content', () => ({ getPromoTiles: async () => tiles }))
// Under jest's native ESM, next/image's CommonJS default export arrives wrapped once more: unwrap the real component.
const nextImage = await import('next/image')
const RealImage = (nextImage.default as unknown as { default?: typeof nextImage.default }).default ?? nextImage.default
jest.unstable_mockModule('next/image', () => ({ ...nextImage, default: RealImage }))
const { PromoTilesComponent } = await import('@blocks/PromoTiles/Component')

describe('the promo tiles block', () => {
  // The spec requests every promo card image at width 1000. Here the image is declared 1000 × 667 (its layout size and
  // aspect) and the optimiser is offered every width with the slot's sizes, so a phone downloads a screen-wide image
  // and a three-column desktop a third of the row, instead of always 1000 px.
  it('CMS-21 differs: a promo card image is declared 1000 px wide, then requested at the width its slot needs', async () => {
    const element = await PromoTilesComponent({
      block: { blockType: 'promoTiles', heading: 'Current offers', tiles: [] } as never,
      tenant: { id: 1 } as unknown as TenantSite,
      headingLevel: 2,
      routes: { pageSlugs: new Set(), config: TEMPLATE_DEFAULTS.group },
    })
    const html = renderToStaticMarkup(element!)
    const img = /<img [^>]*>/.exec(html)?.[0] ?? ''
    expect(img).toContain('width="1000"')
    expect(img).toContain('height="667"')
    expect(img).toContain('sizes="(max-width: 700px) 100vw, 33vw"')
    const offered = [...img.matchAll(/url=%2Fdemo-images%2Fpromo-finance\.jpg&amp;w=(\d+)&amp;q=75 (\d+)w/g)]
    expect(offered.length).toBeGreaterThan(3)
    expect(offered.every((m) => m[1] === m[2])).toBe(true)
    expect(offered.map((m) => Number(m[2]))).toEqual(expect.arrayContaining([640, 1080]))
  })

  // Far down a page (a home page's third block) the photo waits for the shopper to scroll near it.
  it("CMS-21 below a page's first two blocks the tile photo is held back (DeferredImage) with the same sizes", async () => {
    const element = await PromoTilesComponent({
      block: { blockType: 'promoTiles', heading: 'Current offers', tiles: [] } as never,
      tenant: { id: 1 } as unknown as TenantSite,
      headingLevel: 2,
      routes: { pageSlugs: new Set(), config: TEMPLATE_DEFAULTS.group },
      position: 2,
    })
    const html = renderToStaticMarkup(element!)
    const img = /<img [^>]*>/.exec(html)?.[0] ?? ''
    expect(img).toContain('data-deferred="waiting"')
    expect(img).not.toContain('loading=')
    // no source but the inline placeholder (valid HTML needs one) until its cell comes near
    expect(img).toContain(` src="${WAITING_IMAGE_SRC}"`)
    expect(img).not.toMatch(/srcSet=|srcset=|sizes=/)
    expect(img).toContain('class="tile__image"')
    expect(img).toContain('width="1000"')
    // without JavaScript, the <noscript> copy loads the same optimiser URLs
    expect(html).toMatch(/<noscript><img [^>]*srcSet="[^"]*promo-finance\.jpg&amp;w=1080&amp;q=75 1080w/)
  })
})
