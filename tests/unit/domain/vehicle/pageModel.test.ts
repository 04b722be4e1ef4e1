import { fieldsOutOfRange } from '@/domain/finance/calculator'
import { calculatorStart } from '@/domain/finance/carQuote'
import { TEMPLATE_DEFAULTS, type SiteConfig } from '@/domain/siteConfig'
import { SOLD_TEXT, vehiclePageModel } from '@/domain/vehicle/pageModel'

import { vehicleDetail } from '../../../helpers/vehicleDetail'

const NOW = new Date('2026-11-22T00:00:00Z')
/** Every link counts as live: the button rules as they will be once checkout is built. */
const LIVE = () => true

const car = vehicleDetail

type ConfigChanges = { [K in keyof SiteConfig]?: Partial<SiteConfig[K]> }

/** The group template's defaults (10 % over 6 years, calculator on, reserve and trade-in on) with changes. */
function site(changes: ConfigChanges = {}) {
  const base = TEMPLATE_DEFAULTS.group
  const config = { ...base } as Record<string, unknown>
  for (const [key, value] of Object.entries(changes))
    config[key] = { ...(base[key as keyof SiteConfig] as object), ...(value as object) }
  return { name: 'Harbour Auto Group', config: config as unknown as SiteConfig }
}

describe('vehiclePageModel: price and weekly estimate', () => {
  it('VDP-51 PRC-04 FIN-34 an in-stock $30,000 car without lender data shows $30,000 and $128 a week (10 % over 6 years)', () => {
    const page = vehiclePageModel(site(), car({ financeLenders: {} }), NOW)
    expect(page.inStock).toBe(true)
    expect(page.sold).toBeNull()
    expect(page.price).toEqual({ kind: 'price', amount: 30_000, before: null, text: '$30,000' })
    expect(page.weekly).toBe(128)
    expect(page.disclosure).toMatchObject({
      repayment: { amount: 128, frequency: 'week' },
      annualRate: 10,
      comparisonRate: 10,
      basis: { amount: 30_000, deposit: 0, years: 6 },
    })
  })

  it("FIN-10 VDP-28 the car's lender data sets its one quote: 9.5 % over the tenant's 6 years, $30,000 → $126 a week", () => {
    // 30000 × (0.095/52) / (1 − (1 + 0.095/52)^−312) = 126.23
    const page = vehiclePageModel(site(), car(), NOW)
    expect(page.weekly).toBe(126)
    expect(page.carQuote).toMatchObject({ source: 'lender', rate: 9.5, comparisonRate: 10.1, termYears: 6 })
  })

  it('PRC-02 PRC-03 an offer shows with the higher before price struck through; the estimate is of the offer', () => {
    const page = vehiclePageModel(site(), car({ offerPrice: 27_990, beforePrice: 29_990, financeLenders: {} }), NOW)
    expect(page.price).toMatchObject({ kind: 'offer', amount: 27_990, before: 29_990, text: '$27,990' })
    expect(page.weekly).toBe(119)
  })

  it('FIN-34 the brand template’s 8.5 % over 5 years: $30,000 → $142 a week', () => {
    const brand = { name: 'Coastal Mazda', config: TEMPLATE_DEFAULTS.brand }
    expect(vehiclePageModel(brand, car({ financeLenders: {} }), NOW).weekly).toBe(142)
  })

  it('FIN-08 FIN-32 no estimate for a price of 500 or less, or a figure of 25 or less', () => {
    const priced = (price: number) => car({ price, financeLenders: {} })
    expect(vehiclePageModel(site(), priced(500), NOW).weekly).toBeNull()
    expect(vehiclePageModel(site(), priced(5_850), NOW).weekly).toBeNull()
    expect(vehiclePageModel(site(), priced(6_000), NOW).weekly).toBe(26)
  })

  it('PRC-01 PRC-05 PRC-06 no estimate beside a subscription price, PREORDER or the no-price text', () => {
    const subscribed = vehiclePageModel(
      site({ features: { subscriptions: true } }),
      car({ subscriptionPrice: 199 }),
      NOW,
    )
    expect(subscribed.price).toMatchObject({ kind: 'subscription', text: '$199' })
    expect(subscribed.weekly).toBeNull()
    const preorder = vehiclePageModel(site(), car({ price: null, preorder: true }), NOW)
    expect(preorder.price).toMatchObject({ kind: 'preorder', text: 'PREORDER' })
    expect(preorder.weekly).toBeNull()
    const hidden = vehiclePageModel(site({ prices: { visible: false, noPriceText: 'Call us' } }), car(), NOW)
    expect(hidden.price).toMatchObject({ kind: 'none', amount: null, text: 'Call us' })
    expect(hidden.weekly).toBeNull()
    expect(hidden.gauge).toBe(false)
  })

  it('SRP-05 VDP-28 the estimate does not depend on the finance calculator (the card shows the same figure)', () => {
    const page = vehiclePageModel(site({ finance: { calculator: false } }), car({ financeLenders: {} }), NOW)
    expect(page.weekly).toBe(128)
    expect(page.finance.shown).toBe(false)
    expect(page.finance.href).toBeNull()
    expect(page.buttons.map((b) => b.kind)).not.toContain('finance')
    expect(page.bottomBarActions.map((a) => a.label)).toEqual(['Enquire Now'])
  })

  it('VDP-28 the price type beside a price with an amount only', () => {
    expect(vehiclePageModel(site(), car({ priceType: 'orc' }), NOW).priceTypeLabel).toBe('Plus on-road costs')
    expect(vehiclePageModel(site(), car({ priceType: 'egc' }), NOW).priceTypeLabel).toBe('Excl. govt charges')
    expect(vehiclePageModel(site(), car({ priceType: 'drive_away' }), NOW).priceTypeLabel).toBe('Drive away')
    expect(vehiclePageModel(site(), car({ priceType: null }), NOW).priceTypeLabel).toBeNull()
    expect(vehiclePageModel(site(), car({ priceType: 'mystery' }), NOW).priceTypeLabel).toBeNull()
    const preorder = vehiclePageModel(site(), car({ price: null, preorder: true, priceType: 'orc' }), NOW)
    expect(preorder.priceTypeLabel).toBeNull()
  })
})

