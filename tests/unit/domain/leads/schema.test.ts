import { leadDefaultsFromVehicle } from '@/domain/leads/defaults'
import { formClock, readLeadResponse } from '@/domain/leads/submit'
import {
  FIELD_TEXT_MAX,
  LEAD_EXTRA_FIELDS,
  MESSAGE_MAX,
  MIN_FILL_MS,
  REQUEST_PHOTOS_TEXT,
  FORM_ERRORS_HEADING,
  LEAD_SUBMIT_FAILED,
  LEAD_UNEXPECTED,
  OPT_IN_TEXT,
  DEFAULT_SUBMIT_LABEL,
  enquiryCategoryFor,
  leadFieldsSchema,
  leadRequestSchema,
  leadSchemaOptionsFor,
  normaliseAuPhone,
  trackingEventId,
  wireCategory,
} from '@/domain/leads/schema'

const good = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  message: 'Hi',
}

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
}

describe('lead fields', () => {
  it('LEAD-07 LEAD-08 LEAD-21 accepts the core fields with defaults Phone and opt_in true', () => {
    const r = leadFieldsSchema().parse(good)
    expect(r.PreferredContactMethod).toBe('Phone')
    expect(r.opt_in).toBe(true)
  })
  it('LEAD-18 LEAD-19 ERR-14 postcode required and exactly 4 digits', () => {
    const s = leadFieldsSchema()
    for (const postcode of ['', '200', '20000', 'abcd', undefined]) {
      expect(errors(s.safeParse({ ...good, postcode })).postcode).toBe(
        'Invalid postcode. Please enter a 4-digit number.',
      )
    }
    expect(s.safeParse({ ...good, postcode: ' 3000 ' }).success).toBe(true)
  })
  it('LEAD-14 message required unless the tenant turns it off', () => {
    expect(errors(leadFieldsSchema().safeParse({ ...good, message: ' ' })).message).toBe('Please enter your comments.')
    expect(leadFieldsSchema({ messageRequired: false }).safeParse({ ...good, message: '' }).success).toBe(true)
    expect(leadFieldsSchema({ messageRequired: false }).safeParse({ ...good, message: undefined }).success).toBe(true)
  })
  it('LEAD-26 test drive and photo request: the date and the message are optional, even where enquiries need a message', () => {
    const forms = { enquiryMessageRequired: true, termsRequired: false }
    const { message: _message, ...noMessage } = good
    for (const category of ['Test Drive', 'Request Photos'] as const) {
      const r = leadRequestSchema(leadSchemaOptionsFor(forms, category)).safeParse({ category, fields: noMessage })
      expect(r.success).toBe(true)
    }
    const booked = leadRequestSchema(leadSchemaOptionsFor(forms, 'Test Drive')).parse({
      category: 'Test Drive',
      fields: { ...noMessage, 'Test Drive Booking Date': '2030-11-25T09:30' },
    })
    expect((booked.fields as Record<string, unknown>)['Test Drive Booking Date']).toBe('2030-11-25T09:30')
    // an enquiry still needs its message
    expect(
      leadRequestSchema(leadSchemaOptionsFor(forms, 'Used Car Enquiry')).safeParse({
        category: 'Used Car Enquiry',
        fields: noMessage,
      }).success,
    ).toBe(false)
  })
  it('LEAD-15 LEAD-16 LEAD-17 category, location and dealership required only when shown', () => {
    expect(leadFieldsSchema().safeParse(good).success).toBe(true)
    const e = errors(leadFieldsSchema({ showCategory: true, showLocation: true, showDealership: true }).safeParse(good))
    expect(e.category).toBe('Please choose an enquiry type.')
    expect(e.location).toBe('Please choose a location.')
    expect(e.dealership_slug).toBe('Please choose a dealership.')
  })
  it('LEAD-23 ERR-17 terms required on configured tenants', () => {
    const s = leadFieldsSchema({ termsRequired: true })
    expect(errors(s.safeParse(good)).terms_conditions).toBe(
      'You must agree to the terms of use before submitting the form.',
    )
    expect(errors(s.safeParse({ ...good, terms_conditions: false })).terms_conditions).toBe(
      'You must agree to the terms of use before submitting the form.',
    )
    expect(s.safeParse({ ...good, terms_conditions: true }).success).toBe(true)
    expect(leadFieldsSchema().safeParse(good).success).toBe(true)
  })
  it('LEAD-25 email and names', () => {
    const e = errors(leadFieldsSchema().safeParse({ ...good, email: 'nope', name: ' ', last_name: '' }))
    expect(e.email).toBe('Please enter a valid email address, e.g. name@example.com.')
    expect(e.name).toBe('Please enter your first name.')
    expect(e.last_name).toBe('Please enter your last name.')
  })
  it('LEAD-25 Australian mobile and landline phone numbers', () => {
    expect(normaliseAuPhone('+61 412 345 678')).toBe('0412345678')
    expect(normaliseAuPhone('(02) 9876-5432')).toBe('0298765432')
    expect(normaliseAuPhone('1300 123 456')).toBe('1300123456')
    expect(normaliseAuPhone('131 313')).toBe('131313')
    expect(normaliseAuPhone('12345')).toBeNull()
    expect(normaliseAuPhone('0912345678')).toBeNull()
    expect(errors(leadFieldsSchema().safeParse({ ...good, phone: '555' })).phone).toMatch(
      /valid Australian phone number/,
    )
  })
  it('LEAD-08 LEAD-09 LEAD-20 contact method, Yes/No fields, kms and optional rego', () => {
    const s = leadFieldsSchema()
    expect(
      s.safeParse({
        ...good,
        PreferredContactMethod: 'SMS',
        finance: 'Yes',
        'do-you-have-a-trade-in': 'No',
        kms: '45,000',
        regoState: 'NSW',
      }).success,
    ).toBe(true)
    expect(errors(s.safeParse({ ...good, PreferredContactMethod: 'Fax' })).PreferredContactMethod).toBe(
      'Please choose Phone, Email or SMS.',
    )
    expect(errors(s.safeParse({ ...good, finance: 'Maybe' })).finance).toBe('Please choose Yes or No.')
    expect(errors(s.safeParse({ ...good, kms: 'lots' })).kms).toBe('Please enter the kilometres as a whole number.')
  })
  it('LEAD-10 LEAD-11 LEAD-13 keeps lead form defaults and extra fields', () => {
    const r = leadFieldsSchema().parse({
      ...good,
      'Vehicle Make': 'Toyota',
      stock_number: 'A1',
      'Test Drive Booking Date': '2026-12-01T10:00',
      opt_in: 'false',
    })
    expect(r['Vehicle Make']).toBe('Toyota')
    expect(r['Test Drive Booking Date']).toBe('2026-12-01T10:00')
    expect(r.opt_in).toBe(false)
  })
  it('LEAD-22 LEAD-24 LEAD-03 ERR-11 ERR-12 texts', () => {
    expect(OPT_IN_TEXT).toBe('Yes, I would like to subscribe to receive latest offers & product updates.')
    expect(FORM_ERRORS_HEADING).toBe('Please fix the following errors:')
    expect(LEAD_SUBMIT_FAILED).toBe('An error occurred when submitting this form')
    expect(LEAD_UNEXPECTED).toBe('An unexpected error occured')
    expect(DEFAULT_SUBMIT_LABEL).toBe('Submit Form')
  })
})

