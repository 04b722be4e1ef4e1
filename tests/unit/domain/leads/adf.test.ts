/**
 * The ADF 1.0 document of every lead form and category: each is validated by xmllint against the ADF 1.0 DTD
 * (tests/fixtures/adf/adf-1.0.dtd) and must carry every value the form sent — structured where ADF has an element.
 */
import { AdfError, buildAdfXml, escapeXml, type AdfLead } from '@/domain/leads/adf'
import { CATEGORY_INTEREST, adfLeadOf, type AdfContext, type StoredLead } from '@/domain/leads/adfLead'
import { STORED_LEAD_CATEGORIES, leadCategoryOf } from '@/domain/leads/schema'
import { TRADE_IN_SUBCATEGORY } from '@/domain/tradeIn/provider'

import { adfErrors, adfText, buyOnlineOrderFields, SERVICE_FIELDS, adfTexts } from '../../../helpers/adf'

const ctx: AdfContext = {
  vendor: {
    name: 'Hyundai Penrith',
    phone: '02 4700 1234',
    address: { street: '1 High St', city: 'Penrith', region: 'NSW', postcode: '2750' },
  },
  timeZone: 'Australia/Sydney',
}

const contact = {
  name: 'Jo & Co',
  last_name: 'Smith <Jr> "😀"',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '2150',
  PreferredContactMethod: 'Email',
  opt_in: false,
}

const usedCar = {
  id: 12,
  slug: '2021-hyundai-tucson',
  title: '2021 Hyundai Tucson Elite',
  year: 2021,
  make: 'Hyundai',
  model: 'Tucson',
  badge: 'Elite',
  stock_number: 'HP4471',
  vin: 'KMHJ381ABMU123456',
  car_type: 'used',
  price: 38990,
  km: 42150,
  simple_body: 'SUV',
  simple_transmission: 'Automatic',
  doors: 5,
  colour: 'White',
}

const stored = (over: Partial<StoredLead> & { fields: Record<string, unknown> }): StoredLead => ({
  id: 501,
  createdAt: '2026-11-26T01:00:00.000Z',
  category: 'General Enquiry',
  email: contact.email,
  phone: contact.phone,
  postcode: contact.postcode,
  url: 'https://harbour.example/cars/2021-hyundai-tucson',
  ...over,
})

/** Every value the form sent, as a reader of the ADF sees it (booleans as Yes/No); car_type is the vehicle's status. */
function expectEveryValue(xml: string, fields: Record<string, unknown>, skip: string[] = []) {
  const text = adfText(xml)
  for (const [k, v] of Object.entries(fields)) {
    if (skip.includes(k) || v === '' || v === null || v === undefined) continue
    // the car a form names by id is the first <vehicle> itself
    if (k === 'car_id' && vehicleTags(xml).length > 0 && /<stock>/.test(xml)) continue
    if (k === 'car_type') {
      expect(vehicleTags(xml)[0]).toContain(`status="${v === 'used' ? 'used' : 'new'}"`)
      continue
    }
    const shown = typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v)
    expect({ field: k, found: text.includes(shown) }).toEqual({ field: k, found: true })
  }
}

/** The ADF of a stored lead, validated against the ADF 1.0 DTD. */
function validAdf(lead: StoredLead, context: AdfContext = ctx): string {
  const xml = buildAdfXml(adfLeadOf(lead, context))
  expect(adfErrors(xml)).toBe('')
  return xml
}

const vehicleTags = (xml: string) => [...xml.matchAll(/<vehicle ([^>]*)>/g)].map((m) => m[1])