describe('vehiclePageModel: sold state', () => {
  it('VDP-53 VDP-54 ERR-20 a sold car: the sold texts, no price, estimate, buttons, finance or gauge', () => {
    const page = vehiclePageModel(
      site(),
      car({
        status: 'sold',
        market: {
          fill: 0.7,
          listing_price: 30_000,
          market_range_min: 28_000,
          market_range_max: 34_000,
          confidence: 0.9,
        },
      }),
      NOW,
    )
    expect(page.inStock).toBe(false)
    expect(page.price).toBeNull()
    expect(page.priceTypeLabel).toBeNull()
    expect(page.weekly).toBeNull()
    expect(page.sold).toEqual({
      message: {
        title: 'Unfortunately this car recently sold.',
        text: "But don't worry, we can help you find a similar car!",
        prompt: 'Like this and want something similar?',
        button: 'Find Me Something Similar',
      },
      similarHref: '/search/toyota',
    })
    expect(page.buttons).toEqual([])
    expect(page.finance).toMatchObject({ shown: false, href: null })
    expect(page.finance.availability).toMatchObject({ available: false, reason: 'not_in_stock' })
    expect(page.tradeInHref).toBeNull()
    expect(page.gauge).toBe(false)
    expect(page.bottomBarActions).toEqual([{ label: 'Find Similar', href: '/search/toyota' }])
    expect(page.quote).toBeNull()
    expect(SOLD_TEXT).toBe('Sold')
  })

  it('ERR-20 a sold motorcycle is worded for a motorcycle; without a make the search is the car type’s stock', () => {
    const page = vehiclePageModel(site(), car({ status: 'sold', itemType: 'motorcycle', make: null }), NOW)
    expect(page.sold?.message.title).toBe('Unfortunately this motorcycle recently sold.')
    expect(page.sold?.similarHref).toBe('/search/used-cars')
    expect(page.noun).toBe('motorcycle')
    expect(page.detailsTitle).toBe('Motorcycle Details')
  })

  it('VDP-52 FIN-09 coming soon counts as in stock: price, buttons and finance, with a COMING SOON tag', () => {
    const page = vehiclePageModel(site(), car({ status: 'coming_soon' }), NOW)
    expect(page.inStock).toBe(true)
    expect(page.price?.text).toBe('$30,000')
    expect(page.tag).toBe('COMING SOON')
    // SRP-40: a reserved car's tag says so first, on its card and its page alike
    expect(vehiclePageModel(site(), car({ status: 'coming_soon', reserved: true }), NOW).tag).toBe('Reserved')
    expect(page.finance.shown).toBe(true)
    expect(page.buttons.length).toBeGreaterThan(0)
  })
})

