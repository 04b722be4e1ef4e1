/**
 * Every lead form, end to end on a real PostgreSQL: the form's payload through submitLead (stored: every field), the
 * outbox worker's delivery to the email destination (one .eml), and the delivered ADF — its 8bit UTF-8 text part and
 * its application/xml part — valid against the ADF 1.0 DTD (xmllint) and carrying every value the form sent, with the
 * lead's dealership as the vendor (its name, phone and street address).
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { deliverDueLeads } from '@/data/leads/deliver'
import { submitLead } from '@/data/leads/submit'
import { toTenantSite } from '@/data/tenants'
import type { TenantSite } from '@/domain/site'
import { CONDITION_QUESTIONS } from '@/domain/tradeIn/questions'
import { TRADE_IN_SUBCATEGORY } from '@/domain/tradeIn/provider'
import { outboxDir } from '@/lib/email/adapter'

import { adfErrors, adfText, buyOnlineOrderFields, SERVICE_FIELDS } from '../helpers/adf'
import { createDoc, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

let payload: Payload
let site: TenantSite
let car: Doc
let penrith: Doc
const stamp = Date.now().toString(36)
const inbox = `leads@adf-${stamp}.example`
let ipSeq = 0
const ip = () => `203.0.113.${++ipSeq}`

const contact = {
  name: 'Zoë & Co',
  last_name: 'O’Brien <Jr> "😀"',
  email: 'zoe@example.com',
  phone: '0412 345 678',
  postcode: '2150',
  PreferredContactMethod: 'Phone',
  opt_in: true,
}

beforeAll(async () => {
  payload = await bootPayload()
  const tenant = await createDoc(payload, 'tenants', {
    name: 'Western Sydney Motor Group',
    slug: `adf-${stamp}`,
    template: 'group',
    time_zone: 'Australia/Sydney',
  })
  site = toTenantSite(tenant as never)
  const dealer = (name: string, slug: string, phone: string) =>
    createDoc(payload, 'dealerships', { tenant: tenant.id, name, slug: `${slug}-${stamp}`, phone })
  const toyota = await dealer('Toyota Parramatta', 'toyota-parramatta', '02 9000 1111')
  const hyundai = await dealer('Hyundai Penrith', 'hyundai-penrith', '02 4700 2222')
  // the group's primary location is Toyota's: a Hyundai lead must never take its phone
  await createDoc(payload, 'locations', {
    tenant: tenant.id,
    name: 'Toyota Parramatta',
    slug: `parramatta-${stamp}`,
    dealership: toyota.id,
    primary: true,
    visible: true,
    address: { street: '1 Church St', city: 'Parramatta', state: 'NSW', postcode: '2150' },
    contact_detail: { phone: '02 9000 1111' },
  })
  penrith = await createDoc(payload, 'locations', {
    tenant: tenant.id,
    name: 'Hyundai Penrith',
    slug: `penrith-${stamp}`,
    dealership: hyundai.id,
    visible: true,
    address: { street: '50 Mulgoa Rd', city: 'Penrith', state: 'NSW', postcode: '2750' },
    contact_detail: { phone: '02 4700 2222' },
  })
  car = await createDoc(payload, 'vehicles', {
    tenant: tenant.id,
    name: '2021 Hyundai Tucson Elite',
    slug: `tucson-${stamp}`,
    car_type: 'used',
    status: 'in_stock',
    year: 2021,
    make: 'Hyundai',
    model: 'Tucson',
    badge: 'Elite',
    stocknum: 'HP4471',
    vin: 'KMHJ381ABMU123456',
    km: 42150,
    price: 38990,
    dealership: hyundai.id,
    location: penrith.id,
  })
  await createDoc(payload, 'lead-destinations', {
    tenant: tenant.id,
    name: 'CRM inbox',
    kind: 'email',
    email: inbox,
    active: true,
  })
})

afterAll(async () => {
  await shutdownPayload(payload)
})

/** Submits one form's body (a person's timing) and answers the stored lead. */
async function submit(body: Doc): Promise<Doc> {
  const answer = await submitLead(payload, site, { body: { form_elapsed_ms: 30_000, ...body }, ip: ip() })
  expect(answer.status).toBe(201)
  return (await payload.findByID({ collection: 'leads', id: Number(answer.body.lead_id), overrideAccess: true })) as Doc
}

/** The .eml delivered for a lead: delivers due leads until it is out of the outbox. */
async function delivered(id: number): Promise<string> {
  for (let i = 0; i < 10; i++) {
    await deliverDueLeads(payload)
    const lead = (await payload.findByID({ collection: 'leads', id, overrideAccess: true })) as Doc
    if (lead.status === 'delivered') break
  }
  const dir = outboxDir(process.env.DATA_DIR ?? '.data')
  const mine = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((eml) => eml.includes(`To: ${inbox}`) && new RegExp(`^Subject: .* #${id}$`, 'm').test(eml))
  expect(mine).toHaveLength(1)
  return mine[0]!
}

