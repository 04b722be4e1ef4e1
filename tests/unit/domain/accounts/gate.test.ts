import { gateDecision, gatedType } from '@/domain/accounts/gate'
import { TEMPLATE_DEFAULTS } from '@/domain/siteConfig'

const open = { gating: { checkout: false, finance: false, spinToWin: false, tradeIn: false, sellMyCar: false } }
const gated = { gating: { checkout: true, finance: true, spinToWin: true, tradeIn: true, sellMyCar: true } }

describe('gated routes (TEN-19, TEN-25..27, RTE-23)', () => {
  it('RTE-23 / TEN-25: /my-garage, /spin-to-win and /online-payment are gated on every tenant, whatever its flags', () => {
    for (const config of [open, gated, TEMPLATE_DEFAULTS.group, TEMPLATE_DEFAULTS.brand, TEMPLATE_DEFAULTS.used]) {
      expect(gatedType('/my-garage', config)).toBe('my-garage')
      expect(gatedType('/my-garage/cars?x=1', config)).toBe('my-garage')
      expect(gatedType('/spin-to-win', config)).toBe('spin-to-win')
      expect(gatedType('/online-payment', config)).toBe('online-payment')
    }
    expect(gatedType('/my-garages', open)).toBeNull()
  })

  it("TEN-19: the tenant's gating flags gate trade-in, sell-my-car, finance and checkout", () => {
    expect(gatedType('/trade-in', open)).toBeNull()
    expect(gatedType('/trade-in', gated)).toBe('trade-in')
    expect(gatedType('/cars/trade-in?car_id=4', gated)).toBe('trade-in')
    expect(gatedType('/sell-my-car', gated)).toBe('trade-in')
    expect(gatedType('/apply-for-finance', gated)).toBe('finance')
    expect(gatedType('/cars/2021-mazda-cx-5/checkout', gated)).toBe('checkout')
    expect(gatedType('/cars/2021-mazda-cx-5/checkout', open)).toBeNull()
    expect(gatedType('/search', gated)).toBeNull()
  })

  it('TEN-26: a visitor opening a gated route is sent to sign-in with the route as its redirect', () => {
    expect(gateDecision('/my-garage', { signedIn: false, config: open })).toEqual({
      kind: 'sign-in',
      to: '/sign-in?type=my-garage&redirect=%2Fmy-garage',
    })
    expect(gateDecision('/trade-in?car_id=3', { signedIn: false, config: gated })).toEqual({
      kind: 'sign-in',
      to: '/sign-in?type=trade-in&redirect=%2Ftrade-in%3Fcar_id%3D3',
    })
  })

  it('TEN-27: a signed-in shopper goes straight through; an open route lets everyone through', () => {
    expect(gateDecision('/my-garage', { signedIn: true, config: open })).toEqual({ kind: 'through' })
    expect(gateDecision('/search', { signedIn: false, config: gated })).toEqual({ kind: 'through' })
  })
})

describe('the account routes in SITE_ROUTES (CMS-30, RTE-23)', () => {
  it('CMS-30: /sign-in and /my-garage are routes, never shared by the page cache, linked only where the garage is on', async () => {
    const { isLivePath, routeCaching } = await import('@/domain/routes')
    const on = { pageSlugs: new Set<string>(), config: TEMPLATE_DEFAULTS.group }
    const off = { pageSlugs: new Set<string>(), config: TEMPLATE_DEFAULTS.used }
    expect(TEMPLATE_DEFAULTS.group.features.garageEnabled).toBe(true)
    for (const path of ['/sign-in', '/sign-in?type=watchlist&redirect=%2Fsearch', '/my-garage']) {
      expect([path, routeCaching(path)]).toEqual([path, 'private'])
      expect([path, isLivePath(path, on)]).toEqual([path, true])
      expect([path, isLivePath(path, off)]).toEqual([path, TEMPLATE_DEFAULTS.used.features.garageEnabled])
    }
  })

  it('the password reset pages are routes, never shared by the page cache, linked only where the garage is on', async () => {
    const { isLivePath, routeCaching } = await import('@/domain/routes')
    const on = { pageSlugs: new Set<string>(), config: TEMPLATE_DEFAULTS.group }
    const garageOff = { ...TEMPLATE_DEFAULTS.group.features, garageEnabled: false }
    const off = { pageSlugs: new Set<string>(), config: { ...TEMPLATE_DEFAULTS.group, features: garageOff } }
    for (const path of ['/forgot-password', '/reset-password?token=x']) {
      expect([path, routeCaching(path)]).toEqual([path, 'private'])
      expect([path, isLivePath(path, on)]).toEqual([path, true])
      expect([path, isLivePath(path, off)]).toEqual([path, false])
    }
  })
})