describe('vehiclePageModel: buttons, finance and labels', () => {
  it('FIN-05 RTE-17 RTE-18 finance available: the calculator and Get Finance with the car in the link', () => {
    const page = vehiclePageModel(site(), car(), NOW, LIVE)
    const href =
      '/finance?preferredDealership=harbour-toyota&vehiclePriceBudget=30000&car_id=12&car_type=used' +
      '&vin=MR0HA3CD100123456#finance-form'
    expect(page.finance).toMatchObject({ shown: true, href, availability: { available: true, provider: 'manual' } })
    expect(page.buttons.map((b) => b.kind)).toEqual(['reserve', 'tradeIn', 'finance'])
    expect(page.buttons.at(-1)).toMatchObject({ label: 'Get Finance', href })
    expect(page.bottomBarActions).toEqual([{ label: 'Enquire Now', href: '#enquire' }])
    expect(page.tradeInHref).toBe('/cars/trade-in?car_id=12')
  })

  it('FIN-02 an excluded make: no figure, no calculator and no Get Finance', () => {
    const page = vehiclePageModel(site({ finance: { excludedMakes: ['toyota'] } }), car(), NOW)
    expect(page.weekly).toBeNull()
    expect(page.finance.shown).toBe(false)
    expect(page.buttons.map((b) => b.kind)).not.toContain('finance')
  })

  it('FIN-01 FIN-13 every weekly figure has its calculator: without lender data (or with a null rate) the tenant’s defaults quote, and the calculator starts from that quote', () => {
    for (const page of [
      vehiclePageModel(site(), car({ financeLenders: {} }), NOW, LIVE),
      vehiclePageModel(site(), car({ financeLenders: { manual: { interestRate: null } } }), NOW, LIVE),
    ]) {
      expect(page.finance.availability.available).toBe(false)
      expect(page.weekly).toBe(128)
      expect(page.finance.shown).toBe(true)
      expect(page.buttons.map((b) => b.kind)).toContain('finance')
    }
  })

  it('FIN-15 FIN-27 a price above the calculator’s maximum: no figure, and a calculator whose first state is valid', () => {
    // $115,990 on the group template (maximum $100,000, not following the price): no quote for a smaller loan
    const page = vehiclePageModel(site(), car({ price: 115_990 }), NOW, LIVE)
    expect(page.weekly).toBeNull()
    expect(page.finance.shown).toBe(true)
    const start = calculatorStart(site().config.finance, {
      price: 115_990,
      lender: page.finance.availability.lender,
      quote: page.carQuote,
    })
    expect(start.state.amount).toBe(100_000)
    expect(start.beyondMaximum).toBe(115_990)
    expect(fieldsOutOfRange(start.state, start.bounds)).toEqual([])
  })

  it('RES-01 RES-02 VDP-32 VDP-34 Reserve Online (tab and section) only with a Reserve button', () => {
    const reservable = vehiclePageModel(site(), car(), NOW, LIVE)
    expect(reservable.canReserve).toBe(true)
    expect(reservable.infoTabs).toContain('reserve-online')
    expect(reservable.sections).toContain('reserve-online')
    for (const page of [
      vehiclePageModel(site(), car({ reserved: true }), NOW),
      vehiclePageModel(site(), car({ tag: 'Test Drive Only' }), NOW),
      vehiclePageModel(site({ features: { reserve: false } }), car(), NOW),
      // a car that reads 'Enquire for price' (no price, or prices hidden) or PREORDER takes no deposit
      vehiclePageModel(site(), car({ price: 0 }), NOW, LIVE),
      vehiclePageModel(site({ prices: { visible: false } }), car(), NOW, LIVE),
      vehiclePageModel(site(), car({ price: null, preorder: true, status: 'coming_soon' }), NOW, LIVE),
    ]) {
      expect(page.canReserve).toBe(false)
      expect(page.infoTabs).not.toContain('reserve-online')
      expect(page.sections).not.toContain('reserve-online')
    }
  })

  it('RES-01 RES-08 VDP-60: Reserve and Buy Online are hidden where they lead to no page (no payment provider: isLiveHref), and with them the Reserve Online tab and section', () => {
    const page = vehiclePageModel(site({ features: { buyOnline: true } }), car(), NOW)
    expect(page.buttons.map((b) => b.kind)).toEqual(['tradeIn', 'finance'])
    expect(page.canReserve).toBe(false)
    expect(page.infoTabs).not.toContain('reserve-online')
    expect(page.sections).not.toContain('reserve-online')
    const built = vehiclePageModel(site({ features: { buyOnline: true } }), car(), NOW, LIVE)
    expect(built.buttons.map((b) => b.kind)).toEqual(['reserve', 'buyOnline', 'tradeIn', 'finance'])
    // RTE-11 / RTE-12: Reserve at the tenant's checkout path, Buy Online to the purchase journey
    expect(built.buttons.slice(0, 2).map((b) => b.href)).toEqual([
      `/cars/${car().slug}/checkout`,
      `/checkout-journey?car_id=${car().slug}`,
    ])
  })

  it('VDP-44: the feature banner links only to pages that exist (Latest Offers once /special-offers does)', () => {
    expect(vehiclePageModel(site(), car(), NOW).featureLinks.map((l) => l.href)).toEqual(['/service', '/sell-your-car'])
    const offers = vehiclePageModel(site(), car(), NOW, (href) => href !== '/sell-your-car')
    expect(offers.featureLinks.map((l) => l.key)).toEqual(['offers', 'service'])
  })

  it('VDP-33 the Features tab only with a features list', () => {
    expect(vehiclePageModel(site(), car(), NOW).infoTabs).toContain('features')
    expect(vehiclePageModel(site(), car({ standardEquipment: [] }), NOW).infoTabs).not.toContain('features')
  })

  it('VDP-21 the car type and details labels; the dealer is the dealership, else the site', () => {
    const page = vehiclePageModel(site(), car({ carType: 'demo' }), NOW)
    expect(page.carTypeLabel).toBe('Demo')
    expect(page.detailsTitle).toBe('Car Details')
    expect(page.noun).toBe('car')
    expect(page.dealerName).toBe('Harbour Toyota')
    expect(vehiclePageModel(site(), car({ dealershipName: null }), NOW).dealerName).toBe('Harbour Auto Group')
  })

  it('SRP-40 SRP-43 SRP-46 the photo tag is the card tag: reserved, then the car’s own tag (trimmed), then coming soon', () => {
    expect(vehiclePageModel(site(), car({ reserved: true, tag: 'Runout' }), NOW).tag).toBe('Reserved')
    expect(vehiclePageModel(site(), car({ tag: '  Runout sale ' }), NOW).tag).toBe('Runout sale')
    expect(vehiclePageModel(site(), car({ tag: '  ' }), NOW).tag).toBeNull()
    expect(vehiclePageModel(site(), car({ status: 'coming_soon', tag: 'runout sale' }), NOW).tag).toBe('runout sale')
    expect(vehiclePageModel(site(), car({ status: 'coming_soon' }), NOW).tag).toBe('COMING SOON')
  })
})

