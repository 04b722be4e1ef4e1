/**
 * Favourites and recently viewed cars kept with the account, on a real PostgreSQL: merged from a device (its cars
 * first), replaced by a later change, read back from the tenant's cars as they are now; another tenant's car or one
 * off the site is never stored; signed out is 401 and bad input a 422; the lists go with the account.
 */
import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import type { TenantSite } from '@/domain/site'
import { pgPoolOf } from '@/lib/db/pool'

import { accountCaller, accountTenant } from './helpers/accountCall'
import { createScoped, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const accounts = await import('@/data/accounts')
const { resetLocalLimits } = await import('@/lib/sharedLimits')
const { tenantForHost } = await import('@/data/tenants')
const { POST: registerPOST } = await import('@/app/(site)/api/account/register/route')
const lists = await import('@/app/(site)/api/account/saved-cars/route')

let payload: Payload
let hostA: string
let hostB: string
let tenantA: TenantSite
let tenantB: TenantSite
const call = accountCaller(accounts.SESSION_COOKIE)

async function shopper(host: string) {
  const out = await call(registerPOST, host, {
    body: {
      name: 'Lee Lists',
      email: `lists-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
      password: 'correct horse battery',
    },
  })
  expect(out.status).toBe(201)
  return { id: out.body.id as number, token: out.token! }
}
const car = (tenant: TenantSite, label: string, extra: Doc = {}) =>
  createScoped(payload, 'vehicles', tenant.id, `${label} ${Date.now().toString(36)}`, {
    make: 'Kia',
    model: 'Seltos',
    status: 'in_stock',
    price: 28000,
    ...extra,
  }) as Promise<Doc>

beforeAll(async () => {
  payload = await bootPayload()
  ;({ host: hostA } = await accountTenant(payload, 'lists-a'))
  ;({ host: hostB } = await accountTenant(payload, 'lists-b'))
  tenantA = (await tenantForHost(hostA))!
  tenantB = (await tenantForHost(hostB))!
})
afterAll(() => shutdownPayload(payload))
beforeEach(() => resetLocalLimits())

it('merges a device’s lists into the account (its cars first), then replaces them on a change; only this site’s cars', async () => {
  const sam = await shopper(hostA)
  const [one, two, three] = [await car(tenantA, 'One'), await car(tenantA, 'Two'), await car(tenantA, 'Three')]
  const hidden = await car(tenantA, 'Hidden', { show_on_dealer_website: false })
  const elsewhere = await car(tenantB, 'Elsewhere')
  const empty = await call(lists.GET, hostA, { cookie: sam.token })
  expect([empty.status, empty.body]).toEqual([200, { favourites: [], viewed: [] }])
  expect(empty.headers.get('cache-control')).toBe('no-store')

  // the first device keeps one favourite; the second merges its own, with cars no shopper of this site can keep
  await call(lists.POST, hostA, {
    cookie: sam.token,
    body: { favourites: [String(one.id)], viewed: [String(one.id)], merge: true },
  })
  const merged = await call(lists.POST, hostA, {
    cookie: sam.token,
    body: {
      favourites: [String(two.id), String(hidden.id), String(elsewhere.id), String(one.id)],
      viewed: [String(three.id)],
      merge: true,
    },
  })
  expect(merged.status).toBe(200)
  expect(merged.body.favourites.map((c: Doc) => c.id)).toEqual([String(two.id), String(one.id)])
  expect(merged.body.favourites[0]).toEqual({
    id: String(two.id),
    name: two.name,
    slug: two.slug,
    make: 'Kia',
    model: 'Seltos',
    primary_image_url: two.primary_image_url ?? null,
  })
  expect(merged.body.viewed.map((c: Doc) => c.id)).toEqual([String(three.id), String(one.id)])

  // a change on a device once in step replaces the lists
  const replaced = await call(lists.POST, hostA, {
    cookie: sam.token,
    body: { favourites: [String(one.id)], viewed: [], merge: false },
  })
  expect(replaced.body).toMatchObject({ favourites: [{ id: String(one.id) }], viewed: [] })
  // a car that leaves the site drops out of what is read back
  await payload.update({
    collection: 'vehicles',
    id: one.id as number,
    data: { show_on_dealer_website: false },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  expect((await call(lists.GET, hostA, { cookie: sam.token })).body.favourites).toEqual([])
  // another tenant's site knows nothing of this shopper
  expect((await call(lists.GET, hostB, { cookie: sam.token })).status).toBe(401)
})

it('bad input is a 422, signed out a 401; the lists go with the account', async () => {
  const sam = await shopper(hostA)
  for (const body of [
    { favourites: ['abc'], viewed: [], merge: true },
    { favourites: Array.from({ length: 201 }, (_, i) => String(i + 1)), viewed: [], merge: false },
    { favourites: [], viewed: [], merge: 'yes' },
    { favourites: [], viewed: [], merge: true, extra: 1 },
  ])
    expect((await call(lists.POST, hostA, { cookie: sam.token, body })).status).toBe(422)
  expect((await call(lists.POST, hostA, { body: { favourites: [], viewed: [], merge: true } })).status).toBe(401)
  const kept = await car(tenantA, 'Kept')
  await call(lists.POST, hostA, { cookie: sam.token, body: { favourites: [String(kept.id)], viewed: [], merge: true } })
  const { rows } = await pgPoolOf(payload).query('SELECT saved_cars FROM customers WHERE id = $1', [sam.id])
  expect(rows[0].saved_cars).toEqual({ favourites: [String(kept.id)], viewed: [] })
  // the download has them; deleting the account deletes them with its row
  const { GET: exportGET } = await import('@/app/(site)/api/account/export/route')
  const exported = await call(exportGET, hostA, { cookie: sam.token })
  expect(exported.body.favourites).toEqual([{ car: kept.name, address: expect.stringContaining(`/cars/${kept.slug}`) }])
  const { POST: deletePOST } = await import('@/app/(site)/api/account/delete/route')
  const deleted = await call(deletePOST, hostA, {
    cookie: sam.token,
    body: { current_password: 'correct horse battery', confirm: 'DELETE' },
  })
  expect(deleted.status).toBe(200)
  expect((await pgPoolOf(payload).query('SELECT 1 FROM customers WHERE id = $1', [sam.id])).rowCount).toBe(0)
})
