import { cardPhoto } from '@/modules/search/components/VehicleCard'

// The unit tests run with next/image's default widths; next.config.mjs configures exactly 375, 640 and 1080.
describe('cardPhoto: a stock card photo by screen density (issue 14)', () => {
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