/** The ADF of a delivered lead: the 8bit text part, the same as the decoded application/xml part, DTD-valid. */
function adfOf(eml: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(eml)![1]!
  const parts = eml
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => {
      const at = chunk.search(/\r?\n\r?\n/)
      return { headers: chunk.slice(0, at), body: chunk.slice(at).replace(/^\r?\n\r?\n/, '') }
    })
  const text = parts.find((p) => /content-type:\s*text\/plain/i.test(p.headers))!
  const xmlPart = parts.find((p) => /content-type:\s*application\/xml/i.test(p.headers))!
  expect(text.headers).toMatch(/content-transfer-encoding:\s*8bit/i)
  const xml = Buffer.from(xmlPart.body.replace(/\s+/g, ''), 'base64').toString('utf8')
  expect(text.body.trimEnd()).toBe(xml.trimEnd())
  expect(adfErrors(xml)).toBe('')
  return xml
}

/** Every value of the sent fields is in the stored lead's fields and in the ADF's text (booleans as Yes/No). */
function expectEverywhere(lead: Doc, xml: string, fields: Doc, skip: string[] = []) {
  const text = adfText(xml)
  for (const [k, v] of Object.entries(fields)) {
    expect({ field: k, stored: lead.fields[k] }).toEqual({ field: k, stored: v })
    if (skip.includes(k)) continue
    const shown = typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v)
    expect({ field: k, delivered: text.includes(shown) }).toEqual({ field: k, delivered: true })
  }
}

const VENDOR =
  '<vendor><vendorname>Hyundai Penrith</vendorname><contact primarycontact="1"><name part="full">Hyundai Penrith</name><phone>02 4700 2222</phone><address><street line="1">50 Mulgoa Rd</street><city>Penrith</city><regioncode>NSW</regioncode><postalcode>2750</postalcode><country>AU</country></address></contact></vendor>'

