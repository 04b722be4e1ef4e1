import {
  GARAGE_PATH,
  parseSignInQuery,
  safeSitePath,
  SIGN_IN_REASONS,
  SIGN_IN_TYPES,
  signInPath,
  signInType,
} from '@/domain/accounts/signIn'

describe('sign-in address (RTE-21, RTE-22)', () => {
  it('RTE-21: /sign-in?type={type}&redirect={target}&back={origin}', () => {
    expect(signInPath({ type: 'watchlist', redirect: '/cars/2021-mazda-cx-5', back: '/search' })).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2F2021-mazda-cx-5&back=%2Fsearch',
    )
    expect(signInPath({ type: 'my-garage', redirect: '/my-garage' })).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage',
    )
    expect(signInPath()).toBe('/sign-in')
  })

  it('RTE-22: the type is one of the eight kinds; anything else is a plain sign-in', () => {
    expect([...SIGN_IN_TYPES]).toEqual([
      'trade-in',
      'checkout',
      'finance',
      'spin-to-win',
      'online-payment',
      'car-finance',
      'my-garage',
      'watchlist',
    ])
    for (const t of SIGN_IN_TYPES) {
      expect(signInType(t)).toBe(t)
      expect(SIGN_IN_REASONS[t]).toMatch(/^Sign in /)
    }
    expect(signInType('admin')).toBeNull()
    expect(signInType(['watchlist'])).toBeNull()
    expect(parseSignInQuery({ type: 'superuser' }).type).toBeNull()
  })

  it('RTE-21: redirect and back are same-site paths only (no open redirect)', () => {
    expect(safeSitePath('/my-garage?tab=1#x')).toBe('/my-garage?tab=1#x')
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/foo\nbar',
      '/\u0000',
      '',
      `/${'a'.repeat(2000)}`,
      '/sign-in?type=watchlist',
    ])
      expect(safeSitePath(bad)).toBeNull()
    expect(signInPath({ type: 'finance', redirect: 'https://evil.example', back: '//evil.example' })).toBe(
      '/sign-in?type=finance',
    )
  })

  it('RTE-21: the page reads its query: an unsafe redirect falls back to My garage, an unsafe back to none', () => {
    expect(parseSignInQuery({ type: 'watchlist', redirect: '/cars/x', back: '/search' })).toEqual({
      type: 'watchlist',
      redirect: '/cars/x',
      back: '/search',
    })
    expect(parseSignInQuery({ redirect: 'https://evil.example', back: '//evil' })).toEqual({
      type: null,
      redirect: GARAGE_PATH,
      back: null,
    })
    expect(parseSignInQuery({ redirect: ['/a', '/b'] }).redirect).toBe('/a')
  })

  it('RTE-21: where the garage is off, a sign-in without a redirect goes to the home page, never to /my-garage', () => {
    expect(parseSignInQuery({}, '/').redirect).toBe('/')
    expect(parseSignInQuery({ redirect: 'https://evil.example' }, '/').redirect).toBe('/')
    expect(parseSignInQuery({ redirect: '/cars/x' }, '/').redirect).toBe('/cars/x')
  })
})
