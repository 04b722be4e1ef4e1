import { contrastRatio, luminance, parseHex, readableTextOn } from '@/domain/colour'

describe('tenant theme colours', () => {
  it('parses six-digit hex colours and refuses anything else', () => {
    expect(parseHex('#0b3d91')).toEqual([11, 61, 145])
    expect(parseHex('0B3D91')).toEqual([11, 61, 145])
    expect(parseHex('#fff')).toBeNull()
    expect(parseHex('red')).toBeNull()
  })

  it('computes WCAG luminance and contrast (white on black is 21:1)', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1, 5)
    expect(luminance('#000000')).toBe(0)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
  })

  it.each([
    ['#0b3d91', '#ffffff'],
    ['#a8112a', '#ffffff'],
    ['#1f6f3f', '#ffffff'],
    ['#f2a900', '#111111'],
    ['#ffffff', '#111111'],
    ['#e6e6e6', '#111111'],
  ])('text on %s is %s, and reads at AA (4.5:1) or better', (background, text) => {
    expect(readableTextOn(background)).toBe(text)
    expect(contrastRatio(background, readableTextOn(background))).toBeGreaterThanOrEqual(4.5)
  })
})