describe('vehiclePageModel: phone, quote, gauge, chat', () => {
  it('VDP-40 VDP-42 VDP-43 the location phone, formatted 2-4-4 with +61 as 0', () => {
    const page = vehiclePageModel(site(), car(), NOW)
    expect(page.phone).toEqual({ number: '+61298765432', display: '02 9876 5432', href: 'tel:0298765432' })
    expect(page.phoneWarning).toBeNull()
  })

  it('VDP-40 (adapted) the location phone even when car-type filtering is on; the tenant’s used number only for a car without a location or dealership phone', () => {
    const filtered = site({ phones: { filterByCarType: true, usedPhone: '0412345678' } })
    expect(vehiclePageModel(filtered, car(), NOW).phone?.display).toBe('02 9876 5432')
    const nowhere = car({ location: null, dealershipPhone: null })
    expect(vehiclePageModel(filtered, nowhere, NOW).phone?.display).toBe('04 1234 5678')
  })

  it('VDP-41 ERR-27 no number anywhere: no phone, and a warning to log', () => {
    const page = vehiclePageModel(site(), car({ location: null, dealershipPhone: null }), NOW)
    expect(page.phone).toBeNull()
    expect(page.phoneWarning).toBe('No phone number for the call button on /cars/2022-toyota-hilux-sr5-hb123')
    expect(page.chat?.options.map((o) => o.kind)).toEqual(['enquire'])
  })

  it('FIN-43 FIN-46 on quote-provider tenants: the stored quote, else a request for a car with no quote of its own', () => {
    expect(vehiclePageModel(site(), car(), NOW).quote).toBeNull()
    const asks = vehiclePageModel(site({ finance: { quoteProvider: true } }), car({ financeLenders: {} }), NOW)
    expect(asks.quote).toEqual({
      stored: null,
      request: {
        selfAssessedCreditScore: 'GREAT',
        purchasePrice: 30_000,
        loanTerm: 5,
        year: 2022,
        vin: 'MR0HA3CD100123456',
        nvic: null,
        whoIsHelping: '',
      },
    })
    const stored = { weeklyRepaymentAmount: 145, comparisonRate: 9.88, advertisedRate: 9.49 }
    const has = vehiclePageModel(site({ finance: { quoteProvider: true } }), car({ youxQuote: stored }), NOW)
    expect(has.quote).toEqual({ stored, request: null })
    // a car whose lender data quotes it is not asked about: the provider's answer could contradict its card
    const lent = vehiclePageModel(site({ finance: { quoteProvider: true } }), car(), NOW)
    expect(lent.quote).toEqual({ stored: null, request: null })
    expect(lent.carQuote?.source).toBe('lender')
  })

  it('PRC-15 PRC-16 the gauge is asked for only when the market data would show one', () => {
    const market = {
      fill: 0.7,
      listing_price: 30_000,
      market_range_min: 28_000,
      market_range_max: 34_000,
      confidence: 0.9,
    }
    expect(vehiclePageModel(site(), car({ market }), NOW).gauge).toBe(true)
    expect(vehiclePageModel(site(), car({ market: { ...market, confidence: 0.2 } }), NOW).gauge).toBe(false)
  })

  it('VDP-30 VDP-31 the chat panel offers the call number and the enquiry; a sold car’s enquiry is the contact page', () => {
    const page = vehiclePageModel(site(), car(), NOW)
    expect(page.chat).toEqual({
      label: 'Chat with us',
      providerScript: null,
      options: [
        { kind: 'call', label: 'Call 02 9876 5432', href: 'tel:0298765432' },
        { kind: 'enquire', label: 'Enquire Now about this car', href: '#enquire' },
      ],
    })
    const sold = vehiclePageModel(site(), car({ status: 'sold' }), NOW)
    expect(sold.chat?.options.at(-1)).toEqual({ kind: 'enquire', label: 'Send an enquiry', href: '/contact' })
    expect(vehiclePageModel(site({ chat: { enabled: false } }), car(), NOW).chat).toBeNull()
  })
})
