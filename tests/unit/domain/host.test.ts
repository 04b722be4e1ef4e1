import { isValidSlug, localTenantUrl, parseHost, stripPort } from '@/domain/host'

describe('parseHost (TEN-01)', () => {
  it.each([
    ['harbour.localhost:3000', { kind: 'slug', slug: 'harbour' }],
    ['harbour.localhost', { kind: 'slug', slug: 'harbour' }],
    ['HARBOUR.localhost', { kind: 'slug', slug: 'harbour' }],
    ['HARBOUR.LOCALHOST:3000', { kind: 'slug', slug: 'harbour' }],
    ['harbour-motors-2.localhost:3000', { kind: 'slug', slug: 'harbour-motors-2' }],
    ['harbour.localhost.', { kind: 'slug', slug: 'harbour' }],
    ['harbour.localhost.:3000', { kind: 'slug', slug: 'harbour' }],
  ])('TEN-01 %p is the tenant slug site', (host, expected) => {
    expect(parseHost(host)).toEqual(expected)
  })

  it.each([
    'localhost:3000',
    'localhost',
    'LOCALHOST',
    '127.0.0.1:3000',
    '127.0.0.1',
    '[::1]:3000',
    '[::1]',
    'localhost.',
  ])('TEN-01 %p is the platform (demo index), not a tenant', (host) => {
    expect(parseHost(host)).toEqual({ kind: 'platform' })
  })

  it.each([
    ['www.harbourmotors.com.au', 'www.harbourmotors.com.au'],
    ['www.harbourmotors.com.au:443', 'www.harbourmotors.com.au'],
    ['WWW.HarbourMotors.com.au', 'www.harbourmotors.com.au'],
    ['www.harbourmotors.com.au.', 'www.harbourmotors.com.au'],
    ['  www.harbourmotors.com.au  ', 'www.harbourmotors.com.au'],
  ])('TEN-01 %p is a production domain', (host, hostname) => {
    expect(parseHost(host)).toEqual({ kind: 'domain', hostname })
  })

  it.each([
    ['', 'empty'],
    [null, 'null'],
    [undefined, 'undefined'],
    ['bad host!', 'space and punctuation'],
    ['a..localhost', 'empty label'],
    ['.localhost', 'empty slug'],
    ['-harbour.localhost', 'label starting with a hyphen'],
    ['harbour-.localhost:3000', 'label ending with a hyphen'],
    ['a.b.localhost', 'nested subdomain is not a slug'],
    ['harbour_motors.localhost', 'underscore'],
    ['evil.com/path', 'path characters'],
    ['user@harbour.localhost', 'userinfo'],
    [`${'a'.repeat(64)}.localhost`, 'label longer than 63'],
    ['[::2]:3000', 'other IPv6 literal'],
  ] as [string | null | undefined, string][])('TEN-01 %p is invalid (%s)', (host) => {
    expect(parseHost(host)).toEqual({ kind: 'invalid' })
  })
})

describe('stripPort', () => {
  it.each([
    ['harbour.localhost:3000', 'harbour.localhost'],
    ['Harbour.Localhost', 'harbour.localhost'],
    ['www.harbourmotors.com.au:443', 'www.harbourmotors.com.au'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    [' localhost:3000 ', 'localhost'],
    ['localhost', 'localhost'],
  ])('%p → %p', (host, expected) => {
    expect(stripPort(host)).toBe(expected)
  })
})

describe('isValidSlug (TEN-01)', () => {
  it.each(['harbour', 'a', 'harbour-motors', 'h2', '4x4', 'a'.repeat(63)])('accepts %p', (slug) => {
    expect(isValidSlug(slug)).toBe(true)
  })

  it.each([
    '',
    'Harbour',
    'harbour motors',
    'harbour_motors',
    '-harbour',
    'harbour.motors',
    'a'.repeat(64),
    'harbour/x',
  ])('refuses %p', (slug) => {
    expect(isValidSlug(slug)).toBe(false)
  })

  it('every valid slug parses back from its local URL host', () => {
    for (const slug of ['harbour', 'alpha-2', '4x4']) {
      const host = new URL(localTenantUrl(slug)).host
      expect(parseHost(host)).toEqual({ kind: 'slug', slug })
    }
  })

  it('localTenantUrl builds http://{slug}.localhost:{port}', () => {
    expect(localTenantUrl('harbour')).toBe('http://harbour.localhost:3000')
    expect(localTenantUrl('harbour', 4100)).toBe('http://harbour.localhost:4100')
  })
})
