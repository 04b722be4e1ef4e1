/**
 * The security headers the proxy sends (src/domain/security/headers.ts): what each policy allows and forbids.
 */
import {
  API_POLICY,
  adminPolicy,
  baseHeaders,
  hsts,
  secureCookie,
  sitePolicy,
  withoutPayloadCookies,
} from '@/domain/security/headers'

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.split(' ')[0] === name)

describe('Content-Security-Policy', () => {
  it('injected script: a site page runs only its own scripts, nonce-carrying inline ones and the tenant’s chat provider', () => {
    const policy = sitePolicy({ nonce: 'n0nce', chatOrigin: 'https://chat.example' })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n0nce' https://chat.example")
    expect(policy).not.toMatch(/unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe-inline/)
    expect(policy).not.toMatch(/strict-dynamic|unsafe-eval/)
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://chat.example")
    expect(directive(sitePolicy({ nonce: 'x', chatOrigin: null }), 'script-src')).toBe("script-src 'self' 'nonce-x'")
  })

  it('plugins, base-tag hijack and off-site form posts are refused on sites and the admin', () => {
    for (const policy of [sitePolicy({ nonce: 'a' }), adminPolicy({ nonce: 'a' })]) {
      expect(directive(policy, 'object-src')).toBe("object-src 'none'")
      expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
      expect(directive(policy, 'form-action')).toBe("form-action 'self'")
    }
  })

  it('clickjacking: the admin is never framed, a site only by itself, an API answer by nobody', () => {
    expect(directive(adminPolicy({ nonce: 'a' }), 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive(sitePolicy({ nonce: 'a' }), 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(API_POLICY).toBe("default-src 'none'; frame-ancestors 'none'")
  })

  it('live preview: the admin origins may frame a site page only when the proxy passes them for a preview request', () => {
    const admin = ['https://admin.group.example', 'http://localhost:3000']
    expect(directive(sitePolicy({ nonce: 'a', previewFrameAncestors: admin }), 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://admin.group.example http://localhost:3000",
    )
    expect(directive(sitePolicy({ nonce: 'a', previewFrameAncestors: [] }), 'frame-ancestors')).toBe(
      "frame-ancestors 'self'",
    )
    // the admin frames the tenant sites: https ones and the demo's http://{slug}.localhost
    expect(directive(adminPolicy({ nonce: 'a' }), 'frame-src')).toBe("frame-src 'self' https: http://*.localhost:*")
  })

  it('video embeds the vehicle page supports may be framed; eval only in development', () => {
    const frames = directive(sitePolicy({ nonce: 'a' }), 'frame-src')
    expect(frames).toContain('https://www.youtube-nocookie.com')
    expect(frames).toContain('https://player.vimeo.com')
    expect(directive(sitePolicy({ nonce: 'a', dev: true }), 'script-src')).toContain("'unsafe-eval'")
  })

  it('mixed content: over https the browser upgrades http sub-resources; not over http', () => {
    expect(sitePolicy({ nonce: 'a', https: true })).toContain('upgrade-insecure-requests')
    expect(sitePolicy({ nonce: 'a', https: false })).not.toContain('upgrade-insecure-requests')
  })
})

describe('transport and sniffing headers', () => {
  it('SSL stripping: HSTS (two years, subdomains) only when the request came over https', () => {
    expect(hsts(true)).toBe('max-age=63072000; includeSubDomains')
    expect(hsts(false)).toBeNull()
    expect(baseHeaders(true)['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
    expect(baseHeaders(false)['Strict-Transport-Security']).toBeUndefined()
  })

  it('MIME sniffing and referrer leaks: nosniff and strict-origin-when-cross-origin on every answer', () => {
    expect(baseHeaders(false)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
  })
})

describe('cookies', () => {
  it('an admin session cookie is removed from requests to a tenant host; other cookies stay', () => {
    expect(withoutPayloadCookies('payload-token=abc; viewed=1; payload-lng=en')).toBe('viewed=1')
    expect(withoutPayloadCookies('payload-token=abc')).toBeNull()
    expect(withoutPayloadCookies(null)).toBeNull()
  })

  it('session cookie over https is marked Secure (once)', () => {
    expect(secureCookie('payload-token=abc; Path=/; HttpOnly; SameSite=Lax')).toBe(
      'payload-token=abc; Path=/; HttpOnly; SameSite=Lax; Secure',
    )
    expect(secureCookie('payload-token=abc; Secure; Path=/')).toBe('payload-token=abc; Secure; Path=/')
  })
})
