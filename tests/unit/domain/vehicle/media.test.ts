import {
  BOTTOM_BAR_SCROLL,
  bottomBarVisible,
  directionsHref,
  FEATURE_BANNER_LINKS,
  infoTabs,
  INFO_TAB_LABELS,
  locatedAtCity,
  pageSections,
  pdfFileName,
  popupStorageKey,
  popupVisible,
  printHref,
  revealHref,
  SECTION_LABELS,
  STICKY_HEADER_SCROLL,
  stickyHeaderVisible,
} from '@/domain/vehicle/layout'
import {
  availableViews,
  frameForDrag,
  FULLSCREEN_Z_INDEX,
  hotspotsAt,
  nextAutoFrame,
  showThumbnails,
  SPIN_INTERVAL_MS,
  SPIN_PX_PER_FRAME,
  startView,
  toPercent,
  wrapIndex,
} from '@/domain/vehicle/media'
import type { Hotspot } from '@/domain/vehicle/types'
import {
  COPIED_MS,
  COPY_TOAST_MS,
  popupFeatures,
  SHARE_POPUP,
  sharePlan,
  vehicleShareUrl,
} from '@/domain/vehicle/share'
import { isEmbedUrl, VIDEO_EMBED_PREFIXES, videoPlan } from '@/domain/vehicle/video'

describe('gallery', () => {
  it('VDP-05 thumbnails only with more than 3 images', () => {
    expect(showThumbnails(3)).toBe(false)
    expect(showThumbnails(4)).toBe(true)
    expect(showThumbnails(0)).toBe(false)
  })

  it('VDP-07 the fullscreen dialog sits at z-index 1400', () => {
    expect(FULLSCREEN_Z_INDEX).toBe(1400)
  })

  it('VDP-08 VDP-10 starts on the spinner when spin frames exist and the tenant starts there, else on the gallery', () => {
    expect(startView('spinner', 36)).toBe('spinner')
    expect(startView('spinner', 0)).toBe('gallery')
    expect(startView('gallery', 36)).toBe('gallery')
    expect(availableViews(36, true)).toEqual(['spinner', 'gallery', 'interior'])
    expect(availableViews(0, false)).toEqual(['gallery'])
  })

  it('VDP-06 previous/next wrap around', () => {
    expect(wrapIndex(-1, 5)).toBe(4)
    expect(wrapIndex(5, 5)).toBe(0)
    expect(wrapIndex(3, 0)).toBe(0)
  })
})

describe('spinner', () => {
  it('VDP-13 one frame per 20 px of drag, wrapping', () => {
    expect(SPIN_PX_PER_FRAME).toBe(20)
    expect(frameForDrag(0, -40, 36)).toBe(2)
    expect(frameForDrag(0, -39, 36)).toBe(1)
    expect(frameForDrag(0, 19, 36)).toBe(0)
    expect(frameForDrag(0, 20, 36)).toBe(35)
    expect(frameForDrag(35, -20, 36)).toBe(0)
  })

  it('VDP-12 VDP-14 auto-rotation steps every 100 ms and stops after one full turn', () => {
    expect(SPIN_INTERVAL_MS).toBe(100)
    expect(nextAutoFrame(0, 0, 4)).toBe(1)
    expect(nextAutoFrame(3, 3, 4)).toBe(0)
    expect(nextAutoFrame(0, 4, 4)).toBeNull()
    expect(nextAutoFrame(0, 0, 1)).toBeNull()
  })

  it('VDP-15 hotspots have a description and a position per angle', () => {
    const hotspots: Hotspot[] = [
      { description: 'Alloy wheels', positions: { '0': { x: 0.2, y: 0.7 }, '1': { x: 0.22, y: 0.71 } } },
      { description: 'Sunroof', positions: { '1': { x: 50, y: 120 }, interior: { x: 0.4, y: 0.1 } } },
      { description: ' ', positions: { '0': { x: 1, y: 1 } } },
    ]
    expect(hotspotsAt(hotspots, 0)).toEqual([{ description: 'Alloy wheels', x: 20, y: 70 }])
    expect(hotspotsAt(hotspots, 1)).toEqual([
      { description: 'Alloy wheels', x: 22, y: 71 },
      { description: 'Sunroof', x: 50, y: 100 },
    ])
    expect(hotspotsAt(hotspots, 'interior')).toEqual([{ description: 'Sunroof', x: 40, y: 10 }])
    // Fractions of the image (0–1) become percentages; larger values are percentages already.
    expect(toPercent(0.5)).toBe(50)
    expect(toPercent(1)).toBe(100)
    expect(toPercent(35)).toBe(35)
    expect(toPercent(-0.2)).toBe(0)
  })
})

