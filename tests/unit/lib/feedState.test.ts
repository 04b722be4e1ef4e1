import { isFeedToken } from '@/domain/feeds/kinds'
import { newFeedToken, tokenMatches } from '@/lib/feedState'

describe('feed tokens', () => {
  it('a new token is 32 random bytes in base64url (43 characters), different every time', () => {
    const a = newFeedToken()
    const b = newFeedToken()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(isFeedToken(a)).toBe(true)
    expect(a).not.toBe(b)
  })

  it('matches only the exact token, whatever the lengths; nothing matches a missing token', () => {
    const token = newFeedToken()
    expect(tokenMatches(token, token)).toBe(true)
    expect(tokenMatches(token, `${token} `)).toBe(false)
    expect(tokenMatches(token, token.slice(0, -1))).toBe(false)
    expect(tokenMatches(token, token.toUpperCase())).toBe(token === token.toUpperCase())
    expect(tokenMatches(token, '')).toBe(false)
    expect(tokenMatches(token, null)).toBe(false)
    expect(tokenMatches(null, token)).toBe(false)
    expect(tokenMatches(null, null)).toBe(false)
    expect(tokenMatches('', '')).toBe(false)
  })
})
