import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { DeferredImage } from '@/components/ui/DeferredImage.client'

const render = () =>
  renderToStaticMarkup(
    createElement(DeferredImage, {
      src: '/_next/image?url=%2Fdemo-images%2Fpromo-1.jpg&w=1080&q=75',
      srcSet: '/_next/image?url=%2Fdemo-images%2Fpromo-1.jpg&w=640&q=75 640w',
      sizes: '100vw',
      width: 1000,
      height: 667,
      className: 'tile__image',
    }),
  )

describe('DeferredImage (below-the-fold photos are not fetched during the first paint)', () => {
  it('renders the <img> without a source, lazy, sized, marked waiting; the photo is in a <noscript> copy', () => {
    const html = render()
    const [img, copy] = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0])
    expect(img).toContain('data-deferred="waiting"')
    expect(img).toContain('loading="lazy"')
    expect(img).toContain('width="1000"')
    expect(img).toContain('class="tile__image"')
    expect(img).toContain('alt=""')
    expect(img).not.toMatch(/ src=| srcSet=/)
    expect(html).toContain('<noscript>')
    expect(copy).toContain('src="/_next/image?url=%2Fdemo-images%2Fpromo-1.jpg&amp;w=1080&amp;q=75"')
    expect(copy).toContain('srcSet="/_next/image?url=%2Fdemo-images%2Fpromo-1.jpg&amp;w=640&amp;q=75 640w"')
  })
})
