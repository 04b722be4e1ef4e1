/**
 * A car's price history on a real PostgreSQL (collections/Vehicles/hooks/notePriceChange.ts, rule in
 * src/domain/vehicle/priceDrop.ts): a drop from a price that stood 28 days is recorded, with its search document; a
 * drop after a shorter time is not; a rise ends it; nobody can type the history in.
 */
import type { Payload } from 'payload'

import { pgPoolOf } from '@/lib/db/pool'

import { createDoc, createScoped, stamp, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

const DAY = 86_400_000
let payload: Payload
let tenant: Doc

beforeAll(async () => {
  payload = await bootPayload()
  tenant = await createDoc(payload, 'tenants', { name: 'Drops', slug: `drops-${stamp()}`, template: 'group' })
})

afterAll(() => shutdownPayload(payload))

const update = (id: unknown, data: Doc, extra: object = {}) =>
  payload.update({
    collection: 'vehicles',
    id: id as number,
    data: data as never,
    depth: 0,
    overrideAccess: true,
    ...extra,
  })

async function searchDoc(id: unknown) {
  const { rows } = await pgPoolOf(payload).query(
    'SELECT was_price, price_dropped_at FROM search_documents WHERE id = $1',
    [String(id)],
  )
  return rows[0]
}

it('a drop from a price that stood 28 days is recorded and searchable; one after 3 days is not; a rise ends it', async () => {
  const car = await createScoped(payload, 'vehicles', tenant.id, 'Drop car', { status: 'in_stock', price: 30000 })
  // the price has stood since 40 days ago (as if set then)
  await update(
    car.id,
    { price_changed_at: new Date(Date.now() - 40 * DAY).toISOString() },
    { context: { disableRevalidate: true } },
  )

  const before = Date.now()
  const dropped = (await update(car.id, { price: 27000 })) as Doc
  expect(dropped.was_price).toBe(30000)
  expect(new Date(dropped.price_dropped_at as string).getTime()).toBeGreaterThanOrEqual(before - 1000)
  expect(await searchDoc(car.id)).toEqual({
    was_price: '30000',
    price_dropped_at: String(Math.floor(new Date(dropped.price_dropped_at as string).getTime() / 1000)),
  })

  // a further drop three days later keeps the price that stood
  const further = (await update(car.id, { price: 26000 })) as Doc
  expect(further).toMatchObject({ was_price: 30000, price_dropped_at: dropped.price_dropped_at })

  // a rise to the old price or above ends the claim
  const risen = (await update(car.id, { price: 31000 })) as Doc
  expect(risen.was_price).toBeNull()
  expect(risen.price_dropped_at).toBeNull()
  // and a drop right after it is not one (31,000 stood for no time at all)
  const quick = (await update(car.id, { price: 29000 })) as Doc
  expect(quick.was_price).toBeNull()
  expect(new Date(quick.price_changed_at as string).getTime()).toBeGreaterThanOrEqual(before)
})

it('nobody types a price history in: a super admin’s edit of it through the API is ignored', async () => {
  const car = await createScoped(payload, 'vehicles', tenant.id, 'Typed history', { status: 'in_stock', price: 20000 })
  const admin = (await payload.create({
    collection: 'users',
    data: { email: `drops-${stamp()}@example.com`, password: 'a-long-password', roles: ['super-admin'] } as never,
    overrideAccess: true,
  })) as unknown as Doc
  const saved = (await payload.update({
    collection: 'vehicles',
    id: car.id as number,
    data: { was_price: 99999, price_dropped_at: new Date().toISOString() } as never,
    overrideAccess: false,
    user: { ...admin, collection: 'users' } as never,
    depth: 0,
  })) as Doc
  expect(saved.was_price ?? null).toBeNull()
  expect(saved.price_dropped_at ?? null).toBeNull()
})
