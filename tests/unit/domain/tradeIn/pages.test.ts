import { SPEC_DEFAULT_REGO_STATE, defaultRegoState } from '@/domain/tradeIn/rego'
import {
  TRADE_IN_PAGES,
  tradeInCarId,
  tradeInGated,
  tradeInSignInPath,
  type TradeInPageKind,
} from '@/domain/tradeIn/pages'

describe('the four trade-in pages', () => {
  it('RTE-14 /trade-in, /sell-your-car and /sell-my-car are the general pages; RTE-13 /cars/trade-in values one car', () => {
    const rows = Object.entries(TRADE_IN_PAGES).map(([kind, p]) => [kind, p.path, p.category, p.title, p.cmsSlug])
    expect(rows).toEqual([
      ['trade-in', '/trade-in', 'Trade-in', 'Trade in your car', 'trade-in'],
      ['sell-my-car', '/sell-my-car', 'Sell My Car', 'Sell your car', 'sell-my-car'],
      ['sell-your-car', '/sell-your-car', 'Sell My Car', 'Sell your car', 'sell-your-car'],
      ['cars/trade-in', '/cars/trade-in', 'Trade-in', 'Trade in your car', null],
    ])
  })

  it('RTE-13 takes ?car_id= as one id or slug of word characters and hyphens, at most 64', () => {
    expect(tradeInCarId('42')).toBe('42')
    expect(tradeInCarId('2021-toyota-hilux-sr5')).toBe('2021-toyota-hilux-sr5')
    expect(tradeInCarId(undefined)).toBeNull()
    expect(tradeInCarId(['1', '2'])).toBeNull()
    expect(tradeInCarId('')).toBeNull()
    expect(tradeInCarId('a b')).toBeNull()
    expect(tradeInCarId('<script>')).toBeNull()
    expect(tradeInCarId('x'.repeat(64))).toBe('x'.repeat(64))
    expect(tradeInCarId('x'.repeat(65))).toBeNull()
  })

  it('TEN-24 gates trade-in and sell-my-car by their own flags', () => {
    const config = (tradeIn: boolean, sellMyCar: boolean) => ({
      gating: { checkout: false, finance: false, spinToWin: false, tradeIn, sellMyCar },
    })
    expect(tradeInGated(config(true, false), 'Trade-in')).toBe(true)
    expect(tradeInGated(config(true, false), 'Sell My Car')).toBe(false)
    expect(tradeInGated(config(false, true), 'Sell My Car')).toBe(true)
    expect(tradeInGated(config(false, true), 'Trade-in')).toBe(false)
  })

  it('sign-in returns to the page, and to the same car only on /cars/trade-in', () => {
    const path = (kind: TradeInPageKind, carId: string | null) => tradeInSignInPath(kind, carId)
    expect(path('trade-in', null)).toBe('/sign-in?type=trade-in&redirect=%2Ftrade-in')
    expect(path('trade-in', '42')).toBe('/sign-in?type=trade-in&redirect=%2Ftrade-in')
    expect(path('sell-my-car', null)).toBe('/sign-in?type=sell-my-car&redirect=%2Fsell-my-car')
    expect(path('sell-your-car', null)).toBe('/sign-in?type=sell-my-car&redirect=%2Fsell-your-car')
    expect(path('cars/trade-in', '42')).toBe('/sign-in?type=trade-in&redirect=%2Fcars%2Ftrade-in%3Fcar_id%3D42')
    expect(path('cars/trade-in', null)).toBe('/sign-in?type=trade-in&redirect=%2Fcars%2Ftrade-in')
  })
})

describe('defaultRegoState (the trade-in form starts at the tenant’s state)', () => {
  it('CONST-01 uses the tenant’s state; the spec’s qld only as the last fallback', () => {
    expect(defaultRegoState('NSW')).toBe('NSW')
    expect(defaultRegoState(' wa ')).toBe('WA')
    expect(defaultRegoState('Qld')).toBe('QLD')
    expect(defaultRegoState(null)).toBe('QLD')
    expect(defaultRegoState('Sydney')).toBe(SPEC_DEFAULT_REGO_STATE)
  })
})
