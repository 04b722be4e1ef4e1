import { revalidateToken, tokenMatches } from '@/lib/revalidateToken'

describe('revalidate token (the stock import asks a running app to refresh)', () => {
  const secret = 'a-very-long-payload-secret-for-tests'

  it('is derived from the secret and matches only itself', () => {
    const token = revalidateToken(secret)
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(tokenMatches(token, secret)).toBe(true)
    expect(tokenMatches(revalidateToken('another-secret-of-enough-length'), secret)).toBe(false)
    expect(tokenMatches(token.slice(1), secret)).toBe(false)
    expect(tokenMatches('', secret)).toBe(false)
    expect(tokenMatches(null, secret)).toBe(false)
  })
})
