import { resolveSiteConfig, type SiteConfig } from '@/domain/siteConfig'
import { cardConfig, toCardView } from '@/domain/search/cardView'
import { isListed } from '@/domain/search/stockFilter'
import { customRank, featureNames, imageUrls, toSearchDoc, type VehicleRecord } from '@/domain/search/toSearchDoc'

import { cardAmount } from '../../../helpers/cardPrice'

const group = resolveSiteConfig({})
const created = '2026-11-20T00:00:00.000Z'
const createdS = Date.parse(created) / 1000

const vehicle: VehicleRecord = {
  id: 42,
  tenant: 7,
  name: '2022 Toyota HiLux SR5',
  slug: '2022-toyota-hilux-sr5-42',
  stocknum: 'U1234',
  status: 'in_stock',
  car_type: 'used',
  item_type: 'car',
  year: 2022,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  series: 'GUN126R',
  colour: 'White',
  km: 45123,
  tag: null,
  reserved: false,
  sold: false,
  sold_date_timestamp: null,
  certified: true,
  preorder: false,
  show_on_dealer_website: true,
  price: 52990,
  before_price: null,
  offer_price: null,
  subscription_price: null,
  price_type: 'drive_away',
  simple_body: 'Ute',
  simple_transmission: 'Automatic',
  simple_fuel: 'Diesel',
  simple_drive: '4WD',
  drive: 'Four Wheel Drive',
  fuel: 'Diesel',
  seats: 5,
  doors: 4,
  standardEquipment: [' Apple CarPlay ', 'Reversing Camera', 'apple carplay', '', 'Cruise  Control'],
  images: [
    { url: 'https://cdn/1.jpg', thumb: { url: 'https://cdn/1t.jpg' } },
    { url: 'https://cdn/2.jpg', thumb: { url: 'https://cdn/2t.jpg' } },
    { url: 'https://cdn/3.jpg', thumb: { url: 'https://cdn/3t.jpg' } },
  ],
  primary_image_url: null,
  photos_count: null,
  location_name: 'Harbour Toyota Used',
  city: 'Brisbane',
  state: 'QLD',
  dealership_slug: 'harbour-toyota',
  dealership_name: 'Harbour Toyota',
  createdAt: created,
  updatedAt: created,
}