describe('ADF 1.0 per form: valid against the DTD and carrying every value', () => {
  it('LEAD-05 LEAD-10 a used-car enquiry: the car with stock, VIN, trim, odometer and asking price; the message and every field', () => {
    const fields = {
      ...contact,
      message: 'Is it still available? ]]> & <b>',
      'Vehicle Make': 'Hyundai',
      'Vehicle Model': 'Tucson',
      stock_number: 'HP4471',
      car_type: 'used',
      car_id: '12',
      vehicle_status: 'in_stock',
      manufacturer_slug: 'hyundai',
      dealership_slug: 'hyundai-penrith',
      finance: 'No',
      'do-you-have-a-trade-in': 'No',
    }
    const xml = validAdf(stored({ category: 'Used Car Enquiry', fields, car: usedCar }))
    expect(vehicleTags(xml)).toEqual(['interest="buy" status="used"'])
    expect(xml).toContain(
      '<year>2021</year><make>Hyundai</make><model>Tucson</model><vin>KMHJ381ABMU123456</vin><stock>HP4471</stock><trim>Elite</trim><doors>5</doors><bodystyle>SUV</bodystyle><transmission>Automatic</transmission><odometer status="original" units="km">42150</odometer>',
    )
    expect(xml).toContain('<price type="asking" currency="AUD">38990</price>')
    expect(adfTexts(xml, 'comments').at(-1)).toContain('Is it still available? ]]> & <b>')
    expect(xml).toContain('<email preferredcontact="1">jo@example.com</email>')
    expectEveryValue(xml, fields)
  })

  it('LEAD-11 LEAD-26 a test drive: interest test-drive and the booking in the location’s time zone, named', () => {
    const fields = {
      ...contact,
      message: 'After 10 if possible',
      'Test Drive Booking Date': '2026-12-01T10:30',
      location: 'Hyundai Penrith',
      location_id: '7',
      terms_conditions: true,
      car_id: '12',
    }
    const xml = validAdf(stored({ category: 'Test Drive', fields, car: usedCar }))
    expect(vehicleTags(xml)).toEqual(['interest="test-drive" status="used"'])
    expect(xml).toContain('<stock>HP4471</stock>')
    expect(adfText(xml)).toContain('Test drive booking: 01 Dec 2026, 10:30 am AEDT (Australia/Sydney)')
    // the same wall clock in Perth is Perth's
    const perth = buildAdfXml(
      adfLeadOf(stored({ category: 'Test Drive', fields, car: usedCar }), { ...ctx, timeZone: 'Australia/Perth' }),
    )
    expect(adfText(perth)).toContain('Test drive booking: 01 Dec 2026, 10:30 am AWST (Australia/Perth)')
    expectEveryValue(xml, fields, ['Test Drive Booking Date'])
  })

  it('LEAD-13 a photo request carries the request text', () => {
    const fields = {
      ...contact,
      'Request Photos': 'Please send me more photos of this vehicle.',
      message: 'The boot too',
    }
    const xml = validAdf(stored({ category: 'Request Photos', fields, car: usedCar }))
    expect(adfText(xml)).toContain('Photo request: Please send me more photos of this vehicle.')
    expectEveryValue(xml, fields)
  })

  it('LEAD-16 LEAD-17 a contact-page enquiry names no car: the one vehicle ADF requires says so; the postcode is a comment line, not an address without a street', () => {
    const fields = {
      ...contact,
      message: 'Do you open Sundays?',
      location: 'Hyundai Penrith',
      location_id: '7',
      dealership_slug: 'hyundai-penrith',
    }
    const xml = validAdf(stored({ category: 'General Enquiry', fields }))
    expect(vehicleTags(xml)).toHaveLength(1)
    expect(adfTexts(xml, 'comments')[0]).toBe('No vehicle was named on this enquiry.')
    expect(xml).not.toMatch(/<contact primarycontact="1"><name part="first">[^]*?<address>[^]*?<\/contact>\n<comments>/)
    expect(adfText(xml)).toContain('Postcode: 2150')
    expectEveryValue(xml, fields)
  })

  it('LEAD-07 a service enquiry keeps the shopper’s car, rego and preferred date', () => {
    const fields = { ...contact, ...SERVICE_FIELDS, kms: '120000' }
    const xml = validAdf(stored({ category: 'Service Enquiry', fields }))
    expect(adfText(xml)).toContain('Kilometres: 120,000 km')
    expectEveryValue(xml, fields, ['kms'])
  })

  it('LEAD-63 a careers enquiry: General Enquiry / Career Enquiry with the message', () => {
    const fields = { ...contact, message: 'I am a qualified technician' }
    const xml = validAdf(stored({ category: 'General Enquiry', subcategory: 'Career Enquiry', fields }))
    expect(adfText(xml)).toContain('Enquiry: General Enquiry / Career Enquiry')
    expectEveryValue(xml, fields)
  })

  it('LEAD-60 a finance enquiry: the car it was opened for with the budget as ADF finance', () => {
    const fields = {
      ...contact,
      message: 'Pre-approval please',
      preferredDealership: 'hyundai-penrith',
      vehiclePriceBudget: '45990',
      car_id: '12',
      car_type: 'used',
      vin: 'KMHJ381ABMU123456',
    }
    const xml = validAdf(stored({ category: 'Finance Enquiry', fields, car: usedCar }))
    expect(xml).toContain(
      '<finance><method>finance</method><amount type="total" limit="maximum" currency="AUD">45990</amount></finance>',
    )
    expectEveryValue(xml, fields)
    // without a car, the budget is a comment line
    const noCar = validAdf(stored({ category: 'Finance Enquiry', fields: { ...fields, car_id: undefined } }))
    expect(adfText(noCar)).toContain('Finance budget: $45,990')
  })

  it('LEAD-43 LEAD-44 LEAD-45 a trade-in from a car: the car being bought and the trade-in as a second vehicle with odometer and offer', () => {
    const fields = {
      ...contact,
      make: 'Toyota',
      model: 'Corolla',
      year: 2015,
      kms: 120000,
      rego: '1ABC234',
      regoState: 'WA',
    }
    const xml = validAdf(
      stored({
        category: 'Trade-in',
        subcategory: TRADE_IN_SUBCATEGORY.accepted,
        fields,
        car: usedCar,
        offer_price: 9800,
        offer_accepted: true,
        form_completed: true,
        valuation: {
          kind: 'estimate',
          low: 9300,
          high: 10300,
          offerPrice: 9800,
          adjustmentAnswers: { accident: 'minor' },
        },
      }),
    )
    expect(vehicleTags(xml)).toEqual(['interest="buy" status="used"', 'interest="trade-in" status="used"'])
    expect(xml).toContain(
      '<vehicle interest="trade-in" status="used"><year>2015</year><make>Toyota</make><model>Corolla</model><odometer status="original" units="km">120000</odometer><price type="offer" currency="AUD">9800</price>',
    )
    const text = adfText(xml)
    expect(text).toContain('Registration 1ABC234 (WA)')
    expect(text).toContain('Has the car been in an accident? Minor, repaired')
    expect(text).toContain('Online estimate $9,300 – $10,300; offer accepted by the customer')
    expect(text).toContain('Trade-in / 3. Offer Accepted')
    expectEveryValue(xml, fields)
  })

  it('LEAD-04 LEAD-47 a standalone trade-in, declined online: the trade-in vehicle alone', () => {
    const fields = { ...contact, make: 'Toyota', model: 'Corolla', year: 2015, kms: 120000, regoState: 'NSW' }
    const xml = validAdf(
      stored({
        category: 'Trade-in',
        subcategory: TRADE_IN_SUBCATEGORY.declined,
        fields,
        offer_accepted: false,
        form_completed: true,
        valuation: { kind: 'declined', reason: 'too-old' },
      }),
    )
    expect(vehicleTags(xml)).toEqual(['interest="trade-in" status="used"'])
    expect(adfText(xml)).toContain('no online estimate (too-old)')
    expectEveryValue(xml, fields)
  })

  it('LEAD-04 sell my car: the shopper’s car with interest sell', () => {
    const fields = { ...contact, make: 'Mazda', model: 'CX-5', year: 2019, kms: 60000, regoState: 'QLD' }
    const xml = validAdf(
      stored({ category: 'Sell My Car', fields, offer_price: 21000, valuation: { offerPrice: 21000 } }),
    )
    expect(vehicleTags(xml)).toEqual(['interest="sell" status="used"'])
    expect(xml).toContain('<price type="offer" currency="AUD">21000</price>')
    expectEveryValue(xml, fields)
  })

  it('LEAD-38 a buy-online order: the car, the trade-in with rego and details, the payment as finance, every choice', () => {
    const fields = { ...contact, ...buyOnlineOrderFields('2021-hyundai-tucson') }
    const xml = validAdf(stored({ category: 'Buy Online', fields, car: usedCar }))
    expect(vehicleTags(xml)).toEqual(['interest="buy" status="used"', 'interest="trade-in" status="used"'])
    expect(xml).toContain(
      '<finance><method>finance</method><amount type="total" limit="exact" currency="AUD">38990</amount></finance>',
    )
    expect(xml).toContain(
      '<year>2015</year><make>Toyota</make><model>Corolla</model><odometer status="original" units="km">120000</odometer>',
    )
    expectEveryValue(xml, fields)
  })

  it('LEAD-38 a reservation hold’s lead: the car, the reference, deposit and hold end', () => {
    const fields = {
      ...contact,
      message: 'Deposit $500 paid; held until 27 Nov 2026, 1:00 pm AEDT',
      reservation_reference: 'RES-42',
      deposit: '$500',
      held_until: '2026-11-27T02:00:00.000Z',
    }
    const xml = validAdf(stored({ category: 'Reservation', subcategory: 'Buy Online', fields, car: usedCar }))
    expect(adfText(xml)).toContain('Reservation reference: RES-42')
    expectEveryValue(xml, fields)
  })
})