describe('lead request', () => {
  it('LEAD-29 LEAD-37 LEAD-38 whole body with defaults', () => {
    const r = leadRequestSchema().parse({
      category: 'Used Car Enquiry',
      car_id: '12',
      fields: good,
      lead_attributes: { visited_pages: ['/cars/x'] },
    })
    expect(r.isLastStep).toBe(true)
    expect(r.source).toBe('Website')
    expect(r.additional_services).toEqual([])
    expect(
      leadRequestSchema().parse({
        category: 'Trade-in',
        fields: good,
        isLastStep: false,
        lead_id: 'abc',
        offer_price: 12000,
        offer_accepted: true,
      }).isLastStep,
    ).toBe(false)
  })
  it('LEAD-06 additional_services is a list of strings', () => {
    expect(
      leadRequestSchema().parse({
        category: 'General Enquiry',
        fields: good,
        additional_services: ['Finance', 'Insurance'],
      }).additional_services,
    ).toEqual(['Finance', 'Insurance'])
    expect(
      leadRequestSchema().safeParse({ category: 'General Enquiry', fields: good, additional_services: [1] }).success,
    ).toBe(false)
  })
  it('rejects an unknown category, a filled honeypot and passes options to fields', () => {
    expect(leadRequestSchema().safeParse({ category: 'Spam', fields: good }).success).toBe(false)
    expect(leadRequestSchema().safeParse({ category: 'General Enquiry', fields: good, website: 'x' }).success).toBe(
      false,
    )
    expect(leadRequestSchema().safeParse({ category: 'General Enquiry', fields: good, website: '' }).success).toBe(true)
    expect(
      leadRequestSchema({ termsRequired: true }).safeParse({ category: 'General Enquiry', fields: good }).success,
    ).toBe(false)
  })
  it('LEAD-63 careers go as General Enquiry with subcategory Career Enquiry', () => {
    expect(wireCategory('Career Enquiry')).toEqual({ category: 'General Enquiry', subcategory: 'Career Enquiry' })
    expect(wireCategory('Test Drive')).toEqual({ category: 'Test Drive' })
  })
  it('demo counts as new for the enquiry category', () => {
    expect(enquiryCategoryFor('demo')).toBe('New Car Enquiry')
    expect(enquiryCategoryFor('new')).toBe('New Car Enquiry')
    expect(enquiryCategoryFor('used')).toBe('Used Car Enquiry')
  })
})

