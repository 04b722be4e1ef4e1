import sharp from 'sharp'

import { MAKE_LOGO_FILE, makeLogoSvg, makeLogoUrl, nameFromSlug, TENANT_LOGOS } from '@/demo/logos'

describe('make wordmarks', () => {
  it('draws the name in a badge, escaped, deterministic and small', async () => {
    const svg = makeLogoSvg('Lynk & Co')
    expect(svg).toBe(makeLogoSvg('Lynk & Co'))
    expect(svg).toContain('LYNK &amp; CO')
    expect(svg).not.toContain('& CO')
    expect(svg.length).toBeLessThan(2000)
    expect(makeLogoSvg('<script>alert(1)</script>')).not.toContain('<script>')
    const meta = await sharp(Buffer.from(svg)).metadata()
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'svg',
      width: 240,
      height: 96,
    })
  })

  it('differs by make and shrinks long names to fit', () => {
    expect(makeLogoSvg('Toyota')).not.toBe(makeLogoSvg('Mazda'))
    const size = (svg: string) => Number(/font-size="(\d+)"/.exec(svg)![1])
    expect(size(makeLogoSvg('Mercedes-Benz'))).toBeLessThan(size(makeLogoSvg('Kia')))
  })

  it('names files by slug and carries the display name in the URL', () => {
    expect(makeLogoUrl({ name: 'Lynk & Co', slug: 'lynk-co' })).toBe('/demo-images/make-lynk-co.svg?n=Lynk%20%26%20Co')
    expect(MAKE_LOGO_FILE.exec('make-mercedes-benz.svg')?.[1]).toBe('mercedes-benz')
    for (const bad of ['make-.svg', 'make-../x.svg', 'make-Toyota.svg', 'make-toyota.jpg', 'make-a--b.svg'])
      expect(MAKE_LOGO_FILE.test(bad)).toBe(false)
    expect(nameFromSlug('alfa-romeo')).toBe('ALFA ROMEO')
  })
})

/** An SVG image cannot use the page's web fonts; each family it names that the system lacks is a lookup. */
const fontFamilies = (svg: string) => [...new Set([...svg.matchAll(/font-family="([^"]+)"/g)].map((m) => m[1]))]

describe('wordmark fonts', () => {
  it('names only Arial, Helvetica and the generic sans-serif, never the web faces', () => {
    const svgs = [makeLogoSvg('Toyota'), makeLogoSvg('Mercedes-Benz'), ...Object.values(TENANT_LOGOS).map((l) => l.svg)]
    for (const svg of svgs) expect(fontFamilies(svg)).toEqual(['Arial, Helvetica, sans-serif'])
  })
})

describe('tenant logos', () => {
  it('has one distinct SVG logo per demo tenant, no script, parseable', async () => {
    const slugs = ['harbour', 'coastal-mazda', 'westside-used']
    expect(Object.keys(TENANT_LOGOS).sort()).toEqual([...slugs].sort())
    expect(new Set(slugs.map((s) => TENANT_LOGOS[s]!.svg)).size).toBe(3)
    for (const slug of slugs) {
      const { svg, name } = TENANT_LOGOS[slug]!
      expect(svg).toContain(`<title>${name}</title>`)
      expect(svg).not.toMatch(/<script|on\w+=|href=/i)
      const meta = await sharp(Buffer.from(svg)).metadata()
      expect(meta.format).toBe('svg')
    }
  })
})