describe('ADF categories and the vendor', () => {
  it('LEAD-11 every stored category has an interest, test drives are test-drive however the category is written', () => {
    for (const c of STORED_LEAD_CATEGORIES)
      expect(CATEGORY_INTEREST[c]).toMatch(/^(buy|lease|sell|trade-in|test-drive)$/)
    for (const written of ['Test Drive', 'test_drive', 'test-drive', ' TEST DRIVE '])
      expect(leadCategoryOf(written)).toBe('Test Drive')
    expect(leadCategoryOf('Vehicle Enquiry')).toBeNull()
    const xml = validAdf(stored({ category: 'test_drive', fields: contact, car: usedCar }))
    expect(vehicleTags(xml)).toEqual(['interest="test-drive" status="used"'])
  })

  it('LEAD-16 the vendor has its name and a contact with phone and street address; a vendor with neither phone nor email is refused', () => {
    const xml = validAdf(stored({ fields: contact }))
    expect(xml).toContain(
      '<vendor><vendorname>Hyundai Penrith</vendorname><contact primarycontact="1"><name part="full">Hyundai Penrith</name><phone>02 4700 1234</phone><address><street line="1">1 High St</street><city>Penrith</city><regioncode>NSW</regioncode><postalcode>2750</postalcode><country>AU</country></address></contact></vendor>',
    )
    const noStreet = validAdf(stored({ fields: contact }), {
      ...ctx,
      vendor: { name: 'Site', email: 'leads@site.example', address: { postcode: '2000' } },
    })
    expect(noStreet).not.toContain('<address>')
    expect(() => buildAdfXml(adfLeadOf(stored({ fields: contact }), { ...ctx, vendor: { name: 'Site' } }))).toThrow(
      AdfError,
    )
  })
})

