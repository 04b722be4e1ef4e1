import { FEED_PATHS, feedUrl, isFeedToken } from '@/domain/feeds/kinds'

import { ORIGIN } from './fixtures'

describe('feed addresses', () => {
  it('feed URLs live on the tenant host with the token as a query parameter', () => {
    expect(FEED_PATHS).toEqual({ google: '/api/feeds/google-vehicle-ads.xml', meta: '/api/feeds/meta-catalogue.xml' })
    expect(feedUrl(`${ORIGIN}/`, 'google', 'abc_DEF-123')).toBe(
      `${ORIGIN}/api/feeds/google-vehicle-ads.xml?token=abc_DEF-123`,
    )
    expect(isFeedToken('a'.repeat(43))).toBe(true)
    expect(isFeedToken('short')).toBe(false)
    expect(isFeedToken(`${'a'.repeat(40)}&x=1`)).toBe(false)
  })
})
