import {
  clampWidth,
  PALETTE,
  parsePlaceholderFile,
  PLACEHOLDER_KINDS,
  placeholderFileName,
  placeholderSeed,
  placeholderSize,
  placeholderSvg,
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

  it('draws something different for every kind', () => {
    for (const seed of [0, 4, 67]) {
      const svgs = PLACEHOLDER_KINDS.map((kind) => placeholderSvg(kind, seed))
      expect(new Set(svgs).size).toBe(PLACEHOLDER_KINDS.length)
    }
  })

  it('varies with the seed', () => {
    for (const kind of PLACEHOLDER_KINDS) {
      const svgs = [0, 1, 2, 10, 11, 60].map((seed) => placeholderSvg(kind, seed))
      expect(new Set(svgs).size).toBe(svgs.length)
    }
  })

  it('paints a vehicle in the palette colour its seed selects', () => {
    for (const [index, colour] of PALETTE.entries()) {
      expect(placeholderSvg('car', placeholderSeed(index, 3))).toContain(`fill="${colour.hex}"`)
    }
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
  ])('%p parses', (file, expected) => {
    expect(parsePlaceholderFile(file)).toEqual(expected)
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
  ])('%p is refused', (file) => {
    expect(parsePlaceholderFile(file)).toBeNull()
  })

  it('round-trips through placeholderFileName', () => {
    for (const kind of PLACEHOLDER_KINDS) {
      expect(parsePlaceholderFile(placeholderFileName(kind, 321))).toEqual({ kind, seed: 321 })
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
      expect(placeholderSvg('spin', spec.seed)).toContain(`fill="${PALETTE[4]!.hex}"`)
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
    expect(parsePlaceholderFile('interior-7.jpg')).toEqual({ kind: 'interior', seed: 7 })
    expect(placeholderSvg('interior', 7)).not.toBe(placeholderSvg('interior', 8))
  })

  it('existing picture names still parse the same', () => {
    expect(parsePlaceholderFile('suv-43.jpg')).toEqual({ kind: 'suv', seed: 43 })
    expect(parsePlaceholderFile('spins-1.jpg')).toBeNull()
  })
})
