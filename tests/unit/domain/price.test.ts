import { formatDollars, formatKm, isRealPrice, priceDisplay, priceTypeLabel } from '@/domain/price'

const cfg = { subscriptions: false, pricesVisible: true, noPriceText: 'Enquire for price.' }
const base = { price: null, offer_price: null, before_price: null, subscription_price: null, preorder: false }

describe('priceDisplay: price display priority', () => {
  it('PRC-01 subscription_price comes first when the site offers subscriptions and it is above 0', () => {
    const v = { ...base, price: 45990, offer_price: 42990, subscription_price: 199 }
    expect(priceDisplay(v, { ...cfg, subscriptions: true })).toEqual({
      kind: 'subscription',
      amount: 199,
      before: null,
      text: '$199',
    })
  })

  it('PRC-01 subscription_price is ignored when the site does not offer subscriptions, or it is 0', () => {
    expect(priceDisplay({ ...base, price: 45990, subscription_price: 199 }, cfg).kind).toBe('price')
    expect(priceDisplay({ ...base, price: 45990, subscription_price: 0 }, { ...cfg, subscriptions: true }).kind).toBe(
      'price',
    )
  })

  it('PRC-01 a subscription price of 1 (above 0) still shows', () => {
    expect(priceDisplay({ ...base, subscription_price: 1 }, { ...cfg, subscriptions: true }).amount).toBe(1)
  })

  it('PRC-02 the reduced price (offer_price) above 10 comes before the price', () => {
    expect(priceDisplay({ ...base, price: 45990, offer_price: 42990 }, cfg)).toEqual({
      kind: 'offer',
      amount: 42990,
      before: null,
      text: '$42,990',
    })
  })

  it('PRC-02 PRC-07 an offer_price of 10 is not a real price: the price shows; 11 is', () => {
    expect(priceDisplay({ ...base, price: 45990, offer_price: 10 }, cfg).kind).toBe('price')
    expect(priceDisplay({ ...base, price: 45990, offer_price: 11 }, cfg).kind).toBe('offer')
  })

  it('PRC-03 before_price is struck through only when it is higher than the offer', () => {
    expect(priceDisplay({ ...base, offer_price: 42990, before_price: 45990 }, cfg).before).toBe(45990)
    expect(priceDisplay({ ...base, offer_price: 42990, before_price: 42990 }, cfg).before).toBeNull()
    expect(priceDisplay({ ...base, offer_price: 42990, before_price: 40000 }, cfg).before).toBeNull()
    expect(priceDisplay({ ...base, offer_price: 42990 }, cfg).before).toBeNull()
  })

  it('PRC-03 before_price is never shown without an offer', () => {
    expect(priceDisplay({ ...base, price: 42990, before_price: 45990 }, cfg)).toEqual({
      kind: 'price',
      amount: 42990,
      before: null,
      text: '$42,990',
    })
  })

  it('PRC-04 PRC-07 the price shows when above 10; a price of 10 or 0 is no price', () => {
    expect(priceDisplay({ ...base, price: 11 }, cfg)).toEqual({ kind: 'price', amount: 11, before: null, text: '$11' })
    expect(priceDisplay({ ...base, price: 10 }, cfg).kind).toBe('none')
    expect(priceDisplay({ ...base, price: 0 }, cfg).kind).toBe('none')
  })

  it("PRC-05 'PREORDER' when preorder is set and there is no real price", () => {
    expect(priceDisplay({ ...base, preorder: true }, cfg)).toEqual({
      kind: 'preorder',
      amount: null,
      before: null,
      text: 'PREORDER',
    })
    expect(priceDisplay({ ...base, price: 5, preorder: true }, cfg).kind).toBe('preorder')
    expect(priceDisplay({ ...base, price: 30000, preorder: true }, cfg).kind).toBe('price')
  })

  it("PRC-06 otherwise the configured no-price text, default 'Enquire for price.'", () => {
    expect(priceDisplay(base, cfg)).toEqual({ kind: 'none', amount: null, before: null, text: 'Enquire for price.' })
    expect(priceDisplay(base, { ...cfg, noPriceText: 'Call us' }).text).toBe('Call us')
  })

  it('PRC-06 prices hidden by the tenant flag: kind none with the no-price text, whatever the vehicle has', () => {
    const v = { ...base, price: 45990, offer_price: 42990, subscription_price: 199, preorder: true }
    expect(priceDisplay(v, { ...cfg, subscriptions: true, pricesVisible: false })).toEqual({
      kind: 'none',
      amount: null,
      before: null,
      text: 'Enquire for price.',
    })
  })

  it('PRC-07 missing fields (undefined) and NaN count as no price', () => {
    expect(priceDisplay({}, cfg).kind).toBe('none')
    expect(priceDisplay({ price: Number.NaN }, cfg).kind).toBe('none')
    expect(isRealPrice(10.01)).toBe(true)
    expect(isRealPrice(10)).toBe(false)
    expect(isRealPrice(null)).toBe(false)
  })
})

describe('formatDollars / formatKm', () => {
  it('PRC-08 dollars with thousands separators and no cents', () => {
    expect(formatDollars(45990)).toBe('$45,990')
    expect(formatDollars(1234567)).toBe('$1,234,567')
    expect(formatDollars(999)).toBe('$999')
    expect(formatDollars(0)).toBe('$0')
  })

  it('PRC-08 cents are rounded to whole dollars', () => {
    expect(formatDollars(45990.49)).toBe('$45,990')
    expect(formatDollars(45990.5)).toBe('$45,991')
    expect(formatDollars(127.957)).toBe('$128')
  })

  it('PRC-08 a negative amount keeps its sign before the dollar sign', () => {
    expect(formatDollars(-1200)).toBe('-$1,200')
    expect(formatDollars(-0.2)).toBe('$0')
  })

  it('formatKm: 12345 → 12,345 km', () => {
    expect(formatKm(12345)).toBe('12,345 km')
    expect(formatKm(0)).toBe('0 km')
    expect(formatKm(150000.6)).toBe('150,001 km')
  })
})

describe('priceTypeLabel', () => {
  const priced = priceDisplay({ ...base, price: 45_990 }, cfg)

  it('VDP-28 the price type beside a price: one label everywhere', () => {
    expect(priceTypeLabel('drive_away', priced)).toBe('Drive away')
    expect(priceTypeLabel('egc', priced)).toBe('Excl. govt charges')
    expect(priceTypeLabel('orc', priced)).toBe('Plus on-road costs')
  })

  it('VDP-28 no type without an amount (PREORDER, the no-price text) or for an unknown type', () => {
    expect(priceTypeLabel('orc', priceDisplay({ ...base, preorder: true }, cfg))).toBeNull()
    expect(priceTypeLabel('orc', priceDisplay(base, cfg))).toBeNull()
    expect(priceTypeLabel(null, priced)).toBeNull()
    expect(priceTypeLabel('toString', priced)).toBeNull()
  })
})
