/**
 * POST /api/leads validates with the tenant's own form options (LEAD-14, LEAD-23), exactly as the browser forms do:
 * two tenants on a real PostgreSQL, one with the message turned off, one that requires the terms agreement.
 */
import type { Payload } from 'payload'

import { submitLead } from '@/data/leads/submit'
import { toTenantSite } from '@/data/tenants'
import { MESSAGES } from '@/domain/leads/schema'
import type { TenantSite } from '@/domain/site'

import type { Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

let payload: Payload
let relaxed: TenantSite
let strict: TenantSite
let ipSeq = 0
const ip = () => `203.0.113.${++ipSeq}`

const fields = (extra: Doc = {}) => ({
  name: 'Jo',
  last_name: 'Smith',
  email: 'jo@example.com',
  phone: '0400 000 000',
  postcode: '3000',
  ...extra,
})

beforeAll(async () => {
  payload = await bootPayload()
  const stamp = Date.now().toString(36)
  const mk = async (slug: string, forms: Doc) =>
    toTenantSite(
      (await payload.create({
        collection: 'tenants',
        data: { name: slug, slug: `${slug}-${stamp}`, template: 'group', forms } as never,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })) as never,
    )
  relaxed = await mk('forms-relaxed', { enquiry_message_required: 'off', terms_required: 'off' })
  strict = await mk('forms-strict', { enquiry_message_required: 'on', terms_required: 'on' })
})
afterAll(() => shutdownPayload(payload))

async function stored(leadId: unknown): Promise<Doc> {
  return (await payload.findByID({ collection: 'leads', id: Number(leadId), overrideAccess: true, depth: 0 })) as Doc
}

describe('POST /api/leads with the tenant’s form options', () => {
  it('resolves the two tenants’ config.forms as set in the CMS', () => {
    expect(relaxed.config.forms).toMatchObject({ enquiryMessageRequired: false, termsRequired: false })
    expect(strict.config.forms).toMatchObject({ enquiryMessageRequired: true, termsRequired: true })
  })

  it('LEAD-14 a tenant that turns the message off accepts an enquiry without one; the other answers 422 with the message', async () => {
    const ok = await submitLead(payload, relaxed, {
      body: { category: 'General Enquiry', fields: fields({ message: '' }) },
      ip: ip(),
    })
    expect(ok.status).toBe(201)
    expect((await stored(ok.body.lead_id)).tenant).toBe(relaxed.id)

    const bad = await submitLead(payload, strict, {
      body: { category: 'General Enquiry', fields: fields({ message: '', terms_conditions: true }) },
      ip: ip(),
    })
    expect(bad.status).toBe(422)
    expect(bad.body.fieldErrors).toMatchObject({ message: MESSAGES.message })
  })

  it('LEAD-23 ERR-17 a tenant that requires the terms rejects a missing agreement with the spec’s message and accepts an agreed one', async () => {
    const missing = await submitLead(payload, strict, {
      body: { category: 'General Enquiry', fields: fields({ message: 'Hi' }) },
      ip: ip(),
    })
    expect(missing.status).toBe(422)
    expect(missing.body.fieldErrors).toEqual({ terms_conditions: MESSAGES.terms })

    const agreed = await submitLead(payload, strict, {
      body: { category: 'General Enquiry', fields: fields({ message: 'Hi', terms_conditions: true }) },
      ip: ip(),
    })
    expect(agreed.status).toBe(201)

    const other = await submitLead(payload, relaxed, {
      body: { category: 'General Enquiry', fields: fields({ message: 'Hi' }) },
      ip: ip(),
    })
    expect(other.status).toBe(201)
  })

  it('LEAD-04 LEAD-14 a trade-in step has no message box, so it needs no message even where enquiries do', async () => {
    const step = await submitLead(payload, strict, {
      body: {
        category: 'Trade-in',
        subcategory: '1. Vehicle Details',
        isLastStep: false,
        fields: fields({ terms_conditions: true, make: 'Toyota', model: 'Corolla', year: 2022, kms: 40000 }),
      },
      ip: ip(),
    })
    expect(step.status).toBe(201)
  })
})