describe('video', () => {
  it('VDP-17 an embed iframe only for the provider embed prefix, else a native video', () => {
    expect(VIDEO_EMBED_PREFIXES).toContain('https://www.youtube.com/embed/')
    expect(videoPlan('https://www.youtube.com/embed/abc123', null)).toEqual({
      kind: 'embed',
      src: 'https://www.youtube.com/embed/abc123',
    })
    expect(videoPlan('https://www.youtube.com/watch?v=abc123', null)).toEqual({
      kind: 'native',
      src: 'https://www.youtube.com/watch?v=abc123',
    })
    expect(videoPlan(null, '/api/media/file/walkaround.mp4')).toEqual({
      kind: 'native',
      src: '/api/media/file/walkaround.mp4',
    })
    expect(isEmbedUrl('http://www.youtube.com/embed/abc')).toBe(false)
  })

  it('VDP-16 the external video wins; none or an unsafe url gives no video', () => {
    expect(videoPlan('https://player.vimeo.com/video/1', '/a.mp4')!.kind).toBe('embed')
    expect(videoPlan(null, null)).toBeNull()
    expect(videoPlan('javascript:alert(1)', null)).toBeNull()
  })
})

describe('share block', () => {
  const cfg = { siteUrl: 'https://harbour.example.au/', hideTwitter: false, copyToast: false }

  it('VDP-62 without a configured site URL the block is hidden', () => {
    expect(sharePlan('2022 Mazda CX-5', 'x', { ...cfg, siteUrl: null })).toBeNull()
    expect(sharePlan('2022 Mazda CX-5', 'x', { ...cfg, siteUrl: 'not a url' })).toBeNull()
    expect(vehicleShareUrl('https://harbour.example.au/', 'a b')).toBe('https://harbour.example.au/cars/a%20b')
  })

  it('VDP-61 social, messaging, email and sms links carry the page url', () => {
    const plan = sharePlan('2022 Mazda CX-5', '2022-mazda-cx-5', cfg)!
    expect(plan.url).toBe('https://harbour.example.au/cars/2022-mazda-cx-5')
    expect(plan.links.map((l) => l.network)).toEqual(['facebook', 'x', 'whatsapp', 'email', 'sms'])
    const encoded = encodeURIComponent(plan.url)
    for (const link of plan.links) expect(link.href).toContain(encoded)
    expect(plan.links.find((l) => l.network === 'sms')!.href.startsWith('sms:?body=')).toBe(true)
    expect(plan.links.find((l) => l.network === 'email')!.popup).toBe(false)
  })

  it('VDP-63 the X share can be hidden by configuration', () => {
    expect(sharePlan('Car', 'car', { ...cfg, hideTwitter: true })!.links.map((l) => l.network)).not.toContain('x')
  })

  it('VDP-64 share popups are 550x400 and polled every 1 s', () => {
    expect(SHARE_POPUP).toEqual({ width: 550, height: 400, pollMs: 1000 })
    expect(popupFeatures(0, 0, 1150, 800)).toContain('width=550,height=400,left=300,top=200')
  })

  it("VDP-65 VDP-66 copying sets 'Copied' for 1.5 s, or a 3 s toast on tenants configured for it", () => {
    expect(COPIED_MS).toBe(1500)
    expect(COPY_TOAST_MS).toBe(3000)
    expect(sharePlan('2022 Mazda CX-5', 'x', cfg)!.copy.mode).toBe('flag')
    expect(sharePlan('2022 Mazda CX-5', 'x', { ...cfg, copyToast: true })!.copy).toEqual({
      mode: 'toast',
      durationMs: 3000,
      toastText: 'Copied 2022 Mazda CX-5 to your clipboard!',
    })
  })
})

