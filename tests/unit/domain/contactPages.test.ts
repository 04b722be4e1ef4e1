import { isContactPath, isLocationLink, showLinkOn } from '@/domain/contactPages'
import {
  MESSAGES,
  leadFieldsSchema,
  leadSchemaOptionsWithPlace,
  locationChoiceFor,
  locationFields,
  onlyLocationFields,
} from '@/domain/leads/schema'

const base = {
  name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  message: 'Hi',
}
const forms = { enquiryMessageRequired: true, termsRequired: false }

describe('contact pages and the location link (RTE-27, RTE-28)', () => {
  it('RTE-27 knows /contact, /contact-us, /contact-us/{slug} and /our-location/{slug}', () => {
    for (const p of [
      '/contact',
      '/contact-us',
      '/contact-us/',
      '/contact-us/harbour-city',
      '/our-location/parramatta',
      '/contact-us?x=1',
      '/Contact-Us#map',
    ]) {
      expect(isContactPath(p)).toBe(true)
    }
    for (const p of [
      '/',
      '/contact-us/a/b',
      '/contacts',
      '/cars/contact',
      'https://example.com/contact',
      '//evil.com/contact',
      '/book-test-drive',
      '',
    ]) {
      expect(isContactPath(p)).toBe(false)
    }
  })

  it('RTE-28 hides the location link on the contact page itself and shows it elsewhere', () => {
    expect(isLocationLink('/contact-us')).toBe(true)
    for (const href of ['/dealerships', '/dealer-locator', '/locations/harbour-toyota-parramatta'])
      expect(isLocationLink(href)).toBe(true)
    for (const href of ['/cars', '/careers', '/book-test-drive', 'https://maps.example.com/contact-us'])
      expect(isLocationLink(href)).toBe(false)
    expect(showLinkOn('/contact-us', '/dealerships')).toBe(false)
    expect(showLinkOn('/about-us', '/dealerships')).toBe(true)
    expect(showLinkOn('/contact-us/harbour-city', '/contact-us')).toBe(false)
    expect(showLinkOn('/contact', '/contact-us/harbour-city')).toBe(false)
    expect(showLinkOn('/cars', '/contact-us')).toBe(true)
    expect(showLinkOn('/contact-us', '/cars')).toBe(true)
    expect(showLinkOn('/', '/contact')).toBe(true)
  })
})

describe('location and dealership choice (LEAD-11, LEAD-16, LEAD-17)', () => {
  it('LEAD-16 shows the location select on contact and test-drive forms only when the tenant has several locations', () => {
    expect(locationChoiceFor('General Enquiry', { locations: 3 })).toEqual({
      showLocation: true,
      showDealership: false,
    })
    expect(locationChoiceFor('Test Drive', { locations: 2, dealerships: 2 })).toEqual({
      showLocation: true,
      showDealership: true,
    })
    expect(locationChoiceFor('General Enquiry', { locations: 1, dealerships: 1 })).toEqual({
      showLocation: false,
      showDealership: false,
    })
    // a car fixes the location; careers and finance forms do not ask
    expect(locationChoiceFor('Test Drive', { locations: 3, carId: '12' }).showLocation).toBe(false)
    expect(locationChoiceFor('General Enquiry', { locations: 3, subcategory: 'Career Enquiry' }).showLocation).toBe(
      false,
    )
    expect(locationChoiceFor('Finance Enquiry', { locations: 3 }).showLocation).toBe(false)
  })

  it("LEAD-16 LEAD-17 a shown select is required with the spec's messages; hidden, it is optional", () => {
    const opts = leadSchemaOptionsWithPlace(forms, 'General Enquiry', { locations: 3, dealerships: 2 })
    const missing = leadFieldsSchema(opts).safeParse({ ...base, location: '', location_id: '' })
    expect(missing.success).toBe(false)
    const messages = missing.success ? [] : missing.error.issues.map((i) => i.message)
    expect(messages).toEqual(expect.arrayContaining([MESSAGES.location, MESSAGES.dealership]))
    expect(MESSAGES.location).toBe('Please choose a location.')
    expect(MESSAGES.dealership).toBe('Please choose a dealership.')
    const chosen = leadFieldsSchema(opts).safeParse({
      ...base,
      location: 'Harbour City',
      location_id: '4',
      dealership_slug: 'harbour-city-toyota',
    })
    expect(chosen.success).toBe(true)
    expect(
      leadFieldsSchema(leadSchemaOptionsWithPlace(forms, 'General Enquiry', { locations: 1 })).safeParse(base).success,
    ).toBe(true)
  })

  it('LEAD-11 test drive: message optional, location required only when there are several', () => {
    const opts = leadSchemaOptionsWithPlace(forms, 'Test Drive', { locations: 2 })
    expect(opts).toMatchObject({ messageRequired: false, showLocation: true })
    expect(
      leadFieldsSchema(opts).safeParse({ ...base, message: '', location: 'Parramatta', location_id: 7 }).success,
    ).toBe(true)
  })

  it('LEAD-16 a chosen location sends its name, id and dealership slug; an unknown one sends nothing', () => {
    const options = [
      { id: 4, name: 'Harbour City', dealershipSlug: 'harbour-city-toyota' },
      { id: 7, name: 'Parramatta', dealershipSlug: null },
    ]
    expect(locationFields(options, '4')).toEqual({
      location: 'Harbour City',
      location_id: '4',
      dealership_slug: 'harbour-city-toyota',
    })
    expect(locationFields(options, '7')).toEqual({ location: 'Parramatta', location_id: '7' })
    expect(locationFields(options, '99')).toEqual({ location: '', location_id: '' })
  })

  it('LEAD-16 a form offering one location sends that location; several or none send nothing fixed', () => {
    const one = [{ id: 4, name: 'Harbour City', dealershipSlug: 'harbour-city-toyota' }]
    expect(onlyLocationFields(one)).toEqual({
      location: 'Harbour City',
      location_id: '4',
      dealership_slug: 'harbour-city-toyota',
    })
    expect(onlyLocationFields([{ id: 7, name: 'Parramatta' }])).toEqual({ location: 'Parramatta', location_id: '7' })
    expect(onlyLocationFields([...one, { id: 7, name: 'Parramatta' }])).toEqual({})
    expect(onlyLocationFields([])).toEqual({})
  })
})