describe('ADF escaping', () => {
  const lead: AdfLead = {
    id: 42,
    requestDate: new Date('2026-11-22T10:00:00.000Z'),
    vehicles: [],
    customer: { firstName: "Jo & Co's", lastName: 'Smith', email: 'jo@example.com' },
    comments: ['Is it still <available>?\u0007 ]]> thanks 😀'],
    vendor: { name: 'Westside Motors & Sons', contact: { fullName: 'Westside', phone: '08 9000 0000' } },
  }

  it('LEAD-05 round-trips & < > " and emoji, drops forbidden control characters, and stays valid', () => {
    const xml = buildAdfXml(lead)
    expect(adfErrors(xml)).toBe('')
    expect(adfTexts(xml, 'name')[0]).toBe("Jo & Co's")
    expect(adfTexts(xml, 'comments').at(-1)).toBe('Is it still <available>? ]]> thanks 😀')
    expect(adfTexts(xml, 'vendorname')).toEqual(['Westside Motors & Sons'])
    expect(escapeXml(`<a href="x">&'\u0000\u001F\t`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;\t')
  })

  it('LEAD-05 refuses a lead ADF cannot describe (no name, no phone and no email, no vendor name)', () => {
    expect(() => buildAdfXml({ ...lead, customer: { firstName: ' ', email: 'a@b.c' } })).toThrow(AdfError)
    expect(() => buildAdfXml({ ...lead, customer: { firstName: 'Jo', phone: ' ' } })).toThrow(AdfError)
    expect(() => buildAdfXml({ ...lead, vendor: { ...lead.vendor, name: '' } })).toThrow(AdfError)
  })
})
