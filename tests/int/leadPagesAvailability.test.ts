/**
 * Test-drive availability (LEAD-12) on a real PostgreSQL: two tenants, a location with its own opening hours and a
 * test-drive lead holding one slot; another tenant's location is not answered, and the tenant's other leads do not
 * take slots.
 */
import type { CollectionSlug, Payload } from 'payload'

import {
  bookedTestDriveSlots,
  contactLocationBySlug,
  contactLocations,
  leadLocationChoices,
  testDriveAvailability,
  testDriveLocations,
  wallClockNow,
} from '@/data/leads/availability'
import { dbPool } from '@/data/payload'

import { createDoc, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

const CTX = { disableRevalidate: true, skipSearchSync: true }
const MON = '2030-11-25' // a Monday
let payload: Payload
let tenantA: Doc
let tenantB: Doc
let locA: Doc
let locNoHours: Doc
let locB: Doc

const create = (collection: CollectionSlug, data: Doc) => createDoc(payload, collection, data, CTX)

beforeAll(async () => {
  payload = await bootPayload()
  const stamp = Date.now().toString(36)
  tenantA = await create('tenants', { name: 'Avail A', slug: `avail-a-${stamp}`, template: 'group' })
  tenantB = await create('tenants', { name: 'Avail B', slug: `avail-b-${stamp}`, template: 'brand' })
  const dealerA = await create('dealerships', { name: 'Avail Motors', tenant: tenantA.id })
  const dealerB = await create('dealerships', { name: 'Other Motors', tenant: tenantB.id })
  locA = await create('locations', {
    name: 'Avail Parramatta',
    tenant: tenantA.id,
    dealership: dealerA.id,
    contact_detail: { opening_hours: [{ weekday: 1, status: 'Open', open: '09:00', close: '11:00' }] },
  })
  locNoHours = await create('locations', { name: 'Avail Penrith', tenant: tenantA.id, dealership: dealerA.id })
  locB = await create('locations', { name: 'Other Yard', tenant: tenantB.id, dealership: dealerB.id })
  const lead = (tenant: Doc, category: string, fields: Doc) =>
    create('leads', { tenant: tenant.id, category, name: 'Sam Lee', email: 'sam@example.com', fields })
  await lead(tenantA, 'Test Drive', { location_id: locA.id, 'Test Drive Booking Date': `${MON}T09:30` })
  await lead(tenantA, 'Test Drive', { location_id: locNoHours.id, 'Test Drive Booking Date': `${MON}T10:00` })
  await lead(tenantA, 'General Enquiry', { location_id: locA.id, 'Test Drive Booking Date': `${MON}T10:00` })
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('test drive availability loader', () => {
  it('LEAD-12 offers the location’s opening-hours slots minus those booked by test-drive leads there', async () => {
    const out = await testDriveAvailability(tenantA.id, locA.id, MON, '2030-11-20T08:00')
    expect(out).toEqual({
      kind: 'ok',
      location: { id: locA.id, name: 'Avail Parramatta' },
      date: MON,
      slots: ['09:00', '10:00', '10:30'],
    })
  })

  it('LEAD-12 a location without hours gets the default 9:00–17:00 weekday, minus its own booking', async () => {
    const out = await testDriveAvailability(tenantA.id, locNoHours.id, MON, '2030-11-20T08:00')
    expect(out.kind).toBe('ok')
    if (out.kind !== 'ok') return
    expect(out.slots).toHaveLength(15)
    expect(out.slots).not.toContain('10:00')
    expect(out.slots[0]).toBe('09:00')
  })

  it('LEAD-12 a booking holds its slot however many test-drive leads come after it (one indexed statement)', async () => {
    const pool = await dbPool()
    // 1,200 later Test Drive leads at another location on other dates: the old lookup read only the newest 1,000.
    await pool.query(
      `INSERT INTO leads (tenant_id, category, fields, created_at)
       SELECT $1, 'Test Drive', jsonb_build_object('location_id', $2::int, 'Test Drive Booking Date', '2031-01-0' || (1 + g % 9) || 'T09:00'),
              now() + g * interval '1 second'
         FROM generate_series(1, 1200) g`,
      [tenantA.id, locNoHours.id],
    )
    // Another tenant's lead naming this location's id, and a booking here on another day, take nothing on MON.
    await create('leads', {
      tenant: tenantB.id,
      category: 'Test Drive',
      name: 'Kim',
      email: 'kim@example.com',
      fields: { location_id: locA.id, 'Test Drive Booking Date': `${MON}T09:00` },
    })
    await create('leads', {
      tenant: tenantA.id,
      category: 'Test Drive',
      name: 'Kim',
      email: 'kim@example.com',
      fields: { location_id: locA.id, 'Test Drive Booking Date': '2030-11-26T10:00' },
    })
    expect(await bookedTestDriveSlots(tenantA.id, locA.id, MON)).toEqual([`${MON}T09:30`])
    const out = await testDriveAvailability(tenantA.id, locA.id, MON, '2030-11-20T08:00')
    expect(out).toMatchObject({ slots: ['09:00', '10:00', '10:30'] })

    // The statement's shape matches the partial expression index from the migration.
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('SET LOCAL enable_seqscan = off')
      // Only the slot index competes: with the whole suite's rows in the table the planner may prefer the tenant
      // index, which says nothing about whether the statement fits ours. Dropped inside the rolled-back transaction.
      const others = await client.query<{ name: string }>(
        `SELECT i.relname AS name FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
           JOIN pg_class t ON t.oid = x.indrelid
          WHERE t.relname = 'leads' AND i.relname <> 'leads_test_drive_slot_idx'
            AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
      )
      for (const { name } of others.rows) await client.query(`DROP INDEX "${name}"`)
      const plan = await client.query(
        `EXPLAIN SELECT fields->>'Test Drive Booking Date' FROM leads
          WHERE tenant_id = $1 AND category = 'Test Drive' AND fields->>'location_id' = $2 AND fields->>'Test Drive Booking Date' LIKE $3`,
        [tenantA.id, String(locA.id), `${MON}T%`],
      )
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('leads_test_drive_slot_idx')
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
  })

  it('LEAD-11 LEAD-16 LEAD-17 the forms’ location choices carry their dealership; a test drive offers sales yards only, a contact form every visible location', async () => {
    const dealer = (
      await payload.find({
        collection: 'dealerships',
        where: { tenant: { equals: tenantA.id } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0] as Doc
    const parts = await create('locations', {
      name: 'Avail Parts',
      tenant: tenantA.id,
      dealership: dealer.id,
      location_type: 'parts',
    })
    const contact = await leadLocationChoices(tenantA.id)
    expect(contact.map((l) => l.name)).toEqual(['Avail Parramatta', 'Avail Parts', 'Avail Penrith'])
    expect(contact.every((l) => l.dealershipSlug === dealer.slug)).toBe(true)
    expect((await testDriveLocations(tenantA.id)).map((l) => l.name)).toEqual(['Avail Parramatta', 'Avail Penrith'])
    expect((await leadLocationChoices(tenantB.id)).map((l) => l.name)).toEqual(['Other Yard'])
    await payload.delete({ collection: 'locations', id: parts.id, overrideAccess: true, context: CTX })
  })

  it('LEAD-12 another tenant’s location is not answered', async () => {
    expect(await testDriveAvailability(tenantA.id, locB.id, MON, '2030-11-20T08:00')).toEqual({ kind: 'no-location' })
    expect((await testDriveAvailability(tenantB.id, locB.id, MON, '2030-11-20T08:00')).kind).toBe('ok')
  })

  it('the wall clock is read at the location’s zone', () => {
    expect(wallClockNow('Australia/Sydney', new Date('2030-01-01T00:00:00Z'))).toBe('2030-01-01T11:00')
  })

  it('RTE-27 a location contact page finds the tenant’s location by slug with its details, not another tenant’s', async () => {
    const loc = await contactLocationBySlug(tenantA.id, locA.slug)
    expect(loc).toMatchObject({
      id: locA.id,
      name: 'Avail Parramatta',
      hours: [{ weekday: 1, text: 'Monday: 09:00–11:00' }],
    })
    expect(await contactLocationBySlug(tenantA.id, locB.slug)).toBeNull()
    expect(await contactLocationBySlug(tenantA.id, 'no-such-place')).toBeNull()
  })

  it('RTE-27 /contact-us lists only the tenant’s own visible locations', async () => {
    expect((await contactLocations(tenantA.id)).map((l) => l.name)).toEqual(['Avail Parramatta', 'Avail Penrith'])
    expect((await contactLocations(tenantA.id))[0]).toMatchObject({
      slug: locA.slug,
      hours: [{ weekday: 1, text: 'Monday: 09:00–11:00' }],
    })
    expect((await contactLocations(tenantB.id)).map((l) => l.name)).toEqual(['Other Yard'])
  })
})