describe('toSearchDoc', () => {
  it('fills every SearchDoc field for a typical used car', () => {
    expect(toSearchDoc(vehicle, group)).toEqual({
      id: '42',
      tenant_id: '7',
      slug: '2022-toyota-hilux-sr5-42',
      name: '2022 Toyota HiLux SR5',
      stocknum: 'U1234',
      year: 2022,
      make: 'Toyota',
      model: 'HiLux',
      make_model: 'Toyota HiLux',
      badge: 'SR5',
      series: 'GUN126R',
      colour: 'White',
      km: 45123,
      price: 52990,
      list_price: 52990,
      offer_price: null,
      before_price: null,
      was_price: null,
      price_dropped_at: null,
      subscription_price: null,
      preorder: false,
      price_type: 'drive_away',
      price_range: '$50,000 – $75,000',
      weekly_figure: 226,
      quote_rate: 10,
      quote_comparison_rate: 10,
      weekly_price_range: '$200 – $250',
      car_type: 'used',
      status: 'in_stock',
      item_type: 'car',
      body: 'Ute',
      transmission: 'Automatic',
      fuel: 'Diesel',
      drive: '4WD',
      seats: 5,
      doors: 4,
      city: 'Brisbane',
      state: 'QLD',
      location_name: 'Harbour Toyota Used',
      dealership_name: 'Harbour Toyota',
      dealership_slug: 'harbour-toyota',
      tag: null,
      certified: true,
      reserved: false,
      show_on_dealer_website: true,
      created_at_timestamp: createdS,
      sold_at_timestamp: null,
      categories: ['Cars', '4x4'],
      filtered_features: ['Apple CarPlay', 'Reversing Camera', 'Cruise Control'],
      primary_image_url: 'https://cdn/1.jpg',
      image_urls: ['https://cdn/1.jpg', 'https://cdn/2.jpg'],
      photos_count: 3,
      custom_rank: 3e10 + createdS,
    })
  })

  it('the tenant may be a populated relationship; a vehicle without a tenant is refused', () => {
    expect(toSearchDoc({ ...vehicle, tenant: { id: 9 } }, group).tenant_id).toBe('9')
    expect(() => toSearchDoc({ ...vehicle, tenant: null }, group)).toThrow('vehicle 42 has no tenant')
  })

  it('PRC-02 PRC-03 an offer: price is the offer, list_price the raw price, bands from the offer', () => {
    const doc = toSearchDoc({ ...vehicle, offer_price: 48990, before_price: 52990 }, group)
    expect(doc.price).toBe(48990)
    expect(doc.list_price).toBe(52990)
    expect(doc.before_price).toBe(52990)
    expect(doc.price_range).toBe('$40,000 – $50,000')
  })

  it('PRC-05 PRC-06 PRC-07 preorder or no price: price null, no bands, no weekly figure', () => {
    for (const v of [
      { ...vehicle, price: null, preorder: true },
      { ...vehicle, price: 10 },
    ]) {
      const doc = toSearchDoc(v, group)
      expect(doc.price).toBeNull()
      expect(doc.price_range).toBeNull()
      expect(doc.weekly_figure).toBeNull()
      expect(doc.weekly_price_range).toBeNull()
    }
    expect(toSearchDoc({ ...vehicle, price: 10 }, group).list_price).toBe(10)
  })

  it('PRC-06 prices hidden by the tenant: no shown price, but list_price stays for sorting', () => {
    const doc = toSearchDoc(vehicle, resolveSiteConfig({ prices: { visible: 'off' } }))
    expect(doc.price).toBeNull()
    expect(doc.list_price).toBe(52990)
    expect(doc.weekly_figure).toBeNull()
  })

  it('PRC-01 a subscription price is shown when the site offers subscriptions; it gets no finance figure', () => {
    const doc = toSearchDoc(
      { ...vehicle, subscription_price: 199 },
      resolveSiteConfig({ features: { subscriptions: 'on' } }),
    )
    expect(doc.price).toBe(199)
    expect(doc.subscription_price).toBe(199)
    expect(doc.weekly_figure).toBeNull()
  })

  it('FIN-33 FIN-34 the weekly figure uses the tenant finance defaults (brand: 8.5% over 5 years)', () => {
    expect(toSearchDoc({ ...vehicle, price: 30000 }, resolveSiteConfig({ template: 'brand' })).weekly_figure).toBe(142)
    expect(toSearchDoc({ ...vehicle, price: 30000 }, group).weekly_figure).toBe(128)
  })

  it("SRP-05 FIN-10 the weekly figure is the car's one quote: its lender's rate and term, with the rates the card shows", () => {
    // $30,000 + $395 fee at 8.99% over 5 years: 30395 × (0.0899/52) / (1 − (1 + 0.0899/52)^−260) = 145.24; the
    // comparison rate of 8.99% with the $395 fee on the $30,000 / 5-year example is 9.55% (the stated 9.45% is lower)
    const lenders = {
      angle: { interestRate: 8.99, comparisonRate: 9.45, termYears: 5, establishmentFees: 395, deposit: 0, balloon: 0 },
    }
    const doc = toSearchDoc({ ...vehicle, price: 30000, finance_lenders: lenders }, group)
    expect(doc).toMatchObject({ weekly_figure: 145, quote_rate: 8.99, quote_comparison_rate: 9.55 })
  })

  it('FIN-14 FIN-16 no weekly figure for a price the calculator cannot finance whole; the 1.05 × price maximum allows it', () => {
    expect(toSearchDoc({ ...vehicle, price: 145990 }, group).weekly_figure).toBeNull()
    const follows = { ...group, finance: { ...group.finance, amountMaxFollowsPrice: true } }
    expect(toSearchDoc({ ...vehicle, price: 145990 }, follows).weekly_figure).toBe(623)
  })

  it('SRP-51 the sold checkbox wins: sold = true → status sold, with its sold date in unix seconds', () => {
    const doc = toSearchDoc({ ...vehicle, sold: true, sold_date_timestamp: '2026-11-21T06:00:00.000Z' }, group)
    expect(doc.status).toBe('sold')
    expect(doc.sold_at_timestamp).toBe(Date.parse('2026-11-21T06:00:00.000Z') / 1000)
    expect(doc.custom_rank).toBe(1e10 + createdS)
  })

  it('SRP-30 a sold date on a car that is not sold is ignored; a sold car without a date has none', () => {
    expect(
      toSearchDoc({ ...vehicle, sold_date_timestamp: '2026-11-21T06:00:00.000Z' }, group).sold_at_timestamp,
    ).toBeNull()
    expect(toSearchDoc({ ...vehicle, status: 'sold' }, group).sold_at_timestamp).toBeNull()
  })

  it('SRP-24 custom_rank lists in-stock cars newest first, then coming soon, then sold', () => {
    const rank = (status: string, createdAt: string) =>
      toSearchDoc({ ...vehicle, status, createdAt }, group).custom_rank
    const inStockOld = rank('in_stock', '2020-01-01T00:00:00Z')
    const inStockNew = rank('in_stock', '2026-11-01T00:00:00Z')
    const comingSoonNew = rank('coming_soon', '2026-11-21T00:00:00Z')
    const soldNew = rank('sold', '2026-11-21T00:00:00Z')
    expect(inStockNew).toBeGreaterThan(inStockOld)
    expect(inStockOld).toBeGreaterThan(comingSoonNew)
    expect(comingSoonNew).toBeGreaterThan(soldNew)
    expect(Number.isSafeInteger(inStockNew)).toBe(true)
    expect(customRank('in_stock', 0)).toBe(3e10)
  })

  it('categories: item type, then Electric/Hybrid by fuel, then 4x4 when the drive is 4WD', () => {
    const cats = (over: Partial<VehicleRecord>) => toSearchDoc({ ...vehicle, ...over }, group).categories
    expect(cats({ simple_fuel: 'Electric', simple_drive: 'AWD', item_type: 'car' })).toEqual(['Cars', 'Electric'])
    expect(cats({ simple_fuel: 'Hybrid', simple_drive: '4x4' })).toEqual(['Cars', 'Hybrid', '4x4'])
    expect(cats({ item_type: 'motorcycle', simple_drive: null, drive: null })).toEqual(['Motorcycles'])
    expect(cats({ item_type: 'caravan', simple_drive: null, drive: null })).toEqual(['Caravans'])
    expect(cats({ item_type: 'truck', simple_drive: null, drive: '4WD' })).toEqual(['Trucks', '4x4'])
  })

  it('SRP-36 SRP-51 the types are normalised: unknown status → in_stock, unknown car type → used, missing item type → car', () => {
    const doc = toSearchDoc({ ...vehicle, status: 'archived', car_type: 'classic', item_type: null }, group)
    expect(doc.status).toBe('in_stock')
    expect(doc.car_type).toBe('used')
    expect(doc.item_type).toBe('car')
  })

  it('filtered_features: trimmed, deduplicated case-insensitively, at most 30; a JSON string or {name} objects work too', () => {
    const sixty = Array.from({ length: 60 }, (_, i) => `Feature ${i}`)
    expect(featureNames(sixty)).toHaveLength(30)
    expect(featureNames(sixty)[29]).toBe('Feature 29')
    expect(featureNames(JSON.stringify(['A', 'b', 'a']))).toEqual(['A', 'b'])
    expect(featureNames([{ name: 'Sunroof' }, 3, null])).toEqual(['Sunroof'])
    expect(featureNames('not json')).toEqual([])
    expect(featureNames(null)).toEqual([])
  })

  it('CONST-02 image_urls keeps the first 2 pictures; primary image falls back to the first; empty images', () => {
    expect(toSearchDoc({ ...vehicle, primary_image_url: 'https://cdn/p.jpg' }, group).primary_image_url).toBe(
      'https://cdn/p.jpg',
    )
    const none = toSearchDoc({ ...vehicle, images: null, photos_count: null }, group)
    expect(none.image_urls).toEqual([])
    expect(none.primary_image_url).toBeNull()
    expect(none.photos_count).toBe(0)
    expect(toSearchDoc({ ...vehicle, photos_count: 12 }, group).photos_count).toBe(12)
    expect(
      imageUrls([{ url: '' }, { thumb: { url: 'x' } }, 'https://cdn/s.jpg', { url: ' https://cdn/a.jpg ' }]),
    ).toEqual(['https://cdn/s.jpg', 'https://cdn/a.jpg'])
  })

  it('empty texts become null; make_model needs both make and model', () => {
    const doc = toSearchDoc({ ...vehicle, model: '  ', badge: '', stocknum: undefined }, group)
    expect(doc.model).toBeNull()
    expect(doc.make_model).toBeNull()
    expect(doc.badge).toBeNull()
    expect(doc.stocknum).toBeNull()
  })

  it('SRP-32 show_on_dealer_website must be true; an unparsable createdAt gives 0', () => {
    expect(toSearchDoc({ ...vehicle, show_on_dealer_website: null }, group).show_on_dealer_website).toBe(false)
    expect(toSearchDoc({ ...vehicle, createdAt: 'garbage' }, group).created_at_timestamp).toBe(0)
  })

  it('SRP-30 SRP-31 a document from a car sold yesterday passes the listing filter; one sold last week does not', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    const scope = { soldLingerDays: 3, filterPreset: 0, now }
    expect(
      isListed(toSearchDoc({ ...vehicle, status: 'sold', sold_date_timestamp: '2026-11-21T12:00:00Z' }, group), scope),
    ).toBe(true)
    expect(
      isListed(toSearchDoc({ ...vehicle, status: 'sold', sold_date_timestamp: '2026-11-15T12:00:00Z' }, group), scope),
    ).toBe(false)
  })
})

