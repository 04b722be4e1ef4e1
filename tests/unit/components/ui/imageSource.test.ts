import { canOptimise, imageSourceProps } from '@/components/ui/imageSource'

describe('canOptimise: images the optimiser can fetch itself', () => {
  it.each(['/demo-images/suv-1.jpg', '/demo-images/promo.svg?p=0a2540'])('%s is resized by /_next/image', (src) =>
    expect(canOptimise(src)).toBe(true),
  )
  it.each(['/api/media/file/hero.jpg', 'https://cdn.dealerfeed.com.au/1.jpg', 'http://x.au/a.png', '//cdn.x.au/a.png'])(
    '%s is loaded as it is',
    (src) => expect(canOptimise(src)).toBe(false),
  )
  it('imageSourceProps marks only those unoptimized', () => {
    expect(imageSourceProps('/demo-images/a.jpg')).toEqual({ src: '/demo-images/a.jpg' })
    expect(imageSourceProps('/api/media/file/a.jpg')).toEqual({ src: '/api/media/file/a.jpg', unoptimized: true })
  })
})
