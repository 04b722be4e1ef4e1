/**
 * POST /api/leads logic (submitLead) on a real PostgreSQL: idempotency replay and 409, tenant isolation of
 * lead_id, honeypot (held as suspected spam), 422 field errors, multi-step continuation, the lead and its idempotency record together.
 */
import type { CollectionSlug, Payload } from 'payload'

import { MAX_DELIVERY_ATTEMPTS } from '@/data/leads/backoff'
import { deliverDueLeads, type LeadTransport } from '@/data/leads/deliver'
import { IDEMPOTENCY_TTL_MS } from '@/data/leads/idempotency'
import { submitLead } from '@/data/leads/submit'
import { LeadNotCommittedError } from '@/data/leads/transaction'
import type { TenantSite } from '@/domain/site'
import { pgPoolOf } from '@/lib/db/pool'

import { createDoc, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

let payload: Payload
let tenantA: TenantSite
let tenantB: TenantSite

const body = (extra: Doc = {}) => ({
  category: 'General Enquiry',
  fields: {
    name: 'Jo',
    last_name: 'Smith',
    email: 'jo@example.com',
    phone: '0400 000 000',
    postcode: '3000',
    message: 'Hello',
  },
  ...extra,
})
let ipSeq = 0
const ip = () => `198.51.100.${++ipSeq}`

beforeAll(async () => {
  payload = await bootPayload()
  const stamp = Date.now().toString(36)
  const mk = async (slug: string) => {
    const t = (await payload.create({
      collection: 'tenants',
      data: {
        name: slug,
        slug: `${slug}-${stamp}`,
        template: 'group',
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })) as Doc
    return {
      id: t.id,
      slug: t.slug,
      name: t.name,
      template: 'group',
    } as unknown as TenantSite
  }
  tenantA = await mk('leads-a')
  tenantB = await mk('leads-b')
})
afterAll(() => shutdownPayload(payload))

describe('submitLead', () => {
  it('LEAD stores the lead with its idempotency record, replays the same key and body, 409 for another body', async () => {
    const key = `k-${Date.now()}`
    const first = await submitLead(payload, tenantA, {
      body: body(),
      idempotencyKey: key,
      ip: ip(),
    })
    expect(first.status).toBe(201)
    const again = await submitLead(payload, tenantA, {
      body: body(),
      idempotencyKey: key,
      ip: ip(),
    })
    expect(again).toMatchObject({ status: 201, body: first.body })
    const other = await submitLead(payload, tenantA, {
      body: body({ subcategory: 'x' }),
      idempotencyKey: key,
      ip: ip(),
    })
    expect(other.status).toBe(409)
    const leads = await payload.find({
      collection: 'leads',
      where: { tenant: { equals: tenantA.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(leads.docs.filter((d) => String(d.id) === first.body.lead_id)).toHaveLength(1)
    const lead = leads.docs.find((d) => String(d.id) === first.body.lead_id)!
    expect(lead).toMatchObject({
      status: 'pending',
      email: 'jo@example.com',
      name: 'Jo Smith',
    })
    const keys = await payload.find({
      collection: 'lead-idempotency-keys',
      where: { key: { equals: key } },
      overrideAccess: true,
      depth: 0,
    })
    expect(keys.docs).toHaveLength(1)
    // the same key on another tenant is another request
    expect(
      (
        await submitLead(payload, tenantB, {
          body: body(),
          idempotencyKey: key,
          ip: ip(),
        })
      ).status,
    ).toBe(201)
  })

  it('LEAD an expired idempotency key starts afresh: its old record is replaced, the new body stored', async () => {
    const key = `expired-${Date.now()}`
    const then = new Date(Date.now() - IDEMPOTENCY_TTL_MS - 60_000)
    const first = await submitLead(payload, tenantA, { body: body(), idempotencyKey: key, ip: ip(), now: then })
    expect(first.status).toBe(201)
    // another body under the same key: 409 while the key lives, a new lead once it has expired
    const later = await submitLead(payload, tenantA, {
      body: body({ subcategory: 'later' }),
      idempotencyKey: key,
      ip: ip(),
    })
    expect(later.status).toBe(201)
    expect(later.body.lead_id).not.toBe(first.body.lead_id)
    const keys = await payload.find({
      collection: 'lead-idempotency-keys',
      where: { and: [{ key: { equals: key } }, { tenant: { equals: tenantA.id } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(keys.docs).toHaveLength(1)
    const claimed = keys.docs[0]!.lead
    expect(String(claimed && typeof claimed === 'object' ? claimed.id : claimed)).toBe(later.body.lead_id)
  })

  it('LEAD stores the lead and its idempotency key atomically: a failure before the commit leaves neither', async () => {
    const key = `atomic-${Date.now()}`
    await expect(
      submitLead(payload, tenantA, {
        body: body({ subcategory: key }),
        idempotencyKey: key,
        ip: ip(),
        beforeCommit: async () => {
          throw new Error('crash')
        },
      }),
    ).rejects.toThrow('crash')
    expect(
      (
        await payload.count({
          collection: 'leads',
          where: { subcategory: { equals: key } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    expect(
      (
        await payload.count({
          collection: 'lead-idempotency-keys',
          where: { key: { equals: key } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    // the client's retry with the same key is then accepted once
    const retry = await submitLead(payload, tenantA, {
      body: body({ subcategory: key }),
      idempotencyKey: key,
      ip: ip(),
    })
    expect(retry.status).toBe(201)
    expect(
      (
        await payload.count({
          collection: 'leads',
          where: { subcategory: { equals: key } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })

  it('LEAD never answers 201 for a lead whose COMMIT failed: the failure surfaces, and the retry with the same key is stored once', async () => {
    const key = `commit-fails-${Date.now()}`
    const pool = pgPoolOf(payload)
    // A deferred constraint trigger makes the COMMIT itself fail for this one subcategory (as a dropped
    // connection at commit time would); Payload's adapter swallows a failed COMMIT.
    await pool.query(`
      CREATE OR REPLACE FUNCTION test_fail_lead_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.subcategory = '${key}' AND NOT EXISTS (SELECT 1 FROM test_fail_lead_commit_off) THEN
          RAISE EXCEPTION 'commit refused';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TABLE IF NOT EXISTS test_fail_lead_commit_off (x int);
      CREATE CONSTRAINT TRIGGER test_fail_lead_commit AFTER INSERT ON leads
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_fail_lead_commit();`)
    try {
      await expect(
        submitLead(payload, tenantA, { body: body({ subcategory: key }), idempotencyKey: key, ip: ip() }),
      ).rejects.toThrow(LeadNotCommittedError)
      const count = async (collection: 'leads' | 'lead-idempotency-keys', where: Record<string, unknown>) =>
        (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs
      expect(await count('leads', { subcategory: { equals: key } })).toBe(0)
      expect(await count('lead-idempotency-keys', { key: { equals: key } })).toBe(0)
      await pool.query('INSERT INTO test_fail_lead_commit_off VALUES (1)')
      const retry = await submitLead(payload, tenantA, {
        body: body({ subcategory: key }),
        idempotencyKey: key,
        ip: ip(),
      })
      expect(retry.status).toBe(201)
      expect(await count('leads', { subcategory: { equals: key } })).toBe(1)
    } finally {
      await pool.query(
        'DROP TRIGGER IF EXISTS test_fail_lead_commit ON leads; DROP FUNCTION IF EXISTS test_fail_lead_commit(); DROP TABLE IF EXISTS test_fail_lead_commit_off;',
      )
    }
  })

  it('LEAD-37 a last step whose COMMIT failed is not answered 201 (the lead existed before), and its retry with the same key lands it', async () => {
    const step1 = await submitLead(payload, tenantA, {
      body: body({ category: 'Trade-in', isLastStep: false }),
      ip: ip(),
    })
    expect(step1.status).toBe(201)
    const id = Number(step1.body.lead_id)
    const token = String(step1.body.continuation_token)
    const key = `update-commit-fails-${Date.now()}`
    const pool = pgPoolOf(payload)
    await pool.query(`
      CREATE TABLE IF NOT EXISTS test_fail_update_off (x int);
      CREATE OR REPLACE FUNCTION test_fail_lead_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.id = ${id} AND NOT EXISTS (SELECT 1 FROM test_fail_update_off) THEN RAISE EXCEPTION 'commit refused'; END IF;
        RETURN NEW;
      END $$;
      CREATE CONSTRAINT TRIGGER test_fail_lead_update AFTER UPDATE ON leads
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_fail_lead_update();`)
    const last = () =>
      submitLead(payload, tenantA, {
        body: body({ category: 'Trade-in', lead_id: String(id), continuation_token: token, offer_accepted: true }),
        idempotencyKey: key,
        ip: ip(),
      })
    try {
      await expect(last()).rejects.toThrow(LeadNotCommittedError)
      const stored = await payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })
      expect(stored.status).toBe('in_progress')
      expect(stored.offer_accepted).not.toBe(true)
      await pool.query('INSERT INTO test_fail_update_off VALUES (1)')
      const retry = await last()
      expect(retry).toMatchObject({ status: 201, body: { lead_id: String(id) } })
      const after = await payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })
      expect(after.status).toBe('pending')
      expect(after.offer_accepted).toBe(true)
    } finally {
      await pool.query(
        'DROP TRIGGER IF EXISTS test_fail_lead_update ON leads; DROP FUNCTION IF EXISTS test_fail_lead_update(); DROP TABLE IF EXISTS test_fail_update_off;',
      )
    }
  })

  it('LEAD-43 continues a lead of the same tenant only, with its continuation token (404 for another tenant), and merges its fields', async () => {
    const step1 = await submitLead(payload, tenantA, {
      body: body({
        category: 'Trade-in',
        isLastStep: false,
        offer_price: 1000,
      }),
      ip: ip(),
    })
    expect(step1.status).toBe(201)
    const id = String(step1.body.lead_id)
    const token = String(step1.body.continuation_token)
    expect(
      (
        await payload.findByID({
          collection: 'leads',
          id: Number(id),
          overrideAccess: true,
        })
      ).status,
    ).toBe('in_progress')
    expect(
      (
        await submitLead(payload, tenantB, {
          body: body({ lead_id: id, continuation_token: token }),
          ip: ip(),
        })
      ).status,
    ).toBe(404)
    const step2 = await submitLead(payload, tenantA, {
      body: body({ category: 'Trade-in', lead_id: id, continuation_token: token, offer_accepted: true }),
      ip: ip(),
    })
    expect(step2.body.lead_id).toBe(id)
    const lead = await payload.findByID({
      collection: 'leads',
      id: Number(id),
      overrideAccess: true,
    })
    expect(lead).toMatchObject({
      status: 'pending',
      offer_price: 1000,
      offer_accepted: true,
    })
  })

  it('LEAD answers 422 with field errors, and a filled honeypot is stored as suspected spam with its real id', async () => {
    const bad = await submitLead(payload, tenantA, {
      body: body({ fields: { name: '', email: 'nope' } }),
      ip: ip(),
    })
    expect(bad.status).toBe(422)
    expect(bad.body.error).toBe('Please fix the following errors:')
    expect(Object.keys(bad.body.fieldErrors as object)).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'postcode']),
    )
    const before = await payload.count({
      collection: 'leads',
      overrideAccess: true,
    })
    const bot = await submitLead(payload, tenantA, {
      body: body({ website: 'http://spam' }),
      ip: ip(),
    })
    expect(bot.status).toBe(201)
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(before.totalDocs + 1)
    const held = await payload.findByID({ collection: 'leads', id: Number(bot.body.lead_id), overrideAccess: true })
    expect(held.status).toBe('suspected_spam')
  })

  it('LEAD rate-limits per IP per tenant with Retry-After', async () => {
    const addr = ip()
    const statuses: number[] = []
    let last
    for (let i = 0; i < 11; i++) {
      last = await submitLead(payload, tenantB, {
        body: body({ fields: { name: '' } }),
        ip: addr,
      })
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true)
    expect(last!.status).toBe(429)
    expect(Number(last!.headers?.['retry-after'])).toBeGreaterThan(0)
  })
})

describe('deliverDueLeads', () => {
  it('LEAD delivers a pending lead, retries a failing destination with backoff, logs every attempt, then dead-letters it', async () => {
    await payload.create({
      collection: 'lead-destinations',
      data: {
        tenant: Number(tenantB.id),
        name: 'CRM',
        kind: 'webhook',
        url: 'https://crm.example/hook',
        secret: 's',
        active: true,
      } as never,
      overrideAccess: true,
    })
    const lead = await submitLead(payload, tenantB, {
      body: body({ subcategory: 'deliver-me' }),
      ip: ip(),
    })
    const id = Number(lead.body.lead_id)
    // other pending leads of earlier tests are claimed too; count only this one
    let fail = true
    const sent: number[] = []
    const transport: LeadTransport = async (_p, _d, l) => {
      if (l.id === id && fail) throw new Error('connection refused')
      sent.push(l.id)
    }
    let t = Date.now()
    await deliverDueLeads(payload, { transport, now: new Date(t) })
    let doc = await payload.findByID({
      collection: 'leads',
      id,
      overrideAccess: true,
    })
    expect(doc).toMatchObject({ status: 'pending', attempts: 1 })
    expect(doc.delivery_attempts?.[0]).toMatchObject({
      status: 'failed',
      error: 'connection refused',
      destination: 'webhook: CRM',
    })
    expect(new Date(doc.next_attempt_at!).getTime()).toBeGreaterThan(t + 29_000)
    // not due yet: untouched
    await deliverDueLeads(payload, { transport, now: new Date(t + 1000) })
    expect(
      (
        await payload.findByID({
          collection: 'leads',
          id,
          overrideAccess: true,
        })
      ).attempts,
    ).toBe(1)
    fail = false
    t += 3600_000
    await deliverDueLeads(payload, { transport, now: new Date(t) })
    doc = await payload.findByID({
      collection: 'leads',
      id,
      overrideAccess: true,
    })
    expect(doc).toMatchObject({
      status: 'delivered',
      attempts: 2,
      next_attempt_at: null,
    })
    expect(sent.filter((x) => x === id)).toHaveLength(1)

    const dead = Number(
      (
        await submitLead(payload, tenantB, {
          body: body({ subcategory: 'never' }),
          ip: ip(),
        })
      ).body.lead_id,
    )
    const always: LeadTransport = async (_p, _d, l) => {
      if (l.id === dead) throw new Error('HTTP 500')
    }
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS; i++) {
      t += 2 * 3600_000
      await deliverDueLeads(payload, { transport: always, now: new Date(t) })
    }
    const deadDoc = await payload.findByID({
      collection: 'leads',
      id: dead,
      overrideAccess: true,
    })
    expect(deadDoc).toMatchObject({
      status: 'dead_letter',
      attempts: MAX_DELIVERY_ATTEMPTS,
      next_attempt_at: null,
    })
    expect(deadDoc.delivery_attempts).toHaveLength(MAX_DELIVERY_ATTEMPTS)
  })
})

describe('the dealership a lead is for', () => {
  const CTX = { disableRevalidate: true, skipSearchSync: true }
  const make = (collection: CollectionSlug, data: Doc) => createDoc(payload, collection, data, CTX)

  it("LEAD-05 LEAD-10 LEAD-16 LEAD-17 is the car's dealership, else the chosen location's, else the form's dealership_slug — only the tenant's own; delivery goes to that dealership's destinations and names it as the ADF vendor", async () => {
    const stamp = Date.now().toString(36)
    const site = (await make('tenants', { name: 'Routing Group', slug: `route-a-${stamp}`, template: 'group' })) as Doc
    const other = (await make('tenants', { name: 'Other Group', slug: `route-b-${stamp}`, template: 'group' })) as Doc
    const tenant = { id: site.id, slug: site.slug, name: site.name, template: 'group' } as unknown as TenantSite
    const north = await make('dealerships', { name: 'North Motors', tenant: site.id })
    const south = await make('dealerships', { name: 'South Motors', tenant: site.id })
    const foreign = await make('dealerships', { name: 'Foreign Motors', tenant: other.id })
    const southYard = await make('locations', { name: 'South Yard', tenant: site.id, dealership: south.id })
    const foreignYard = await make('locations', { name: 'Foreign Yard', tenant: other.id, dealership: foreign.id })
    const car = await make('vehicles', {
      name: 'Corolla',
      slug: `route-car-${stamp}`,
      car_type: 'used',
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      price: 25_000,
      tenant: site.id,
      dealership: north.id,
    })
    for (const [name, dealership] of [
      ['North CRM', north.id],
      ['South CRM', south.id],
      ['Group CRM', null],
    ] as const)
      await payload.create({
        collection: 'lead-destinations',
        data: {
          tenant: site.id,
          name,
          kind: 'webhook',
          url: 'https://crm.example/hook',
          secret: 's',
          active: true,
          dealership,
        } as never,
        overrideAccess: true,
      })

    const submit = async (extra: Doc) => {
      const res = await submitLead(payload, tenant, { body: body(extra), ip: ip() })
      expect({ status: res.status, ...res.body }).toEqual({ status: 201, lead_id: expect.any(String) })
      return (await payload.findByID({
        collection: 'leads',
        id: Number(res.body.lead_id),
        overrideAccess: true,
        depth: 0,
      })) as Doc
    }
    const base = body().fields
    const byCar = await submit({
      category: 'Used Car Enquiry',
      car_id: car.slug,
      fields: { ...base, location_id: southYard.id },
    })
    expect(byCar.dealership).toBe(north.id)
    expect(byCar.car).toMatchObject({ slug: car.slug, make: 'Toyota' })
    expect((await submit({ fields: { ...base, location_id: southYard.id } })).dealership).toBe(south.id)
    expect((await submit({ fields: { ...base, dealership_slug: south.slug } })).dealership).toBe(south.id)
    // LEAD-16 LEAD-17 another tenant's location id or dealership slug is refused with field errors, never recorded
    const forged = await submitLead(payload, tenant, {
      body: body({ fields: { ...base, location_id: foreignYard.id, dealership_slug: foreign.slug } }),
      ip: ip(),
    })
    expect(forged).toMatchObject({
      status: 422,
      body: {
        error: 'Please fix the following errors:',
        fieldErrors: { location: 'Please choose a location.', dealership_slug: 'Please choose a dealership.' },
      },
    })
    expect(
      (await submitLead(payload, tenant, { body: body({ fields: { ...base, location_id: '999999' } }), ip: ip() }))
        .status,
    ).toBe(422)
    // no place named: a valid lead for no dealership
    expect((await submit({ fields: base })).dealership ?? null).toBeNull()

    const sent: { lead: number; destination: string; vendor: string }[] = []
    const transport: LeadTransport = async (_p, d, l, vendor) => {
      sent.push({ lead: l.id, destination: d.name, vendor })
    }
    for (let i = 0; i < 5; i++) await deliverDueLeads(payload, { transport, now: new Date(Date.now() + 3600_000) })
    const forCar = sent.filter((s) => s.lead === byCar.id)
    expect(forCar.map((s) => s.destination).sort()).toEqual(['Group CRM', 'North CRM'])
    expect(forCar.every((s) => s.vendor === 'North Motors')).toBe(true)
  })

  it('LEAD-05 a lead that names no car and no place is for the dealership of a tenant that has only one; a group with several keeps it unassigned', async () => {
    const stamp = Date.now().toString(36)
    const single = (await make('tenants', { name: 'One Yard Cars', slug: `route-c-${stamp}`, template: 'used' })) as Doc
    const only = await make('dealerships', { name: 'One Yard Motors', tenant: single.id })
    const tenant = { id: single.id, slug: single.slug, name: single.name, template: 'used' } as unknown as TenantSite
    const res = await submitLead(payload, tenant, { body: body(), ip: ip() })
    expect(res.status).toBe(201)
    const lead = (await payload.findByID({
      collection: 'leads',
      id: Number(res.body.lead_id),
      overrideAccess: true,
      depth: 0,
    })) as Doc
    expect(lead.dealership).toBe(only.id)
  })
})

describe('the tracking event of a lead', () => {
  it("LEAD-36 LEAD-48 LEAD-53 a stored last step records event 15 for a used car with category, car_type and the shopper's choices; a middle step or a refused form records none", async () => {
    const stamp = Date.now().toString(36)
    const site = (await payload.create({
      collection: 'tenants',
      data: { name: 'Track', slug: `track-${stamp}`, template: 'group' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })) as Doc
    const tenant = { id: site.id, slug: site.slug, name: site.name, template: 'group' } as unknown as TenantSite
    const car = (await payload.create({
      collection: 'vehicles',
      data: {
        name: 'Hilux',
        slug: `track-car-${stamp}`,
        car_type: 'used',
        make: 'Toyota',
        model: 'Hilux',
        year: 2020,
        price: 40_000,
        tenant: site.id,
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true, skipSearchSync: true },
    })) as Doc
    const pool = pgPoolOf(payload)
    const events = async (leadId: unknown) =>
      (
        await pool.query(
          "SELECT event_id::int AS event_id, name, vehicle_id, data FROM analytics_events WHERE tenant_id = $1 AND data->>'lead_id' = $2",
          [site.id, String(leadId)],
        )
      ).rows

    const fields = { ...body().fields, opt_in: true, PreferredContactMethod: 'SMS' }
    const done = await submitLead(payload, tenant, {
      body: body({ category: 'Used Car Enquiry', car_id: car.slug, fields }),
      ip: ip(),
    })
    expect(done.status).toBe(201)
    expect(await events(done.body.lead_id)).toEqual([
      {
        event_id: 15,
        name: 'lead',
        vehicle_id: car.id,
        data: {
          lead_id: done.body.lead_id,
          category: 'Used Car Enquiry',
          subcategory: null,
          car_type: 'used',
          car_id: car.id,
          user: { postcode: '3000', opt_in: true, preferred_contact: 'SMS', source: 'Website' },
        },
      },
    ])
    const middle = await submitLead(payload, tenant, {
      body: body({ category: 'Trade-in', isLastStep: false }),
      ip: ip(),
    })
    expect(middle.status).toBe(201)
    expect(await events(middle.body.lead_id)).toEqual([])
    const refused = await submitLead(payload, tenant, {
      body: body({ fields: { ...fields, postcode: '12' } }),
      ip: ip(),
    })
    expect(refused.status).toBe(422)
    expect(
      (await pool.query('SELECT count(*)::int AS n FROM analytics_events WHERE tenant_id = $1', [site.id])).rows[0].n,
    ).toBe(1)
  })
})