describe('what shoppers browse', () => {
  it('TEN-15 new, demo and used cars, trucks, motorcycles and caravans each become a listed, filterable document', () => {
    const scope = { soldLingerDays: 3, filterPreset: 0, now: new Date('2026-11-22T12:00:00Z') }
    const labels = { car: 'Cars', truck: 'Trucks', motorcycle: 'Motorcycles', caravan: 'Caravans' } as const
    for (const carType of ['new', 'demo', 'used'] as const) {
      for (const [itemType, label] of Object.entries(labels)) {
        const doc = toSearchDoc(
          { ...vehicle, car_type: carType, item_type: itemType, simple_drive: null, drive: null },
          group,
        )
        expect([doc.car_type, doc.item_type, doc.categories[0]]).toEqual([carType, itemType, label])
        expect(isListed(doc, scope)).toBe(true)
      }
    }
  })
})

describe('toSearchDoc: the price search reads is the price the card shows', () => {
  const now = new Date('2026-11-26T00:00:00.000Z')
  const subscriptions = resolveSiteConfig({ features: { subscriptions: 'on' } })
  const hidden = resolveSiteConfig({ prices: { visible: 'off', no_price_text: "Call for today's price" } })
  const cases: [title: string, over: Partial<VehicleRecord>, cfg: SiteConfig, shown: number | null][] = [
    ['PRC-01 a subscription on a site that offers them', { subscription_price: 249 }, subscriptions, 249],
    ['PRC-01 a subscription on a site that does not: the price', { subscription_price: 249 }, group, 52990],
    ['PRC-02 an offer below the price', { offer_price: 48990, before_price: 52990 }, group, 48990],
    ['PRC-02 an offer on a car with no list price ($0)', { price: 0, offer_price: 72990 }, group, 72990],
    ['PRC-02 an offer on a car with no list price (none)', { price: null, offer_price: 18990 }, group, 18990],
    ['PRC-07 an offer of 10 or less is not a price: the price', { offer_price: 10 }, group, 52990],
    ['PRC-04 the price', {}, group, 52990],
    ['PRC-05 PREORDER', { price: null, preorder: true }, group, null],
    ['PRC-06 no price ($0)', { price: 0 }, group, null],
    ['PRC-07 a price of 10', { price: 10 }, group, null],
    ['PRC-06 prices hidden by the tenant', { offer_price: 48990 }, hidden, null],
    ['a sold car (its card shows no price)', { sold: true, offer_price: 48990 }, group, null],
  ]

  it.each(cases)('%s', (_title, over, cfg, shown) => {
    const doc = toSearchDoc({ ...vehicle, ...over }, cfg)
    expect(doc.price).toBe(shown)
    // the card reads the raw fields (list, offer, before and subscription price) with the tenant's flags
    expect(cardAmount(toCardView(doc, cardConfig(cfg), now))).toBe(shown)
    if (shown === null) {
      expect(doc.price_range).toBeNull()
      expect(doc.weekly_figure).toBeNull()
      expect(doc.weekly_price_range).toBeNull()
    }
  })

  it('PRC-02 SRP-05 the weekly figure and the bands come from the offer a card shows, not the list price', () => {
    const offer = toSearchDoc({ ...vehicle, price: 0, offer_price: 28000 }, group)
    expect(offer.price_range).toBe('$20,000 – $30,000')
    expect(offer.weekly_figure).toBe(toSearchDoc({ ...vehicle, price: 28000 }, group).weekly_figure)
    expect(offer.weekly_figure).not.toBeNull()
  })
})
