/** The /demo-images/[file] route (src/app/demo-images/[file]/route.ts): formats, headers, themes, refusals. */
import { GET } from '@/app/demo-images/[file]/route'

const get = (file: string, query = '') =>
  GET(new Request(`http://localhost/demo-images/${file}${query}`), { params: Promise.resolve({ file }) })

describe('GET /demo-images/[file]', () => {
  it('serves a JPEG, the same bytes every time, cacheable forever', async () => {
    const a = await get('suv-43.jpg', '?w=300')
    const b = await get('suv-43.jpg', '?w=300')
    expect(a.status).toBe(200)
    expect(a.headers.get('content-type')).toBe('image/jpeg')
    expect(a.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = Buffer.from(await a.arrayBuffer())
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect(bytes.equals(Buffer.from(await b.arrayBuffer()))).toBe(true)
  })

  it('serves the drawing itself as a sandboxed SVG of a few KB', async () => {
    const res = await get('people-7.svg')
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('content-security-policy')).toContain('sandbox')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const text = await res.text()
    expect(text.startsWith('<svg')).toBe(true)
    expect(text.length).toBeLessThan(20_000)
  })

  it('paints promo art in the colours of its name (or, on older URLs, of the query) and ignores anything that is not a hex colour', async () => {
    const themed = await (await get('promo-3-0b2545-c9a227.svg')).text()
    expect(themed).toContain('#c9a227')
    expect(await (await get('promo-3.svg', '?p=0b2545&a=c9a227')).text()).toBe(themed)
    expect((await get('promo-3-0b2545-zz.svg')).status).toBe(404)
    const plain = await (await get('promo-3.svg')).text()
    expect(await (await get('promo-3.svg', '?p=javascript:x&a=c9a227')).text()).toBe(plain)
  })

  it('draws a make wordmark with the display name from the query, escaped', async () => {
    const res = await get('make-lynk-co.svg', '?n=Lynk%20%26%20Co')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('LYNK &amp; CO')
    expect(await (await get('make-alfa-romeo.svg')).text()).toContain('ALFA ROMEO')
    expect(await (await get('make-x.svg', '?n=%3Cscript%3E')).text()).not.toContain('<script>')
  })

  it.each(['car-1.png', 'plane-1.jpg', 'make-../x.svg', 'car-01.jpg', 'x'.repeat(80)])('%p → 404', async (file) => {
    const res = await get(file)
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
