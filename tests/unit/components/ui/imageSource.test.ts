import { optimisedImage } from '@/components/ui/imageSource'
import { canOptimise, optimiserImage } from '@/components/ui/optimiserImage'

describe('canOptimise: images the optimiser can fetch itself', () => {
  it.each(['/demo-images/suv-1.jpg', '/demo-images/promo.svg?p=0a2540'])('%s is resized by /_next/image', (src) =>
    expect(canOptimise(src)).toBe(true),
  )
  it.each(['/api/media/file/hero.jpg', 'https://cdn.dealerfeed.com.au/1.jpg', 'http://x.au/a.png', '//cdn.x.au/a.png'])(
    '%s is loaded as it is',
    (src) => expect(canOptimise(src)).toBe(false),
  )
  it('optimiserImage sends only those through the optimiser; the others are loaded as they are', () => {
    expect(optimiserImage({ src: '/demo-images/a.jpg', width: 320 }).src).toMatch(/^\/_next\/image\?url=/)
    expect(optimiserImage({ src: '/api/media/file/a.jpg', width: 320 })).toEqual({ src: '/api/media/file/a.jpg' })
    expect(optimiserImage({ src: 'https://cdn.dealerfeed.com.au/1.jpg', sizes: '100vw' })).toEqual({
      src: 'https://cdn.dealerfeed.com.au/1.jpg',
    })
  })
})

describe('optimisedImage: a below-the-fold photo cut to the widths it is shown at', () => {
  const opts = { width: 640, height: 320, sizes: '(max-width: 700px) 85vw, 420px', widths: [375, 640, 750] }
  it('lists only the given widths, the plain src at the photo width', () => {
    const { src, srcSet } = optimisedImage('/demo-images/location-1.jpg', opts)
    expect(src).toContain('/_next/image?url=%2Fdemo-images%2Flocation-1.jpg&w=640')
    const widths = (srcSet ?? '').split(', ').map((e) => Number(/ (\d+)w$/.exec(e)?.[1]))
    // (jest has next/image's default widths, without next.config.mjs's 375)
    expect(widths).toEqual(expect.arrayContaining([640, 750]))
    expect(widths.every((w) => opts.widths.includes(w))).toBe(true)
  })
  it('an upload or a feed photo is loaded as it is', () => {
    expect(optimisedImage('/api/media/file/yard.jpg', opts)).toEqual({ src: '/api/media/file/yard.jpg' })
    expect(optimisedImage('https://cdn.dealerfeed.com.au/1.jpg', opts)).toEqual({
      src: 'https://cdn.dealerfeed.com.au/1.jpg',
    })
  })
})

describe('the image optimiser (spec §9 Image CDN)', () => {
  // Next's optimiser (/_next/image) is the image CDN: it resizes to a width and encodes at a quality; next.config.mjs
  // allows quality 75 only and starts the device widths at 640. Crop differs: a photo is cut to its frame by CSS
  // (object-fit: cover on a fixed aspect ratio), so every width is the whole picture and one URL serves every frame.
  it('CONST-03 requests carry a width and quality 75 (a 640 px photo: w=640&q=75)', () => {
    const { src, srcSet } = optimisedImage('/demo-images/suv-1.jpg', {
      width: 640,
      height: 427,
      sizes: '100vw',
      widths: [640, 750, 1080],
    })
    expect(src).toMatch(/^\/_next\/image\?url=%2Fdemo-images%2Fsuv-1\.jpg&w=640&q=75$/)
    for (const entry of (srcSet ?? '').split(', ')) expect(entry).toMatch(/&w=(\d+)&q=75 \1w$/)
  })

  it('CONST-03 next.config.mjs: quality 75 only, and the smallest device width (the photo default) is 640', async () => {
    const { default: config } = (await import('../../../../next.config.mjs')) as {
      default: { images: { qualities: number[]; deviceSizes: number[] } }
    }
    expect(config.images.qualities).toEqual([75])
    expect(Math.min(...config.images.deviceSizes)).toBe(640)
  })
})
