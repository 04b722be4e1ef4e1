import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { DeferredImage, WAITING_IMAGE_SRC } from '@/components/ui/DeferredImage.client'

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
  it('renders the <img> with the transparent placeholder as its only source, sized, marked waiting; the photo is in a lazy <noscript> copy', () => {
    const html = render()
    const [img, copy] = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0])
    expect(img).toContain('data-deferred="waiting"')
    // the placeholder fetches nothing: no loading hint in every waiting card's HTML (the photo gets one when it comes)
    expect(img).not.toContain('loading=')
    expect(copy).toContain('loading="lazy"')
    expect(img).toContain('width="1000"')
    expect(img).toContain('class="tile__image"')
    expect(img).toContain('alt=""')
    // valid HTML: an <img> has a src, and sizes only beside a srcset
    expect(img).toContain(`src="${WAITING_IMAGE_SRC}"`)
    expect(img).not.toMatch(/ srcSet=| sizes=|_next\/image/)
    expect(html).toContain('<noscript>')
    expect(copy).toContain('src="/_next/image?url=%2Fdemo-images%2Fpromo-1.jpg&amp;w=1080&amp;q=75"')
    expect(copy).toContain('srcSet="/_next/image?url=%2Fdemo-images%2Fpromo-1.jpg&amp;w=640&amp;q=75 640w"')
  })

  it('the placeholder is an inline 1×1 GIF (no request; its box is the CSS’s)', () => {
    const [, type, data] = /^data:(image\/gif);base64,(.+)$/.exec(WAITING_IMAGE_SRC) ?? []
    expect(type).toBe('image/gif')
    const gif = Buffer.from(data!, 'base64')
    expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a')
    expect([gif.readUInt16LE(6), gif.readUInt16LE(8)]).toEqual([1, 1])
    expect(gif.at(-1)).toBe(0x3b) // the trailer: a complete image
  })
})
