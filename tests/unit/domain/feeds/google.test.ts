import {
  GOOGLE_AU_PRICE_TYPES,
  GOOGLE_REQUIRED,
  GOOGLE_VEHICLE_CATEGORY,
  buildGoogleFeed,
  googleCondition,
  googleFulfillment,
  googleItem,
  googleMissing,
  googlePriceType,
  linkTemplate,
} from '@/domain/feeds/google'
import { leftOutPage, missing, reasonText, skippedSummary, uncodedLocations } from '@/domain/feeds/skips'
import { renderElement } from '@/domain/feeds/xml'
import { PRICE_TYPE_LABELS, type PriceType } from '@/domain/price'

import { ORIGIN, blocks, channel, field, location, vehicle } from './fixtures'

describe('Google Vehicle Ads feed', () => {
  it('condition: new stays new; used and demo are used (Google accepts only new and used)', () => {
    expect(googleCondition('new')).toBe('new')
    expect(googleCondition('used')).toBe('used')
    expect(googleCondition('demo')).toBe('used')
  })

  it('every item carries every required attribute, in the documented formats', () => {
    const feed = buildGoogleFeed(channel, [
      vehicle(),
      vehicle({ id: '102', car_type: 'new', km: 10 }),
      vehicle({ id: '103', car_type: 'demo', offer_price: 47990 }),
    ])
    expect(feed.items).toBe(3)
    expect(feed.skipped).toEqual([])
    expect(
      feed.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
      ),
    ).toBe(true)
    const items = blocks(feed.body, 'item')
    expect(items).toHaveLength(3)
    for (const item of items) {
      for (const name of GOOGLE_REQUIRED) expect(item).toContain(`<g:${name}>`)
      expect(field(item, 'g:price')).toMatch(/^\d+\.\d{2} AUD$/)
      expect(field(item, 'g:mileage')).toMatch(/^\d+ km$/)
      expect(field(item, 'g:condition')).toMatch(/^(new|used)$/)
      expect(field(item, 'g:google_product_category')).toBe(GOOGLE_VEHICLE_CATEGORY)
      expect(field(item, 'g:link')).toMatch(/^https:\/\/www\.harbourmotors\.com\.au\/cars\//)
      expect(field(item, 'g:vin')).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(item).toMatch(
        /<g:vehicle_fulfillment>\s*<g:option>in_store<\/g:option>\s*<g:store_code>harbour-parramatta<\/g:store_code>/,
      )
    }
    const [used, fresh, demo] = items as [string, string, string]
    expect(field(used, 'g:price')).toBe('52990.00 AUD')
    expect(field(used, 'g:mileage')).toBe('45210 km')
    expect(field(used, 'g:brand')).toBe('Toyota')
    expect(field(used, 'g:model')).toBe('HiLux')
    expect(field(used, 'g:trim')).toBe('SR5')
    expect(field(used, 'g:year')).toBe('2021')
    expect(field(used, 'g:image_link')).toBe(`${ORIGIN}/demo-images/a.jpg`)
    expect(used.match(/<g:additional_image_link>/g)).toHaveLength(2)
    expect(field(used, 'g:link_template')).toBe(`${ORIGIN}/cars/2021-toyota-hilux-sr5-101?store={store_code}`)
    expect(field(used, 'g:dealership_address')).toBe('12 Church St, Parramatta NSW 2150, AU')
    expect(field(fresh, 'g:condition')).toBe('new')
    expect(field(demo, 'g:condition')).toBe('used')
    expect(field(demo, 'g:price')).toBe('47990.00 AUD')
  })

  it('a car missing a required attribute is left out with the reason, not sent half-filled', () => {
    const feed = buildGoogleFeed(channel, [
      vehicle({ id: '1' }, { vin: null }),
      vehicle({ id: '2', price: null }),
      vehicle({ id: '3', primary_image_url: null, image_urls: [] }, { imageUrls: [] }),
      vehicle({ id: '4' }, {}, null),
      vehicle({ id: '5', km: null }),
      vehicle({ id: '6', car_type: 'new', km: null }),
      vehicle({ id: '7', car_type: 'new', price: null }),
    ])
    const title = '2021 Toyota HiLux SR5'
    expect(feed.skipped).toEqual([
      { id: '1', title, reasons: missing(['vin']) },
      // no price: the price type is not judged (nor the MSRP of a new car)
      { id: '2', title, reasons: missing(['price']) },
      { id: '3', title, reasons: missing(['image_link']) },
      {
        id: '4',
        title,
        reasons: missing(['store_code', 'vehicle_fulfillment', 'dealership_name', 'dealership_address']),
      },
      { id: '5', title, reasons: missing(['mileage']) },
      // a new car without a price has no MSRP either: one reason, not two
      { id: '7', title, reasons: missing(['price']) },
    ])
    expect(feed.items).toBe(1)
    expect(skippedSummary(feed.skipped)).toBe(
      '6; price=2, dealership_address=1, dealership_name=1, image_link=1, mileage=1, store_code=1, vehicle_fulfillment=1, vin=1',
    )
    expect(skippedSummary([])).toBe('0')
    expect(feed.skipped.map((s) => reasonText('google', s.reasons[0]!))).toEqual([
      'No VIN (17 characters, no I, O or Q)',
      'No price shown on the site',
      'No photo',
      'No location',
      'No odometer reading',
      'No price shown on the site',
    ])
  })

  it('only passenger vehicles: motorcycles, trucks and caravans are left out, each with the reason in words', () => {
    const feed = buildGoogleFeed(channel, [
      vehicle({ id: '1', item_type: 'motorcycle', year: 2019, make: 'Honda', model: 'CB500X', badge: null }),
      vehicle({ id: '2', item_type: 'truck' }),
      vehicle({ id: '3', item_type: 'caravan' }),
    ])
    expect(feed.items).toBe(0)
    expect(feed.skipped.map((s) => [s.title, s.reasons.map((r) => reasonText('google', r))])).toEqual([
      ['2019 Honda CB500X', ['Motorcycles are not accepted by Google Vehicle Ads']],
      ['2021 Toyota HiLux SR5', ['Trucks are not accepted by Google Vehicle Ads']],
      ['2021 Toyota HiLux SR5', ['Caravans are not accepted by Google Vehicle Ads']],
    ])
    expect(skippedSummary(feed.skipped)).toBe('3; item_type:caravan=1, item_type:motorcycle=1, item_type:truck=1')
  })

  it('vehicle_price_type: drive away for new and used, excl. govt charges for used only, nothing else', () => {
    // the whole declared list of our price types, per condition (Google: Australia requires one for new and used)
    const table = Object.fromEntries(
      (Object.keys(PRICE_TYPE_LABELS) as PriceType[]).map((t) => [
        t,
        { new: googlePriceType(t, 'new'), used: googlePriceType(t, 'used') },
      ]),
    )
    expect(table).toEqual({
      drive_away: { new: 'drive_away_price', used: 'drive_away_price' },
      egc: { new: null, used: 'excluding_government_charges_price' },
      orc: { new: null, used: null },
    })
    for (const row of Object.values(table))
      for (const v of Object.values(row)) if (v) expect(GOOGLE_AU_PRICE_TYPES).toContain(v)
    expect(googlePriceType(null, 'used')).toBeNull()
    expect(googlePriceType('toString', 'used')).toBeNull()
  })

  it('a new car priced excl. govt charges, or any car without an accepted price type, is left out and says why', () => {
    const feed = buildGoogleFeed(channel, [
      vehicle({ id: '1', car_type: 'new', price_type: 'egc' }),
      vehicle({ id: '2', car_type: 'demo', price_type: 'egc' }),
      vehicle({ id: '3', car_type: 'used', price_type: 'orc' }),
      vehicle({ id: '4', car_type: 'used', price_type: null }),
      vehicle({ id: '5', car_type: 'new', price_type: 'drive_away' }),
    ])
    expect(blocks(feed.body, 'item').map((i) => [field(i, 'g:id'), field(i, 'g:vehicle_price_type')])).toEqual([
      ['2', 'excluding_government_charges_price'],
      ['5', 'drive_away_price'],
    ])
    expect(feed.skipped.map((s) => [s.id, s.reasons.map((r) => reasonText('google', r))])).toEqual([
      [
        '1',
        [
          "Price type 'Excl. govt charges' is not accepted for new cars: Google takes only drive away prices for new cars in Australia",
        ],
      ],
      [
        '3',
        [
          "Price type 'Plus on-road costs' is not accepted for used cars: Google takes drive away or excl. govt charges prices for used cars in Australia",
        ],
      ],
      ['4', ['No price type: Google takes drive away or excl. govt charges prices for used cars in Australia']],
    ])
    expect(skippedSummary(feed.skipped)).toBe('3; price_type:egc:new=1, price_type:none:used=1, price_type:orc:used=1')
  })

  it('vehicle_fulfillment: in store with the store code always; online as well when the site sells online', () => {
    const render = (storeCode: string | null, online: boolean) =>
      googleFulfillment(storeCode, online).map((e) => renderElement(e).replace(/\n\s*/g, ''))
    expect(render('HT-PAR', false)).toEqual([
      '<g:vehicle_fulfillment><g:option>in_store</g:option><g:store_code>HT-PAR</g:store_code></g:vehicle_fulfillment>',
    ])
    expect(render('HT-PAR', true)).toEqual([
      '<g:vehicle_fulfillment><g:option>in_store</g:option><g:store_code>HT-PAR</g:store_code></g:vehicle_fulfillment>',
      '<g:vehicle_fulfillment><g:option>online</g:option></g:vehicle_fulfillment>',
    ])
    const online = blocks(buildGoogleFeed({ ...channel, sellsOnline: true }, [vehicle()]).body, 'item')[0]!
    expect(online.match(/<g:vehicle_fulfillment>/g)).toHaveLength(2)
    expect(online).toContain('<g:option>online</g:option>')
    const inStore = blocks(buildGoogleFeed(channel, [vehicle()]).body, 'item')[0]!
    expect(inStore.match(/<g:vehicle_fulfillment>/g)).toHaveLength(1)
    expect(inStore).not.toContain('<g:option>online</g:option>')
  })

  it('the link template keeps an existing query', () => {
    expect(linkTemplate('https://x.au/cars/a?b=1')).toBe('https://x.au/cars/a?b=1&store={store_code}')
  })

  it('googleMissing names what an item lacks', () => {
    const item = googleItem(vehicle())
    expect(googleMissing(item)).toEqual([])
    expect(googleMissing({ ...item, children: item.children!.filter((c) => c.name !== 'g:brand') })).toEqual(['brand'])
  })
})

