import { LEAD_CAR_SNAPSHOT_FIELDS, leadVehicleOf, mergeLead, type PreviousLead } from '@/domain/leads/merge'
import { leadRequestSchema } from '@/domain/leads/schema'

const NOW = new Date('2026-05-04T10:00:00.000Z')
const contact = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412345678',
  postcode: '2000',
}
const request = (body: Record<string, unknown>) =>
  leadRequestSchema({ messageRequired: false }).parse({ category: 'Trade-in', fields: contact, ...body })
const merge = (over: Partial<Parameters<typeof mergeLead>[0]> & { lead: Parameters<typeof mergeLead>[0]['lead'] }) =>
  mergeLead({ tenantId: 3, previous: null, vehicle: null, placeDealership: null, now: NOW, ...over })

const previous: PreviousLead = {
  subcategory: '1. Vehicle Details',
  vehicle: 41,
  dealership: 7,
  car: { id: 41, make: 'Mazda' },
  fields: { make: 'Mazda', model: 'CX-5', name: 'Jo', message: 'first step' },
  offer_price: 18_000,
  valuation: { offerPrice: 18_000 },
  form_completed: null,
  offer_accepted: null,
}

describe('mergeLead', () => {
  it('LEAD-37 a first step that is not the last is in progress with no delivery due; a last step is pending and due now', () => {
    const first = merge({ lead: request({ isLastStep: false }) })
    expect(first).toMatchObject({ tenant: 3, status: 'in_progress', next_attempt_at: null })
    const last = merge({ lead: request({}) })
    expect(last).toMatchObject({ status: 'pending', next_attempt_at: NOW.toISOString() })
  })

  it('LEAD-38 keeps what the request sends: contact columns, url, source, user agent, attributes, page id as text', () => {
    const record = merge({
      lead: request({
        subcategory: 'Walk-in',
        url: 'https://harbour.example/sell',
        user_agent: 'UA',
        page_id: 12,
        additional_services: ['Finance'],
        lead_attributes: { visited_pages: ['/a'] },
      }),
    })
    expect(record).toMatchObject({
      category: 'Trade-in',
      subcategory: 'Walk-in',
      name: 'Jo Citizen',
      email: 'jo@example.com',
      phone: '0412345678',
      postcode: '2000',
      url: 'https://harbour.example/sell',
      source: 'Website',
      user_agent: 'UA',
      page_id: '12',
      additional_services: ['Finance'],
      lead_attributes: { visited_pages: ['/a'] },
      vehicle: null,
      car: null,
      dealership: null,
      offer_price: null,
      valuation: null,
    })
  })

  it('LEAD-37 a continued step keeps the earlier steps: fields merged (this step wins), subcategory, car, offer, dealership', () => {
    // what the second step of a trade-in sends: the vehicle and contact again, no offer yet
    const record = merge({
      previous,
      lead: request({
        lead_id: '9',
        isLastStep: false,
        fields: { ...contact, model: 'CX-8' },
      }),
    })
    expect(record.fields).toEqual({
      ...(previous.fields as object),
      ...contact,
      model: 'CX-8',
      opt_in: true,
      PreferredContactMethod: 'Phone',
    })
    expect(record).toMatchObject({
      subcategory: '1. Vehicle Details',
      vehicle: 41,
      car: { id: 41, make: 'Mazda' },
      dealership: 7,
      offer_price: 18_000,
      valuation: { offerPrice: 18_000 },
      form_completed: null,
      offer_accepted: null,
    })
  })

  it('LEAD-44 LEAD-45 accepting the offer: its subcategory, offer price, valuation and completion replace the stored ones', () => {
    const record = merge({
      previous,
      lead: request({
        lead_id: '9',
        subcategory: '3. Offer Accepted',
        offer_price: 20_500,
        valuation: { offerPrice: 20_500 },
        form_completed: true,
        offer_accepted: true,
      }),
    })
    expect(record).toMatchObject({
      status: 'pending',
      subcategory: '3. Offer Accepted',
      offer_price: 20_500,
      valuation: { offerPrice: 20_500 },
      form_completed: true,
      offer_accepted: true,
    })
  })

  it('the lead is for the car’s dealership, else the place the form chose, else the earlier step’s', () => {
    const vehicle = leadVehicleOf({ id: 5, dealership: 11, make: 'Kia' })
    expect(merge({ lead: request({}), previous, vehicle, placeDealership: 9 }).dealership).toBe(11)
    expect(
      merge({ lead: request({}), previous, vehicle: { ...vehicle, dealership: null }, placeDealership: 9 }).dealership,
    ).toBe(9)
    expect(merge({ lead: request({}), previous, placeDealership: null }).dealership).toBe(7)
    expect(
      merge({ lead: request({}), previous: { ...previous, dealership: { id: 8, name: 'Populated' } } }).dealership,
    ).toBe(8)
  })

  it('the named car replaces the earlier step’s car and vehicle', () => {
    const vehicle = leadVehicleOf({ id: 5, make: 'Kia', model: 'Seltos' })
    expect(merge({ lead: request({}), previous, vehicle })).toMatchObject({
      vehicle: 5,
      car: { id: 5, make: 'Kia', model: 'Seltos' },
    })
  })
})

describe('leadVehicleOf', () => {
  it('snapshots only the listed fields the car has, and reads its dealership relation', () => {
    const doc = {
      id: 5,
      slug: 'kia-seltos',
      make: 'Kia',
      price: 30_000,
      car_type: 'used',
      tag: 'Test Drive Only',
      secret: 'x',
      dealership: { id: 4 },
    }
    const vehicle = leadVehicleOf(doc)
    expect(vehicle).toEqual({
      id: 5,
      car_type: 'used',
      tag: 'Test Drive Only',
      dealership: 4,
      snapshot: { id: 5, slug: 'kia-seltos', make: 'Kia', price: 30_000, car_type: 'used', tag: 'Test Drive Only' },
    })
    expect(
      Object.keys(vehicle.snapshot).every((k) => (LEAD_CAR_SNAPSHOT_FIELDS as readonly string[]).includes(k)),
    ).toBe(true)
  })
})
