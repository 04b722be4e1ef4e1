import {
  computePriceGauge,
  GAUGE_ANIMATION_MS,
  GAUGE_FETCH_FAILED,
  GAUGE_NO_DATA,
  gaugeBand,
  gaugeFill,
  gaugeLabel,
  gaugeListingPrice,
  gaugeVisible,
  type PriceGaugeResponse,
} from '@/domain/vehicle/priceGauge'

const market = { market_range_min: 28000, market_range_max: 36000, confidence: 0.8, state_average_market_price: 32000 }
const response: PriceGaugeResponse = {
  fill: 0.5,
  listing_price: 32000,
  market_range_min: 28000,
  market_range_max: 36000,
  confidence: 0.8,
  description: 'x',
}

describe('price gauge response', () => {
  it('PRC-12 fill is where the listing price sits in the market range, cheaper = fuller, clamped 0..1', () => {
    expect(gaugeFill(28000, 28000, 36000)).toBe(1)
    expect(gaugeFill(36000, 28000, 36000)).toBe(0)
    expect(gaugeFill(30000, 28000, 36000)).toBe(0.75)
    expect(gaugeFill(20000, 28000, 36000)).toBe(1)
    expect(gaugeFill(40000, 28000, 36000)).toBe(0)
    expect(gaugeFill(30000, 30000, 30000)).toBeNull()
  })

  it('PRC-12 computes fill, listing_price, range, confidence and a description from the market data', () => {
    expect(computePriceGauge(market, { price: 30000 })).toEqual({
      fill: 0.75,
      listing_price: 30000,
      market_range_min: 28000,
      market_range_max: 36000,
      confidence: 0.8,
      description: 'Similar cars are advertised from $28,000 to $36,000.',
    })
    expect(computePriceGauge({ ...market, description: 'Priced well' }, { price: 30000 })?.description).toBe(
      'Priced well',
    )
  })

  it('PRC-12 the listing price is the offer price above 10, else the price, else the market data’s', () => {
    expect(gaugeListingPrice({ price: 32000, offerPrice: 29990 })).toBe(29990)
    expect(gaugeListingPrice({ price: 32000, offerPrice: 0 })).toBe(32000)
    expect(gaugeListingPrice({ price: 5 })).toBeNull()
    expect(computePriceGauge({ ...market, listing_price: 34000 }, { price: null })?.listing_price).toBe(34000)
    expect(computePriceGauge(market, { price: 32000, offerPrice: 30000 })?.fill).toBe(0.75)
  })

  it('PRC-15 ERR-05 missing range, confidence or price gives no response (204)', () => {
    expect(computePriceGauge(null, { price: 30000 })).toBeNull()
    expect(computePriceGauge({ state_average_market_price: 31000 }, { price: 30000 })).toBeNull()
    expect(computePriceGauge({ ...market, confidence: null }, { price: 30000 })).toBeNull()
    expect(computePriceGauge(market, { price: null })).toBeNull()
    // a range with no width falls back to a stored fill
    expect(computePriceGauge({ ...market, market_range_min: 36000, fill: 0.4 }, { price: 30000 })?.fill).toBe(0.4)
    expect(computePriceGauge({ ...market, market_range_min: 36000 }, { price: 30000 })).toBeNull()
    expect(GAUGE_NO_DATA).toBe('No data returned')
    expect(GAUGE_FETCH_FAILED).toBe('Failed to fetch auto gauge data.')
  })
})

describe('price gauge visibility, label and colour', () => {
  it('PRC-15 hidden when any of fill, listing_price, market_range_min, market_range_max or confidence is missing', () => {
    expect(gaugeVisible(response)).toBe(true)
    for (const key of ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const) {
      expect(gaugeVisible({ ...response, [key]: null })).toBe(false)
      const { [key]: _dropped, ...rest } = response
      expect(gaugeVisible(rest)).toBe(false)
    }
    expect(gaugeVisible(null)).toBe(false)
  })

  it('PRC-16 hidden when confidence is 0.2 or lower', () => {
    expect(gaugeVisible({ ...response, confidence: 0.2 })).toBe(false)
    expect(gaugeVisible({ ...response, confidence: 0.1 })).toBe(false)
    expect(gaugeVisible({ ...response, confidence: 0.21 })).toBe(true)
  })

  it('PRC-17 hidden when market_range_max is below listing_price', () => {
    expect(gaugeVisible({ ...response, market_range_max: 31999 })).toBe(false)
    expect(gaugeVisible({ ...response, market_range_max: 32000 })).toBe(true)
  })

  it("PRC-19 PRC-20 'Good Deal' under 0.65, 'Great Deal' from 0.65", () => {
    expect(gaugeLabel(0)).toBe('Good Deal')
    expect(gaugeLabel(0.6499)).toBe('Good Deal')
    expect(gaugeLabel(0.65)).toBe('Great Deal')
    expect(gaugeLabel(1)).toBe('Great Deal')
  })

  it('PRC-21 PRC-22 PRC-23 colour bands: low under 0.3, medium 0.3 to under 0.6, high from 0.6', () => {
    expect(gaugeBand(0.29)).toBe('low')
    expect(gaugeBand(0.3)).toBe('medium')
    expect(gaugeBand(0.59)).toBe('medium')
    expect(gaugeBand(0.6)).toBe('high')
    expect(gaugeBand(1)).toBe('high')
  })

  it('PRC-14 the animation lasts 2.5 s', () => {
    expect(GAUGE_ANIMATION_MS).toBe(2500)
  })
})
