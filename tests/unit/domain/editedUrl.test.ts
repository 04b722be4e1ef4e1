import { editedUrlProblem } from '@/domain/links'

describe('editedUrlProblem: what a marketer may type in a URL field', () => {
  it.each([
    'https://cdn.example.com.au/promo.jpg',
    'HTTPS://CDN.EXAMPLE.COM.AU/PROMO.JPG',
    'https://www.google.com/maps/search/?api=1&query=-33.86,151.2',
    '/demo-images/promo-1.jpg?p=0b2545&a=c9a227',
    '/finance',
  ])('accepts an https address or a site path: %p', (value) => {
    expect(editedUrlProblem(value, 'image')).toBeNull()
    expect(editedUrlProblem(value, 'link')).toBeNull()
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    '//evil.example/x.jpg',
    '/\\evil.example/x.jpg',
    '\\\\evil.example',
    'http://cdn.example.com.au/promo.jpg',
    'https://',
    'https://user:pass@evil.example/',
    'https://cdn.example.com.au/a b.jpg',
    'ftp://cdn.example.com.au/promo.jpg',
    'promo.jpg',
    'https:/evil.example',
  ])('refuses %p with a message saying what to use', (value) => {
    const problem = editedUrlProblem(value, 'image')
    expect(problem).toMatch(/https:\/\/ address or a path of this site/)
    expect(editedUrlProblem(value, 'link')).not.toBeNull()
  })

  it('lets a link (not an image) be a #section, mailto: or tel:', () => {
    for (const value of ['#finance-form', 'mailto:sales@harbour.example', 'tel:0299990000', 'tel:+61299990000']) {
      expect(editedUrlProblem(value, 'link')).toBeNull()
      expect(editedUrlProblem(value, 'image')).not.toBeNull()
    }
    expect(editedUrlProblem('mailto:a@b.au?body=<script>', 'link')).not.toBeNull()
    expect(editedUrlProblem('tel:javascript:alert(1)', 'link')).not.toBeNull()
  })
})
