import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import type { CardView } from '@/domain/search/cardView'
import { cardPhoto, VehicleCard } from '@/modules/search/components/VehicleCard'
import { WAITING_IMAGE_SRC } from '@/components/ui/DeferredImage.client'

// The unit tests run with next/image's default widths; next.config.mjs configures exactly 375, 640 and 1080.
describe('cardPhoto: a stock card photo by screen density', () => {
  it('SRP-03 offers the optimiser at 1×, 2× and 3× a card: three URLs, density descriptors, no sizes', () => {
    const { src, srcSet } = cardPhoto('/demo-images/suv-1.jpg')
    expect(src).toMatch(/^\/_next\/image\?url=\/demo-images\/suv-1\.jpg&w=3\d\d&q=75$/)
    expect(srcSet).toBe(
      '/_next/image?url=/demo-images/suv-1.jpg&w=640&q=75 2x, /_next/image?url=/demo-images/suv-1.jpg&w=1080&q=75 3x',
    )
  })
  it('leaves only the slashes of the photo’s address unescaped (its query string stays escaped)', () => {
    const { src } = cardPhoto('/demo-images/promo-1.jpg?p=0b2545&a=c9a227')
    expect(src).toMatch(/^\/_next\/image\?url=\/demo-images\/promo-1\.jpg%3Fp%3D0b2545%26a%3Dc9a227&w=3\d\d&q=75$/)
  })
  it.each(['/api/media/file/car.jpg', 'https://cdn.dealerfeed.com.au/1.jpg'])(
    'loads %s as it is (the optimiser cannot fetch it)',
    (url) => expect(cardPhoto(url)).toEqual({ src: url }),
  )
})

describe('VehicleCard photo loading', () => {
  const card = {
    slug: '2023-toyota-hilux-sr-1',
    name: '2023 Toyota HiLux SR',
    status: 'in_stock',
    carType: 'used',
    image: '/demo-images/ute-1.jpg',
    tag: null,
    badge: null,
    attrs: [],
    price: null,
    weekly: null,
    location: null,
    save: null,
  } as unknown as CardView
  it("SRP-03 'deferred': no source until its cell comes near (DeferredImage), the photo in a <noscript> copy", () => {
    const html = renderToStaticMarkup(createElement(VehicleCard, { card, load: 'deferred' }))
    const [img, copy] = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0])
    expect(img).toContain('data-deferred="waiting"')
    expect(img).toContain('class="card__image"')
    // no source but the inline placeholder (valid HTML needs one) until its cell comes near
    expect(img).toContain(` src="${WAITING_IMAGE_SRC}"`)
    expect(img).not.toMatch(/srcSet=|srcset=|sizes=/)
    expect(copy).toContain('src="/_next/image?url=/demo-images/ute-1.jpg')
  })
  it("SRP-03 'lazy' (the default): a plain lazy <img> with its source", () => {
    const html = renderToStaticMarkup(createElement(VehicleCard, { card }))
    expect(html).toMatch(/<img [^>]*src="\/_next\/image\?url=\/demo-images\/ute-1\.jpg[^"]*"[^>]*loading="lazy"/)
    expect(html).not.toContain('data-deferred')
  })
})
