import fs from 'node:fs'
import path from 'node:path'

import { getImageProps } from 'next/image'
import { imageConfigDefault } from 'next/dist/shared/lib/image-config'

import { IMAGE_CONFIG, optimiserImage } from '@/components/ui/optimiserImage'

// The unit tests run next/image with its default configuration (next.config.mjs is not loaded here): compare with it
// under that configuration, and check separately that IMAGE_CONFIG is what next.config.mjs configures.
const defaults = { ...imageConfigDefault, qualities: imageConfigDefault.qualities ?? [75] }

describe('optimiserImage: next/image URLs without next/image in the client bundle', () => {
  it.each([
    { src: '/demo-images/suv-1.jpg', width: 900, height: 600, sizes: '(max-width: 900px) 100vw, 60vw' },
    { src: '/demo-images/suv-1.jpg', width: 120, height: 80, sizes: '120px' },
    { src: '/demo-images/suv-1.jpg', width: 96, height: 64 },
    { src: '/demo-images/promo-1.jpg?p=0b2545&a=c9a227', width: 600, height: 400, sizes: '(max-width: 560px) 30vw' },
    { src: '/demo-images/hero-1.jpg', fill: true, sizes: '100vw' },
    { src: '/demo-images/hero-1.jpg', fill: true },
  ])('matches getImageProps for %j', (shape) => {
    const { props } = getImageProps({ alt: '', ...shape })
    const { fill, height, ...input } = shape as typeof shape & { fill?: boolean; height?: number }
    void fill
    void height
    expect(optimiserImage(input, defaults)).toEqual({ src: props.src, srcSet: props.srcSet, sizes: props.sizes })
  })

  it('loads an image the optimiser cannot fetch as it is', () => {
    expect(optimiserImage({ src: '/api/media/file/car.jpg', width: 600, unoptimized: true })).toEqual({
      src: '/api/media/file/car.jpg',
    })
  })

  it("IMAGE_CONFIG is next.config.mjs's images (deviceSizes, imageSizes, qualities)", () => {
    const config = fs.readFileSync('next.config.mjs', 'utf8')
    const list = (name: string) =>
      JSON.parse(new RegExp(`${name}:\\s*(\\[[^\\]]*\\])`).exec(config)?.[1] ?? 'null') as number[] | null
    expect(list('deviceSizes')).toEqual(IMAGE_CONFIG.deviceSizes)
    expect(list('imageSizes')).toEqual(IMAGE_CONFIG.imageSizes)
    expect(list('qualities')).toEqual(IMAGE_CONFIG.qualities)
  })

  it('no component imports next/image: its <Image> client component put its script into every page (OptimisedImg instead)', () => {
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (/\.tsx?$/.test(entry.name) && /from 'next\/image'/.test(fs.readFileSync(full, 'utf8')))
          offenders.push(full)
      }
    }
    for (const dir of ['src', 'blocks']) walk(path.resolve(dir))
    expect(offenders).toEqual([])
  })
})
