import {
  cardConfig,
  cardDisclosure,
  comparedFromCard,
  favouriteFromCard,
  packCard,
  toCardView,
  unpackCard,
  type CardConfig,
} from '@/domain/search/cardView'
import type { SearchHit } from '@/domain/search/types'
import { resolveSiteConfig } from '@/domain/siteConfig'

const NOW = new Date('2026-11-23T10:00:00Z')
const DAY = 24 * 60 * 60

const cfg: CardConfig = {
  subscriptions: false,
  pricesVisible: true,
  noPriceText: 'Enquire for price.',
  electricTag: false,
  garageEnabled: true,
  compare: true,
  saveUsedPricedOnly: false,
  cardRepayment: true,
}

function hit(over: Partial<SearchHit> = {}): SearchHit {
  return {
    id: '42',
    tenant_id: '1',
    slug: '2021-toyota-hilux-sr5-42',
    name: '2021 Toyota HiLux SR5',
    stocknum: 'HH123',
    year: 2021,
    make: 'Toyota',
    model: 'HiLux',
    make_model: 'Toyota HiLux',
    badge: 'SR5',
    series: null,
    colour: 'White',
    km: 45120,
    price: 42990,
    list_price: 42990,
    offer_price: null,
    before_price: null,
    was_price: null,
    price_dropped_at: null,
    subscription_price: null,
    preorder: false,
    price_type: 'orc',
    price_range: '$40,000 - $50,000',
    weekly_figure: 189,
    quote_rate: 8.99,
    quote_comparison_rate: 9.45,
    weekly_price_range: null,
    car_type: 'used',
    status: 'in_stock',
    item_type: 'car',
    body: 'ute',
    transmission: 'Automatic',
    fuel: 'Diesel',
    drive: '4x4',
    seats: 5,
    doors: 4,
    city: 'Penrith',
    state: 'NSW',
    location_name: 'Harbour Toyota Penrith',
    dealership_name: 'Harbour Toyota',
    dealership_slug: 'harbour-toyota',
    tag: null,
    certified: false,
    reserved: false,
    show_on_dealer_website: true,
    created_at_timestamp: NOW.getTime() / 1000 - 30 * DAY,
    sold_at_timestamp: null,
    categories: ['4x4'],
    filtered_features: ['Tow bar', 'Bluetooth'],
    primary_image_url: '/demo-images/ute-1.jpg',
    image_urls: ['/demo-images/ute-1.jpg', '/demo-images/ute-2.jpg'],
    photos_count: 2,
    custom_rank: 0,
    ...over,
  }
}

