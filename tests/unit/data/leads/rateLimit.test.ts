import { RateLimiter } from '@/data/leads/rateLimit'

describe('lead rate limit', () => {
  it('LEAD allows the limit per key per minute, then answers the seconds until the window resets', () => {
    const limiter = new RateLimiter(3)
    const t0 = 1_000_000
    expect([0, 1, 2].map((i) => limiter.hit('1|203.0.113.1', t0 + i))).toEqual([0, 0, 0])
    expect(limiter.hit('1|203.0.113.1', t0 + 15_000)).toBe(45)
    expect(limiter.hit('2|203.0.113.1', t0 + 15_000)).toBe(0)
    expect(limiter.hit('1|203.0.113.1', t0 + 60_000)).toBe(0)
  })
})

describe('lead rate limit keys and bounds', () => {
  it('an IPv6 client cannot dodge its limit by rotating addresses inside its /64; IPv4-mapped addresses are the IPv4 client', async () => {
    const { clientKey } = await import('@/data/leads/rateLimit')
    expect(clientKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64')
    expect(clientKey('2001:0db8:00aa:00bb::9')).toBe('2001:db8:aa:bb::/64')
    expect(clientKey('[2001:db8:aa:bb::1]')).toBe('2001:db8:aa:bb::/64')
    expect(clientKey('2001:db8:aa:bc::1')).not.toBe(clientKey('2001:db8:aa:bb::1'))
    expect(clientKey('::ffff:203.0.113.5')).toBe('203.0.113.5')
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5')
    expect(clientKey('')).toBe('unknown')
  })

  it('a flood of distinct addresses cannot grow the limiter without bound; a live client keeps its count', () => {
    const limiter = new RateLimiter(2, 60_000, 100)
    const t0 = 5_000_000
    for (let i = 0; i < 10_000; i++) limiter.hit(`flood-${i}`, t0)
    expect(limiter.size).toBeLessThanOrEqual(100)
    limiter.hit('me', t0)
    limiter.hit('me', t0)
    expect(limiter.check('me', t0)).toBeGreaterThan(0)
    expect(limiter.hit('me', t0)).toBeGreaterThan(0)
  })
})
