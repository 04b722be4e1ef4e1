import {
  COPIED_MS,
  COPY_TOAST_MS,
  popupFeatures,
  SHARE_POPUP,
  sharePlan,
  vehicleShareUrl,
} from '@/domain/vehicle/share'

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
