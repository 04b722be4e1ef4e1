/**
 * Bot signals lower trust, never discard (src/domain/leads/trust.ts, docs/architecture/leads.md) on a real
 * PostgreSQL: a lead sent faster than a person fills a form, or with the honeypot filled, is stored as suspected
 * spam with the normal answer and its real id; the outbox never delivers it; the tenant's admins find it with the
 * status filter, release it (POST /api/leads/:id/release: delivered once) or delete it (only a held lead). A
 * multi-step trade-in whose first step was judged a bot's still completes on the same lead.
 */
import type { Payload } from 'payload'

import { deliverDueLeads, type LeadTransport } from '@/data/leads/deliver'
import { submitLead } from '@/data/leads/submit'
import { toTenantSite } from '@/data/tenants'
import { storeLeadValuation } from '@/data/tradeIn'
import { MIN_FILL_MS, leadRequestSchema } from '@/domain/leads/schema'
import type { TenantSite } from '@/domain/site'
import { TRADE_IN_SUBCATEGORY } from '@/domain/tradeIn/provider'

import type { Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { rest } from './helpers/rest'

const PASSWORD = 'Test-Passw0rd-2026'
const stamp = Date.now().toString(36)
let payload: Payload
let siteA: TenantSite
let siteB: TenantSite
const tokens = {} as Record<'marketingA' | 'groupAdminB', string>
let ipSeq = 0
const ip = () => `203.0.113.${++ipSeq}`

const contact = (email: string) => ({
  name: 'Rae',
  last_name: 'Returning',
  email,
  phone: '0412 345 678',
  postcode: '2000',
})
const testDrive = (email: string, extra: Doc = {}) => ({
  category: 'Test Drive',
  fields: contact(email),
  ...extra,
})

/** Every delivery the outbox makes in this file, by lead id. */
const sent = new Map<number, number>()
const transport: LeadTransport = async (_payload, _destination, lead) => {
  sent.set(Number(lead.id), (sent.get(Number(lead.id)) ?? 0) + 1)
}
/** Runs the outbox until nothing of ours is due (other files' leads may share the database). */
async function drainOutbox(): Promise<void> {
  for (let i = 0; i < 5; i++) if ((await deliverDueLeads(payload, { transport })).claimed === 0) break
}
/** The analytics-events rows recorded for one lead. */
const leadEvents = async (leadId: number | string) =>
  (
    await payload.find({
      collection: 'analytics-events',
      where: { and: [{ name: { equals: 'lead' } }, { 'data.lead_id': { equals: String(leadId) } }] },
      depth: 0,
      limit: 10,
      overrideAccess: true,
    })
  ).docs as Doc[]
const leadRow = async (id: number | string) =>
  (await payload.findByID({ collection: 'leads', id: Number(id), depth: 0, overrideAccess: true })) as Doc

async function user(email: string, roles: string[], tenants: TenantSite[]): Promise<string> {
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, roles, tenants: tenants.map((t) => ({ tenant: t.id })) } as never,
    overrideAccess: true,
  })
  return (await payload.login({ collection: 'users', data: { email, password: PASSWORD } })).token as string
}

