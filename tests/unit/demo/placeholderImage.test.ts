import sharp from 'sharp'

import {
  artKindForBody,
  clampWidth,
  PALETTE,
  parsePlaceholderFile,
  parseTheme,
  PLACEHOLDER_KINDS,
  placeholderFileName,
  placeholderSeed,
  placeholderSize,
  placeholderSvg,
  themedArtFile,
  SPIN_BODIES,
  SPIN_FRAME_COUNT,
  spinFrameFileName,
  spinFrameSeed,
} from '@/demo/placeholderImage'

describe('placeholderSvg', () => {
  it('is deterministic: the same kind and seed give the same SVG', () => {
    for (const kind of PLACEHOLDER_KINDS) {
      for (const seed of [0, 1, 7, 43, 9999, 123456789]) {
        expect(placeholderSvg(kind, seed)).toBe(placeholderSvg(kind, seed))
      }
    }
  })

  it('draws something different for every kind (the older name car draws a hatch or a sedan)', () => {
    const kinds = PLACEHOLDER_KINDS.filter((k) => k !== 'car')
    for (const seed of [0, 4, 67]) {
      const svgs = kinds.map((kind) => placeholderSvg(kind, seed))
      expect(new Set(svgs).size).toBe(kinds.length)
    }
    expect(placeholderSvg('car', 4)).toBe(placeholderSvg('hatch', 4))
    expect(placeholderSvg('car', placeholderSeed(4, 12))).toBe(placeholderSvg('sedan', placeholderSeed(4, 12)))
  })

  it('varies with the seed', () => {
    for (const kind of PLACEHOLDER_KINDS) {
      const svgs = [0, 1, 2, 10, 11, 60].map((seed) => placeholderSvg(kind, seed))
      expect(new Set(svgs).size).toBe(svgs.length)
    }
  })

  it('paints a vehicle in the palette colour its seed selects', () => {
    for (const [index, colour] of PALETTE.entries()) {
      for (const kind of ['car', 'hatch', 'suv', 'ute', 'van'] as const) {
        // The side panel gradient passes through the colour itself; lit panels are shades of it.
        expect(placeholderSvg(kind, placeholderSeed(index, 1))).toContain(colour.hex)
      }
    }
  })

  it('is small, a few KB per picture', () => {
    for (const kind of PLACEHOLDER_KINDS) {
      for (const seed of [0, 13, 47, 118, 9999]) expect(placeholderSvg(kind, seed).length).toBeLessThan(20_000)
    }
  })

  it('parses as SVG (librsvg, as the route renders it) at its declared size', async () => {
    for (const kind of PLACEHOLDER_KINDS) {
      for (const seed of [3, 118]) {
        const meta = await sharp(Buffer.from(placeholderSvg(kind, seed))).metadata()
        expect(meta.format).toBe('svg')
        expect({ width: meta.width, height: meta.height }).toEqual(placeholderSize(kind))
      }
    }
  })

  it('draws a vehicle’s twelve pictures differently: angles, scenes, an interior and a close-up', () => {
    for (const kind of ['hatch', 'sedan', 'suv', 'ute', 'people', 'truck', 'bike', 'caravan'] as const) {
      const svgs = Array.from({ length: 12 }, (_, i) => placeholderSvg(kind, placeholderSeed(4, 12 * 7 + i)))
      expect(new Set(svgs).size).toBe(12)
    }
  })

  it('draws each body shape differently from the same seed', () => {
    const bodies = [
      'hatch',
      'sedan',
      'wagon',
      'coupe',
      'convertible',
      'suv',
      'people',
      'van',
      'ute',
      'bike',
      'truck',
      'caravan',
    ] as const
    for (const seed of [4, 24, 44]) {
      expect(new Set(bodies.map((b) => placeholderSvg(b, seed))).size).toBe(bodies.length)
    }
  })

  it('maps catalogue bodies to picture kinds, keeping the coarse kind for anything else', () => {
    expect(artKindForBody('peopleMover', 'suv')).toBe('people')
    expect(artKindForBody('hatch', 'car')).toBe('hatch')
    expect(artKindForBody('lightTruck', 'truck')).toBe('truck')
    expect(artKindForBody('motorcycle', 'bike')).toBe('bike')
    expect(artKindForBody('cabChassis', 'ute')).toBe('ute')
  })

  it('paints promo art in the theme it is given, and only takes 6-digit hex colours', () => {
    const theme = parseTheme('0B2545', 'c9a227')!
    expect(theme).toEqual({ primary: '#0b2545', accent: '#c9a227' })
    // the colours travel in the file name, so a promo tile's URL is a plain path with no query
    expect(themedArtFile('promo', 7, theme)).toBe('promo-7-0b2545-c9a227.jpg')
    expect(parsePlaceholderFile('promo-7-0b2545-c9a227.jpg')).toEqual({ kind: 'promo', seed: 7, format: 'jpg', theme })
    expect(parsePlaceholderFile('promo-7.jpg')?.theme).toBeNull()
    expect(parsePlaceholderFile('suv-7-0b2545-c9a227.jpg')?.theme).toBeNull()
    expect(parsePlaceholderFile('promo-7-0b2545.jpg')).toBeNull()
    const svg = placeholderSvg('promo', 3, theme)
    expect(svg).toContain('#c9a227')
    expect(svg).not.toBe(placeholderSvg('promo', 3))
    expect(placeholderSvg('promo', 3, parseTheme('a6192e', '36454f'))).not.toBe(svg)
    expect(parseTheme('red', 'c9a227')).toBeNull()
    expect(parseTheme('0b2545', '"><script>')).toBeNull()
    expect(parseTheme(null, 'c9a227')).toBeNull()
  })

  it('is a complete SVG of the right size without NaN or undefined', () => {
    for (const kind of PLACEHOLDER_KINDS) {
      const svg = placeholderSvg(kind, 12345)
      const { width, height } = placeholderSize(kind)
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
      expect(svg.endsWith('</svg>')).toBe(true)
      expect(svg).toContain(`width="${width}" height="${height}"`)
      expect(svg).not.toMatch(/NaN|undefined|Infinity/)
    }
  })

  it('uses 1200x800 for hero and promo pictures and 900x600 otherwise', () => {
    expect(placeholderSize('hero')).toEqual({ width: 1200, height: 800 })
    expect(placeholderSize('promo')).toEqual({ width: 1200, height: 800 })
    expect(placeholderSize('car')).toEqual({ width: 900, height: 600 })
    expect(placeholderSize('location')).toEqual({ width: 900, height: 600 })
  })
})

