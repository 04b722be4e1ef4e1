import { isSafeHref, safeHref } from '@/domain/links'

describe('isSafeHref / safeHref (RTE-36)', () => {
  it.each([
    '/finance',
    '/cars/toyota-hilux-sr5?x=1',
    '#finance-form',
    '#vehicle-map',
    '?page=2',
    'https://www.harbourmotors.com.au/offers',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:sales@harbourmotors.com.au',
    'tel:0299990000',
    'tel:+61299990000',
    'finance/pre-approval',
  ])('RTE-36 allows %p', (href) => {
    expect(isSafeHref(href)).toBe(true)
    expect(safeHref(href)).toBe(href)
  })

  it('RTE-36 call actions: tel: links are kept as they are', () => {
    expect(safeHref('tel:1300 000 000')).toBe('tel:1300 000 000')
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'javascript:alert(1)  ',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '//evil.example/path',
    'file:///etc/passwd',
    'ftp://example.com',
    'java script:alert(1)',
    '',
    '   ',
  ])('refuses %p', (href) => {
    expect(isSafeHref(href)).toBe(false)
    expect(safeHref(href)).toBeNull()
  })

  it('safeHref trims an allowed link and maps empty values to null', () => {
    expect(safeHref('  /finance  ')).toBe('/finance')
    expect(safeHref(null)).toBeNull()
    expect(safeHref(undefined)).toBeNull()
  })

  // RTE-36: share actions use sms: links.
  it('RTE-36 share actions: sms: links are allowed', () => {
    expect(isSafeHref('sms:?&body=https%3A%2F%2Fharbour.localhost%2Fcars%2Fx')).toBe(true)
  })
})
