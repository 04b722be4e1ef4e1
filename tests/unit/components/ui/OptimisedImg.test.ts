import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { OptimisedImg } from '@/components/ui/OptimisedImg'

const img = (props: Parameters<typeof OptimisedImg>[0]) => renderToStaticMarkup(createElement(OptimisedImg, props))

describe('OptimisedImg: a plain <img> with next/image URLs', () => {
  it('a sized photo: lazy, async decode, its width and height, the optimiser srcset for its sizes', () => {
    const html = img({ src: '/demo-images/suv-1.jpg', alt: 'A car', width: 320, height: 213, sizes: '320px' })
    expect(html).toMatch(/^<img [^>]*>$/)
    expect(html).toContain('alt="A car"')
    expect(html).toContain('width="320"')
    expect(html).toContain('height="213"')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('decoding="async"')
    expect(html).toContain('sizes="320px"')
    expect(html).toContain('srcSet="/_next/image?url=%2Fdemo-images%2Fsuv-1.jpg&amp;w=64&amp;q=75 64w')
    expect(html).not.toContain('fetchPriority')
  })
  it('fill + priority: positioned to fill its box, eager and high priority', () => {
    const html = img({ src: '/demo-images/hero-1.jpg', alt: '', fill: true, priority: true, sizes: '100vw' })
    expect(html).toContain('style="position:absolute;inset:0;width:100%;height:100%"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).not.toContain('loading=')
    expect(html).not.toMatch(/ width=/)
  })
  it('unoptimized (an upload): the file as it is, no srcset', () => {
    const html = img({ src: '/api/media/file/logo.svg', alt: 'Logo', width: 240, height: 96, unoptimized: true })
    expect(html).toContain('src="/api/media/file/logo.svg"')
    expect(html).not.toContain('srcSet')
  })
  it('a feed photo or an upload passed without `unoptimized` is still loaded as it is (the optimiser cannot fetch it)', () => {
    for (const src of ['https://cdn.dealerfeed.com.au/1.jpg', '/api/media/file/car.jpg']) {
      const html = img({ src, alt: '', width: 160, height: 107, sizes: '160px' })
      expect(html).toContain(`src="${src}"`)
      expect(html).not.toContain('/_next/image')
    }
  })
})