describe("the Feeds tab's list of cars left out", () => {
  it('pages of 50 with each reason in words, counted by reason over every page; a page past the last is the last', () => {
    const skipped = Array.from({ length: 120 }, (_, i) =>
      i % 3 === 0
        ? { id: String(i), title: `Car ${i}`, reasons: missing(['vin', 'price']) }
        : { id: String(i), title: `Car ${i}`, reasons: [{ code: 'item_type' as const, itemType: 'motorcycle' }] },
    )
    const first = leftOutPage('google', skipped, 1)
    expect([first.total, first.page, first.pages, first.rows.length]).toEqual([120, 1, 3, 50])
    expect(first.rows[0]).toEqual({
      id: '0',
      title: 'Car 0',
      reasons: ['No VIN (17 characters, no I, O or Q)', 'No price shown on the site'],
    })
    expect(first.byReason).toEqual([
      { reason: 'Motorcycles are not accepted by Google Vehicle Ads', cars: 80 },
      { reason: 'No price shown on the site', cars: 40 },
      { reason: 'No VIN (17 characters, no I, O or Q)', cars: 40 },
    ])
    expect(first.summary).toBe('120; item_type:motorcycle=80, price=40, vin=40')
    const last = leftOutPage('google', skipped, 99)
    expect([last.page, last.rows.length, last.rows[0]!.id]).toEqual([3, 20, '100'])
    expect(leftOutPage('meta', [], 1)).toEqual({ total: 0, page: 1, pages: 1, summary: '0', byReason: [], rows: [] })
  })

  it('warns about each location holding cars without a store code of its own, most cars first', () => {
    const uncoded = { ...location, id: '9', name: 'Harbour Yard', storeCode: 'harbour-yard', storeCodeSet: false }
    const vehicles = [vehicle({ id: '1' }), vehicle({ id: '2' }, {}, uncoded), vehicle({ id: '3' }, {}, uncoded)]
    expect(uncodedLocations([...vehicles, vehicle({ id: '4' }, {}, null)])).toEqual([
      { id: '9', name: 'Harbour Yard', fallback: 'harbour-yard', cars: 2 },
    ])
  })
})
