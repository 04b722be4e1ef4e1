/**
 * The drafts migration (migrations/20261123_200018_drafts_schedule.ts) on a database that already holds
 * offers, promo tiles, popups and banners: every existing row stays published and gets a first version, so the site
 * keeps showing it and the admin (which lists a collection with drafts from its version table) still lists it with
 * all its fields, a promo tile's positions and car types included.
 */
import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { migrations } from '../../migrations'
import { payloadOn, withClient } from './helpers/scratchDb'
import { shutdownPayload } from './helpers/shutdown'

const DRAFTS_MIGRATION = '20261123_200018_drafts_schedule'

const database = `drafts_mig_${crypto.randomBytes(4).toString('hex')}`
let payload: Payload | undefined
const ids: Record<string, number> = {}

beforeAll(async () => {
  await withClient('postgres', (client) => client.query(`CREATE DATABASE "${database}"`))
  payload = await payloadOn(database)
  const upTo = migrations.findIndex((m) => m.name === DRAFTS_MIGRATION)
  expect(upTo).toBeGreaterThan(0)
  // the database as it was before drafts: every migration up to this one, and content written then
  await payload.db.migrate({ migrations: migrations.slice(0, upTo) as never })
  await withClient(database, async (client) => {
    const one = async (sql: string, values: unknown[] = []) =>
      (await client.query<{ id: number }>(`${sql} RETURNING id`, values)).rows[0]!.id
    const tenant = await one(`INSERT INTO tenants (name, slug) VALUES ('Old Motors', 'old-motors')`)
    ids.offer = await one(
      `INSERT INTO offers (tenant_id, name, category, starts_at) VALUES ($1, 'Old runout', 'Runout sale', now() - interval '1 day')`,
      [tenant],
    )
    ids.tile = await one(`INSERT INTO promo_tiles (tenant_id, title, link) VALUES ($1, 'Old tile', '/search')`, [
      tenant,
    ])
    await client.query(
      `INSERT INTO promo_tiles_positions (_order, _parent_id, id, position) VALUES (1, $1, 'a1', 5), (2, $1, 'a2', 11)`,
      [ids.tile],
    )
    await client.query(`INSERT INTO promo_tiles_car_types ("order", parent_id, value) VALUES (1, $1, 'used')`, [
      ids.tile,
    ])
    ids.popup = await one(
      `INSERT INTO popups (tenant_id, title, link_to, active) VALUES ($1, 'Old popup', '/search', true)`,
      [tenant],
    )
    ids.banner = await one(`INSERT INTO banners (tenant_id, title, placement) VALUES ($1, 'Old banner', 'feature')`, [
      tenant,
    ])
  })
  await payload.db.migrate({ migrations: migrations as never })
}, 120_000)

afterAll(async () => {
  await shutdownPayload(payload)
  await withClient('postgres', (client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`))
})

const CASES = [
  ['offers', 'offer', 'name', 'Old runout'],
  ['promo-tiles', 'tile', 'title', 'Old tile'],
  ['popups', 'popup', 'title', 'Old popup'],
  ['banners', 'banner', 'title', 'Old banner'],
] as const

describe('existing rows after the drafts migration', () => {
  it.each(CASES)('%s: published, as the site reads them', async (collection, key, field, value) => {
    const found = await payload!.find({
      collection,
      where: { _status: { equals: 'published' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(found.docs.map((d) => [d.id, (d as unknown as Record<string, unknown>)[field]])).toEqual([[ids[key], value]])
  })

  it.each(CASES)(
    '%s: listed by the admin (the latest version), with its fields',
    async (collection, key, field, value) => {
      // the admin's list view reads with draft: true, from the version table
      const found = await payload!.find({ collection, draft: true, depth: 0, overrideAccess: true })
      expect(found.docs).toHaveLength(1)
      const doc = found.docs[0] as unknown as Record<string, unknown>
      expect(doc.id).toBe(ids[key])
      expect(doc[field]).toBe(value)
      expect(doc._status).toBe('published')
      const versions = await payload!.findVersions({ collection, depth: 0, overrideAccess: true })
      expect(versions.docs.map((v) => [v.parent, v.latest])).toEqual([[ids[key], true]])
    },
  )

  it('a promo tile keeps its positions and car types in its version; an offer its category', async () => {
    const tile = (await payload!.findByID({ collection: 'promo-tiles', id: ids.tile!, draft: true, depth: 0 })) as {
      positions?: { position: number }[]
      car_types?: string[]
    }
    expect(tile.positions?.map((p) => p.position)).toEqual([5, 11])
    expect(tile.car_types).toEqual(['used'])
    const offer = await payload!.findByID({ collection: 'offers', id: ids.offer!, draft: true, depth: 0 })
    expect(offer.category).toBe('Runout sale')
  })

  it('editing a migrated row as a draft keeps the published row on the site until it is published', async () => {
    await payload!.update({
      collection: 'offers',
      id: ids.offer!,
      data: { name: 'Old runout (edited)' },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const site = await payload!.findByID({ collection: 'offers', id: ids.offer!, depth: 0, overrideAccess: true })
    expect(site.name).toBe('Old runout')
    const admin = await payload!.findByID({ collection: 'offers', id: ids.offer!, draft: true, depth: 0 })
    expect(admin.name).toBe('Old runout (edited)')
  })
})
