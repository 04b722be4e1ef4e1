import { leadRequestSchema, leadSchemaOptionsFor, MESSAGES } from '@/domain/leads/schema'

const fields = { name: 'Jo', last_name: 'Smith', email: 'jo@example.com', phone: '0400 000 000', postcode: '3000' }
const on = { enquiryMessageRequired: true, termsRequired: true }
const off = { enquiryMessageRequired: false, termsRequired: false }

describe('leadSchemaOptionsFor (server and browser agree)', () => {
  it('LEAD-14 the message is required on enquiries unless the tenant turns it off', () => {
    expect(leadSchemaOptionsFor(on, 'General Enquiry')).toEqual({ messageRequired: true, termsRequired: true })
    expect(leadSchemaOptionsFor(off, 'Used Car Enquiry')).toEqual({ messageRequired: false, termsRequired: false })
  })

  it('LEAD-14 forms without a message box (test drive, photos, trade-in, sell my car) never require one', () => {
    for (const c of ['Test Drive', 'Request Photos', 'Trade-in', 'Sell My Car'])
      expect(leadSchemaOptionsFor(on, c).messageRequired).toBe(false)
    expect(leadSchemaOptionsFor(on, undefined).messageRequired).toBe(true)
  })

  it('LEAD-23 ERR-17 terms are required where the tenant requires them, with the spec’s message', () => {
    const r = leadRequestSchema(leadSchemaOptionsFor(on, 'General Enquiry')).safeParse({
      category: 'General Enquiry',
      fields: { ...fields, message: 'Hi' },
    })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.message)).toEqual([MESSAGES.terms])
    expect(
      leadRequestSchema(leadSchemaOptionsFor(off, 'General Enquiry')).safeParse({ category: 'General Enquiry', fields })
        .success,
    ).toBe(true)
  })
})
