import { belowMarket, BELOW_MARKET_MARGIN } from '@/domain/vehicle/belowMarket'

describe('below-market indicator', () => {
  it('PRC-09 shows when the average exceeds the price by more than 499 and the price is below the state average', () => {
    expect(BELOW_MARKET_MARGIN).toBe(499)
    expect(belowMarket(30000, { state_average_market_price: 31000 })).toEqual({
      show: true,
      average: 31000,
      difference: 1000,
    })
    expect(belowMarket(30000, { state_average_market_price: 30500 }).show).toBe(true)
    expect(belowMarket(30000, { state_average_market_price: 30499 }).show).toBe(false)
    expect(belowMarket(30000, { state_average_market_price: 29000 }).show).toBe(false)
  })

  it('PRC-10 the state average is preferred over the national one', () => {
    expect(belowMarket(30000, { state_average_market_price: 30200, average_market_price: 35000 })).toEqual({
      show: false,
      average: 30200,
      difference: null,
    })
    expect(belowMarket(30000, { state_average_market_price: 32000, average_market_price: 30100 })).toEqual({
      show: true,
      average: 32000,
      difference: 2000,
    })
  })

  it('PRC-10 without a state average the national one is the average, but the price-below-state condition cannot hold', () => {
    expect(belowMarket(30000, { average_market_price: 35000 })).toEqual({
      show: false,
      average: 35000,
      difference: null,
    })
    expect(belowMarket(30000, { state_average_market_price: null, average_market_price: 35000 }).show).toBe(false)
  })

  it('PRC-09 no price or no market data shows nothing', () => {
    expect(belowMarket(null, { state_average_market_price: 31000 }).show).toBe(false)
    expect(belowMarket(0, { state_average_market_price: 31000 }).show).toBe(false)
    expect(belowMarket(30000, null)).toEqual({ show: false, average: null, difference: null })
  })
})