describe('every form reaches the dealer as valid ADF 1.0 with every value', () => {
  it('LEAD-05 LEAD-10 LEAD-52 the vehicle page enquiry: the car with stock and VIN, the dealership as vendor', async () => {
    const fields = { ...contact, message: 'Is it still available?', stock_number: 'HP4471', car_type: 'used' }
    const lead = await submit({ category: 'Used Car Enquiry', car_id: String(car.id), fields })
    const xml = adfOf(await delivered(lead.id))
    expect(xml).toContain(
      '<vehicle interest="buy" status="used"><year>2021</year><make>Hyundai</make><model>Tucson</model><vin>KMHJ381ABMU123456</vin><stock>HP4471</stock><trim>Elite</trim>',
    )
    expect(xml).toContain(VENDOR)
    expectEverywhere(lead, xml, fields, ['car_type'])
  })

  it('LEAD-11 LEAD-54 the test drive: interest test-drive, the booking time in Sydney named with its zone', async () => {
    const fields = {
      ...contact,
      message: 'Mornings suit',
      'Test Drive Booking Date': '2026-12-01T10:30',
      location_id: String(penrith.id),
    }
    const lead = await submit({ category: 'Test Drive', car_id: String(car.id), fields })
    const xml = adfOf(await delivered(lead.id))
    expect(xml).toContain('<vehicle interest="test-drive" status="used">')
    expect(adfText(xml)).toContain('Test drive booking: 01 Dec 2026, 10:30 am AEDT (Australia/Sydney)')
    expectEverywhere(lead, xml, fields, ['Test Drive Booking Date'])
  })

  it('LEAD-13 the photo request: its text', async () => {
    const fields = {
      ...contact,
      'Request Photos': 'Please send me more photos of this vehicle.',
      message: 'Interior please',
    }
    const lead = await submit({ category: 'Request Photos', car_id: String(car.id), fields })
    expectEverywhere(lead, adfOf(await delivered(lead.id)), fields)
  })

  it('LEAD-16 LEAD-17 the contact page with a chosen location: its dealership is the vendor; the postcode a comment line', async () => {
    const fields = {
      ...contact,
      message: 'Open Sundays?',
      location: 'Hyundai Penrith',
      location_id: String(penrith.id),
    }
    const lead = await submit({ category: 'General Enquiry', fields })
    const xml = adfOf(await delivered(lead.id))
    expect(xml).toContain(VENDOR)
    expect(adfText(xml)).toContain('Postcode: 2150')
    expectEverywhere(lead, xml, fields)
  })

  it('LEAD-07 the service page: the shopper’s car, rego and preferred date', async () => {
    const fields = { ...contact, ...SERVICE_FIELDS }
    const lead = await submit({ category: 'Service Enquiry', fields })
    expectEverywhere(lead, adfOf(await delivered(lead.id)), fields)
  })

  it('LEAD-62 LEAD-63 careers: General Enquiry / Career Enquiry', async () => {
    const fields = { ...contact, message: 'Qualified technician, 10 years' }
    const lead = await submit({ category: 'General Enquiry', subcategory: 'Career Enquiry', fields })
    const xml = adfOf(await delivered(lead.id))
    expect(adfText(xml)).toContain('Enquiry: General Enquiry / Career Enquiry')
    expectEverywhere(lead, xml, fields)
  })

  it('LEAD-60 the finance page opened from a car keeps that car and its dealership: vendor, budget as ADF finance', async () => {
    // what the finance page's form sends: the link's query values in its fields, no request car_id
    const fields = {
      ...contact,
      message: 'Pre-approval please',
      preferredDealership: `hyundai-penrith-${stamp}`,
      vehiclePriceBudget: '45990',
      car_id: String(car.id),
      car_type: 'used',
      vin: 'KMHJ381ABMU123456',
    }
    const lead = await submit({ category: 'Finance Enquiry', fields })
    expect(lead.vehicle?.id ?? lead.vehicle).toBe(car.id)
    expect(lead.car).toMatchObject({ stock_number: 'HP4471', make: 'Hyundai' })
    const xml = adfOf(await delivered(lead.id))
    expect(xml).toContain(
      '<finance><method>finance</method><amount type="total" limit="maximum" currency="AUD">45990</amount></finance>',
    )
    expect(xml).toContain(VENDOR)
    // the car's id and type are the <vehicle> itself (its stock number, VIN and status="used")
    expectEverywhere(lead, xml, fields, ['car_type', 'car_id'])
  })

  it('LEAD-60 the finance page without a car: the preferred dealership is the vendor', async () => {
    const fields = {
      ...contact,
      message: 'Budget finance',
      preferredDealership: `hyundai-penrith-${stamp}`,
      vehiclePriceBudget: '30000',
    }
    const lead = await submit({ category: 'Finance Enquiry', fields })
    const xml = adfOf(await delivered(lead.id))
    expect(xml).toContain(VENDOR)
    expect(adfText(xml)).toContain('Finance budget: $30,000')
  })

  const tradeIn = async (category: 'Trade-in' | 'Sell My Car', carId?: string) => {
    const fields = {
      ...contact,
      rego: '1ABC234',
      regoState: 'WA',
      make: 'Toyota',
      model: 'Corolla',
      year: 2015,
      kms: 120000,
    }
    const first = await submitLead(payload, site, {
      body: {
        category,
        ...(carId ? { car_id: carId } : {}),
        subcategory: TRADE_IN_SUBCATEGORY.vehicle,
        isLastStep: false,
        form_elapsed_ms: 30_000,
        fields,
      },
      ip: ip(),
    })
    expect(first.status).toBe(201)
    const answers = Object.fromEntries(
      CONDITION_QUESTIONS.map((q) => [q.id, q.options[1]?.value ?? q.options[0]!.value]),
    )
    const lead = await submit({
      category,
      ...(carId ? { car_id: carId } : {}),
      lead_id: first.body.lead_id,
      continuation_token: first.body.continuation_token,
      subcategory: TRADE_IN_SUBCATEGORY.accepted,
      form_completed: true,
      offer_accepted: true,
      offer_price: 9800,
      valuation: { kind: 'estimate', low: 9300, high: 10300, offerPrice: 9800, adjustmentAnswers: answers },
      fields,
    })
    return { lead, fields, xml: adfOf(await delivered(lead.id)) }
  }

  it('LEAD-43 LEAD-44 LEAD-45 a trade-in from a car: the car being bought and the trade-in vehicle with km and offer', async () => {
    const { lead, fields, xml } = await tradeIn('Trade-in', String(car.id))
    expect(lead).toMatchObject({ subcategory: '3. Offer Accepted', offer_price: 9800, offer_accepted: true })
    expect(xml).toContain('<vehicle interest="buy" status="used"><year>2021</year>')
    expect(xml).toContain(
      '<vehicle interest="trade-in" status="used"><year>2015</year><make>Toyota</make><model>Corolla</model><odometer status="original" units="km">120000</odometer><price type="offer" currency="AUD">9800</price>',
    )
    expect(adfText(xml)).toContain('Registration 1ABC234 (WA)')
    expectEverywhere(lead, xml, fields)
  })

  it('LEAD-41 LEAD-45 the standalone trade-in (/trade-in): the trade-in vehicle alone, its offer', async () => {
    const { lead, fields, xml } = await tradeIn('Trade-in')
    expect([...xml.matchAll(/<vehicle /g)]).toHaveLength(1)
    expect(xml).toContain('<price type="offer" currency="AUD">9800</price>')
    expectEverywhere(lead, xml, fields)
  })

  it('LEAD-38 the buy-online order: the car, its trade-in by rego and details, finance, every choice', async () => {
    const fields = { ...contact, opt_in: false, ...buyOnlineOrderFields(`tucson-${stamp}`) }
    const lead = await submit({ category: 'Buy Online', car_id: `tucson-${stamp}`, fields })
    const xml = adfOf(await delivered(lead.id))
    expect(xml).toContain(
      '<vehicle interest="trade-in" status="used"><year>2015</year><make>Toyota</make><model>Corolla</model>',
    )
    expect(xml).toContain('<amount type="total" limit="exact" currency="AUD">38990</amount>')
    expect(xml).toContain(VENDOR)
    expectEverywhere(lead, xml, fields)
  })
})
