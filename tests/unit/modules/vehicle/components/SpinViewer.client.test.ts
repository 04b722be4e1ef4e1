import { jest } from '@jest/globals'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

jest.unstable_mockModule('@/modules/vehicle/vehicle.css', () => ({}))
const { SpinViewer } = await import('@/modules/vehicle/components/SpinViewer.client')

const frames = Array.from({ length: 24 }, (_, i) => `https://cdn.dealerfeed.com.au/spin/cx5/${i + 1}.jpg`)

describe('SpinViewer before its frames have loaded (the server HTML)', () => {
  // The spec's spinner loads two fixed images of its spin provider: /orbit/car-gif.gif (a loading animation) and
  // /orbit/orbit-branding.svg (the provider's mark). A white-label dealer site shows no third party's branding, and a
  // generic car GIF would stand in for the real car: the viewer shows the car's own first frame at once, with a
  // spoken loading percentage, and requests nothing but the car's frames.
  it('CONST-05 differs: no fixed /orbit/ loading GIF or branding; the car’s own first frame and a loading status', () => {
    const html = renderToStaticMarkup(createElement(SpinViewer, { frames, hotspots: [], name: '2023 Mazda CX-5' }))
    expect(html).not.toContain('/orbit/')
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])
    expect(urls.length).toBeGreaterThan(0)
    expect(urls.every((url) => url === frames[0])).toBe(true)
    expect(html).toContain('aria-busy="true"')
    expect(html).toMatch(/<p class="vd-spin__loading" role="status">Loading 360° view… 0%<\/p>/)
  })
})
