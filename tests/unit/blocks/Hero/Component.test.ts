import { jest } from '@jest/globals'
import { renderToStaticMarkup } from 'react-dom/server'

import type { TenantSite } from '@/domain/site'
import { TEMPLATE_DEFAULTS } from '@/domain/siteConfig'

jest.unstable_mockModule('@/data/searchVocabulary', () => ({ getSearchVocabulary: async () => null }))
const { HeroComponent } = await import('@blocks/Hero/Component')

describe('the hero block (the home page LCP)', () => {
  it("the photo is a plain <img> with the optimiser's URLs: eager, high priority, decoded in the first frame", async () => {
    const element = await HeroComponent({
      block: { blockType: 'hero', heading: 'Find your next car', imageUrl: '/demo-images/hero-1.jpg' } as never,
      tenant: { id: 1 } as unknown as TenantSite,
      headingLevel: 1,
      routes: { pageSlugs: new Set(), config: TEMPLATE_DEFAULTS.group },
    })
    const html = renderToStaticMarkup(element)
    const img = /<img [^>]*>/.exec(html)?.[0] ?? ''
    expect(img).toContain('class="hero__image"')
    expect(img).toContain('alt=""')
    expect(img).toContain('fetchPriority="high"')
    expect(img).toContain('decoding="sync"')
    expect(img).not.toContain('loading="lazy"')
    expect(img).toContain('sizes="100vw"')
    expect(img).toMatch(/srcSet="\/_next\/image\?url=%2Fdemo-images%2Fhero-1\.jpg&amp;w=\d+&amp;q=75 \d+w/)
    // fill: the CSS box decides its size (no width/height attributes)
    expect(img).not.toMatch(/ width=/)
    expect(img).toContain('position:absolute')
  })
})
