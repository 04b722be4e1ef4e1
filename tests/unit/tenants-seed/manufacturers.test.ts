/** SRP-50: the embedded list of about 140 manufacturers (id, name, slug, logo url) the seed loads. */
import { GET } from '@/app/demo-images/[file]/route'
import { slugify } from '@/domain/slug'

import { MANUFACTURERS, manufacturerLogoUrl } from '../../../tenants-seed/manufacturers'

describe('SRP-50: the embedded manufacturers', () => {
  it('SRP-50: lists at least 140 makes with unique names and slugs (slug = slugify(name))', () => {
    expect(MANUFACTURERS.length).toBeGreaterThanOrEqual(140)
    expect(new Set(MANUFACTURERS.map((m) => m.slug)).size).toBe(MANUFACTURERS.length)
    expect(new Set(MANUFACTURERS.map((m) => m.name.toLowerCase())).size).toBe(MANUFACTURERS.length)
    for (const m of MANUFACTURERS) expect(m.slug).toBe(slugify(m.name))
  })

  it('SRP-50: covers cars, motorcycles, trucks and caravans, with the demo tenants’ makes', () => {
    const categories = new Set(MANUFACTURERS.map((m) => m.category))
    expect([...categories].sort()).toEqual(['car', 'caravan', 'motorcycle', 'truck'])
    const slugs = new Set(MANUFACTURERS.map((m) => m.slug))
    for (const make of ['toyota', 'mazda', 'hyundai', 'kawasaki', 'yamaha', 'harley-davidson', 'isuzu', 'hino', 'fuso'])
      expect(slugs).toContain(make)
  })

  it('SRP-50: every make has a logo URL whose file exists (a locally drawn wordmark naming the make)', async () => {
    for (const m of MANUFACTURERS) {
      const url = manufacturerLogoUrl(m)
      expect(url).toMatch(/^\/demo-images\/make-[a-z0-9-]+\.svg\?n=/)
      const { pathname, search } = new URL(url, 'http://localhost')
      const file = pathname.slice('/demo-images/'.length)
      const res = await GET(new Request(`http://localhost${pathname}${search}`), { params: Promise.resolve({ file }) })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('image/svg+xml')
      const svg = await res.text()
      expect(svg).toContain('<svg')
      expect(svg).toContain(`<title>${m.name.replace(/&/g, '&amp;')}</title>`)
    }
  })
})
