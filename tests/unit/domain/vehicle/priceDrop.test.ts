import {
  DROP_SHOWN_DAYS,
  priceChangeOf,
  priceDrop,
  recordPriceChange,
  shownDrop,
  WAS_PRICE_MIN_DAYS,
} from '@/domain/vehicle/priceDrop'

const day = (n: number) => new Date(Date.UTC(2026, 8, 1) + n * 86_400_000)
const iso = (n: number) => day(n).toISOString()

describe('price drops (ACL: a "was" price the car really stood at)', () => {
  it('a drop after the price stood 28 days is recorded; after less, only the change', () => {
    expect(WAS_PRICE_MIN_DAYS).toBe(28)
    expect(recordPriceChange({ price: 30000, since: iso(0) }, 27000, day(28))).toEqual({
      was_price: 30000,
      price_dropped_at: iso(28),
      price_changed_at: iso(28),
    })
    expect(recordPriceChange({ price: 30000, since: iso(0) }, 27000, day(27))).toEqual({
      was_price: null,
      price_dropped_at: null,
      price_changed_at: iso(27),
    })
    // a rise is no drop; a car without a price before or after has none
    expect(recordPriceChange({ price: 27000, since: iso(0) }, 30000, day(60)).was_price).toBeNull()
    expect(recordPriceChange({ price: null, since: iso(0) }, 30000, day(60)).was_price).toBeNull()
    expect(recordPriceChange({ price: 30000, since: iso(0) }, 0, day(60)).was_price).toBeNull()
    expect(recordPriceChange({ price: 30000, since: null }, 27000, day(60)).was_price).toBeNull()
  })

  it('a further drop keeps the price that stood; a rise to it or above ends the claim', () => {
    const first = recordPriceChange({ price: 30000, since: iso(0) }, 28000, day(40))
    const second = recordPriceChange({ price: 28000, since: first.price_changed_at, ...first }, 27000, day(43))
    expect(second).toEqual({ was_price: 30000, price_dropped_at: iso(40), price_changed_at: iso(43) })
    expect(priceDrop({ price: 27000, ...second }, day(45))).toEqual({
      from: 30000,
      to: 27000,
      amount: 3000,
      at: day(40),
    })
    const risen = recordPriceChange({ price: 27000, since: second.price_changed_at, ...second }, 30500, day(44))
    expect(risen.was_price).toBeNull()
    // a rise that stays below the "was" price: the drop shown is now smaller, not gone (28 days at $30,000 stood)
    const part = recordPriceChange({ price: 27000, since: second.price_changed_at, ...second }, 29000, day(44))
    expect(priceDrop({ price: 29000, ...part }, day(45))).toMatchObject({ from: 30000, amount: 1000 })
  })

  it(`a drop is shown for ${DROP_SHOWN_DAYS} days, then the lower price is just the price`, () => {
    const car = { price: 27000, was_price: 30000, price_dropped_at: iso(40) }
    expect(priceDrop(car, day(40))).toMatchObject({ amount: 3000 })
    expect(priceDrop(car, day(40 + DROP_SHOWN_DAYS))).toMatchObject({ amount: 3000 })
    expect(priceDrop(car, day(41 + DROP_SHOWN_DAYS))).toBeNull()
    expect(priceDrop(car, day(39))).toBeNull()
    expect(priceDrop({ ...car, price: 30000 }, day(41))).toBeNull()
  })

  it('shown only beside the car’s own price, not an offer, a subscription or a hidden price', () => {
    const car = { price: 27000, was_price: 30000, price_dropped_at: iso(40) }
    expect(shownDrop({ kind: 'price', amount: 27000 }, car, day(41))).toMatchObject({ amount: 3000 })
    for (const display of [
      { kind: 'offer', amount: 25000 },
      { kind: 'subscription', amount: 199 },
      { kind: 'none', amount: null },
    ])
      expect(shownDrop(display, car, day(41))).toBeNull()
  })

  it('a save records only a change of price, its start taken from the last change or else the listing', () => {
    const car = { price: 30000, price_changed_at: null, createdAt: iso(0), was_price: null, price_dropped_at: null }
    expect(priceChangeOf(car, 30000, day(60))).toBeNull()
    expect(priceChangeOf({ ...car, price: null }, null, day(60))).toBeNull()
    expect(priceChangeOf(car, 27000, day(28))).toMatchObject({ was_price: 30000, price_dropped_at: iso(28) })
    expect(priceChangeOf({ ...car, price_changed_at: iso(20) }, 27000, day(28))).toMatchObject({ was_price: null })
    expect(priceChangeOf(car, null, day(28))).toEqual({
      was_price: null,
      price_dropped_at: null,
      price_changed_at: iso(28),
    })
  })
})
