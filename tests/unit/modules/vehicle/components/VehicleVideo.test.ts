import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { VehicleVideo } from '@/modules/vehicle/components/VehicleVideo'

/**
 * Test fixtures, not demo data: the demo seed gives no car a video (it has no footage of its drawn cars), so the
 * player is proven here on made-up addresses that name what they are.
 */
const FIXTURE_EMBED = 'https://www.youtube-nocookie.com/embed/test-fixture'
const FIXTURE_UPLOAD = '/api/media/file/test-fixture-walkaround.mp4'
const NAME = '2025 Test Fixture Hatch'

const render = (externalVideoUrl: string | null, videoUrl: string | null) =>
  renderToStaticMarkup(createElement(VehicleVideo, { externalVideoUrl, videoUrl, name: NAME }))

describe('VehicleVideo', () => {
  it("VDP-16 VDP-17 a provider's embed address is a titled, lazy iframe inside the named video section", () => {
    const html = render(FIXTURE_EMBED, FIXTURE_UPLOAD)
    expect(html).toMatch(/^<section class="vd-video" aria-label="2025 Test Fixture Hatch video">/)
    expect(html).toContain(
      `<iframe class="vd-video__frame" src="${FIXTURE_EMBED}" title="${NAME} video" loading="lazy"`,
    )
    expect(html).not.toContain('<video')
  })

  it('VDP-16 VDP-17 an uploaded file is a native muted, looping, inline video with controls', () => {
    const html = render(null, FIXTURE_UPLOAD)
    const video = /<video [^>]*>/.exec(html)?.[0] ?? ''
    for (const attribute of [
      `src="${FIXTURE_UPLOAD}"`,
      'loop',
      'playsInline',
      'controls',
      `aria-label="${NAME} video"`,
    ])
      expect(video).toContain(attribute)
    expect(html).not.toContain('<iframe')
  })

  it('VDP-16 no usable address, no section', () => {
    expect(render(null, null)).toBe('')
    expect(render('javascript:alert(1)', null)).toBe('')
  })
})