describe('placeholder file names', () => {
  it.each([
    ['car-0.jpg', { kind: 'car', seed: 0 }],
    ['suv-43.jpg', { kind: 'suv', seed: 43 }],
    ['caravan-999999999.jpg', { kind: 'caravan', seed: 999999999 }],
    ['hero-1.jpg', { kind: 'hero', seed: 1 }],
    ['people-7.svg', { kind: 'people', seed: 7, format: 'svg' }],
  ])('%p parses', (file, expected) => {
    expect(parsePlaceholderFile(file)).toEqual({ format: 'jpg', theme: null, ...expected })
  })

  it.each([
    'car-01.jpg',
    'plane-1.jpg',
    'car-1.png',
    'car-.jpg',
    'car-1.jpg.exe',
    '../car-1.jpg',
    'CAR-1.jpg',
    'car-1234567890.jpg',
    'car--1.jpg',
    'car-1.svg.jpg',
    'car-1.SVG',
  ])('%p is refused', (file) => {
    expect(parsePlaceholderFile(file)).toBeNull()
  })

  it('round-trips through placeholderFileName', () => {
    for (const kind of PLACEHOLDER_KINDS) {
      expect(parsePlaceholderFile(placeholderFileName(kind, 321))).toEqual({
        kind,
        seed: 321,
        format: 'jpg',
        theme: null,
      })
      expect(parsePlaceholderFile(placeholderFileName(kind, 321, 'svg'))).toEqual({
        kind,
        seed: 321,
        format: 'svg',
        theme: null,
      })
    }
  })

  it('keeps one colour across a vehicle’s pictures', () => {
    const seeds = Array.from({ length: 12 }, (_, variant) => placeholderSeed(4, variant))
    expect(new Set(seeds.map((s) => s % PALETTE.length))).toEqual(new Set([4]))
    expect(new Set(seeds).size).toBe(12)
  })
})

describe('clampWidth', () => {
  it.each([
    [null, null],
    ['', null],
    ['abc', null],
    ['300', 300],
    ['10', 64],
    ['5000', 1600],
    ['640.4', 640],
  ])('%p → %p', (raw, expected) => {
    expect(clampWidth(raw)).toBe(expected)
  })
})

describe('spin frames and interiors', () => {
  it('VDP-10 a spin set is 24 frames of one body and colour, each frame drawn differently', () => {
    expect(SPIN_FRAME_COUNT).toBe(24)
    const names = Array.from({ length: SPIN_FRAME_COUNT }, (_, f) => spinFrameFileName('suv', 4, f))
    expect(new Set(names).size).toBe(24)
    for (const name of names) {
      const spec = parsePlaceholderFile(name)!
      expect(spec.kind).toBe('spin')
      expect(placeholderSvg('spin', spec.seed)).toContain(PALETTE[4]!.hex)
    }
    expect(new Set(names.map((n) => placeholderSvg('spin', parsePlaceholderFile(n)!.seed))).size).toBe(24)
  })

  it('frame numbers wrap around a turn and bodies and colours give distinct seeds', () => {
    expect(spinFrameSeed('car', 3, 24)).toBe(spinFrameSeed('car', 3, 0))
    expect(spinFrameSeed('car', 3, -1)).toBe(spinFrameSeed('car', 3, 23))
    const seeds = SPIN_BODIES.flatMap((body) =>
      [0, 9].flatMap((colour) => [0, 23].map((f) => spinFrameSeed(body, colour, f))),
    )
    expect(new Set(seeds).size).toBe(seeds.length)
    expect(spinFrameFileName('car', 0, 0)).toBe('spin-0.jpg')
  })

  it('interior pictures parse and take the seed’s trim colour', () => {
    expect(parsePlaceholderFile('interior-7.jpg')).toEqual({ kind: 'interior', seed: 7, format: 'jpg', theme: null })
    expect(placeholderSvg('interior', 7)).not.toBe(placeholderSvg('interior', 8))
  })

  it('existing picture names still parse the same', () => {
    expect(parsePlaceholderFile('suv-43.jpg')).toEqual({ kind: 'suv', seed: 43, format: 'jpg', theme: null })
    expect(parsePlaceholderFile('spins-1.jpg')).toBeNull()
  })
})
