import { brandColourOf, emailHtml, textEmail, textEmailHtml } from '@/domain/email/layout'
import { EMAIL_PREVIEWS, isEmailPreviewKey, previewEmail, type PreviewCar } from '@/domain/email/previews'

const prices = { subscriptions: false, pricesVisible: true, noPriceText: 'Enquire for price' }
const now = new Date('2026-11-27T04:00:00Z')
const car = (name: string, price: number | null = 30_000): PreviewCar => ({
  name,
  url: `https://harbour.example/cars/${name.toLowerCase().replace(/\W+/g, '-')}`,
  imageUrl: '/media/car.webp',
  km: 12_000,
  price,
})

describe('the email layout every shopper email shares', () => {
  it('keeps a brand colour only when it is a hex colour, and escapes every value', () => {
    expect(brandColourOf('#c8102e')).toBe('#c8102e')
    expect(brandColourOf('red;background:url(x)')).toBe('#0b3d91')
    const html = emailHtml({ siteName: 'A & B <Motors>', brandColour: '#123456', title: 'Hi "you"', body: '<p>x</p>' })
    expect(html).toContain('A &amp; B &lt;Motors&gt;')
    expect(html).toContain('<title>Hi &quot;you&quot;</title>')
    expect(html).toContain('background:#123456')
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">')
  })

  it('a text email’s HTML part says the same words, its link a button', () => {
    const text =
      'Welcome to Harbour.\n\nConfirm it here: https://h.example/verify-email?token=abc\n\nThe link works once.'
    const html = textEmailHtml({ siteName: 'Harbour', brandColour: '#0b3d91', title: 'Confirm', text })
    expect(html).toContain('<p style="margin:0 0 12px;font-size:15px;line-height:1.5">Welcome to Harbour.</p>')
    expect(html).toMatch(/<a href="https:\/\/h\.example\/verify-email\?token=abc"[^>]*>Confirm it here<\/a>/)
    expect(html).toContain('The link works once.')
    expect(textEmail({ siteName: 'Harbour', brandColour: '#0b3d91', subject: 'Confirm', text })).toEqual({
      subject: 'Confirm',
      text,
      html,
    })
  })
})

describe('email previews', () => {
  const input = {
    siteName: 'Harbour Auto Group',
    brandColour: '#0b3d91',
    origin: 'https://harbour.example',
    prices,
    cars: [car('2023 Mazda CX-5'), car('2021 Ford Ranger'), car('2020 Kia Sportage'), car('2019 Toyota HiLux')],
    now,
  }

  it('every email a shopper can get has a preview with a subject, text and HTML', () => {
    for (const { key } of EMAIL_PREVIEWS) {
      const mail = previewEmail(key, input)
      expect(mail.subject).toContain('Harbour Auto Group')
      expect(mail.text.length).toBeGreaterThan(40)
      expect(mail.html).toMatch(/^<!doctype html>/)
      expect(mail.html).toContain('Harbour Auto Group')
    }
    expect(isEmailPreviewKey('alert-watchlist')).toBe(true)
    expect(isEmailPreviewKey('nope')).toBe(false)
  })

  it('alerts show the tenant’s cars; a sample drop is marked and shown as the car page would', () => {
    const watch = previewEmail('alert-watchlist', input)
    expect(watch.subject).toBe('A car you watch dropped in price at Harbour Auto Group')
    expect(watch.text).toContain('2023 Mazda CX-5 (sample drop) — $29,000, down $1,000 (was $30,000)')
    const fresh = previewEmail('alert-new', input)
    expect(fresh.subject).toBe('7 new cars for "Used SUVs under $50,000" at Harbour Auto Group')
    expect(fresh.text).toContain(
      '- 2021 Ford Ranger — $30,000, 12,000 km: https://harbour.example/cars/2021-ford-ranger',
    )
    const digest = previewEmail('alert-digest', input)
    expect(digest.text.indexOf('Cars you watch')).toBeLessThan(digest.text.indexOf('Used SUVs'))
    // a tenant that hides prices: no price, no drop claimed
    const hidden = previewEmail('alert-watchlist', { ...input, prices: { ...prices, pricesVisible: false } })
    expect(hidden.text).toContain('Enquire for price')
    expect(hidden.text).not.toContain('down $')
  })

  it('a tenant with no cars gets a stand-in; the account emails carry sample links that open nothing', () => {
    expect(previewEmail('alert-new', { ...input, cars: [] }).text).toContain('(sample)')
    expect(previewEmail('verify', input).text).toContain('https://harbour.example/verify-email?token=sample-token')
    expect(previewEmail('reset', input).subject).toBe('Reset your Harbour Auto Group password')
    expect(previewEmail('change-notice', input).text).toContain('new.address@example.com')
  })
})
