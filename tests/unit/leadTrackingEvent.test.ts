import { leadTrackingEvent, trackedLeadOf } from '@/domain/leads/trackingEvent'
import { trackingEventId } from '@/domain/leads/schema'

const stored = {
  tenant: 3,
  category: 'General Enquiry',
  subcategory: 'Career Enquiry',
  vehicle: null,
  car: null,
  dealership: 7,
  postcode: '2000',
  fields: { opt_in: true, PreferredContactMethod: 'Email', email: 'private@example.com' },
  source: 'Website',
}

describe('a lead’s tracking event', () => {
  it('LEAD-63 LEAD-48 a careers enquiry counts as careers, with what the shopper chose and no contact details', () => {
    const event = leadTrackingEvent('41', trackedLeadOf(stored))
    expect(event).toMatchObject({ tenant: 3, name: 'lead', dealership: 7, vehicle: null })
    expect(event.data).toEqual({
      lead_id: '41',
      category: 'Career Enquiry',
      subcategory: 'Career Enquiry',
      car_type: null,
      car_id: null,
      user: { postcode: '2000', opt_in: true, preferred_contact: 'Email', source: 'Website' },
    })
    expect(JSON.stringify(event)).not.toContain('private@example.com')
  })

  it('LEAD-36 the car’s type and tag come from the snapshot the lead keeps, read from a row with relation documents', () => {
    const row = {
      ...stored,
      category: 'Test Drive',
      subcategory: null,
      tenant: { id: 3 },
      vehicle: { id: 12 },
      dealership: { id: 7 },
      car: { id: 12, car_type: 'used', tag: null },
    }
    const event = leadTrackingEvent('42', trackedLeadOf(row))
    expect(event).toMatchObject({ tenant: 3, vehicle: 12, dealership: 7 })
    expect(event.data).toMatchObject({ car_type: 'used', car_id: 12, category: 'Test Drive' })
    expect(event.event_id).toBe(trackingEventId('Test Drive', 'used', null))
    // without the snapshot the car's type is unknown: the new-car test-drive event
    const bare = leadTrackingEvent('43', trackedLeadOf({ ...row, car: null }))
    expect(bare.event_id).toBe(trackingEventId('Test Drive', 'new', null))
    expect(bare.event_id).not.toBe(event.event_id)
  })
})