describe('page chrome', () => {
  it('VDP-27 the sticky header appears at 500 px of scroll or more', () => {
    expect(STICKY_HEADER_SCROLL).toBe(500)
    expect(stickyHeaderVisible(499)).toBe(false)
    expect(stickyHeaderVisible(500)).toBe(true)
  })

  it('VDP-29 the bottom bar opens above 900 px, only where enabled', () => {
    expect(BOTTOM_BAR_SCROLL).toBe(900)
    expect(bottomBarVisible(900, true)).toBe(false)
    expect(bottomBarVisible(901, true)).toBe(true)
    expect(bottomBarVisible(5000, false)).toBe(false)
  })

  it('VDP-32 VDP-33 information tabs, Features only with a features list, Reserve Online only with a Reserve button', () => {
    expect(infoTabs(3, true).map((t) => INFO_TAB_LABELS[t])).toEqual([
      'Dealer Comments',
      "What's Included",
      'Why Buy From Us?',
      'Reserve Online',
      'Protect Your Car',
      'Features',
    ])
    expect(infoTabs(0, true)).not.toContain('features')
    expect(infoTabs(3, false)).toEqual(['dealer-comments', 'whats-included', 'why-buy', 'protect-your-car', 'features'])
  })

  it('VDP-34 the sections layout, certified pre-owned only for a certified car, Reserve Online only with a Reserve button', () => {
    expect(pageSections(true, true).map((s) => SECTION_LABELS[s])).toEqual([
      'Key Information',
      'Our Comments',
      'Certified Pre-Owned',
      'Reserve Online',
      'Why Buy From Us',
      'Protect Your Car',
      'Car Summary',
      'All Specifications',
    ])
    expect(pageSections(false, true)).not.toContain('certified-pre-owned')
    expect(pageSections(false, false)).toEqual([
      'key-information',
      'our-comments',
      'why-buy',
      'protect-your-car',
      'car-summary',
      'all-specifications',
    ])
  })

  it('VDP-44 the feature banner links to offers, service and sell your car', () => {
    expect(FEATURE_BANNER_LINKS.map((l) => l.href)).toEqual(['/special-offers', '/service', '/sell-your-car'])
  })

  it("VDP-45 'Located at {city}' only when the car's city differs from the dealership's", () => {
    expect(locatedAtCity('Rockingham', 'Burswood')).toBe('Rockingham')
    expect(locatedAtCity('Burswood', 'burswood')).toBeNull()
    expect(locatedAtCity(null, 'Burswood')).toBeNull()
    expect(locatedAtCity('Rockingham', null)).toBe('Rockingham')
    expect(directionsHref({ lat: -31.9, lng: 115.8 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-31.9%2C115.8',
    )
    expect(directionsHref({ lat: null, lng: null, address: '1 Main St', city: 'Perth' })).toContain(
      '1%20Main%20St%2C%20Perth',
    )
  })

  it('VDP-48 VDP-49 the promo popup hides after expiry or once dismissed', () => {
    const now = new Date('2026-11-22T00:00:00Z')
    expect(popupVisible({ expiryDate: null }, now, false)).toBe(true)
    expect(popupVisible({ expiryDate: '2026-12-01T00:00:00Z' }, now, false)).toBe(true)
    expect(popupVisible({ expiryDate: '2026-11-21T00:00:00Z' }, now, false)).toBe(false)
    expect(popupVisible({ expiryDate: null }, now, true)).toBe(false)
    expect(popupStorageKey('7')).toBe('promo-popup-dismissed:7')
  })

  it('VDP-38 VDP-67 VDP-68 endpoints and the PDF file name', () => {
    expect(revealHref('a-b')).toBe('/api/cars/a-b/reveal')
    expect(printHref('a-b')).toBe('/print?car_id=a-b')
    expect(pdfFileName('2022-mazda-cx-5')).toBe('2022-mazda-cx-5.pdf')
  })
})