describe('tracking event ids', () => {
  it('LEAD-52 LEAD-53 LEAD-60 LEAD-61 LEAD-62 enquiries', () => {
    expect(trackingEventId('New Car Enquiry', 'new')).toBe(14)
    expect(trackingEventId('Used Car Enquiry', 'used')).toBe(15)
    expect(trackingEventId('Finance Enquiry')).toBe(9)
    expect(trackingEventId('General Enquiry')).toBe(22)
    expect(trackingEventId('Service Enquiry')).toBe(22)
    expect(trackingEventId('Career Enquiry')).toBe(51)
  })
  it('LEAD-54 LEAD-55 test drives', () => {
    expect(trackingEventId('Test Drive', 'new')).toBe(17)
    expect(trackingEventId('Test Drive', 'demo')).toBe(17)
    expect(trackingEventId('Test Drive', 'used')).toBe(48)
    expect(trackingEventId('Test Drive', 'used', 'Test Drive Only')).toBe(17)
  })
})

describe('lead intake bounds (no unbounded or unknown fields)', () => {
  it('accepts every extra field the forms send: the car defaults, the test drive and photo fields, the finance query and the trade-in vehicle', () => {
    const defaults = leadDefaultsFromVehicle(
      {
        id: '12',
        make: 'Toyota',
        model: 'Corolla',
        stocknum: 'S1',
        carType: 'used',
        status: 'available',
        dealershipSlug: 'north',
        tag: null,
      } as never,
      'Sub',
    )
    const fromForms = {
      ...good,
      ...defaults,
      location: 'North Yard',
      location_id: '3',
      'Test Drive Booking Date': '2026-06-01T10:00',
      'Request Photos': REQUEST_PHOTOS_TEXT,
      preferredDealership: 'north',
      vehiclePriceBudget: '41990',
      vin: 'JT123',
      make: 'Toyota',
      model: 'Corolla',
      year: 2022,
      kms: 40000,
      rego: 'ABC123',
      regoState: 'QLD',
      opt_in: true,
      terms_conditions: true,
    }
    const r = leadFieldsSchema().safeParse(fromForms)
    expect(r.success ? [] : r.error.issues).toEqual([])
    for (const k of Object.keys(defaults)) expect([...LEAD_EXTRA_FIELDS, 'dealership_slug']).toContain(k)
  })

  it('refuses an unknown field name with an unrecognized_keys issue (never stored or mailed)', () => {
    const r = leadFieldsSchema().safeParse({ ...good, injected: 'x' })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['injected'] })
  })

  it('bounds every text: an extra field to 2,000 characters, the message to 5,000, with a sentence a shopper can act on', () => {
    expect(
      errors(leadFieldsSchema().safeParse({ ...good, 'Vehicle Make': 'x'.repeat(FIELD_TEXT_MAX + 1) }))['Vehicle Make'],
    ).toBe('Please keep this under 2,000 characters.')
    expect(leadFieldsSchema().safeParse({ ...good, 'Vehicle Make': 'x'.repeat(FIELD_TEXT_MAX) }).success).toBe(true)
    expect(errors(leadFieldsSchema().safeParse({ ...good, message: 'y'.repeat(MESSAGE_MAX + 1) })).message).toBe(
      'Please keep this under 5,000 characters.',
    )
    expect(
      errors(leadFieldsSchema({ messageRequired: false }).safeParse({ ...good, message: 'y'.repeat(MESSAGE_MAX + 1) }))
        .message,
    ).toMatch(/5,000/)
    // arrays and objects are not field values
    expect(leadFieldsSchema().safeParse({ ...good, vin: ['a', 'b'] }).success).toBe(false)
    expect(leadFieldsSchema().safeParse({ ...good, vin: { nested: true } }).success).toBe(false)
  })

  it('bounds the request: valuation keys and size, query parameters, url, offer price; carries the continuation token and time-to-fill', () => {
    const base = { category: 'Trade-in', fields: good }
    const s = leadRequestSchema()
    expect(
      s.safeParse({ ...base, valuation: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) })
        .success,
    ).toBe(false)
    expect(s.safeParse({ ...base, valuation: { note: 'z'.repeat(9000) } }).success).toBe(false)
    expect(
      s.safeParse({
        ...base,
        valuation: { kind: 'estimate', offerPrice: 24_900, adjustmentAnswers: { accident: 'none' } },
      }).success,
    ).toBe(true)
    const params = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, 'v']))
    expect(s.safeParse({ ...base, lead_attributes: { linked_query_params: params(50) } }).success).toBe(true)
    expect(s.safeParse({ ...base, lead_attributes: { linked_query_params: params(51) } }).success).toBe(false)
    expect(s.safeParse({ ...base, url: 'u'.repeat(2001) }).success).toBe(false)
    expect(s.safeParse({ ...base, offer_price: 1e12 }).success).toBe(false)
    const parsed = s.parse({
      ...base,
      lead_id: '42',
      continuation_token: 'abc',
      form_elapsed_ms: 5230,
      isLastStep: false,
    })
    expect(parsed).toMatchObject({ lead_id: '42', continuation_token: 'abc', form_elapsed_ms: 5230 })
    expect(MIN_FILL_MS).toBe(2000)
  })
})

describe('browser side of continuation and time-to-fill', () => {
  it('readLeadResponse hands the continuation token to the form with the lead id', async () => {
    const res = (status: number, body: unknown) => ({
      ok: status < 300,
      status,
      headers: new Headers(),
      json: async () => body,
    })
    expect(await readLeadResponse(res(201, { lead_id: '7', continuation_token: 'tok' }))).toEqual({
      ok: true,
      leadId: '7',
      continuationToken: 'tok',
    })
    expect(await readLeadResponse(res(201, { lead_id: '7' }))).toEqual({ ok: true, leadId: '7' })
    expect(await readLeadResponse(res(404, { error: 'Lead not found' }))).toMatchObject({
      ok: false,
      message: 'Lead not found',
    })
  })

  it('formClock counts whole milliseconds since the form was shown', () => {
    let t = 1000.4
    const since = formClock(() => t)
    t = 3500.9
    expect(since()).toBe(2501)
  })
})