describe('card view (a card gets only what it shows)', () => {
  it('SRP-03 SRP-04 SRP-05 carries the title, badge, default attributes, price, weekly figure and location, formatted', () => {
    const card = toCardView(hit(), cfg, NOW)
    expect(card).toEqual({
      id: '42',
      slug: '2021-toyota-hilux-sr5-42',
      name: '2021 Toyota HiLux SR5',
      badge: 'SR5',
      status: 'in_stock',
      carType: 'used',
      image: '/demo-images/ute-1.jpg',
      tag: null,
      attrs: ['Used', 'Ute', '45,120 km', 'Automatic', 'Stock #HH123'],
      price: { text: '$42,990', before: null, type: 'Plus on-road costs' },
      weekly: { amount: 189, rate: 8.99, comparisonRate: 9.45 },
      location: 'Harbour Toyota Penrith',
      save: {
        favourite: true,
        compare: true,
        make: 'Toyota',
        model: 'HiLux',
        year: 2021,
        km: 45120,
        body: 'ute',
        transmission: 'Automatic',
        fuel: 'Diesel',
      },
    })
  })

  it('leaves out what no card shows: features, categories, other photos, ranges, ids of other records', () => {
    const json = JSON.stringify(toCardView(hit(), cfg, NOW))
    for (const field of ['Tow bar', 'ute-2.jpg', 'tenant_id', 'custom_rank', 'dealership_slug', 'price_range']) {
      expect(json).not.toContain(field)
    }
    // A card view is a fraction of the search document it comes from.
    expect(json.length).toBeLessThan(JSON.stringify(hit()).length * 0.6)
  })

  it('PRC-01 an offer shows the struck-through before price as text', () => {
    const card = toCardView(hit({ offer_price: 39990, before_price: 42990 }), cfg, NOW)
    expect(card.price).toEqual({ text: '$39,990', before: '$42,990', type: 'Plus on-road costs' })
  })

  it('SRP-44 a sold car shows no price, no weekly figure and no save buttons; its tag says so', () => {
    const card = toCardView(hit({ status: 'sold', sold_at_timestamp: NOW.getTime() / 1000 - DAY }), cfg, NOW)
    expect(card.price).toBeNull()
    expect(card.weekly).toBeNull()
    expect(card.save).toBeNull()
    expect(card.tag?.kind).toBe('sold')
  })

  it('SRP-47 a placeholder photo draws the "photos coming soon" card (no image)', () => {
    expect(toCardView(hit({ primary_image_url: '/x/no-image.jpg' }), cfg, NOW).image).toBeNull()
    expect(toCardView(hit({ primary_image_url: null }), cfg, NOW).image).toBeNull()
  })

  it('SRP-42 a car listed within 8 days is tagged Just arrived', () => {
    const card = toCardView(hit({ created_at_timestamp: NOW.getTime() / 1000 - DAY }), cfg, NOW)
    expect(card.tag).toEqual({ kind: 'new_arrival', label: 'Just arrived' })
  })

  it("a car whose price dropped from one that stood 28 days reads 'Reduced', beside its own price only", () => {
    const dropped = { list_price: 27990, price: 27990, was_price: 29990, price_dropped_at: NOW.getTime() / 1000 - DAY }
    expect(toCardView(hit(dropped), cfg, NOW).tag).toEqual({ kind: 'reduced', label: 'Reduced' })
    // 31 days after the drop it is just the price
    const stale = { ...dropped, price_dropped_at: NOW.getTime() / 1000 - 31 * DAY }
    expect(toCardView(hit(stale), cfg, NOW).tag).toBeNull()
    // an offer price is shown instead: the car's price history is not the card's claim
    expect(toCardView(hit({ ...dropped, offer_price: 25990 }), cfg, NOW).tag).toBeNull()
  })

  it('PRC hidden prices: the no-price text, no weekly figure', () => {
    const card = toCardView(hit(), { ...cfg, pricesVisible: false }, NOW)
    expect(card.price).toEqual({ text: 'Enquire for price.', before: null, type: null })
    expect(card.weekly).toBeNull()
  })

  it('SAVE-16 the tenant flags decide the buttons: favourites off keeps compare; both off draws none', () => {
    expect(toCardView(hit(), { ...cfg, garageEnabled: false }, NOW).save).toMatchObject({
      favourite: false,
      compare: true,
    })
    expect(toCardView(hit(), { ...cfg, garageEnabled: false, compare: false }, NOW).save).toBeNull()
  })

  it('SAVE-13 SAVE-19 the stored favourite and compared car come from the card, with the price text it shows', () => {
    const card = toCardView(hit(), cfg, NOW)
    expect(favouriteFromCard(card)).toEqual({
      id: '42',
      name: '2021 Toyota HiLux SR5',
      slug: '2021-toyota-hilux-sr5-42',
      make: 'Toyota',
      model: 'HiLux',
      primary_image_url: '/demo-images/ute-1.jpg',
    })
    expect(comparedFromCard(card)).toMatchObject({
      price_text: '$42,990',
      year: 2021,
      simple_body: 'ute',
      fuel: 'Diesel',
    })
  })

  it('cardConfig picks the card flags out of a resolved site configuration', () => {
    const site = resolveSiteConfig({ template: 'used' })
    expect(cardConfig(site)).toEqual({
      subscriptions: site.features.subscriptions,
      pricesVisible: site.prices.visible,
      noPriceText: site.prices.noPriceText,
      electricTag: site.features.electricTag,
      garageEnabled: site.features.garageEnabled,
      compare: site.features.compare,
      saveUsedPricedOnly: site.stock.saveUsedPricedOnly,
      cardRepayment: site.finance.cardRepayment,
    })
  })

  it('SRP-05 a card shows the weekly figure only with its rates (a complete disclosure), and none where the tenant says cards have no room', () => {
    const card = toCardView(hit(), cfg, NOW)
    expect(cardDisclosure(card.weekly!)).toEqual({
      repayment: { amount: 189, frequency: 'week' },
      annualRate: 8.99,
      comparisonRate: 9.45,
      comparisonExample: { amount: 30000, years: 5, secured: true },
    })
    expect(toCardView(hit(), { ...cfg, cardRepayment: false }, NOW).weekly).toBeNull()
    expect(toCardView(hit({ quote_comparison_rate: null }), cfg, NOW).weekly).toBeNull()
    expect(toCardView(hit({ quote_rate: null }), cfg, NOW).weekly).toBeNull()
  })

  it('a card packed for the flight payload unpacks to the same view, at most two thirds of its size', () => {
    const cards = [
      toCardView(hit(), cfg, NOW),
      toCardView(
        hit({ offer_price: 39990, before_price: 42990, created_at_timestamp: NOW.getTime() / 1000 }),
        cfg,
        NOW,
      ),
      toCardView(hit({ status: 'sold', sold_at_timestamp: NOW.getTime() / 1000 - DAY }), cfg, NOW),
      toCardView(hit({ primary_image_url: null, badge: null, location_name: null }), { ...cfg, compare: false }, NOW),
    ]
    for (const card of cards) {
      const packed = JSON.parse(JSON.stringify(packCard(card))) as ReturnType<typeof packCard>
      expect(unpackCard(packed)).toEqual(card)
      expect(JSON.stringify(packed).length).toBeLessThanOrEqual((JSON.stringify(card).length * 2) / 3)
    }
  })
})