beforeAll(async () => {
  payload = await bootPayload()
  const tenant = async (slug: string) => {
    const t = await payload.create({
      collection: 'tenants',
      data: { name: slug, slug: `${slug}-${stamp}`, template: 'group' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.create({
      collection: 'lead-destinations',
      data: { tenant: t.id, name: 'Sales inbox', kind: 'email', email: `sales@${slug}.example`, active: true },
      overrideAccess: true,
    })
    return toTenantSite(t as never)
  }
  siteA = await tenant('trust-a')
  siteB = await tenant('trust-b')
  // the first user of a fresh database becomes a super admin: take that place first
  await user(`trust-super-${stamp}@example.com`, ['super-admin'], [])
  tokens.marketingA = await user(`trust-mkt-a-${stamp}@example.com`, ['marketing'], [siteA])
  tokens.groupAdminB = await user(`trust-ga-b-${stamp}@example.com`, ['group-admin'], [siteB])
})
afterAll(() => shutdownPayload(payload))

describe('a fast submission is held, never dropped', () => {
  let held: number
  let trusted: number

  it('LEAD-64 LEAD-38 a test drive sent 0.4 s after the form appeared is stored as suspected spam and answered with its real id; the outbox does not deliver it and the reports do not count it (LEAD-36); a normal one is delivered and counted', async () => {
    const fast = await submitLead(payload, siteA, {
      body: testDrive(`fast-${stamp}@example.com`, { form_elapsed_ms: 400 }),
      ip: ip(),
    })
    expect(fast.status).toBe(201)
    expect(Object.keys(fast.body)).toEqual(['lead_id'])
    const id = String(fast.body.lead_id)
    // the real id, which the schema accepts back
    expect(leadRequestSchema().shape.lead_id.safeParse(id).success).toBe(true)
    held = Number(id)
    expect(await leadRow(held)).toMatchObject({
      status: 'suspected_spam',
      next_attempt_at: null,
      email: `fast-${stamp}@example.com`,
      category: 'Test Drive',
      suspected_reason: 'Sent 0.4 s after the form appeared (a person usually takes 2 s or more).',
    })

    const normal = await submitLead(payload, siteA, {
      body: testDrive(`normal-${stamp}@example.com`, { form_elapsed_ms: MIN_FILL_MS + 5000 }),
      ip: ip(),
    })
    expect(normal.status).toBe(201)
    trusted = Number(normal.body.lead_id)
    expect(await leadRow(trusted)).toMatchObject({ status: 'pending', suspected_reason: null })

    await drainOutbox()
    expect(sent.get(trusted)).toBe(1)
    expect((await leadRow(trusted)).status).toBe('delivered')
    expect(sent.has(held)).toBe(false)
    expect(await leadRow(held)).toMatchObject({ status: 'suspected_spam', attempts: 0 })
    // the dealer's reports count the trusted lead, not the held one (until it is released)
    expect(await leadEvents(trusted)).toHaveLength(1)
    expect(await leadEvents(held)).toHaveLength(0)
  })

  it('LEAD-05 TEN-02 the tenant’s admin lists it with the suspected-spam filter (another tenant’s admin does not); releasing it delivers it once and counts it in the reports', async () => {
    const filter = '/api/leads?depth=0&limit=100&where[status][equals]=suspected_spam'
    const listA = await rest<{ docs: Doc[] }>('GET', filter, { token: tokens.marketingA })
    expect(listA.status).toBe(200)
    expect(listA.body.docs.map((d) => d.id)).toContain(held)
    expect(listA.body.docs.every((d) => d.status === 'suspected_spam')).toBe(true)
    const count = await rest<{ totalDocs: number }>('GET', '/api/leads/count?where[status][equals]=suspected_spam', {
      token: tokens.marketingA,
    })
    expect(count.body.totalDocs).toBe(listA.body.docs.length)
    const listB = await rest<{ docs: Doc[] }>('GET', filter, { token: tokens.groupAdminB })
    expect(listB.body.docs.map((d) => d.id)).not.toContain(held)

    // another tenant's admin cannot release it; nobody signed out can
    expect((await rest('POST', `/api/leads/${held}/release`, { token: tokens.groupAdminB })).status).toBe(404)
    expect((await rest('POST', `/api/leads/${held}/release`)).status).toBe(401)
    // a lead that is not held is not released
    const notHeld = await rest<{ error: string }>('POST', `/api/leads/${trusted}/release`, {
      token: tokens.marketingA,
    })
    expect(notHeld.status).toBe(409)
    expect(notHeld.body.error).toMatch(/^Only a lead held as suspected spam can be released/)

    const released = await rest<Doc>('POST', `/api/leads/${held}/release`, { token: tokens.marketingA })
    expect(released.status).toBe(200)
    expect(released.body.status).toBe('pending')
    // released, it is a real lead: its tracking event is recorded once, with the car and category it was sent for
    const events = await leadEvents(held)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ name: 'lead', tenant: siteA.id })
    expect(events[0]?.data).toMatchObject({ lead_id: String(held), category: 'Test Drive' })
    await drainOutbox()
    await drainOutbox()
    expect(sent.get(held)).toBe(1)
    expect(await leadRow(held)).toMatchObject({ status: 'delivered', attempts: 1 })
    // the reason stays as the record of why it was held
    expect((await leadRow(held)).suspected_reason).toMatch(/^Sent 0\.4 s/)
    expect((await rest('POST', `/api/leads/${held}/release`, { token: tokens.marketingA })).status).toBe(409)
  })

  it('LEAD a filled honeypot is held the same way (stored, answered as usual), and only a held lead may be deleted', async () => {
    const honey = await submitLead(payload, siteB, {
      body: testDrive(`honey-${stamp}@example.com`, { website: 'https://spam.example' }),
      ip: ip(),
    })
    expect(honey.status).toBe(201)
    const id = Number(honey.body.lead_id)
    const row = await leadRow(id)
    expect(row.status).toBe('suspected_spam')
    expect(row.suspected_reason).toMatch(/hidden anti-spam field/)
    expect(row.fields).not.toHaveProperty('website')

    const other = await submitLead(payload, siteB, { body: testDrive(`kept-${stamp}@example.com`), ip: ip() })
    const kept = Number(other.body.lead_id)
    expect((await rest('DELETE', `/api/leads/${kept}`, { token: tokens.groupAdminB })).status).not.toBe(200)
    expect(await leadRow(kept)).toMatchObject({ status: 'pending' })
    // another tenant's admin cannot delete it either
    expect((await rest('DELETE', `/api/leads/${id}`, { token: tokens.marketingA })).status).not.toBe(200)
    const deleted = await rest('DELETE', `/api/leads/${id}`, { token: tokens.groupAdminB })
    expect(deleted.status).toBe(200)
    expect(
      (await payload.count({ collection: 'leads', where: { id: { equals: id } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
  })
})

describe('a multi-step lead completes whatever its first step was judged', () => {
  const vehicle = { make: 'Mazda', model: 'CX-5', year: 2021, kms: 40_000 }

  it('LEAD-04 LEAD-37 LEAD-44 LEAD-45 LEAD-46 a trade-in whose first step came 0.3 s after the form appeared: real lead id, the valuation saved, later steps update the same lead, held as suspected spam at the end', async () => {
    const first = await submitLead(payload, siteA, {
      body: {
        category: 'Trade-in',
        subcategory: TRADE_IN_SUBCATEGORY.vehicle,
        isLastStep: false,
        form_elapsed_ms: 300,
        fields: { ...contact(`trade-${stamp}@example.com`), ...vehicle },
      },
      ip: ip(),
    })
    expect(first.status).toBe(201)
    const leadId = String(first.body.lead_id)
    const token = String(first.body.continuation_token)
    expect(leadId).toMatch(/^\d{1,20}$/)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/)
    expect(await leadRow(leadId)).toMatchObject({
      status: 'in_progress',
      suspected_reason: expect.stringMatching(/0\.3 s/),
    })

    const valuation = { offerPrice: 21_500, adjustmentAnswers: { accident: 'none' } }
    expect(await storeLeadValuation(siteA, leadId, token, valuation)).toEqual({ ok: true })

    const last = await submitLead(payload, siteA, {
      body: {
        category: 'Trade-in',
        lead_id: leadId,
        continuation_token: token,
        subcategory: TRADE_IN_SUBCATEGORY.accepted,
        isLastStep: true,
        form_elapsed_ms: 60_000,
        form_completed: true,
        offer_accepted: true,
        offer_price: 21_500,
        valuation,
        fields: { ...contact(`trade-${stamp}@example.com`), ...vehicle },
      },
      ip: ip(),
    })
    expect(last).toMatchObject({ status: 201, body: { lead_id: leadId } })
    expect(
      (
        await payload.count({
          collection: 'leads',
          where: { email: { equals: `trade-${stamp}@example.com` } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
    expect(await leadRow(leadId)).toMatchObject({
      status: 'suspected_spam',
      subcategory: TRADE_IN_SUBCATEGORY.accepted,
      form_completed: true,
      offer_accepted: true,
      offer_price: 21_500,
      valuation,
      next_attempt_at: null,
    })
    await drainOutbox()
    expect(sent.has(Number(leadId))).toBe(false)
  })

  it('LEAD-37 a trade-in sent at a person’s pace is delivered as before', async () => {
    const first = await submitLead(payload, siteB, {
      body: {
        category: 'Trade-in',
        isLastStep: false,
        form_elapsed_ms: 9000,
        fields: { ...contact(`pace-${stamp}@example.com`), ...vehicle },
      },
      ip: ip(),
    })
    const leadId = String(first.body.lead_id)
    const last = await submitLead(payload, siteB, {
      body: {
        category: 'Trade-in',
        lead_id: leadId,
        continuation_token: first.body.continuation_token,
        subcategory: TRADE_IN_SUBCATEGORY.declined,
        isLastStep: true,
        form_elapsed_ms: 40_000,
        form_completed: true,
        offer_accepted: false,
        fields: { ...contact(`pace-${stamp}@example.com`), ...vehicle },
      },
      ip: ip(),
    })
    expect(last.status).toBe(201)
    expect((await leadRow(leadId)).status).toBe('pending')
    await drainOutbox()
    expect(sent.get(Number(leadId))).toBe(1)
  })
})
